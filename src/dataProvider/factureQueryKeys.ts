/** Key of the invoice wizard's own query (not react-admin's 'factures'); invoice queries retry twice and stay fresh 30 s (spec 002 section 9). */
export const factureKeys = {
  available: ['invoice-manifests', 'bordereaux-disponibles'] as const,
};

export const INVOICE_QUERY_OPTIONS = { retry: 2, staleTime: 30_000 } as const;

/**
 * Every invoice, newest first, as quick find asks for it: the server sends them all at once, and
 * the dataProvider pages them (src/domain/wholeList.ts), so this page holds them all.
 */
export const ALL_INVOICES = { pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER }, sort: { field: 'date_creation', order: 'DESC' as const }, filter: {} };
