import { z } from 'zod';
import { decimal, id } from './common';

export const PRICING_TYPES = ['par_unite', 'par_poids', 'forfait', 'par_cbm', 'par_ligne'] as const;

export const categorieSchema = z.looseObject({
  id,
  nom: z.string(),
  emoji: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  description_complete: z.string().nullable().optional(),
  type_tarification: z.string(),
  prix_unitaire: decimal,
  mots_cles_detection: z.array(z.string()).optional(),
  afficher_pour_colis: z.boolean().optional(),
  afficher_pour_facture: z.boolean().optional(),
  is_default: z.boolean().optional(),
  is_custom: z.boolean().optional(),
  is_active: z.boolean().optional(),
  ordre_affichage: z.number().optional(),
  can_edit: z.boolean().optional(),
  devise_creation: z.string().nullable().optional(),
});
export type Categorie = z.infer<typeof categorieSchema>;

export const employeSchema = z.looseObject({
  id,
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable().optional(),
  role_nom: z.string().nullable().optional(),
  site_operation: z.looseObject({ id, name: z.string().optional() }).nullable().optional(),
  operating_country: z.looseObject({ id }).nullable().optional(),
  destination_country: z.looseObject({ id }).nullable().optional(),
  is_active: z.boolean(),
  date_joined: z.string(),
});
export type Employe = z.infer<typeof employeSchema>;
