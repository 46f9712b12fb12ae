import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldMessages, formSchemaOf } from '../../src/domain/schemas/fields';
import { categoryPatch, categoryWrite, CATEGORY_MESSAGES } from '../../src/domain/schemas/categories';
import { rateWrite, routeCreateWrite, RATE_MESSAGES } from '../../src/domain/schemas/rates';
import { manualPaymentWrite, paymentLinkWrite } from '../../src/domain/schemas/payments';
import { passwordWrite, profilePatch, profileWrite, twoFactorConfirmWrite, twoFactorPasswordWrite } from '../../src/domain/schemas/profile';
import { employeeCreateWrite, employeeUpdateWrite } from '../../src/domain/schemas/employees';
import { accessRequestWrite } from '../../src/domain/schemas/accessRequests';
import { discountWithinBaseFee, feeValidationWrite, parcelCreateWrite, parcelEditWrite, WIZARD_MESSAGES } from '../../src/domain/schemas/parcels';
import { manifestBulkDeleteWrite, manifestCreateWrite, manifestUpdateWrite } from '../../src/domain/schemas/manifests';
import { invoiceCreateWrite, invoiceGroupingWrite } from '../../src/domain/schemas/invoices';
import { loginWrite } from '../../src/domain/schemas/auth';
import { NUMBER_BOUNDS, TEXT_MAX } from '../../src/domain/limits';

/** What a schema says of a value: its output, or its first message per field. */
function check(schema: { safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: Parameters<typeof fieldMessages>[0] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { errors: fieldMessages(result.error.issues) };
}

/** Bounds are written the French way, thousands apart by a narrow no-break space. */
const plain = (messages: Record<string, string> | undefined) => Object.fromEntries(Object.entries(messages ?? {}).map(([key, message]) => [key, message.replace(/\u202f/g, ' ')]));

const category = { nom: 'Pièces', type_tarification: 'par_unite' as const, prix_unitaire: 12.5, devise_creation: 'CAD' };

describe('formSchemaOf: the form reads what a person typed, then the body schema decides', () => {
  const form = formSchemaOf(categoryWrite);

  it('reads typed numbers with the one number reader and outputs the request body', () => {
    expect(check(form, { ...category, prix_unitaire: '1 250,50', ordre_affichage: '3' })).toEqual({ ok: { ...category, prix_unitaire: 1250.5, ordre_affichage: 3 } });
    expect(check(form, { ...category, prix_unitaire: 7 })).toEqual({ ok: { ...category, prix_unitaire: 7 } });
  });

  it('keeps the body schema’s messages and checks, and says why a text is not a number', () => {
    expect(check(form, { ...category, prix_unitaire: '12,5O' }).errors).toEqual({ prix_unitaire: 'Saisissez un nombre, par exemple 1 250,50' });
    expect(check(form, { ...category, prix_unitaire: '' }).errors).toEqual({ prix_unitaire: CATEGORY_MESSAGES.priceRequired });
    expect(check(form, { ...category, ordre_affichage: '2,5' }).errors).toEqual({ ordre_affichage: CATEGORY_MESSAGES.orderNotInteger });
    expect(check(form, { ...category, afficher_pour_colis: false, afficher_pour_facture: false }).errors).toEqual({ '': CATEGORY_MESSAGES.notVisible });
  });

  it('works as react-hook-form’s resolver: errors at the fields, the body as the submitted values', async () => {
    const resolver = zodResolver(form);
    const options = { fields: {}, shouldUseNativeValidation: false };
    const refused = await resolver({ ...category, prix_unitaire: '12,5O' }, undefined, options);
    expect(refused.errors.prix_unitaire?.message).toBe('Saisissez un nombre, par exemple 1 250,50');
    const accepted = await resolver({ ...category, prix_unitaire: '1 250,50' }, undefined, options);
    expect(accepted).toEqual({ values: { ...category, prix_unitaire: 1250.5 }, errors: {} });
  });

  it('gives a blank optional number no value, a blank nullable one null', () => {
    expect(check(form, { ...category, ordre_affichage: '' })).toEqual({ ok: { ...category, ordre_affichage: undefined } });
    const edit = formSchemaOf(parcelEditWrite({ currency: 'CAD' }));
    const line = { nom_produit: 'Riz', quantite: '2', valeur_estimee_individuelle: '10', poids_unitaire: '1,5', categorie_produit: null };
    expect(check(edit, { produits: [line] })).toEqual({ ok: { produits: [{ ...line, quantite: 2, valeur_estimee_individuelle: 10, poids_unitaire: 1.5 }] } });
    expect(check(edit, { produits: [{ ...line, quantite: '2,5' }] }).errors).toEqual({ 'produits.0.quantite': 'La quantité doit être un nombre entier' });
  });
});

describe('request bodies: the types JSON sends, bounded, nothing else', () => {
  it('refuses a number sent as text, a list or a boolean, and a non-finite or huge number', () => {
    expect(check(categoryWrite, { ...category, prix_unitaire: '12' }).errors).toEqual({ prix_unitaire: 'Un nombre valide est requis.' });
    expect(check(categoryWrite, { ...category, prix_unitaire: [5] }).errors).toEqual({ prix_unitaire: 'Un nombre valide est requis.' });
    expect(check(categoryWrite, { ...category, prix_unitaire: true }).errors).toEqual({ prix_unitaire: 'Un nombre valide est requis.' });
    expect(check(categoryWrite, { ...category, prix_unitaire: Number.POSITIVE_INFINITY }).errors).toEqual({ prix_unitaire: 'Un nombre valide est requis.' });
    expect(plain(check(categoryWrite, { ...category, prix_unitaire: 1e308 }).errors)).toEqual({ prix_unitaire: 'Le prix unitaire ne peut pas dépasser 999 999 999 999,99' });
  });

  it('refuses an unknown field by name, and text longer than its bound', () => {
    expect(check(categoryWrite, { ...category, admin: true }).errors).toEqual({ admin: "Champ inconnu : le serveur n'accepte pas ce champ." });
    expect(check(categoryWrite, { ...category, description: 'x'.repeat(TEXT_MAX.categoryDescription + 1) }).errors).toEqual({
      description: 'Assurez-vous que ce champ ne comporte pas plus de 255 caractères.',
    });
  });

  it('says what a body that is not an object is', () => {
    for (const body of [null, [1], 5, 'texte']) expect(check(categoryWrite, body).errors).toEqual({ '': 'Un objet est attendu.' });
  });

  it('checks a PATCH field by field, without requiring the others', () => {
    expect(check(categoryPatch, { prix_unitaire: 3 })).toEqual({ ok: { prix_unitaire: 3 } });
    expect(check(categoryPatch, { prix_unitaire: -1 }).errors).toEqual({ prix_unitaire: CATEGORY_MESSAGES.priceNegative });
  });

  it('keeps a currency’s decimals on a category price (none in GNF)', () => {
    expect(check(categoryWrite, { ...category, prix_unitaire: 12.5, devise_creation: 'GNF' }).errors).toEqual({ prix_unitaire: 'Montant invalide : pas de décimales en GNF' });
  });
});

describe('exchange rates (spec 000 section 5)', () => {
  it('has the spec’s messages and bound', () => {
    expect(check(rateWrite, { taux_echange: 0 }).errors).toEqual({ taux_echange: RATE_MESSAGES.notPositive });
    expect(check(rateWrite, { taux_echange: 1_000_000_000 }).errors).toEqual({ taux_echange: RATE_MESSAGES.tooHigh });
    expect(check(rateWrite, { taux_echange: 6250.1234567 }).errors).toEqual({ taux_echange: RATE_MESSAGES.tooManyDecimals });
    expect(check(rateWrite, { taux_echange: '6250' }).errors).toEqual({ taux_echange: RATE_MESSAGES.notANumber });
    expect(check(rateWrite, {}).errors).toEqual({ taux_echange: RATE_MESSAGES.required });
    expect(check(routeCreateWrite, { origin_country_code: 'CAN', destination_country_code: 'GN', taux_echange: 1 }).errors).toEqual({
      origin_country_code: 'Assurez-vous que ce champ ne comporte pas plus de 2 caractères.',
    });
  });
});

describe('payments (spec 002 section 5)', () => {
  const link = { colis_id: 4, montant: 45, custom_email: 'awa@exemple.example' };
  const manual = { colis_id: 4, montant: 20, methode: 'especes', transaction_id: 'REC-1' };

  it('checks the amount against the parcel’s currency and rest', () => {
    expect(check(paymentLinkWrite({ devise: 'CAD', reste: 45 }), link)).toEqual({ ok: link });
    expect(check(paymentLinkWrite({ devise: 'CAD', reste: 40 }), link).errors).toEqual({ montant: 'Le montant ne peut pas dépasser le reste à payer (40,00 CAD)' });
    expect(check(manualPaymentWrite({ devise: 'GNF', reste: 90_000 }), { ...manual, montant: 12_345.5 }).errors).toEqual({ montant: 'Montant invalide : pas de décimales en GNF' });
  });

  it('refuses the wrong types the issue found stored: a list or true for an amount, "4.0" for a parcel, numbers for texts', () => {
    expect(check(manualPaymentWrite(), { ...manual, montant: [5] }).errors).toEqual({ montant: 'Montant invalide' });
    expect(check(manualPaymentWrite(), { ...manual, montant: true }).errors).toEqual({ montant: 'Montant invalide' });
    expect(check(manualPaymentWrite(), { ...manual, colis_id: '4.0' }).errors).toEqual({ colis_id: 'Un nombre entier valide est requis.' });
    expect(check(manualPaymentWrite(), { ...manual, colis_id: 4.5 }).errors).toEqual({ colis_id: 'Un nombre entier valide est requis.' });
    expect(check(manualPaymentWrite(), { ...manual, transaction_id: 12345, notes: 7 }).errors).toEqual({
      transaction_id: 'Une chaîne de caractères est attendue.',
      notes: 'Une chaîne de caractères est attendue.',
    });
    expect(check(manualPaymentWrite({ transactionRequired: true }), { ...manual, transaction_id: ' ' }).errors).toEqual({ transaction_id: "Veuillez saisir l'ID de transaction" });
    expect(check(manualPaymentWrite(), { ...manual, transaction_id: undefined })).toEqual({ ok: { ...manual, transaction_id: undefined } });
    expect(check(paymentLinkWrite(), { ...link, montant: 0 }).errors).toEqual({ montant: 'Montant invalide' });
    expect(check(paymentLinkWrite(), { colis_id: 4 }).errors).toEqual({ montant: 'Montant requis', custom_email: 'Email requis pour recevoir le lien de paiement' });
  });
});

describe('people: profile, password, two-factor, employees, access requests', () => {
  const profile = { first_name: 'Awa', last_name: 'Diallo', email: 'awa@exemple.example', phone: '+1 514 555 0101' };

  it('bounds a name and a phone (a 315-character name, a 300-digit phone)', () => {
    expect(check(profileWrite, { ...profile, first_name: 'A'.repeat(315), phone: '1'.repeat(300) }).errors).toEqual({
      first_name: 'Assurez-vous que ce champ ne comporte pas plus de 150 caractères.',
      phone: 'Assurez-vous que ce champ ne comporte pas plus de 30 caractères.',
    });
    expect(check(profileWrite, { ...profile, email: 'awa@' }).errors).toEqual({ email: "Format d'email invalide" });
    expect(check(profilePatch, { phone: '' })).toEqual({ ok: { phone: '' } });
  });

  it('changes a password only with a confirmation that matches (spec 000)', () => {
    expect(check(passwordWrite, { old_password: 'demo1234', new_password: 'nouveau123', new_password_confirm: 'nouveau124' }).errors).toEqual({
      new_password_confirm: 'Les mots de passe ne correspondent pas',
    });
    expect(check(passwordWrite, { old_password: '', new_password: 'court', new_password_confirm: '' }).errors).toEqual({
      old_password: 'Le mot de passe actuel est requis',
      new_password: 'Le mot de passe doit contenir au moins 8 caractères',
      new_password_confirm: 'La confirmation du mot de passe est requise',
    });
  });

  it('takes a 6-digit code and a password for two-factor', () => {
    expect(check(twoFactorConfirmWrite, { device_id: 'totp-1-1', token: '12345a' }).errors).toEqual({ token: 'Code invalide' });
    expect(check(twoFactorPasswordWrite, { password: '' }).errors).toEqual({ password: 'Le mot de passe est requis' });
  });

  it('creates an employee with the spec’s messages, ids as whole numbers', () => {
    expect(check(employeeCreateWrite, {}).errors).toMatchObject({
      username: "Le nom d'utilisateur est requis",
      email: "L'email est requis",
      first_name: 'Le prénom est requis',
      last_name: 'Le nom est requis',
      role_id: 'Veuillez sélectionner un rôle',
      password: 'Le mot de passe est requis',
      operating_country: "Veuillez sélectionner un pays d'opération",
    });
    const update = { email: 'a@b.co', first_name: 'A', last_name: 'B', role_id: 3, operating_country_id: '2' };
    expect(check(employeeUpdateWrite, update).errors).toEqual({ operating_country_id: "Veuillez sélectionner un pays d'opération" });
  });

  it('asks an access request for a known role and a matching confirmation (spec 001)', () => {
    const request = { prenom: 'Moussa', nom: 'Kouyaté', email: 'm@k.gn', telephone: '+224 620 11 22 33', role_demande: 'agent_guinee', pays_operation: 'guinee', mot_de_passe: 'secret123', mot_de_passe_confirm: 'secret123' };
    expect(check(accessRequestWrite, request)).toEqual({ ok: request });
    expect(check(accessRequestWrite, { ...request, role_demande: 'superuser', mot_de_passe_confirm: 'autre' }).errors).toEqual({
      role_demande: 'Le rôle est requis',
      mot_de_passe_confirm: 'Les mots de passe ne correspondent pas',
    });
  });

  it('signs in with a login and a password as texts', () => {
    expect(check(loginWrite, { login: 5, password: null }).errors).toEqual({ login: 'Une chaîne de caractères est attendue.', password: 'Une chaîne de caractères est attendue.' });
  });
});

describe('parcels (spec 001 sections 5 and 7)', () => {
  const product = { nom: 'Riz', description: '', quantite: 2, valeur_unitaire: 10, poids_unitaire: 5, categorie_id: 3, longueur_cm: null, largeur_cm: null, hauteur_cm: null, nb_lignes: null };
  const parcel = {
    expediteur_nom: 'Tremblay',
    expediteur_prenom: 'Luc',
    expediteur_telephone: '+1 514 555 0000',
    expediteur_email: 'luc@exemple.example',
    expediteur_address_components: { address_full: '12 rue X', city: 'Laval' },
    destinataire_nom: 'Bah',
    destinataire_prenom: 'Awa',
    destinataire_telephone: '+224 620 00 00 00',
    destinataire_email: '',
    destinataire_quartier: 'Kaloum',
    poids: 10,
    description: '',
    produits: [product],
    enterprise_route_id: 1,
    base_currency_discount: 0,
  };
  const canada = { currency: 'CAD', senderEmailRequired: true, addressFields: [{ key: 'address_full', label: 'Adresse complète', type: 'textarea' as const, required: true }] };

  it('accepts the wizard’s body', () => {
    expect(check(parcelCreateWrite(canada), parcel)).toEqual({ ok: parcel });
  });

  it('names each product’s problem, the route’s e-mail rule and the address fields', () => {
    expect(
      check(parcelCreateWrite(canada), {
        ...parcel,
        expediteur_email: '',
        expediteur_address_components: {},
        produits: [{ ...product, quantite: 2.5, poids_unitaire: 1e10, valeur_unitaire: 0 }],
      }).errors,
    ).toEqual({
      expediteur_email: WIZARD_MESSAGES.senderEmailCanada,
      'expediteur_address_components.address_full': 'Le champ "Adresse complète" est obligatoire',
      'produits.0.quantite': 'La quantité doit être un nombre entier',
      'produits.0.valeur_unitaire': 'La valeur doit être supérieure à 0',
      'produits.0.poids_unitaire': 'Le poids unitaire ne peut pas dépasser 1\u202f000 kg',
    });
  });

  it('bounds the texts (a 10 MB description) and refuses 1e308 as a weight', () => {
    expect(check(parcelCreateWrite(), { ...parcel, description: 'x'.repeat(10_000_000), produits: [{ ...product, poids_unitaire: 1e308 }] }).errors).toEqual({
      description: 'Assurez-vous que ce champ ne comporte pas plus de 2\u202f000 caractères.',
      'produits.0.poids_unitaire': 'Le poids unitaire ne peut pas dépasser 1\u202f000 kg',
    });
  });

  it('needs a product and a route for the fee validation', () => {
    expect(check(feeValidationWrite(), { produits: [], enterprise_route_id: null }).errors).toEqual({
      produits: WIZARD_MESSAGES.noProduct,
      enterprise_route_id: WIZARD_MESSAGES.routeMissing,
    });
  });

  it('edits any field alone; a negative discount or one above the base fee is refused', () => {
    expect(check(parcelEditWrite(), { destinataire_nom: 'Camara' })).toEqual({ ok: { destinataire_nom: 'Camara' } });
    expect(check(parcelEditWrite({ currency: 'CAD' }), { destinataire_nom: 'Camara', rabais_applique: -5 }).errors).toEqual({ rabais_applique: 'Le rabais doit être positif ou nul' });
    expect(check(parcelEditWrite({ currency: 'CAD', baseFee: 40 }), { rabais_applique: 41 }).errors).toEqual({ rabais_applique: "Le rabais ne peut pas dépasser les frais d'expédition" });
    expect(check(parcelEditWrite(), { destinataire_nom: ' ' }).errors).toEqual({ destinataire_nom: WIZARD_MESSAGES.recipientNom });
  });

  it('a form whose products make the base fee refuses a discount above the fee of the products typed, at the discount', () => {
    // 3 CAD per kg of the products typed, as a screen prices them; unknown while a weight is unreadable.
    type Body = { rabais_applique?: number; produits?: { poids_unitaire?: unknown; quantite?: unknown }[] };
    const feeOf = (body: Body) =>
      body.produits?.every((p) => typeof p.poids_unitaire === 'number' && typeof p.quantite === 'number') ? body.produits.reduce((sum, p) => sum + 3 * Number(p.poids_unitaire) * Number(p.quantite), 0) : null;
    const form = formSchemaOf(parcelEditWrite({ currency: 'CAD' }).check(discountWithinBaseFee<Body>('rabais_applique', feeOf, 'CAD')));
    const line = { nom_produit: 'Riz', quantite: '2', valeur_estimee_individuelle: '10', poids_unitaire: '5' };
    expect(check(form, { rabais_applique: '30', produits: [line] })).toMatchObject({ ok: { rabais_applique: 30 } });
    expect(check(form, { rabais_applique: '30,01', produits: [line] }).errors).toEqual({ rabais_applique: "Le rabais ne peut pas dépasser les frais d'expédition" });
    // A weight that cannot be read says so at its field; the discount waits for a fee it can be held to.
    expect(check(form, { rabais_applique: '30,01', produits: [{ ...line, poids_unitaire: '5 kg' }] }).errors).toEqual({ 'produits.0.poids_unitaire': 'Saisissez un nombre, par exemple 1 250,50' });
  });
});

describe('manifests and invoices (spec 002)', () => {
  it('needs parcels, as whole-number ids', () => {
    expect(check(manifestCreateWrite, { colis_ids: [] }).errors).toEqual({ colis_ids: 'Veuillez sélectionner au moins un colis' });
    expect(check(manifestCreateWrite, { colis_ids: ['4'] }).errors).toEqual({ 'colis_ids.0': 'Identifiant de colis invalide.' });
    expect(check(manifestUpdateWrite, { notes: 'x'.repeat(2001) }).errors).toEqual({ notes: 'Assurez-vous que ce champ ne comporte pas plus de 2\u202f000 caractères.' });
    expect(check(manifestBulkDeleteWrite, { ids: 'tous' }).errors).toEqual({ ids: 'Une liste est attendue.' });
  });

  it('bounds the invoice lines', () => {
    const line = { categorie: 'Riz', quantite_totale: 2, poids_total: 10.5, valeur_unitaire_convertie: 3.5 };
    expect(check(invoiceCreateWrite, { bordereaux_ids: [1], lignes: [line] })).toEqual({ ok: { bordereaux_ids: [1], lignes: [line] } });
    expect(check(invoiceCreateWrite, { bordereaux_ids: [1], lignes: [{ ...line, poids_total: 1e308, valeur_unitaire_convertie: Number.NaN }] }).errors).toEqual({
      'lignes.0.poids_total': 'Le poids total ne peut pas dépasser 10\u202f000\u202f000 kg',
      'lignes.0.valeur_unitaire_convertie': 'Un nombre valide est requis.',
    });
    expect(check(invoiceGroupingWrite, { produits_modifies: [{ id: 1, categorie_modifiee_id: 'Riz' }] }).errors).toEqual({ 'produits_modifies.0.categorie_modifiee_id': 'Catégorie introuvable.' });
  });

  it('writes bounds from one table', () => {
    expect(NUMBER_BOUNDS.quantity).toEqual({ min: 1, max: 10_000, decimals: 0 });
  });
});
