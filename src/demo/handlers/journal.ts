import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb } from '../db/store';
import type { DemoJournalEntry, DemoUser } from '../db/types';
import { authorize, fail, orderBy, paginate, searchParams } from '../http';
import { findParcel } from '../scope';
import { findManifest } from './bordereaux';
import { isJournalKind, journalKindLabel } from '../../domain/journal';

/**
 * `GET /api/accounts/journal-modifications/`: the company's journal of sensitive changes, newest
 * first, DRF-paginated. Filters: `type`, `auteur` (a user id), `date_debut` (from that instant) and
 * `date_fin` (before it), `bordereau` or `colis` (one record's entries). The whole journal is the
 * administrators'; one manifest's or one parcel's entries are its readers' among the staff.
 */
function wireEntry(entry: DemoJournalEntry) {
  return {
    id: entry.id,
    date: entry.date,
    type: entry.type,
    type_display: journalKindLabel(entry.type),
    auteur: entry.auteur_id === null ? null : { id: entry.auteur_id, nom: entry.auteur_nom },
    auteur_nom: entry.auteur_nom,
    objet_type: entry.objet_type,
    objet_id: entry.objet_id,
    objet_libelle: entry.objet_libelle,
    ancienne_valeur: entry.ancienne_valeur,
    nouvelle_valeur: entry.nouvelle_valeur,
    colis_ids: entry.colis_ids,
  };
}

function instant(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) fail(400, { [name]: ['Date invalide : une date et une heure ISO 8601 sont attendues.'] });
  return time;
}

/** Which entries the request may read: one record's (its readers), or the company's whole journal (its administrators). */
function entriesFor(request: Request, params: URLSearchParams): DemoJournalEntry[] {
  const manifestId = params.get('bordereau');
  const parcelId = params.get('colis');
  const user: DemoUser = authorize(request, manifestId || parcelId ? 'journal.object' : 'journal.view');
  const own = getDb().journal.filter((entry) => user.is_superuser || entry.entreprise_id === user.entreprise_id);
  if (manifestId) {
    const manifest = findManifest(user, manifestId);
    return own.filter((entry) => entry.objet_type === 'bordereau' && entry.objet_id === manifest.id);
  }
  if (parcelId) {
    const parcel = findParcel(user, parcelId);
    return own.filter((entry) => entry.colis_ids.includes(parcel.id));
  }
  return own;
}

export const journalHandlers: RequestHandler[] = [
  http.get(endpoints.journal.list, ({ request }) => {
    const params = searchParams(request);
    let entries = entriesFor(request, params);
    const type = params.get('type');
    if (type) {
      if (!isJournalKind(type)) fail(400, { type: [`Type inconnu : ${type}`] });
      entries = entries.filter((entry) => entry.type === type);
    }
    const author = params.get('auteur');
    if (author) entries = entries.filter((entry) => String(entry.auteur_id) === author);
    const from = instant(params, 'date_debut');
    const to = instant(params, 'date_fin');
    if (from !== null) entries = entries.filter((entry) => Date.parse(entry.date) >= from);
    if (to !== null) entries = entries.filter((entry) => Date.parse(entry.date) < to);
    // Entries of one instant (a role and a password changed together) in the order they were written.
    const ordering = params.get('ordering') ?? '-date';
    const sorted = orderBy(entries, `${ordering},${ordering.startsWith('-') ? '-id' : 'id'}`, { date: (entry) => entry.date, id: (entry) => entry.id });
    const page = paginate(sorted, params, 20);
    return HttpResponse.json({ ...page, results: page.results.map(wireEntry) });
  }),
];
