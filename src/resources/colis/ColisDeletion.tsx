import { createContext, useContext, useState, type ReactNode } from 'react';
import { useDelete, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../dataProvider/errors';
import type { Colis } from '../../dataProvider/contract/colis';
import { COLIS_STATISTICS_KEY } from '../../dataProvider/colisQueryKeys';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';

export const DELETE_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer ce colis ?';
export const DELETE_ERROR = 'Erreur lors de la suppression';

const AskDeletion = createContext<(colis: Colis) => void>(() => undefined);

/** Asks the list's confirmation before deleting this parcel (see ColisDeletion). */
export const useAskDeletion = () => useContext(AskDeletion);

/**
 * The parcel list's deletion: one confirmation dialog and one delete call for the whole list, opened
 * by a row's button (a dialog and a mutation per row made the list's first render slower).
 */
export function ColisDeletion({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<Colis | null>(null);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [remove, { isPending }] = useDelete();

  const confirmDelete = () => {
    if (!target) return;
    remove(
      'colis',
      { id: target.id, previousData: target },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setTarget(null);
          notify('Colis supprimé avec succès', { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: COLIS_STATISTICS_KEY });
        },
        onError: (error) => {
          setTarget(null);
          const reason = errorMessage(error, '');
          notify(reason ? `${DELETE_ERROR} : ${reason}` : DELETE_ERROR, { type: 'error' });
        },
      },
    );
  };

  return (
    <AskDeletion.Provider value={setTarget}>
      {children}
      <ConfirmActionDialog
        open={target !== null}
        pending={isPending}
        title="Supprimer le colis"
        message={DELETE_CONFIRMATION}
        confirmLabel="Supprimer"
        destructive
        onConfirm={confirmDelete}
        onClose={() => setTarget(null)}
      />
    </AskDeletion.Provider>
  );
}
