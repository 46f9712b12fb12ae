import { z } from 'zod';
import { id, nullableDecimal } from './common';

export const factureSchema = z.looseObject({
  id,
  numero_facture: z.string(),
  agent_createur_nom: z.string().nullable().optional(),
  date_creation: z.string(),
  date_validation: z.string().nullable().optional(),
  nombre_bordereaux: z.number().optional(),
  nombre_colis_total: z.number().optional(),
  valeur_totale: nullableDecimal,
  devise_operation: z.string().nullable().optional(),
  statut: z.string(),
  statut_display: z.string().optional(),
  est_validee: z.boolean().optional(),
  fichier_pdf: z.string().nullable().optional(),
  remarques: z.string().nullable().optional(),
});
export type Facture = z.infer<typeof factureSchema>;
