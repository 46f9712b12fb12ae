import { describe, expect, it } from 'vitest';
import {
  ALL_DOWNLOADS_FAILED,
  CURRENCY_UNKNOWN,
  bulkDownloadSummary,
  customLine,
  filterInvoices,
  groupByCategory,
  hasPdf,
  invoiceFileName,
  invoiceTotal,
  lineTotal,
  planBulkDownload,
  invoiceProblems,
} from '../../src/domain/invoiceLines';
import { messagesOf } from '../../src/domain/schemas/fields';
import { invoiceCreateWrite } from '../../src/domain/schemas/invoices';

/** The reasons an invoice cannot be sent, as the wizard's last step lists them. */
const validateInvoice = ({ bordereauxIds, lignes }: { bordereauxIds: number[]; lignes: unknown[] }) => invoiceProblems(messagesOf(invoiceCreateWrite.safeParse({ bordereaux_ids: bordereauxIds, lignes })));

describe('invoice line computations (spec 002 section 5)', () => {
  it('computes a line total as weight × unit value, to the cent', () => {
    expect(lineTotal({ poids_total: 4.2, valeur_unitaire_convertie: 95 })).toBe(399);
    expect(lineTotal({ poids_total: 6.5, valeur_unitaire_convertie: 12.5 })).toBe(81.25);
    expect(lineTotal({ poids_total: 0.1, valeur_unitaire_convertie: 0.01 })).toBe(0);
    expect(lineTotal({ poids_total: 1.3, valeur_unitaire_convertie: 3.33 })).toBe(4.33);
    expect(lineTotal({ poids_total: Number.NaN, valeur_unitaire_convertie: 3 })).toBe(0);
  });

  it('sums the invoice from its lines', () => {
    expect(invoiceTotal([{ poids_total: 4.2, valeur_unitaire_convertie: 95 }, { poids_total: 6.5, valeur_unitaire_convertie: 12.5 }])).toBe(480.25);
    expect(invoiceTotal([])).toBe(0);
  });
});

describe('submit checks (spec 002 section 5)', () => {
  const good = { categorie: 'Électronique', quantite_totale: 2, poids_total: 1.5, valeur_unitaire_convertie: 20 };

  it('accepts a complete invoice', () => {
    expect(validateInvoice({ bordereauxIds: [1], lignes: [good] })).toEqual([]);
  });

  it('lists every problem with its line number', () => {
    expect(
      validateInvoice({
        bordereauxIds: [1],
        lignes: [good, { categorie: '  ', quantite_totale: 1, poids_total: 0, valeur_unitaire_convertie: 0 }],
      }),
    ).toEqual(['Ligne 2: La catégorie est obligatoire', 'Ligne 2: Le poids total doit être positif', 'Ligne 2: La valeur unitaire doit être positive']);
  });

  it('refuses a fractional quantity, a weight finer than 0,1 kg and a value finer than the cent, never rounding them', () => {
    expect(validateInvoice({ bordereauxIds: [1], lignes: [{ ...good, quantite_totale: 2.6, poids_total: 2.46, valeur_unitaire_convertie: 12.345 }] })).toEqual([
      'Ligne 1: La quantité doit être un nombre entier',
      'Ligne 1: Le poids total se saisit au dixième de kg (0,1 kg)',
      'Ligne 1: La valeur unitaire a 2 décimales au maximum',
    ]);
    expect(validateInvoice({ bordereauxIds: [1], lignes: [{ ...good, quantite_totale: 0, poids_total: Number.NaN }] })).toEqual([
      'Ligne 1: La quantité doit être au moins 1',
      'Ligne 1: Un nombre valide est requis.',
    ]);
  });

  it('needs a manifest and a line', () => {
    expect(validateInvoice({ bordereauxIds: [], lignes: [] })).toEqual(['Veuillez sélectionner au moins un bordereau', 'La facture doit contenir au moins une ligne']);
  });

  it('refuses a custom line when the operation currency is unknown', () => {
    expect(customLine(null)).toEqual({ ok: false, error: CURRENCY_UNKNOWN });
    expect(CURRENCY_UNKNOWN).toBe("Impossible de déterminer la devise d'opération. Veuillez contacter l'administrateur.");
    expect(customLine('CAD')).toEqual({ ok: true, line: { categorie: '', quantite_totale: 1, poids_total: 0.1, valeur_unitaire_convertie: 0, devise_operation: 'CAD' } });
  });
});

describe('grouping products by category', () => {
  it('adds quantities, weights and values per category and keeps weight × unit = total', () => {
    const lines = groupByCategory(
      [
        { id: 1, categorie: 'Électronique', quantite: 2, poids: 0.6, valeur_totale: 400 },
        { id: 2, categorie: 'Vêtements', quantite: 3, poids: 1.2, valeur_totale: 90 },
        { id: 3, categorie: 'Électronique', quantite: 1, poids: 2.4, valeur_totale: 600 },
        { id: 4, categorie: '', quantite: 1, poids: 0.02, valeur_totale: 5 },
      ],
      'CAD',
    );
    expect(lines.map((l) => l.categorie)).toEqual(['Électronique', 'Vêtements', 'Non catégorisé']);
    expect(lines[0]).toMatchObject({ quantite_totale: 3, poids_total: 3, valeur_unitaire_moyenne: 333.33, valeur_unitaire_convertie: 333.33, valeur_totale_convertie: 999.99, produits_ids: [1, 3] });
    expect(lines[1]).toMatchObject({ quantite_totale: 3, poids_total: 1.2, valeur_unitaire_convertie: 75, valeur_totale_convertie: 90, devise_operation: 'CAD' });
    expect(lines[2].poids_total).toBe(0.1);
    for (const line of lines) expect(line.valeur_totale_convertie).toBe(lineTotal(line));
  });
});

describe('existing invoices: client-side filters', () => {
  const invoices = [
    { id: 1, date_creation: '2026-03-01T15:00:00Z', agent_createur_nom: 'Julie Tremblay', statut: 'validee', valeur_totale: 480.25 },
    { id: 2, date_creation: '2026-03-20T15:00:00Z', agent_createur_nom: 'Awa Diallo', statut: 'brouillon', valeur_totale: 128 },
    { id: 3, date_creation: '2026-04-02T15:00:00Z', agent_createur_nom: 'Julie Tremblay', statut: 'brouillon', valeur_totale: 1500 },
  ];
  const ids = (list: { id: number }[]) => list.map((i) => i.id);

  it('filters by inclusive dates, creator substring (any case), status and amounts', () => {
    expect(ids(filterInvoices(invoices, {}))).toEqual([1, 2, 3]);
    expect(ids(filterInvoices(invoices, { dateDebut: '2026-03-20' }))).toEqual([2, 3]);
    expect(ids(filterInvoices(invoices, { dateFin: '2026-03-20' }))).toEqual([1, 2]);
    expect(ids(filterInvoices(invoices, { createur: 'TREMB' }))).toEqual([1, 3]);
    expect(ids(filterInvoices(invoices, { statut: 'brouillon' }))).toEqual([2, 3]);
    expect(ids(filterInvoices(invoices, { montantMin: 128, montantMax: 480.25 }))).toEqual([1, 2]);
    expect(ids(filterInvoices(invoices, { createur: 'julie', statut: 'brouillon', montantMin: 1000 }))).toEqual([3]);
  });
});

describe('PDF availability and bulk download', () => {
  const validated = { statut: 'validee', est_validee: true, fichier_pdf: '/media/f.pdf' };
  const draft = { statut: 'brouillon', est_validee: false, fichier_pdf: null };
  const noFile = { statut: 'validee', est_validee: true, fichier_pdf: null };

  it('offers a PDF only for a validated invoice with a file', () => {
    expect([validated, draft, noFile].map(hasPdf)).toEqual([true, false, false]);
    expect(invoiceFileName('FC-2026-0003')).toBe('facture_commerciale_FC-2026-0003.pdf');
  });

  it('skips what is not validated or has no file', () => {
    expect(planBulkDownload([validated, draft, noFile, validated])).toEqual({ downloadable: [validated, validated], skipped: 2 });
  });

  it('reports success and failure counts', () => {
    expect(bulkDownloadSummary(3, 0)).toEqual({ type: 'success', message: '3 facture(s) téléchargée(s) avec succès' });
    expect(bulkDownloadSummary(2, 1)).toEqual({ type: 'warning', message: '2 facture(s) téléchargée(s), 1 échec(s)' });
    expect(bulkDownloadSummary(0, 2)).toEqual({ type: 'error', message: ALL_DOWNLOADS_FAILED });
  });
});
