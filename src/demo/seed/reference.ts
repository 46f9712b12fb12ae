import type {
  DemoAddressField,
  DemoCategorie,
  DemoCountry,
  DemoEnterprise,
  DemoRole,
  DemoRoute,
  DemoSite,
  DemoUser,
} from '../db/types';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_RECOVERY_CODE = '12345678';

export function countries(): DemoCountry[] {
  return [
    {
      id: 1,
      code_iso2: 'CA',
      nom: 'Canada',
      devise_code: 'CAD',
      flag_emoji: '🇨🇦',
      phone_pattern: '^\\+?1?[\\s-]?\\(?\\d{3}\\)?[\\s-]?\\d{3}[\\s-]?\\d{4}$',
      payment_methods: [
        { code: 'especes', name: 'Espèces', description: 'Paiement comptant au comptoir', icon: '💵', is_online: false },
        { code: 'interac', name: 'Interac', description: 'Virement Interac', icon: '🏦', is_online: false },
        { code: 'square', name: 'Carte (Square)', description: 'Paiement en ligne par carte', icon: '💳', is_online: true },
      ],
    },
    {
      id: 2,
      code_iso2: 'GN',
      nom: 'Guinée',
      devise_code: 'GNF',
      flag_emoji: '🇬🇳',
      phone_pattern: '^\\+?224?[\\s-]?\\d{3}[\\s-]?\\d{2}[\\s-]?\\d{2}[\\s-]?\\d{2}$',
      payment_methods: [
        { code: 'especes', name: 'Espèces', description: 'Paiement comptant au comptoir', icon: '💵', is_online: false },
        { code: 'mobile_money', name: 'Orange Money', description: 'Paiement mobile', icon: '📱', is_online: false },
      ],
    },
    {
      id: 3,
      code_iso2: 'FR',
      nom: 'France',
      devise_code: 'EUR',
      flag_emoji: '🇫🇷',
      phone_pattern: '^\\+?33?[\\s-]?\\d[\\s-]?(\\d{2}[\\s-]?){4}$',
      payment_methods: [{ code: 'especes', name: 'Espèces', description: 'Paiement comptant', icon: '💵', is_online: false }],
    },
    {
      id: 4,
      code_iso2: 'SN',
      nom: 'Sénégal',
      devise_code: 'XOF',
      flag_emoji: '🇸🇳',
      phone_pattern: '^\\+?221?[\\s-]?\\d{2}[\\s-]?\\d{3}[\\s-]?\\d{2}[\\s-]?\\d{2}$',
      payment_methods: [{ code: 'especes', name: 'Espèces', description: 'Paiement comptant', icon: '💵', is_online: false }],
    },
  ];
}

/** France has no schema of its own: it gets the fallback (address_full and city). */
export function addressSchemas(): Record<string, DemoAddressField[]> {
  return {
    CA: [
      { key: 'street', label: 'Adresse', type: 'text', required: true, placeholder: '123 rue Principale, app. 4' },
      { key: 'city', label: 'Ville', type: 'text', required: true, placeholder: 'Montréal' },
      { key: 'province', label: 'Province', type: 'text', required: true, placeholder: 'QC' },
      { key: 'postal_code', label: 'Code postal', type: 'text', required: true, placeholder: 'H2X 1Y4' },
    ],
    GN: [
      { key: 'quartier', label: 'Quartier', type: 'text', required: true, placeholder: 'Kaloum' },
      { key: 'commune', label: 'Commune', type: 'text', required: false, placeholder: 'Dixinn' },
      { key: 'city', label: 'Ville', type: 'text', required: true, placeholder: 'Conakry' },
      { key: 'repere', label: 'Point de repère', type: 'textarea', required: false, placeholder: 'Près de la grande mosquée' },
    ],
    SN: [
      { key: 'quartier', label: 'Quartier', type: 'text', required: true, placeholder: 'Plateau' },
      { key: 'city', label: 'Ville', type: 'text', required: true, placeholder: 'Dakar' },
    ],
  };
}

export const FALLBACK_ADDRESS_SCHEMA: DemoAddressField[] = [
  { key: 'address_full', label: 'Adresse complète', type: 'textarea', required: true },
  { key: 'city', label: 'Ville', type: 'text', required: true },
];

export function enterprises(now: Date): DemoEnterprise[] {
  const connected = new Date(now.getTime() - 40 * 86_400_000).toISOString();
  return [
    {
      id: 1,
      nom: 'TransAtlantique Colis',
      email_support: 'support@transatlantique-colis.example',
      telephones_support: { CA: '+1 514 555 0142', GN: '+224 622 55 01 42' },
      devise_square: 'CAD',
      limite_employes: 12,
      oauth: {
        status: 'connected',
        merchant_name: 'TransAtlantique Colis Inc.',
        merchant_id: 'MLR-DEMO-0001',
        connection_date: connected,
        access_expires_at: new Date(now.getTime() + 20 * 86_400_000).toISOString(),
        pending_state: null,
      },
    },
    {
      id: 2,
      nom: 'Sahel Express',
      email_support: 'contact@sahel-express.example',
      telephones_support: { FR: '+33 1 84 60 01 99', SN: '+221 33 889 01 99' },
      devise_square: 'EUR',
      limite_employes: 5,
      oauth: { status: 'disconnected', merchant_name: null, merchant_id: null, connection_date: null, access_expires_at: null, pending_state: null },
    },
    {
      id: 3,
      nom: 'Kankan Fret',
      email_support: 'bonjour@kankan-fret.example',
      telephones_support: { CA: '+1 613 555 0110', GN: '+224 655 55 01 10' },
      devise_square: 'CAD',
      limite_employes: 8,
      oauth: {
        status: 'expired',
        merchant_name: 'Kankan Fret SARL',
        merchant_id: 'MLR-DEMO-0003',
        connection_date: new Date(now.getTime() - 400 * 86_400_000).toISOString(),
        access_expires_at: new Date(now.getTime() - 5 * 86_400_000).toISOString(),
        pending_state: null,
      },
    },
  ];
}

export function routes(now: Date): DemoRoute[] {
  const updated = new Date(now.getTime() - 3 * 86_400_000).toISOString();
  return [
    { id: 1, entreprise_id: 1, origin: 'CA', destination: 'GN', taux_echange: 6250, is_active: true, is_default: true, last_updated: updated },
    { id: 2, entreprise_id: 1, origin: 'GN', destination: 'CA', taux_echange: 0.00016, is_active: true, is_default: false, last_updated: updated },
    { id: 3, entreprise_id: 2, origin: 'FR', destination: 'SN', taux_echange: 655.957, is_active: true, is_default: true, last_updated: updated },
    { id: 4, entreprise_id: 2, origin: 'SN', destination: 'FR', taux_echange: 0.001524, is_active: true, is_default: false, last_updated: updated },
  ];
}

const ALL_PERMISSIONS = ['configuration_systeme', 'gestion_utilisateurs', 'gestion_colis', 'gestion_bordereaux', 'gestion_paiements', 'voir_comptabilite'];

function permissions(granted: string[]): Record<string, boolean> {
  return Object.fromEntries(ALL_PERMISSIONS.map((name) => [name, granted.includes(name)]));
}

export function roles(): DemoRole[] {
  return [
    { id: 1, nom: 'Administrateur', type_role: 'admin', is_custom: false, entreprise_id: null, description: 'Administration complète', permissions: permissions(ALL_PERMISSIONS) },
    {
      id: 2,
      nom: 'Manager',
      type_role: 'manager',
      is_custom: false,
      entreprise_id: null,
      description: 'Supervision des opérations et réception',
      permissions: permissions(['configuration_systeme', 'gestion_utilisateurs', 'gestion_colis', 'gestion_bordereaux', 'gestion_paiements', 'voir_comptabilite']),
    },
    {
      id: 3,
      nom: 'Agent logistique',
      type_role: 'agent_logistique',
      is_custom: false,
      entreprise_id: null,
      description: 'Enregistrement des colis et des bordereaux',
      permissions: permissions(['gestion_colis', 'gestion_bordereaux', 'gestion_paiements']),
    },
    {
      id: 4,
      nom: 'Comptable',
      type_role: 'accountant',
      is_custom: false,
      entreprise_id: null,
      description: 'Suivi des paiements et de la comptabilité',
      permissions: permissions(['gestion_paiements', 'voir_comptabilite']),
    },
    {
      id: 5,
      nom: 'Agent comptoir Conakry',
      type_role: 'agent_logistique',
      is_custom: true,
      entreprise_id: 1,
      description: 'Réception et remise des colis à Conakry',
      permissions: permissions(['gestion_colis', 'gestion_paiements']),
    },
  ];
}

export function sites(): DemoSite[] {
  return [
    { id: 1, name: 'Montréal — Entrepôt central', pays: 'CA', entreprise_id: 1 },
    { id: 2, name: 'Conakry — Kaloum', pays: 'GN', entreprise_id: 1 },
    { id: 3, name: 'Toronto — Comptoir', pays: 'CA', entreprise_id: 1 },
  ];
}

const noTwoFactor = () => ({ enabled: false, secret: null, pending_secret: null, device_id: null, backup_codes: [] });

export function users(now: Date): DemoUser[] {
  const day = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
  const base = { password: DEMO_PASSWORD, is_superuser: false, entreprise_id: 1, is_active: true, last_login: null, two_factor: noTwoFactor() };
  return [
    { ...base, id: 1, username: 'admin', email: 'admin@transatlantique-colis.example', first_name: 'Awa', last_name: 'Diallo', phone: '+1 514 555 0101', role_id: 1, pays_operation: 'CA', destination_pays: 'GN', site_id: 1, date_joined: day(420) },
    { ...base, id: 2, username: 'manager', email: 'manager@transatlantique-colis.example', first_name: 'Mamadou', last_name: 'Bah', phone: '+224 622 10 20 30', role_id: 2, pays_operation: 'GN', destination_pays: 'CA', site_id: 2, date_joined: day(380) },
    { ...base, id: 3, username: 'agent.ca', email: 'agent.ca@transatlantique-colis.example', first_name: 'Julie', last_name: 'Tremblay', phone: '+1 514 555 0103', role_id: 3, pays_operation: 'CA', destination_pays: 'GN', site_id: 1, date_joined: day(300) },
    { ...base, id: 4, username: 'agent.gn', email: 'agent.gn@transatlantique-colis.example', first_name: 'Ibrahima', last_name: 'Camara', phone: '+224 664 10 20 40', role_id: 3, pays_operation: 'GN', destination_pays: 'CA', site_id: 2, date_joined: day(290) },
    { ...base, id: 5, username: 'comptable', email: 'comptable@transatlantique-colis.example', first_name: 'Sophie', last_name: 'Gagnon', phone: '+1 514 555 0105', role_id: 4, pays_operation: 'CA', destination_pays: 'GN', site_id: 1, date_joined: day(250) },
    { ...base, id: 6, username: 'client', email: 'client@exemple.example', first_name: 'Fatoumata', last_name: 'Sow', phone: '+1 438 555 0106', role_id: null, pays_operation: 'CA', destination_pays: 'GN', site_id: null, date_joined: day(120) },
    {
      ...base,
      id: 7,
      username: 'securise',
      email: 'securise@transatlantique-colis.example',
      first_name: 'Alpha',
      last_name: 'Condé',
      phone: '+1 514 555 0107',
      role_id: 1,
      pays_operation: 'CA',
      destination_pays: 'GN',
      site_id: 1,
      date_joined: day(200),
      two_factor: { enabled: true, secret: DEMO_TOTP_SECRET, pending_secret: null, device_id: 'totp-7', backup_codes: [DEMO_RECOVERY_CODE, '87654321', '11223344'] },
    },
    { ...base, id: 8, username: 'k.barry', email: 'k.barry@transatlantique-colis.example', first_name: 'Kadiatou', last_name: 'Barry', phone: '+224 628 33 44 55', role_id: 5, pays_operation: 'GN', destination_pays: 'CA', site_id: 2, date_joined: day(150) },
    { ...base, id: 9, username: 'm.roy', email: 'm.roy@transatlantique-colis.example', first_name: 'Marc', last_name: 'Roy', phone: '+1 416 555 0109', role_id: 3, pays_operation: 'CA', destination_pays: 'GN', site_id: 3, date_joined: day(90) },
    { ...base, id: 10, username: 'o.sylla', email: 'o.sylla@transatlantique-colis.example', first_name: 'Oumar', last_name: 'Sylla', phone: '+224 657 11 22 33', role_id: 3, pays_operation: 'GN', destination_pays: 'CA', site_id: 2, is_active: false, date_joined: day(60) },
    { ...base, id: 11, username: 'sahel.admin', email: 'admin@sahel-express.example', first_name: 'Cheikh', last_name: 'Ndiaye', phone: '+221 77 555 01 11', role_id: 1, entreprise_id: 2, pays_operation: 'FR', destination_pays: 'SN', site_id: null, date_joined: day(100) },
    { ...base, id: 12, username: 'agent.dakar', email: 'agent.dakar@sahel-express.example', first_name: 'Mariama', last_name: 'Ba', phone: '+221 77 555 01 12', role_id: 3, entreprise_id: 2, pays_operation: 'SN', destination_pays: 'FR', site_id: null, date_joined: day(80) },
  ];
}

export function categories(): DemoCategorie[] {
  const base = { entreprise_id: 1, devise_creation: 'CAD', afficher_pour_colis: true, afficher_pour_facture: true, is_active: true };
  return [
    { ...base, id: 1, nom: 'Électronique', emoji: '📱', description: 'Téléphones, ordinateurs, accessoires', description_complete: 'Appareils électroniques facturés à l’unité.', type_tarification: 'par_unite', prix_unitaire: 50, mots_cles_detection: ['téléphone', 'telephone', 'ordinateur', 'laptop', 'tablette', 'écouteurs', 'iphone', 'samsung', 'télévision'], is_default: true, ordre_affichage: 1 },
    { ...base, id: 2, nom: 'Vêtements', emoji: '👕', description: 'Vêtements et chaussures', description_complete: 'Textiles facturés au kilogramme.', type_tarification: 'par_poids', prix_unitaire: 8, mots_cles_detection: ['vêtement', 'vetement', 'chemise', 'pantalon', 'robe', 'chaussure', 'tissu', 'pagne', 'boubou'], is_default: true, ordre_affichage: 2 },
    { ...base, id: 3, nom: 'Alimentation', emoji: '🥫', description: 'Denrées non périssables', description_complete: 'Produits alimentaires secs facturés au kilogramme.', type_tarification: 'par_poids', prix_unitaire: 6, mots_cles_detection: ['riz', 'huile', 'conserve', 'épices', 'café', 'sucre', 'lait'], is_default: true, ordre_affichage: 3 },
    { ...base, id: 4, nom: 'Meubles', emoji: '🛋️', description: 'Mobilier et gros volumes', description_complete: 'Facturés au mètre cube (CBM).', type_tarification: 'par_cbm', prix_unitaire: 250, mots_cles_detection: ['meuble', 'chaise', 'table', 'armoire', 'canapé', 'lit'], is_default: true, ordre_affichage: 4 },
    { ...base, id: 5, nom: 'Documents', emoji: '📄', description: 'Plis et documents', description_complete: 'Tarif forfaitaire par envoi.', type_tarification: 'forfait', prix_unitaire: 15, mots_cles_detection: ['document', 'lettre', 'papier', 'contrat', 'passeport'], afficher_pour_facture: false, is_default: true, ordre_affichage: 5 },
    { ...base, id: 6, nom: 'Pièces auto', emoji: '🔧', description: 'Pièces détachées automobiles', description_complete: 'Facturées à l’unité.', type_tarification: 'par_unite', prix_unitaire: 20, mots_cles_detection: ['pièce', 'piece', 'moteur', 'pneu', 'frein', 'batterie'], is_default: false, ordre_affichage: 6 },
    { ...base, id: 7, nom: 'Fret en lots', emoji: '📦', description: 'Cartons et palettes déclarés par ligne', description_complete: 'Facturés par ligne de manifeste.', type_tarification: 'par_ligne', prix_unitaire: 40, mots_cles_detection: ['palette', 'carton', 'lot'], is_default: false, ordre_affichage: 7 },
    { ...base, id: 8, nom: 'Cosmétiques', emoji: '💄', description: 'Produits de beauté', description_complete: 'Catégorie retirée des nouveaux envois.', type_tarification: 'par_unite', prix_unitaire: 12, mots_cles_detection: ['crème', 'parfum', 'maquillage'], afficher_pour_facture: false, is_default: false, is_active: false, ordre_affichage: 8 },
    ...sahelCategories(),
  ];
}

/** Sahel Express prices its own categories, in euros. */
function sahelCategories(): DemoCategorie[] {
  const base = { entreprise_id: 2, devise_creation: 'EUR', afficher_pour_colis: true, afficher_pour_facture: true, is_active: true, is_default: true };
  return [
    { ...base, id: 9, nom: 'Vêtements', emoji: '👕', description: 'Vêtements, tissus et chaussures', description_complete: 'Textiles facturés au kilogramme.', type_tarification: 'par_poids', prix_unitaire: 6.5, mots_cles_detection: ['vêtement', 'vetement', 'tissu', 'wax', 'boubou', 'chaussure'], ordre_affichage: 1 },
    { ...base, id: 10, nom: 'Électronique', emoji: '📱', description: 'Téléphones et ordinateurs', description_complete: 'Appareils facturés à l’unité.', type_tarification: 'par_unite', prix_unitaire: 35, mots_cles_detection: ['téléphone', 'telephone', 'ordinateur', 'tablette'], ordre_affichage: 2 },
    { ...base, id: 11, nom: 'Alimentation', emoji: '🥫', description: 'Denrées sèches', description_complete: 'Produits alimentaires facturés au kilogramme.', type_tarification: 'par_poids', prix_unitaire: 4.25, mots_cles_detection: ['thé', 'café', 'riz', 'épices', 'bissap'], ordre_affichage: 3 },
  ];
}
