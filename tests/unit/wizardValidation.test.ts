import { describe, expect, it } from 'vitest';
import {
  FALLBACK_ADDRESS_FIELDS,
  addressComponents,
  formatAddress,
  validateAddress,
  type AddressFieldDef,
} from '../../src/domain/addressSchema';
import {
  WIZARD_MESSAGES,
  WIZARD_STEPS,
  buildCreatePayload,
  creationGuardError,
  emptyProductLine,
  emptyWizardValues,
  hasUserInput,
  totalWeight,
  wizardFieldErrors,
  wizardFormWrite,
  wizardProblems,
  type ProductLineValues,
  type RecipientValues,
  type SenderValues,
  type WizardFormContext,
  type WizardValues,
} from '../../src/domain/wizardValidation';
import { formSchemaOf, messagesOf } from '../../src/domain/schemas/fields';

const CA_FIELDS: AddressFieldDef[] = [
  { key: 'street', label: 'Adresse', type: 'text', required: true },
  { key: 'city', label: 'Ville', type: 'text', required: true },
  { key: 'apt', label: 'Appartement', type: 'text', required: false },
];

const line = (overrides: Partial<ProductLineValues> = {}): ProductLineValues => ({
  ...emptyProductLine('k'),
  nom: 'Chemises',
  quantite: 2,
  valeur_unitaire: 20,
  poids_unitaire: 0.5,
  ...overrides,
});

const SENDER: SenderValues = { nom: 'Tremblay', prenom: 'Luc', telephone: '+1 514 555 0000', email: 'luc@exemple.example', address: { street: '12 rue X', city: 'Laval' } };
const RECIPIENT: RecipientValues = { nom: 'Bah', prenom: 'Awa', telephone: '+224 620 00 00 00', email: '', quartier: 'Kaloum' };

/** The wizard form's messages by field, as the form reads its values (`formSchemaOf`). */
function wizardMessages(values: Partial<WizardValues>, context: Partial<WizardFormContext> = {}): Record<string, string> {
  const all: WizardValues = { ...emptyWizardValues(), expediteur: SENDER, destinataire: RECIPIENT, produits: [line()], ...values };
  const schema = formSchemaOf(wizardFormWrite({ operatingCountry: 'CA', addressFields: CA_FIELDS, ...context }));
  return messagesOf<string>(schema.safeParse(all)) as Record<string, string>;
}

/** The messages under one field of the form ('expediteur', 'produits.0'), by the rest of their path. */
function under(messages: Record<string, string>, field: string): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([path]) => path.startsWith(`${field}.`)).map(([path, message]) => [path.slice(field.length + 1), message]));
}

const validateSender = (expediteur: SenderValues, operatingCountry: string, addressFields: AddressFieldDef[]) => under(wizardMessages({ expediteur }, { operatingCountry, addressFields }), 'expediteur');
const validateRecipient = (destinataire: RecipientValues, operatingCountry: string) => under(wizardMessages({ destinataire }, { operatingCountry }), 'destinataire');
const validateProduct = (product: ProductLineValues, currency?: string) => under(wizardMessages({ produits: [product] }, { currency }), 'produits.0');
const productErrorList = (produits: ProductLineValues[]) => wizardProblems(wizardMessages({ produits }));
const discountError = (rabais: number | null, baseFee: number, currency: string) => wizardMessages({ rabais }, { currency, baseFeeOf: () => baseFee }).rabais;

describe('wizard steps', () => {
  it('has the five steps in order', () => {
    expect(WIZARD_STEPS.map((s) => s.label)).toEqual(['Expéditeur', 'Destinataire', 'Produits', 'Frais', 'Résumé']);
  });
});

describe('sender step', () => {
  const empty = emptyWizardValues().expediteur;

  it('from Canada, requires nom, prénom, téléphone, e-mail and the address fields', () => {
    expect(validateSender(empty, 'CA', CA_FIELDS)).toEqual({
      nom: "Le nom de l'expéditeur est requis",
      prenom: "Le prénom de l'expéditeur est requis",
      telephone: "Le téléphone de l'expéditeur est requis",
      email: "L'email de l'expéditeur est requis pour les envois du Canada vers la Guinée",
      'address.street': 'Le champ "Adresse" est obligatoire',
      'address.city': 'Le champ "Ville" est obligatoire',
    });
  });

  it('from Guinea, the sender e-mail is optional', () => {
    const errors = validateSender(empty, 'GN', []);
    expect(errors.email).toBeUndefined();
    expect(Object.keys(errors)).toEqual(['nom', 'prenom', 'telephone']);
  });

  it('checks after trimming: spaces alone are empty', () => {
    const errors = validateSender({ ...empty, nom: '   ', prenom: ' Awa ', telephone: '\t', email: ' ', address: { street: '  ', city: 'Laval' } }, 'CA', CA_FIELDS);
    expect(Object.keys(errors).sort()).toEqual(['address.street', 'email', 'nom', 'telephone']);
  });

  it('rejects a malformed e-mail even when it is optional', () => {
    expect(validateSender({ ...empty, email: 'pas-un-email' }, 'GN', []).email).toBe('Email invalide');
  });

  it('a complete sender from Canada has no error', () => {
    expect(validateSender(SENDER, 'ca', CA_FIELDS)).toEqual({});
  });
});

describe('recipient step', () => {
  const empty = emptyWizardValues().destinataire;

  it('from Guinea, requires the recipient e-mail', () => {
    expect(validateRecipient(empty, 'GN')).toEqual({
      nom: 'Le nom du destinataire est requis',
      prenom: 'Le prénom du destinataire est requis',
      telephone: 'Le téléphone du destinataire est requis',
      email: "L'email du destinataire est requis pour les envois de la Guinée vers le Canada",
    });
  });

  it('from Canada, the recipient e-mail is optional', () => {
    expect(validateRecipient({ ...empty, nom: 'Bah', prenom: 'Awa', telephone: '+224 620 00 00 00' }, 'CA')).toEqual({});
  });
});

describe('address fields', () => {
  it('uses the fallback schema (address_full and city, both required) when a country has none', () => {
    expect(FALLBACK_ADDRESS_FIELDS.map((f) => [f.key, f.type, f.required, f.label])).toEqual([
      ['address_full', 'textarea', true, 'Adresse complète'],
      ['city', 'text', true, 'Ville'],
    ]);
    expect(validateAddress(FALLBACK_ADDRESS_FIELDS, {})).toEqual({
      address_full: 'Le champ "Adresse complète" est obligatoire',
      city: 'Le champ "Ville" est obligatoire',
    });
  });

  it('sends only the schema keys, trimmed, and joins them for display', () => {
    const values = { street: ' 12 rue X ', city: 'Laval', apt: '', other: 'ignored' };
    expect(addressComponents(CA_FIELDS, values)).toEqual({ street: '12 rue X', city: 'Laval' });
    expect(formatAddress(CA_FIELDS, values)).toBe('12 rue X, Laval');
  });
});

describe('products step', () => {
  it('requires at least one product', () => {
    expect(productErrorList([])).toEqual(['Au moins un produit est requis']);
  });

  it('checks nom, quantité ≥ 1, valeur > 0, poids > 0', () => {
    expect(validateProduct(line({ nom: ' ', quantite: 0, valeur_unitaire: 0, poids_unitaire: null }))).toEqual({
      nom: 'Le nom du produit est requis',
      quantite: 'La quantité doit être au moins 1',
      valeur_unitaire: 'La valeur doit être supérieure à 0',
      poids_unitaire: 'Le poids doit être supérieur à 0',
    });
    expect(validateProduct(line())).toEqual({});
  });

  it("lists the final check's errors per product as 'Produit N: …'", () => {
    expect(productErrorList([line(), line({ valeur_unitaire: 0 }), line({ nom: '', poids_unitaire: -1 })])).toEqual([
      'Produit 2: La valeur doit être supérieure à 0',
      'Produit 3: Le nom du produit est requis',
      'Produit 3: Le poids doit être supérieur à 0',
    ]);
    expect(WIZARD_MESSAGES.completeRequired).toBe('Compléter les champs requis');
  });
});

describe("the wizard form's final check and the server's refusals", () => {
  it("lists every step's problems in order: 'Expéditeur : …', 'Destinataire : …', 'Produit N: …', 'Frais : …'", () => {
    const messages = wizardMessages({ expediteur: { ...SENDER, nom: '' }, destinataire: { ...RECIPIENT, telephone: ' ' }, produits: [line({ quantite: 0 })], rabais: 50 }, { currency: 'CAD', baseFeeOf: () => 40.84 });
    expect(wizardProblems(messages)).toEqual([
      "Expéditeur : Le nom de l'expéditeur est requis",
      'Destinataire : Le téléphone du destinataire est requis',
      'Produit 1: La quantité doit être au moins 1',
      "Frais : Le rabais ne peut pas dépasser les frais d'expédition",
    ]);
  });

  it("puts the server's field messages at the wizard's fields", () => {
    expect(wizardFieldErrors({ destinataire_telephone: 'Numéro invalide', expediteur_email: 'Email invalide', base_currency_discount: 'Trop', enterprise_route_id: 'Route' })).toEqual({
      'destinataire.telephone': 'Numéro invalide',
      'expediteur.email': 'Email invalide',
      rabais: 'Trop',
    });
  });
});

describe('creation guards', () => {
  it('needs a route configuration, then an enterprise route id', () => {
    expect(creationGuardError(null)).toBe("Configuration multi-tenant manquante. Impossible de déterminer la route d'entreprise.");
    expect(creationGuardError({ operatingCountry: 'CA', destinationCountry: 'GN', routeId: null })).toBe(
      "Route d'entreprise manquante. Impossible de créer le colis.",
    );
    expect(creationGuardError({ operatingCountry: 'CA', destinationCountry: 'GN', routeId: 1 })).toBeNull();
  });
});

describe('numbers of a product line and the discount: refused, never rounded or clamped', () => {
  it('refuses a decimal quantity with the integer message (2,5 does not become 3)', () => {
    expect(validateProduct(line({ quantite: 2.5 })).quantite).toBe('La quantité doit être un nombre entier');
    expect(validateProduct(line({ quantite: 10_001 })).quantite).toBe('La quantité ne peut pas dépasser 10\u202f000');
  });

  it('bounds the unit weight and refuses a third decimal', () => {
    expect(validateProduct(line({ poids_unitaire: 10_000_000_000 })).poids_unitaire).toBe('Le poids unitaire ne peut pas dépasser 1\u202f000 kg');
    expect(validateProduct(line({ poids_unitaire: 1.355 })).poids_unitaire).toBe('Le poids unitaire a 2 décimales au maximum');
    expect(validateProduct(line({ poids_unitaire: Number.NaN })).poids_unitaire).toBe('Un nombre valide est requis.');
  });

  it('keeps the base currency\'s decimals on the declared value', () => {
    expect(validateProduct(line({ valeur_unitaire: 12.5 }), 'GNF').valeur_unitaire).toBe('Montant invalide : pas de décimales en GNF');
    expect(validateProduct(line({ valeur_unitaire: 12.5 }), 'CAD')).toEqual({});
  });

  it('refuses a dimension of 0 and a fractional number of lines', () => {
    expect(validateProduct(line({ longueur_cm: 0 })).longueur_cm).toBe('La longueur doit être supérieure à 0');
    expect(validateProduct(line({ nb_lignes: 1.5 })).nb_lignes).toBe('Le nombre de lignes doit être un nombre entier');
  });

  it('refuses a discount above the base fee instead of lowering it', () => {
    expect(discountError(50, 40.84, 'CAD')).toBe("Le rabais ne peut pas dépasser les frais d'expédition");
    expect(discountError(-1, 40.84, 'CAD')).toBe('Le rabais doit être positif ou nul');
    expect(discountError(5.5, 100, 'GNF')).toBe('Montant invalide : pas de décimales en GNF');
    expect(discountError(40.84, 40.84, 'CAD')).toBeUndefined();
    expect(discountError(null, 40.84, 'CAD')).toBeUndefined();
  });
});

describe('create body (spec section 7)', () => {
  it('carries the sender address components, the products, the route id and the discount', () => {
    const values = emptyWizardValues();
    values.expediteur = { nom: ' Tremblay ', prenom: 'Luc', telephone: '+1 514 555 0000', email: 'luc@exemple.example', address: { street: '12 rue X', city: 'Laval', extra: 'x' } };
    values.destinataire = { nom: 'Bah', prenom: 'Awa', telephone: '+224 620 00 00 00', email: '', quartier: 'Kaloum' };
    values.produits = [
      line({ nom: 'Chemises', quantite: 3, poids_unitaire: 1.35, categorie_id: 2, longueur_cm: 10, largeur_cm: 10, hauteur_cm: 10 }),
      line({ nom: 'Chaise', quantite: 1, valeur_unitaire: 45.55, poids_unitaire: 4, categorie_id: 4, longueur_cm: 45, largeur_cm: 30, hauteur_cm: 25 }),
    ];
    values.description = ' Fragile ';
    const types: Record<number, string> = { 2: 'par_poids', 4: 'par_cbm' };
    const body = buildCreatePayload(values, {
      addressFields: CA_FIELDS,
      routeId: 1,
      discount: 5,
      categoryOf: (id) => (id === null ? null : { type_tarification: types[id], prix_unitaire: 1 }),
    });
    expect(body).toEqual({
      expediteur_nom: 'Tremblay',
      expediteur_prenom: 'Luc',
      expediteur_telephone: '+1 514 555 0000',
      expediteur_email: 'luc@exemple.example',
      expediteur_address_components: { street: '12 rue X', city: 'Laval' },
      destinataire_nom: 'Bah',
      destinataire_prenom: 'Awa',
      destinataire_telephone: '+224 620 00 00 00',
      destinataire_email: '',
      destinataire_quartier: 'Kaloum',
      poids: 8.05,
      description: 'Fragile',
      produits: [
        { nom: 'Chemises', description: '', quantite: 3, valeur_unitaire: 20, poids_unitaire: 1.35, categorie_id: 2, longueur_cm: null, largeur_cm: null, hauteur_cm: null, nb_lignes: null },
        { nom: 'Chaise', description: '', quantite: 1, valeur_unitaire: 45.55, poids_unitaire: 4, categorie_id: 4, longueur_cm: 45, largeur_cm: 30, hauteur_cm: 25, nb_lignes: null },
      ],
      enterprise_route_id: 1,
      base_currency_discount: 5,
    });
    expect(totalWeight(values.produits)).toBe(8.05);
  });
});

describe('draft', () => {
  it('an untouched wizard is not worth a draft; any typing is', () => {
    expect(hasUserInput(emptyWizardValues())).toBe(false);
    const values = emptyWizardValues();
    values.destinataire.nom = 'B';
    expect(hasUserInput(values)).toBe(true);
  });
});
