import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { manifestCreateWrite } from '../../domain/schemas/manifests';
import { useRefreshAwaited } from '../../components/useRefreshAwaited';
import { useSubmissionFailure } from '../../components/form/submissionErrors';
import { useLeaveAfterSave } from '../../components/form/useLeaveAfterSave';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { fromReadyParcel } from './ReadyParcelPicker';
import { READY_REFRESH_MS, READY_STALE_MS, bordereauKeys } from './queryKeys';

type ManifestBody = z.output<typeof manifestCreateWrite>;
const MANIFEST_FIELDS = ['colis_ids', 'notes'];

/**
 * /bordereaux/nouveau's data and save: the parcels ready for shipment (re-read every READY_REFRESH_MS),
 * and the creation, sent once per submission, that opens the new manifest.
 */
export function useManifestCreation() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refused = useSubmissionFailure();
  const refresh = useRefreshAwaited();
  const { warn, leave } = useLeaveAfterSave();

  const ready = useQuery({
    queryKey: bordereauKeys.ready,
    queryFn: () => dataProvider.getColisPretsExpedition(),
    refetchInterval: READY_REFRESH_MS,
    staleTime: READY_STALE_MS,
  });
  const parcels = useMemo(() => (ready.data?.results ?? []).map(fromReadyParcel), [ready.data]);

  const submission = useIdempotencyKey();
  /** The server's refusal of a field (a parcel taken meanwhile) goes to it; the selection and the notes stay. */
  const create = async (body: ManifestBody) => {
    try {
      const { data: bordereau } = await dataProvider.create('bordereaux', { data: { colis_ids: body.colis_ids, notes: body.notes ?? '' }, meta: { idempotencyKey: submission.current() } });
      submission.settle();
      notify('Bordereau créé avec succès !', { type: 'success' });
      await refresh();
      leave(`/bordereaux/${bordereau.id}`);
    } catch (failure) {
      submission.settleIfReused(failure);
      return refused(failure, MANIFEST_FIELDS, 'Erreur lors de la création du bordereau');
    }
  };

  return { ready, parcels, create, warn };
}
