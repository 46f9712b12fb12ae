import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MESSAGES,
  activeFilterCount,
  categoryBody,
  detectionMessage,
  emptyCategoryForm,
  filterCategories,
  foundMessage,
  initialisedMessage,
  isDetected,
  parseKeywords,
  type CategoryFormDefaults,
  type CategoryLike,
} from '../../src/domain/categoryForm';
import { categoryCreateForm } from '../../src/domain/schemas/categories';
import { formSchemaOf, messagesOf } from '../../src/domain/schemas/fields';

/** What the category form checks (react-admin's <Form> runs this schema) and what it sends. */
const creationForm = formSchemaOf(categoryCreateForm);
const validateCategory = (values: CategoryFormDefaults) => messagesOf<string>(creationForm.safeParse(values));
const toCategoryPayload = (values: CategoryFormDefaults) => categoryBody(creationForm.parse(values));
const valid = { ...emptyCategoryForm('CAD'), nom: 'Électronique' };
/** Bounds are written the French way, thousands apart by a narrow no-break space: compare with plain spaces. */
const plain = (text: string | undefined) => text?.replace(/\u202f/g, ' ');

describe('category form (spec 000 section 5)', () => {
  it('starts with the package emoji, visible everywhere, in the creation currency', () => {
    expect(emptyCategoryForm('GNF')).toMatchObject({ emoji: '📦', afficher_pour_colis: true, afficher_pour_facture: true, devise_creation: 'GNF' });
  });

  it('refuses a blank name, and requires the currency of a new category', () => {
    expect(validateCategory({ ...valid, nom: ' ' }).nom).toBe(CATEGORY_MESSAGES.nameRequired);
    expect(validateCategory({ ...valid, nom: ' Vêtements ' })).toEqual({});
    expect(validateCategory({ ...valid, devise_creation: '' }).devise_creation).toBe(CATEGORY_MESSAGES.currencyRequired);
  });

  it('requires a pricing type', () => {
    expect(validateCategory({ ...valid, type_tarification: '' as CategoryFormDefaults['type_tarification'] }).type_tarification).toBe(CATEGORY_MESSAGES.pricingTypeRequired);
  });

  it('refuses a price or an order it cannot read, with the text kept for the user to correct (never 0)', () => {
    expect(validateCategory({ ...valid, prix_unitaire: '12,5O' }).prix_unitaire).toBe('Saisissez un nombre, par exemple 1 250,50');
    expect(validateCategory({ ...valid, prix_unitaire: 'abc', ordre_affichage: 'x' })).toEqual({
      prix_unitaire: 'Saisissez un nombre, par exemple 1 250,50',
      ordre_affichage: CATEGORY_MESSAGES.orderNotInteger,
    });
    expect(validateCategory({ ...valid, prix_unitaire: '' }).prix_unitaire).toBe(CATEGORY_MESSAGES.priceRequired);
    expect(validateCategory({ ...valid, ordre_affichage: '' })).toEqual({});
    expect(toCategoryPayload({ ...valid, ordre_affichage: '' }).ordre_affichage).toBe(0);
  });

  it('reads a French price exactly and refuses more decimals than its currency has, never rounding', () => {
    expect(toCategoryPayload({ ...valid, prix_unitaire: '1 250,50' }).prix_unitaire).toBe(1250.5);
    expect(toCategoryPayload({ ...valid, prix_unitaire: '1\u202f250.50' }).prix_unitaire).toBe(1250.5);
    expect(validateCategory({ ...valid, prix_unitaire: '12,345' }).prix_unitaire).toBe('Montant invalide : 2 décimales au maximum');
    expect(validateCategory({ ...valid, prix_unitaire: '12,5', devise_creation: 'GNF' }).prix_unitaire).toBe('Montant invalide : pas de décimales en GNF');
    expect(plain(validateCategory({ ...valid, prix_unitaire: '1 000 000 000 000' }).prix_unitaire)).toBe('Le prix unitaire ne peut pas dépasser 999 999 999 999,99');
  });

  it('bounds the texts and the order as the server does', () => {
    expect(validateCategory({ ...valid, nom: 'N'.repeat(101) }).nom).toBe('Assurez-vous que ce champ ne comporte pas plus de 100 caractères.');
    expect(plain(validateCategory({ ...valid, ordre_affichage: '40000' }).ordre_affichage)).toBe("L'ordre d'affichage ne peut pas dépasser 32 767");
    expect(validateCategory({ ...valid, mots_cles_detection: parseKeywords(`ok, ${'m'.repeat(51)}`) })['mots_cles_detection.1']).toBe('Assurez-vous que ce champ ne comporte pas plus de 50 caractères.');
  });

  it('refuses a display order with decimals instead of storing its integer part', () => {
    expect(validateCategory({ ...valid, ordre_affichage: '1.5' }).ordre_affichage).toBe("L'ordre d'affichage doit être un nombre entier, sans décimales");
    expect(validateCategory({ ...valid, ordre_affichage: '1,5' }).ordre_affichage).toBe(CATEGORY_MESSAGES.orderNotInteger);
    expect(validateCategory({ ...valid, ordre_affichage: '2' })).toEqual({});
    expect(toCategoryPayload({ ...valid, ordre_affichage: '2' }).ordre_affichage).toBe(2);
  });

  it('refuses a negative price or order', () => {
    expect(validateCategory({ ...valid, prix_unitaire: '-0.01' }).prix_unitaire).toBe(CATEGORY_MESSAGES.priceNegative);
    expect(validateCategory({ ...valid, ordre_affichage: '-1' }).ordre_affichage).toBe(CATEGORY_MESSAGES.orderNegative);
    expect(validateCategory({ ...valid, prix_unitaire: '0' })).toEqual({});
  });

  it('allows at most 10 characters of emoji', () => {
    expect(validateCategory({ ...valid, emoji: '📦📦📦📦📦📦📦📦📦📦' })).toEqual({});
    expect(validateCategory({ ...valid, emoji: '12345678901' }).emoji).toBe(CATEGORY_MESSAGES.emojiTooLong);
  });

  it('must be visible in at least one context', () => {
    expect(validateCategory({ ...valid, afficher_pour_colis: false, afficher_pour_facture: false })['']).toBe(
      'La catégorie doit être visible dans au moins un contexte (colis ou facture).',
    );
    expect(validateCategory({ ...valid, afficher_pour_colis: false })).toEqual({});
  });

  it('parses comma-separated keywords into a list', () => {
    expect(parseKeywords('téléphone, laptop,, écran ,')).toEqual(['téléphone', 'laptop', 'écran']);
    expect(parseKeywords('Riz, riz, RIZ')).toEqual(['Riz']);
    expect(parseKeywords('')).toEqual([]);
  });

  it('builds the payload sent to the server', () => {
    expect(toCategoryPayload({ ...valid, nom: ' Pièces ', prix_unitaire: '19.99', mots_cles_detection: parseKeywords('pneu, frein'), emoji: '' })).toMatchObject({
      nom: 'Pièces',
      emoji: '📦',
      prix_unitaire: 19.99,
      mots_cles_detection: ['pneu', 'frein'],
      type_tarification: 'par_unite',
    });
  });
});

describe('detection tester', () => {
  it('matches keywords as whole words, case and accents folded, as the server detects them', () => {
    expect(isDetected('Nouvel IPHONE 15', ['iphone'])).toBe(true);
    expect(isDetected('Sac de riz', ['Téléphone'])).toBe(false);
    expect(isDetected('', ['riz'])).toBe(false);
    expect(isDetected('Lotion pour le corps', ['palette', 'carton', 'lot'])).toBe(false);
    expect(isDetected('Lot de 3 cartons', ['lot'])).toBe(true);
  });

  it('words both outputs as the spec does', () => {
    expect(detectionMessage('iPhone 15', true)).toBe('✅ "iPhone 15" serait détecté par cette catégorie');
    expect(detectionMessage('Sac de riz', false)).toBe('❌ "Sac de riz" ne serait PAS détecté par cette catégorie');
  });
});

describe('category list', () => {
  const categories: CategoryLike[] = [
    { nom: 'Documents', afficher_pour_colis: true, afficher_pour_facture: false, is_default: true, is_active: true, ordre_affichage: 5, mots_cles_detection: ['passeport'] },
    { nom: 'Électronique', afficher_pour_colis: true, afficher_pour_facture: true, is_default: true, is_active: true, ordre_affichage: 1 },
    { nom: 'Cosmétiques', afficher_pour_colis: true, afficher_pour_facture: false, is_default: false, is_active: false, ordre_affichage: 8 },
    { nom: 'Interne', afficher_pour_colis: false, afficher_pour_facture: false, is_default: false, is_active: true, ordre_affichage: 9 },
  ];
  const names = (list: CategoryLike[]) => list.map((c) => c.nom);
  const all = { search: '', visibility: 'all', status: 'all' } as const;

  it('sorts by display order', () => {
    expect(names(filterCategories(categories, all))).toEqual(['Électronique', 'Documents', 'Cosmétiques', 'Interne']);
  });

  it('searches name and keywords, accents folded', () => {
    expect(names(filterCategories(categories, { ...all, search: 'electro' }))).toEqual(['Électronique']);
    expect(names(filterCategories(categories, { ...all, search: 'PASSEPORT' }))).toEqual(['Documents']);
  });

  it('filters by visibility and status', () => {
    expect(names(filterCategories(categories, { ...all, visibility: 'both' }))).toEqual(['Électronique']);
    expect(names(filterCategories(categories, { ...all, visibility: 'none' }))).toEqual(['Interne']);
    expect(names(filterCategories(categories, { ...all, visibility: 'facture' }))).toEqual(['Électronique']);
    expect(names(filterCategories(categories, { ...all, status: 'inactive' }))).toEqual(['Cosmétiques']);
    expect(names(filterCategories(categories, { ...all, status: 'custom' }))).toEqual(['Cosmétiques', 'Interne']);
    expect(names(filterCategories(categories, { ...all, status: 'default' }))).toEqual(['Électronique', 'Documents']);
  });

  it('counts the active filters for the badge and words the counts', () => {
    expect(activeFilterCount(all)).toBe(0);
    expect(activeFilterCount({ ...all, visibility: 'colis', status: 'active' })).toBe(2);
    expect(foundMessage(3)).toBe('3 catégorie(s) trouvée(s)');
    expect(initialisedMessage(5)).toBe('5 catégories par défaut créées');
  });
});
