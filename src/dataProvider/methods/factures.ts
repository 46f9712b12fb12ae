import { api } from '../httpClient';
import { endpoints } from '../endpoints';
import type { IdempotentWrite } from '../idempotency';
import {
  availableBordereauxSchema,
  createFactureResponseSchema,
  detailedProductsSchema,
  factureActionSchema,
  groupedProductsSchema,
} from '../contract/factures';

export interface ProduitModifie {
  id: number;
  categorie_modifiee_id: number | null;
}

export interface FactureLignePayload {
  categorie: string;
  quantite_totale: number;
  poids_total: number;
  valeur_unitaire_convertie: number;
  valeur_totale_convertie: number;
  devise_operation: string;
}

export interface CreerFacturePayload {
  bordereaux_ids: number[];
  lignes: FactureLignePayload[];
  remarques: string;
}

/** Named factures calls that are not CRUD; each parses its payload with its contract schema. */
export const facturesMethods = {
  getBordereauxDisponibles: () => api.get(endpoints.factures.availableBordereaux, { schema: availableBordereauxSchema }),
  getProduitsDetailles: (bordereauxIds: number[]) =>
    api.post(endpoints.factures.detailedProducts, { bordereaux_ids: bordereauxIds }, { schema: detailedProductsSchema }),
  regrouperProduits: (produitsModifies: ProduitModifie[]) =>
    api.post(endpoints.factures.groupProducts, { produits_modifies: produitsModifies }, { schema: groupedProductsSchema }),
  creerFacture: async (payload: CreerFacturePayload, write: IdempotentWrite = {}) => (await api.create(endpoints.factures.create, payload, { schema: createFactureResponseSchema, ...write })).data,
  validerFacture: (factureId: number | string) => api.post(endpoints.factures.validate(factureId), {}, { schema: factureActionSchema }),
  telechargerFacturePdf: (factureId: number | string) => api.blob(endpoints.factures.pdf(factureId)),
};
