import { endpoints } from '../dataProvider/endpoints';
import { setFetcher } from '../dataProvider/transport';
import { publicTrackingAnswer } from './publicTracking';
import { notFoundResponse } from './answers';
import { syncFromStorage, getDb } from './db/store';

/**
 * The public tracking page's demo backend: only its one endpoint, on the store the back-office
 * saved in this browser (or a fresh seed), without MSW or any back-office handler, so a customer's
 * phone downloads little more than the page itself.
 */
export function installPublicDemoTransport(): void {
  setFetcher(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== endpoints.colis.publicTracking) {
      return notFoundResponse();
    }
    getDb();
    syncFromStorage();
    const answer = publicTrackingAnswer(url.searchParams.get('tracking_number'));
    return Response.json(answer.body, { status: answer.status });
  });
}
