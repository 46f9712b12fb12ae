/** Key of the invoice wizard's own query (not react-admin's 'factures'); invoice queries retry twice and stay fresh 30 s (spec 002 section 9). */
export const factureKeys = {
  available: ['invoice-manifests', 'bordereaux-disponibles'] as const,
};

export const INVOICE_QUERY_OPTIONS = { retry: 2, staleTime: 30_000 } as const;

/**
 * The invoice list as react-admin asks for it: the server sends every invoice at once (the
 * mapping sends no page parameters), so the list and the quick find share this one request.
 */
export const ALL_INVOICES = { pagination: { page: 1, perPage: 1 }, sort: { field: 'date_creation', order: 'DESC' as const }, filter: {} };
