import axios from 'axios';
import { httpClient } from '../dataProvider/httpClient';
import { setFetcher, setSocketFactory } from '../dataProvider/transport';
import { dispatcherAdapter } from './axiosAdapter';
import type { DemoBackend } from './browser';
import { DemoSocket } from './socket';

/**
 * Puts the in-page demo backend behind every way the app talks to its server: the app's axios
 * instance, axios itself (the token refresh), plain requests and the assistant's socket. Installed
 * before the first render; the backend itself may still be loading: each call waits for it.
 */
export function installDemoTransport(backend: () => Promise<DemoBackend>): void {
  const dispatch = (request: Request) => backend().then((demo) => demo.dispatch(request));
  const adapter = dispatcherAdapter(dispatch, () => window.location.origin);
  axios.defaults.adapter = adapter;
  httpClient.defaults.adapter = adapter;
  setFetcher(dispatch);
  setSocketFactory(() => new DemoSocket(() => backend().then((demo) => demo.chat())));
  void retireServiceWorker();
}

/**
 * Earlier versions answered the demo from MSW's service worker: a browser that still has it
 * registered drops it, so nothing sits between the app and its own files any more.
 */
async function retireServiceWorker(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.filter((r) => r.active?.scriptURL.endsWith('/mockServiceWorker.js')).map((r) => r.unregister()));
}
