/**
 * Commercial-invoice rules of spec 002 sections 4, 5 and 9: the four creation steps, line inputs and
 * totals (line total = weight × unit value), grouping of products by category, the submit checks
 * with their French messages, the client-side list filters and the bulk PDF download plan.
 */

import * as z from 'zod/mini';
import { body } from './schemas/fields';
import { typedValue } from './numbers';
import { filterText } from './wholeList';
import { NO_BORDEREAU_SELECTED, NO_LINE, invoiceCreateWrite, invoiceGroupingWrite } from './schemas/invoices';

export { NO_BORDEREAU_SELECTED, NO_LINE };

export const INVOICE_STEPS = [
  { key: 'selection', label: 'Sélection des bordereaux' },
  { key: 'modification', label: 'Modification des catégories' },
  { key: 'regroupement', label: 'Regroupement par catégorie' },
  { key: 'finalisation', label: 'Finalisation' },
] as const;
export type InvoiceStepKey = (typeof INVOICE_STEPS)[number]['key'];

/** The lines' minimums (spec 002); their steps (1, 0,1 kg, 0,01) are the invoice write's rules (`schemas/invoices.ts`). */
export const LINE_LIMITS = {
  quantite: { min: 1 },
  poids: { min: 0.1 },
} as const;

export interface InvoiceLine {
  categorie: string;
  quantite_totale: number;
  poids_total: number;
  valeur_unitaire_convertie: number;
  devise_operation: string;
}

const roundTo = (value: number, decimals: number) => Math.round((value + Number.EPSILON) * 10 ** decimals) / 10 ** decimals;
const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** Line total = weight × unit value, to the cent. */
export function lineTotal(line: Pick<InvoiceLine, 'poids_total' | 'valeur_unitaire_convertie'>): number {
  return roundTo(finite(line.poids_total) * finite(line.valeur_unitaire_convertie), 2);
}

export function invoiceTotal(lines: readonly Pick<InvoiceLine, 'poids_total' | 'valeur_unitaire_convertie'>[]): number {
  return roundTo(lines.reduce((sum, line) => sum + lineTotal(line), 0), 2);
}

export function totalWeight(lines: readonly Pick<InvoiceLine, 'poids_total'>[]): number {
  return roundTo(lines.reduce((sum, line) => sum + finite(line.poids_total), 0), 1);
}

export function totalQuantity(lines: readonly Pick<InvoiceLine, 'quantite_totale'>[]): number {
  return lines.reduce((sum, line) => sum + finite(line.quantite_totale), 0);
}

/**
 * What the invoice wizard's form checks: the invoice write (`schemas/invoices.ts`, the server's own
 * check) and, on the way, the category chosen for each product of the manifests (the grouping's
 * write), which is not sent with the invoice.
 */
export const invoiceWizardWrite = body({
  ...invoiceCreateWrite.shape,
  produits_modifies: z.optional(invoiceGroupingWrite.shape.produits_modifies),
});

/**
 * Every reason the invoice cannot be submitted, in order, from the form's messages by field (an
 * empty list means it can): each line's problem with its number ('Ligne 2: …').
 */
export function invoiceProblems(messages: Readonly<Partial<Record<string, string>>>): string[] {
  return Object.entries(messages).flatMap(([path, message]) => {
    if (message === undefined) return [];
    const [, line] = path.split('.');
    return path.startsWith('lignes.') && line !== undefined ? `Ligne ${Number(line) + 1}: ${message}` : message;
  });
}

export const CURRENCY_UNKNOWN = "Impossible de déterminer la devise d'opération. Veuillez contacter l'administrateur.";

/** A blank line added by hand: it needs the operation currency. */
export function customLine(devise: string | null | undefined): { ok: true; line: InvoiceLine } | { ok: false; error: string } {
  if (!devise || devise.trim() === '') return { ok: false, error: CURRENCY_UNKNOWN };
  return { ok: true, line: { categorie: '', quantite_totale: 1, poids_total: LINE_LIMITS.poids.min, valeur_unitaire_convertie: 0, devise_operation: devise } };
}

/* ---------- Grouping products by category ---------- */

export interface GroupableProduct {
  id: number;
  categorie: string;
  quantite: number;
  poids: number;
  valeur_totale: number;
}

export interface GroupedLine {
  categorie: string;
  quantite_totale: number;
  poids_total: number;
  /** Average value of one item. */
  valeur_unitaire_moyenne: number;
  /** Value per kilogram, so that weight × unit value gives the line total. */
  valeur_unitaire_convertie: number;
  valeur_totale_convertie: number;
  devise_operation: string;
  produits_ids: number[];
}

export const UNCATEGORISED = 'Non catégorisé';

/** One line per category name, in order of first appearance. */
export function groupByCategory(products: readonly GroupableProduct[], devise: string): GroupedLine[] {
  const groups = new Map<string, { quantite: number; poids: number; valeur: number; ids: number[] }>();
  for (const product of products) {
    const name = product.categorie.trim() || UNCATEGORISED;
    const group = groups.get(name) ?? { quantite: 0, poids: 0, valeur: 0, ids: [] };
    group.quantite += product.quantite;
    group.poids += product.poids;
    group.valeur += product.valeur_totale;
    group.ids.push(product.id);
    groups.set(name, group);
  }
  return [...groups.entries()].map(([categorie, group]) => {
    const poids = Math.max(roundTo(group.poids, 1), LINE_LIMITS.poids.min);
    const unit = roundTo(group.valeur / poids, 2);
    return {
      categorie,
      quantite_totale: group.quantite,
      poids_total: poids,
      valeur_unitaire_moyenne: group.quantite > 0 ? roundTo(group.valeur / group.quantite, 2) : 0,
      valeur_unitaire_convertie: unit,
      valeur_totale_convertie: lineTotal({ poids_total: poids, valeur_unitaire_convertie: unit }),
      devise_operation: devise,
      produits_ids: group.ids,
    };
  });
}

/* ---------- Existing invoices: the list's filters (applied by the dataProvider to the whole list) ---------- */

export interface InvoiceFilters {
  dateDebut?: string;
  dateFin?: string;
  createur?: string;
  statut?: string;
  montantMin?: number | null;
  montantMax?: number | null;
}

export interface FilterableInvoice {
  date_creation: string;
  agent_createur_nom?: string | null;
  statut: string;
  valeur_totale?: number | null;
}

function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A typed amount bound, read by the one number reader; a text it cannot read sets no bound. */
function amountBound(text: string): number | null {
  const value = typedValue(text);
  return value === null || Number.isNaN(value) ? null : value;
}

/** The list's filters as they live in the URL (`date_debut`, `date_fin`, `createur`, `statut`, `montant_min`, `montant_max`). */
export function invoiceListFilters(filter: Record<string, unknown>): InvoiceFilters {
  return {
    dateDebut: filterText(filter, 'date_debut'),
    dateFin: filterText(filter, 'date_fin'),
    createur: filterText(filter, 'createur'),
    statut: filterText(filter, 'statut'),
    montantMin: amountBound(filterText(filter, 'montant_min')),
    montantMax: amountBound(filterText(filter, 'montant_max')),
  };
}

/** Dates inclusive (YYYY-MM-DD, local day), creator substring ignoring case, status, amount bounds. */
export function filterInvoices<T extends FilterableInvoice>(invoices: readonly T[], filters: InvoiceFilters): T[] {
  const creator = filters.createur?.trim().toLowerCase() ?? '';
  return invoices.filter((invoice) => {
    const day = localDay(invoice.date_creation);
    if (filters.dateDebut && day < filters.dateDebut) return false;
    if (filters.dateFin && day > filters.dateFin) return false;
    if (creator && !(invoice.agent_createur_nom ?? '').toLowerCase().includes(creator)) return false;
    if (filters.statut && invoice.statut !== filters.statut) return false;
    const amount = invoice.valeur_totale ?? 0;
    if (typeof filters.montantMin === 'number' && amount < filters.montantMin) return false;
    if (typeof filters.montantMax === 'number' && amount > filters.montantMax) return false;
    return true;
  });
}

/* ---------- PDF availability and bulk download ---------- */

export interface PdfCandidate {
  statut: string;
  est_validee?: boolean;
  fichier_pdf?: string | null;
}

/** A PDF exists only for a validated invoice with a file. */
export function hasPdf(invoice: PdfCandidate): boolean {
  return (invoice.est_validee ?? invoice.statut === 'validee') && Boolean(invoice.fichier_pdf);
}

export const BULK_DOWNLOAD_DELAY_MS = 500;
export const NO_INVOICE_SELECTED = 'Aucune facture sélectionnée';
export const ALL_DOWNLOADS_FAILED = 'Échec du téléchargement de toutes les factures';
export const BULK_DOWNLOAD_ERROR = 'Erreur lors du téléchargement en lot';

/** Which selected invoices are downloaded, and how many are skipped (not validated or no file). */
export function planBulkDownload<T extends PdfCandidate>(selected: readonly T[]): { downloadable: T[]; skipped: number } {
  const downloadable = selected.filter(hasPdf);
  return { downloadable, skipped: selected.length - downloadable.length };
}

/** The toast after a bulk download: success and failure counts. */
export function bulkDownloadSummary(success: number, failed: number): { type: 'success' | 'warning' | 'error'; message: string } {
  if (success === 0) return { type: 'error', message: ALL_DOWNLOADS_FAILED };
  if (failed === 0) return { type: 'success', message: `${success} facture(s) téléchargée(s) avec succès` };
  return { type: 'warning', message: `${success} facture(s) téléchargée(s), ${failed} échec(s)` };
}

export const invoiceFileName = (numero: string) => `facture_commerciale_${numero}.pdf`;
