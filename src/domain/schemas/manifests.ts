/** Manifest writes (spec 002 section 7): create, update, delete several, correct the parcels' statuses. */
import * as z from 'zod/mini';
import { LIST_MAX, TEXT_MAX } from '../limits';
import { SELECT_BORDEREAU_REQUIRED, SELECT_PARCEL_REQUIRED } from '../bordereauWorkflow';
import { body, id, list, text } from './fields';

export const MANIFEST_MESSAGES = {
  parcelInvalid: 'Identifiant de colis invalide.',
  agentInvalid: 'Cet utilisateur ne peut pas être agent récepteur.',
  manifestInvalid: 'Identifiant de bordereau invalide.',
} as const;

const parcelIds = list(id(SELECT_PARCEL_REQUIRED, MANIFEST_MESSAGES.parcelInvalid), { max: LIST_MAX.parcelsPerManifest, required: SELECT_PARCEL_REQUIRED });
const notes = text({ max: TEXT_MAX.manifestNotes });

/** POST /api/shipments/bordereaux/. */
export const manifestCreateWrite = body({ colis_ids: parcelIds, notes: z.optional(notes) });

/** PATCH /api/shipments/bordereaux/{id}/: notes, parcels and receiving agent, checked together before any is written. */
export const manifestUpdateWrite = body({
  colis_ids: z.optional(parcelIds),
  notes: z.optional(notes),
  agent_receveur_id: z.optional(z.nullable(id(MANIFEST_MESSAGES.agentInvalid, MANIFEST_MESSAGES.agentInvalid))),
});

/** POST /api/shipments/bordereaux/bulk_delete/. */
export const manifestBulkDeleteWrite = body({
  ids: list(id(SELECT_BORDEREAU_REQUIRED, MANIFEST_MESSAGES.manifestInvalid), { max: LIST_MAX.manifestsPerRequest, required: SELECT_BORDEREAU_REQUIRED }),
});

/** POST /api/shipments/colis/corriger-statuts/: one manifest, or all of them. */
export const statusCorrectionWrite = body({ bordereau_id: z.optional(id(MANIFEST_MESSAGES.manifestInvalid, MANIFEST_MESSAGES.manifestInvalid)) });
