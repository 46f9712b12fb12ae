/** Query keys of the invoice screens; invoice queries retry twice and stay fresh 30 s (spec 002 section 9). */
export const factureKeys = {
  all: ['factures'] as const,
  list: ['factures', 'list'] as const,
  available: ['factures', 'bordereaux-disponibles'] as const,
};

export const INVOICE_QUERY_OPTIONS = { retry: 2, staleTime: 30_000 } as const;
