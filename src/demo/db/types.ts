import type { AccessRequestValues } from '../../domain/accessRequest';
import type { JournalKind } from '../../domain/journal';
import type { EmployeeAccount } from '../../domain/employeeForm';
import type { CreateProductPayload, ParcelPartyFields } from '../../domain/wizardValidation';
import type { CompanySettings } from '../../domain/handover';

/** Rows of the demo backend's store: close to the wire, with references by id. */

export interface DemoPaymentMethod {
  code: string;
  name: string;
  description: string;
  icon: string;
  is_online: boolean;
}

export interface DemoCountry {
  id: number;
  code_iso2: string;
  nom: string;
  devise_code: string;
  flag_emoji: string;
  phone_pattern: string;
  payment_methods: DemoPaymentMethod[];
}

export interface DemoAddressField {
  key: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  placeholder?: string;
}

export interface DemoOAuthConnection {
  status: 'connected' | 'pending' | 'expired' | 'disconnected' | 'error';
  merchant_name: string | null;
  merchant_id: string | null;
  connection_date: string | null;
  access_expires_at: string | null;
  pending_state: string | null;
}

export interface DemoEnterprise {
  id: number;
  nom: string;
  email_support: string;
  /** The support line in each country the company works in, by ISO code. */
  telephones_support: Record<string, string>;
  /** The currency of the company's card-provider (Square) account: a payment link charges in it. */
  devise_square: string;
  limite_employes: number;
  oauth: DemoOAuthConnection;
  /** The company's settings (issue #32); absent in a store saved before them, read as the defaults. */
  parametres?: CompanySettings;
}

export interface DemoRoute {
  id: number;
  entreprise_id: number;
  origin: string;
  destination: string;
  taux_echange: number;
  is_active: boolean;
  is_default: boolean;
  last_updated: string;
}

export interface DemoRole {
  id: number;
  nom: string;
  type_role: 'admin' | 'manager' | 'agent_logistique' | 'accountant';
  is_custom: boolean;
  /** null: a built-in role every company uses; a custom role belongs to the company that made it. */
  entreprise_id: number | null;
  description: string;
  permissions: Record<string, boolean>;
}

export interface DemoSite {
  id: number;
  name: string;
  pays: string;
  entreprise_id: number;
}

export interface DemoTwoFactor {
  enabled: boolean;
  secret: string | null;
  pending_secret: string | null;
  device_id: string | null;
  backup_codes: string[];
}

export interface DemoUser extends EmployeeAccount {
  id: number;
  is_superuser: boolean;
  role_id: number | null;
  entreprise_id: number;
  pays_operation: string;
  destination_pays: string | null;
  site_id: number | null;
  is_active: boolean;
  date_joined: string;
  last_login: string | null;
  two_factor: DemoTwoFactor;
}

export interface DemoLoginAttempt {
  failures: number;
  blocked_until: string | null;
  /** The last failure: failures older than the 15-minute window are forgotten. */
  last_failure: string | null;
}

export interface DemoCategorie {
  id: number;
  entreprise_id: number;
  nom: string;
  emoji: string;
  description: string;
  description_complete: string;
  type_tarification: 'par_unite' | 'par_poids' | 'forfait' | 'par_cbm' | 'par_ligne';
  /** In the currency of creation (devise_creation). */
  prix_unitaire: number;
  devise_creation: string;
  mots_cles_detection: string[];
  afficher_pour_colis: boolean;
  afficher_pour_facture: boolean;
  is_default: boolean;
  is_active: boolean;
  ordre_affichage: number;
}

export interface DemoProduit extends CreateProductPayload {
  id: number;
}

export interface DemoHistoryEntry {
  date: string;
  action: string;
  utilisateur: string;
}

export type DemoParcelStatus = 'enregistre' | 'expedie' | 'arrive' | 'remis' | 'probleme';

export interface DemoColis extends ParcelPartyFields {
  id: number;
  numero_colis: string;
  tracking_number: string;
  statut: DemoParcelStatus;
  /** The stored payment status; the real one is computed from the payments. */
  statut_paiement: string;
  expediteur_address_components: Record<string, string>;
  expediteur_adresse_complete: string;
  description: string;
  route_id: number;
  bordereau_id: number | null;
  proprietaire_id: number;
  produits: DemoProduit[];
  /** Amounts in the route's origin (base) currency. */
  frais_expedition: number;
  rabais_applique: number;
  created_at: string;
  updated_at: string;
  historique: DemoHistoryEntry[];
}

export interface DemoPaiement {
  id: number;
  colis_id: number;
  /** As collected, in `devise`. */
  montant: number;
  devise: string;
  /** Credited to the parcel in its currency at `taux` (counter payments; absent on older ones: converted at the route's rate). */
  montant_converti?: number;
  devise_colis?: string;
  taux?: number;
  /** The receipt of a validated payment: « CA-2026-000123 », one sequence per company and year (src/demo/receipts.ts). */
  numero_recu?: string;
  methode: string;
  /** annule: voided (issue #32), with who, why and when in `annulation`; rembourse: refunded whole (`remboursements`). */
  statut: 'valide' | 'en_attente' | 'refuse' | 'annule' | 'rembourse';
  annulation?: { par_id: number; motif: string; date: string };
  /** Money given back on it (issue #32); absent until the first refund. */
  remboursements?: DemoRefund[];
  date_creation: string;
  date_paiement: string | null;
  transaction_id: string | null;
  reference_externe: string | null;
  notes: string;
  pays: string;
  agent_id: number | null;
  client_email: string | null;
}

/** A refund: given back in the payment's `devise` by `methode`, taken off its parcel's credit (`montant_converti`, in the parcel's currency). */
export interface DemoRefund {
  id: number;
  montant: number;
  montant_converti: number;
  methode: string;
  motif: string;
  par_id: number;
  date: string;
}

export interface DemoCheckout {
  id: string;
  colis_id: number;
  montant: number;
  devise: string;
  email: string;
  statut: 'ouvert' | 'paye' | 'echoue';
  created_at: string;
  paiement_id: number | null;
}

export interface DemoBordereau {
  id: number;
  numero_bordereau: string;
  statut: 'brouillon' | 'valide' | 'arrive' | 'recu';
  notes: string;
  colis_ids: number[];
  route_id: number;
  agent_expediteur_id: number;
  agent_receveur_id: number | null;
  created_at: string;
  updated_at: string;
  date_envoi: string | null;
}

export interface DemoFactureLigne {
  categorie: string;
  quantite_totale: number;
  poids_total: number;
  valeur_unitaire_convertie: number;
  valeur_totale_convertie: number;
}

export interface DemoFacture {
  id: number;
  numero_facture: string;
  statut: 'brouillon' | 'validee';
  agent_createur_id: number;
  bordereau_ids: number[];
  lignes: DemoFactureLigne[];
  remarques: string;
  devise_operation: string;
  date_creation: string;
  date_validation: string | null;
}

/** An access request as stored: what the form sent, without the passwords. */
export interface DemoAccessRequest extends Omit<AccessRequestValues, 'mot_de_passe' | 'mot_de_passe_confirm'> {
  id: number;
  /** The company it is addressed to; null: the platform's superusers (every request from the public /register). */
  entreprise_id: number | null;
  statut: 'en_attente' | 'approuvee' | 'refusee';
  created_at: string;
}

/** One sensitive change (src/domain/journal.ts): who, when, the record, the old and new values. */
/** An agent's closed day (issue #32): what was expected and counted, per method and currency. */
export interface DemoCashClose {
  id: number;
  entreprise_id: number;
  agent_id: number;
  /** The agent's day, YYYY-MM-DD in their time zone. */
  date: string;
  fuseau_horaire: string;
  pays: string;
  lignes: { methode: string; devise: string; attendu: number; nombre: number; compte: number; ecart: number }[];
  note: string;
  created_at: string;
  /** Reopened by an accountant or administrator: its payments may be voided again. */
  rouverte: { par_id: number; motif: string; date: string } | null;
}

export interface DemoJournalEntry {
  id: number;
  entreprise_id: number;
  date: string;
  /** null: the payment provider itself (its consent page's answer). */
  auteur_id: number | null;
  auteur_nom: string;
  type: JournalKind;
  objet_type: 'employe' | 'route' | 'categorie' | 'bordereau' | 'entreprise' | 'paiement' | 'cloture';
  objet_id: number;
  objet_libelle: string;
  ancienne_valeur: string | null;
  nouvelle_valeur: string | null;
  /** The parcels a manifest's step moved: their pages show the entry too. */
  colis_ids: number[];
}

export type SeedKind = 'standard' | 'large';

export interface DemoDb {
  version: number;
  seed: SeedKind;
  countries: DemoCountry[];
  addressSchemas: Record<string, DemoAddressField[]>;
  enterprises: DemoEnterprise[];
  routes: DemoRoute[];
  roles: DemoRole[];
  sites: DemoSite[];
  users: DemoUser[];
  loginAttempts: Record<string, DemoLoginAttempt>;
  categories: DemoCategorie[];
  colis: DemoColis[];
  paiements: DemoPaiement[];
  checkouts: DemoCheckout[];
  bordereaux: DemoBordereau[];
  factures: DemoFacture[];
  demandesAcces: DemoAccessRequest[];
  journal: DemoJournalEntry[];
  /** The agents' cash closes (issue #32); absent from a store saved before them. */
  clotures?: DemoCashClose[];
  /** Last id used per table. */
  counters: Record<string, number>;
  /** Refresh tokens already exchanged under rotation (jti → expiry in s); absent until the first one. */
  blacklistedRefreshTokens?: Record<string, number>;
  /** The first answer of each `Idempotency-Key` ('owner key' → answer), kept 24 hours; absent until the first one (see ../idempotency.ts). */
  idempotentAnswers?: Record<string, DemoIdempotentAnswer>;
}

/** A write's first answer, given again to a retry that carries the same key and the same request. */
export interface DemoIdempotentAnswer {
  /** Method, path and body of the request, hashed: another request under the same key is refused. */
  fingerprint: string;
  status: number;
  contentType: string;
  body: string;
  /** When it was answered (ms since the epoch). */
  at: number;
}
