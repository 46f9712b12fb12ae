import { HttpResponse, type RequestHandler } from 'msw';
import { http } from '../verifiedHttp';
import { endpoints } from '../../dataProvider/endpoints';
import { getDb, nowIso, persist } from '../db/store';
import type { DemoCategorie, DemoColis, DemoFacture, DemoProduit, DemoUser } from '../db/types';
import { authorize, fail, findById, readBody, newNumberedDocument } from '../http';
import { invoiceCreateWrite, invoiceGroupingWrite, invoiceProductsWrite } from '../../domain/schemas/invoices';
import { colleagueIds } from '../scope';
import { currencyOfCountry, routeById } from '../serializers';
import { pdfResponseInit } from '../pdf/response';
import { countryName } from '../../domain/country';
import { findManifest, fullNameOf, manifestTotals, manifestsOf, parcelsOf } from './bordereaux';
import { groupByCategory, invoiceFileName, lineTotal, type GroupableProduct } from '../../domain/invoiceLines';
import { keywordFound } from '../../domain/categoryDetection';

/* Demo-backend handlers for the commercial-invoice endpoints of spec 002 section 7. */

const base = endpoints.factures.list;
const detailPath = `${base}:id/`;
const INVOICEABLE = ['valide', 'arrive', 'recu'];

function invoicesOf(user: DemoUser): DemoFacture[] {
  const colleagues = colleagueIds(user);
  return getDb().factures.filter((f) => colleagues.has(f.agent_createur_id));
}

function findInvoice(user: DemoUser, id: string | readonly string[] | undefined): DemoFacture {
  return findById(invoicesOf(user), id, 'Facture non trouvée.');
}

function wireFacture(invoice: DemoFacture) {
  const manifests = getDb().bordereaux.filter((b) => invoice.bordereau_ids.includes(b.id));
  const validated = invoice.statut === 'validee';
  return {
    id: invoice.id,
    numero_facture: invoice.numero_facture,
    agent_createur_nom: fullNameOf(invoice.agent_createur_id),
    date_creation: invoice.date_creation,
    date_validation: invoice.date_validation,
    nombre_bordereaux: invoice.bordereau_ids.length,
    nombre_colis_total: manifests.reduce((sum, b) => sum + b.colis_ids.length, 0),
    bordereaux: manifests.map((b) => ({ id: b.id, numero_bordereau: b.numero_bordereau })),
    valeur_totale: Math.round(invoice.lignes.reduce((sum, l) => sum + l.valeur_totale_convertie, 0) * 100) / 100,
    devise_operation: invoice.devise_operation,
    statut: invoice.statut,
    statut_display: validated ? 'Validée' : 'Brouillon',
    est_validee: validated,
    fichier_pdf: validated ? `/media/factures/${invoiceFileName(invoice.numero_facture)}` : null,
    remarques: invoice.remarques,
    lignes: invoice.lignes,
  };
}

/** A manifest goes into one commercial invoice only (a draft invoice counts; deleting it frees the manifest). */
function invoiceOfManifest(manifestId: number): DemoFacture | undefined {
  return getDb().factures.find((f) => f.bordereau_ids.includes(manifestId));
}

function alreadyInvoicedMessage(numeroBordereau: string, numeroFacture: string): string {
  return `Le bordereau ${numeroBordereau} figure déjà dans la facture commerciale ${numeroFacture} : il ne peut pas être facturé deux fois.`;
}

/** The validated manifests named in a request body (whole-number ids, at least one: its schema), not yet invoiced, all in one operation currency. */
function invoiceableManifests(user: DemoUser, ids: readonly number[]) {
  const manifests = ids.map((id) => findManifest(user, String(id)));
  const notValidated = manifests.find((b) => !INVOICEABLE.includes(b.statut));
  if (notValidated) fail(400, { success: false, error: `Le bordereau ${notValidated.numero_bordereau} n'est pas validé.` });
  for (const manifest of manifests) {
    const invoice = invoiceOfManifest(manifest.id);
    if (invoice) fail(400, { success: false, error: alreadyInvoicedMessage(manifest.numero_bordereau, invoice.numero_facture) });
  }
  const currencies = new Set(manifests.map((b) => currencyOfCountry(routeById(b.route_id).origin)));
  if (currencies.size > 1) fail(400, { success: false, error: "Les bordereaux sélectionnés n'ont pas la même devise d'opération." });
  return { manifests, devise: [...currencies][0] };
}

function categoriesOf(user: DemoUser): DemoCategorie[] {
  return getDb().categories.filter((c) => c.entreprise_id === user.entreprise_id);
}

/** The category a product's name suggests (keywords of the categories), as the server's detection does. */
function detectCategory(name: string, categories: DemoCategorie[]): DemoCategorie | undefined {
  return categories.find((c) => c.is_active && keywordFound(name, c.mots_cles_detection) !== null);
}

interface ProductRow {
  produit: DemoProduit;
  colis: DemoColis;
  manifest: { id: number; numero: string };
}

function productRows(user: DemoUser, manifestIds: number[]): ProductRow[] {
  return manifestIds.flatMap((id) => {
    const manifest = findManifest(user, String(id));
    return parcelsOf(manifest).flatMap((colis) => colis.produits.map((produit) => ({ produit, colis, manifest: { id: manifest.id, numero: manifest.numero_bordereau } })));
  });
}

const weightOf = (p: DemoProduit) => Math.round(p.poids_unitaire * p.quantite * 10) / 10;
const valueOf = (p: DemoProduit) => Math.round(p.valeur_unitaire * p.quantite * 100) / 100;

function groupRows(rows: { produit: DemoProduit; categorie: string }[], devise: string) {
  const products: GroupableProduct[] = rows.map(({ produit, categorie }) => ({
    id: produit.id,
    categorie,
    quantite: produit.quantite,
    poids: weightOf(produit),
    valeur_totale: valueOf(produit),
  }));
  return groupByCategory(products, devise).map(({ produits_ids, ...line }) => ({
    ...line,
    valeur_unitaire_estimee: line.valeur_unitaire_moyenne,
    produits_details: rows
      .filter(({ produit }) => produits_ids.includes(produit.id))
      .map(({ produit }) => ({ id: produit.id, nom_produit: produit.nom, quantite: produit.quantite, poids: weightOf(produit) })),
  }));
}

export const facturesHandlers: RequestHandler[] = [
  http.get(base, ({ request }) => {
    const user = authorize(request, 'factures.view');
    const results = invoicesOf(user)
      .sort((a, b) => b.date_creation.localeCompare(a.date_creation))
      .map(wireFacture);
    return HttpResponse.json({ count: results.length, results });
  }),

  http.get(endpoints.factures.availableBordereaux, ({ request }) => {
    const user = authorize(request, 'factures.create');
    const available = manifestsOf(user)
      .filter((b) => INVOICEABLE.includes(b.statut) && !invoiceOfManifest(b.id))
      .sort((a, b) => (b.date_envoi ?? b.created_at).localeCompare(a.date_envoi ?? a.created_at));
    return HttpResponse.json({
      bordereaux_disponibles: available.map((b) => {
        const totals = manifestTotals(b);
        const declared = totals.parcels.reduce((sum, c) => sum + c.produits.reduce((s, p) => s + valueOf(p), 0), 0);
        return {
          id: b.id,
          numero_bordereau: b.numero_bordereau,
          statut: b.statut,
          agent_expediteur: { full_name: fullNameOf(b.agent_expediteur_id) },
          date_envoi: b.date_envoi,
          nombre_colis_total: totals.parcels.length,
          poids_total: totals.poids,
          valeur_totale_convertie: Math.round(declared * 100) / 100,
          valeur_totale_estimee: Math.round(declared * 100) / 100,
          devise_operation: totals.devise,
        };
      }),
      produits_regroups: [],
    });
  }),

  http.post(endpoints.factures.detailedProducts, async ({ request }) => {
    const user = authorize(request, 'factures.create');
    const body = await readBody(request, invoiceProductsWrite);
    const { manifests, devise } = invoiceableManifests(user, body.bordereaux_ids);
    const categories = categoriesOf(user);
    const rows = productRows(
      user,
      manifests.map((b) => b.id),
    );
    return HttpResponse.json({
      produits_details: rows.map(({ produit, colis, manifest }) => {
        const stored = categories.find((c) => c.id === produit.categorie_id);
        const detected = detectCategory(produit.nom, categories);
        return {
          id: produit.id,
          nom_produit: produit.nom,
          quantite: produit.quantite,
          poids: weightOf(produit),
          valeur_estimee_convertie: produit.valeur_unitaire,
          valeur_totale_convertie: valueOf(produit),
          devise_operation: devise,
          bordereau: { id: manifest.id, numero: manifest.numero },
          colis: { id: colis.id, numero: colis.numero_colis },
          categorie_bdd_id: stored?.id ?? null,
          categorie_bdd_nom: stored?.nom ?? null,
          categorie_modifiee_id: null,
          categorie_modifiee_nom: null,
          categorie_bdd: stored?.nom ?? null,
          categorie_auto: detected?.nom ?? null,
          source_categorie: stored ? 'bdd' : 'auto',
        };
      }),
      categories_disponibles: categories
        .filter((c) => c.is_active && c.afficher_pour_facture)
        .sort((a, b) => a.ordre_affichage - b.ordre_affichage)
        .map((c) => ({ id: c.id, nom: c.nom, emoji: c.emoji, description: c.description })),
    });
  }),

  http.post(endpoints.factures.groupProducts, async ({ request }) => {
    const user = authorize(request, 'factures.create');
    const body = await readBody(request, invoiceGroupingWrite);
    const categories = categoriesOf(user);
    const parcels = new Map<number, DemoColis>();
    manifestsOf(user).forEach((b) => parcelsOf(b).forEach((c) => c.produits.forEach((p) => parcels.set(p.id, c))));
    const rows = body.produits_modifies.map((item) => {
      const colis = parcels.get(item.id);
      const produit = colis?.produits.find((p) => p.id === item.id);
      if (!colis || !produit) return fail(400, { success: false, error: `Produit ${item.id} introuvable.` });
      const chosenId = item.categorie_modifiee_id ?? produit.categorie_id;
      const category = categories.find((c) => c.id === chosenId) ?? detectCategory(produit.nom, categories);
      return { produit, colis, categorie: category?.nom ?? '' };
    });
    const devises = new Set(rows.map(({ colis }) => currencyOfCountry(routeById(colis.route_id).origin)));
    if (devises.size > 1) fail(400, { success: false, error: "Les produits n'ont pas la même devise d'opération." });
    return HttpResponse.json({ produits_regroups: groupRows(rows, [...devises][0]) });
  }),

  http.post(endpoints.factures.create, async ({ request }) => {
    const user = authorize(request, 'factures.create');
    const body = await readBody(request, invoiceCreateWrite);
    const ids = body.bordereaux_ids;
    const { devise } = invoiceableManifests(user, ids);
    const { id, at, numero } = newNumberedDocument('factures', 'FC');
    const invoice: DemoFacture = {
      id,
      numero_facture: numero,
      statut: 'brouillon',
      agent_createur_id: user.id,
      bordereau_ids: ids,
      lignes: body.lignes.map((l) => ({
        categorie: l.categorie,
        quantite_totale: l.quantite_totale,
        poids_total: l.poids_total,
        valeur_unitaire_convertie: l.valeur_unitaire_convertie,
        valeur_totale_convertie: lineTotal(l),
      })),
      remarques: body.remarques ?? '',
      devise_operation: devise,
      date_creation: at,
      date_validation: null,
    };
    getDb().factures.push(invoice);
    persist();
    return HttpResponse.json(
      { success: true, message: `Facture ${invoice.numero_facture} créée avec succès`, facture: wireFacture(invoice) },
      { status: 201 },
    );
  }),

  http.post(`${detailPath}valider/`, ({ request, params }) => {
    const user = authorize(request, 'factures.validate');
    const invoice = findInvoice(user, params.id);
    if (invoice.statut === 'validee') fail(400, { success: false, error: 'Cette facture est déjà validée.' });
    invoice.statut = 'validee';
    invoice.date_validation = nowIso();
    persist();
    return HttpResponse.json({ success: true, message: `Facture ${invoice.numero_facture} validée avec succès`, facture: wireFacture(invoice) });
  }),

  http.get(`${detailPath}telecharger-pdf/`, async ({ request, params }) => {
    const user = authorize(request, 'factures.download');
    const invoice = findInvoice(user, params.id);
    if (invoice.statut !== 'validee') fail(400, { success: false, error: 'Le PDF est disponible uniquement pour une facture validée.' });
    const wired = wireFacture(invoice);
    const enterprise = getDb().enterprises.find((e) => e.id === user.entreprise_id);
    const manifests = getDb().bordereaux.filter((b) => invoice.bordereau_ids.includes(b.id));
    const route = manifests.length > 0 ? routeById(manifests[0].route_id) : null;
    const phoneIn = (iso2: string) => enterprise?.telephones_support[iso2] ?? '';
    const receivers = [...new Set(manifests.map((b) => (b.agent_receveur_id ? fullNameOf(b.agent_receveur_id) : '')).filter(Boolean))];
    const party = (iso2: string | undefined, office: string, extra: string[]) => ({
      nom: `${enterprise?.nom ?? 'Gestion des Colis'} — ${office}`,
      lignes: [iso2 ? countryName(iso2) : '', ...extra, phoneIn(iso2 ?? ''), enterprise?.email_support ?? ''].filter(Boolean),
    });
    const { facturePdf } = await import('../pdf/facturePdf');
    const bytes = await facturePdf({
      trajet: route ? `${countryName(route.origin)} → ${countryName(route.destination)}` : '—',
      expediteur: party(route?.origin, route ? `agence de départ (${countryName(route.origin)})` : 'agence de départ', [`Préparée par ${wired.agent_createur_nom || '-'}`]),
      destinataire: party(route?.destination, route ? `agence d'arrivée (${countryName(route.destination)})` : "agence d'arrivée", receivers.length > 0 ? [`À l'attention de ${receivers.join(', ')}`] : []),
      numero: invoice.numero_facture,
      statut: wired.statut_display,
      entreprise: enterprise?.nom ?? '',
      createur: wired.agent_createur_nom || '-',
      dateCreation: invoice.date_creation,
      dateValidation: invoice.date_validation,
      bordereaux: wired.bordereaux.map((b) => b.numero_bordereau),
      nombreColis: wired.nombre_colis_total,
      devise: invoice.devise_operation,
      remarques: invoice.remarques,
      lignes: invoice.lignes.map((l) => ({
        categorie: l.categorie,
        quantite: l.quantite_totale,
        poids: l.poids_total,
        valeurUnitaire: l.valeur_unitaire_convertie,
        valeurTotale: l.valeur_totale_convertie,
      })),
    });
    return new HttpResponse(bytes.slice().buffer, pdfResponseInit(invoiceFileName(invoice.numero_facture)));
  }),

  http.delete(detailPath, ({ request, params }) => {
    const user = authorize(request, 'factures.delete');
    const invoice = findInvoice(user, params.id);
    if (invoice.statut === 'validee') fail(400, { success: false, error: 'Une facture validée ne peut pas être supprimée.' });
    getDb().factures = getDb().factures.filter((f) => f.id !== invoice.id);
    persist();
    return new HttpResponse(null, { status: 204 });
  }),
];
