import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb, persist } from '../db/store';
import { authorize, fail, readBody, searchParams } from '../http';
import { visibleParcels } from '../scope';
import { recordChange } from '../journal';
import { companySettingsOf, duesOfManifest } from '../handover';
import { findManifest } from './bordereaux';
import { companySettingsWrite } from '../../domain/schemas/settings';
import { UNPAID_DELIVERY_SETTING_LABEL } from '../../domain/handover';
import { pendingAgeing } from '../../domain/pendingAgeing';
import { isTimeZone } from '../../domain/format';

/**
 * Issue #32's endpoints (docs/contract.md): a manifest's dues before it is received, the company's
 * settings (the delivery of unpaid parcels), the ageing of pending payments on /caisse.
 */

const onOff = (value: boolean) => (value ? 'Activé' : 'Désactivé');

export const handoverHandlers: RequestHandler[] = [
  http.get(endpoints.bordereaux.dues(':id'), ({ request, params }) => {
    const user = authorize(request, 'bordereaux.view');
    return HttpResponse.json(duesOfManifest(findManifest(user, params.id)));
  }),

  http.get(endpoints.entreprise.settings, ({ request }) => {
    const user = authorize(request, 'colis.change_status');
    return HttpResponse.json(companySettingsOf(user.entreprise_id));
  }),

  http.patch(endpoints.entreprise.settings, async ({ request }) => {
    const user = authorize(request, 'settings.delivery');
    const body = await readBody(request, companySettingsWrite);
    const enterprise = getDb().enterprises.find((e) => e.id === user.entreprise_id);
    if (!enterprise) return fail(404, { detail: 'Entreprise non trouvée.' });
    const before = companySettingsOf(enterprise.id);
    recordChange(user, enterprise.id, {
      type: 'parametre_entreprise',
      objet_type: 'entreprise',
      objet_id: enterprise.id,
      objet_libelle: UNPAID_DELIVERY_SETTING_LABEL,
      ancienne_valeur: onOff(before.interdire_livraison_non_payee),
      nouvelle_valeur: onOff(body.interdire_livraison_non_payee),
    });
    enterprise.parametres = { ...before, ...body };
    persist();
    return HttpResponse.json(companySettingsOf(enterprise.id));
  }),

  http.get(endpoints.paiements.pendingAgeing, ({ request }) => {
    const user = authorize(request, 'caisse.view');
    const named = searchParams(request).get('fuseau_horaire');
    const ids = new Set(visibleParcels(user).map((colis) => colis.id));
    const pending = getDb().paiements.filter((p) => p.statut === 'en_attente' && ids.has(p.colis_id));
    return HttpResponse.json({ tranches: pendingAgeing(pending, new Date(), isTimeZone(named) ? named : 'UTC') });
  }),
];
