import * as z from 'zod/mini';

/**
 * GET /api/shipments/suivi/?tracking_number= (public). Written with zod's mini build: the public
 * tracking page loads this contract without the back-office's (and without zod's full API).
 */
const decimal = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value: number | string) => Number(value)),
);
const country = z.looseObject({ nom: z.string(), flag: z.optional(z.string()), code: z.optional(z.string()) });
const optionalText = z.optional(z.nullable(z.string()));

export const trackingResultSchema = z.looseObject({
  success: z.boolean(),
  tracking_number: z.string(),
  numero_colis: z.string(),
  statut: z.string(),
  statut_display: z.string(),
  statut_paiement: z.string(),
  statut_paiement_display: z.string(),
  route: z.looseObject({ pays_origine: country, pays_destination: country }),
  poids: decimal,
  nombre_produits: z.number(),
  montant_total: decimal,
  devise: z._default(z.string(), 'CAD'),
  date_enregistrement: z.string(),
  expediteur: z.looseObject({ prenom: z.string(), nom: z.string(), ville: optionalText }),
  destinataire: z.looseObject({ prenom: z.string(), nom: z.string(), quartier: optionalText, telephone: optionalText }),
  timeline: z.array(z.looseObject({ etape: z.string(), label: z.string(), description: z.string(), date: z.nullable(z.string()), completed: z.boolean() })),
  bordereau: z.nullable(z.looseObject({ numero: z.string(), date_envoi: z.nullable(z.string()), statut_display: z.string() })),
  entreprise: z.looseObject({ nom: z.string(), email_support: z.string() }),
});
export type TrackingResult = z.infer<typeof trackingResultSchema>;
