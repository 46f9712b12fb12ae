import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/CopyButton';
import { Guarded } from '../../components/access/Guarded';
import { errorMessage } from '../../dataProvider/errors';
import type { Colis } from '../../dataProvider/contract/colis';
import { COLIS_STATISTICS_KEY } from './colisQueryKeys';

export const DELETE_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer ce colis ?';
export const DELETE_ERROR = 'Erreur lors de la suppression';

/** View, copy the tracking code, delete after confirmation. */
export function ColisRowActions({ colis }: { colis: Colis }) {
  const [confirming, setConfirming] = useState(false);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [remove, { isPending }] = useDelete();

  const confirmDelete = () =>
    remove(
      'colis',
      { id: colis.id, previousData: colis },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('Colis supprimé avec succès', { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: COLIS_STATISTICS_KEY });
        },
        onError: (error) => {
          setConfirming(false);
          const reason = errorMessage(error, '');
          notify(reason ? `${DELETE_ERROR} : ${reason}` : DELETE_ERROR, { type: 'error' });
        },
      },
    );

  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title="Voir les détails">
        <IconButton component={Link} to={`/colis/${colis.id}`} aria-label={`Voir les détails du colis ${colis.code_suivi}`} size="small">
          <VisibilityIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <CopyButton text={colis.code_suivi} label={`Copier le code de suivi ${colis.code_suivi}`} successMessage="Code de suivi copié !" />
      <Guarded capability="colis.delete" title="Supprimer">
        <IconButton aria-label={`Supprimer le colis ${colis.code_suivi}`} size="small" color="error" onClick={() => setConfirming(true)}>
          <DeleteIcon fontSize="inherit" />
        </IconButton>
      </Guarded>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="Supprimer le colis"
        content={DELETE_CONFIRMATION}
        confirm="Supprimer"
        cancel="Annuler"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
