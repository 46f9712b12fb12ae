import { Box, IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/CopyButton';
import { Guarded } from '../../components/access/Guarded';
import type { Colis } from '../../dataProvider/contract/colis';
import { useAskDeletion } from './ColisDeletion';

/** View, copy the tracking code, delete after the list's confirmation (see ColisDeletion). */
export function ColisRowActions({ colis }: { colis: Colis }) {
  const askDeletion = useAskDeletion();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title="Voir les détails">
        <IconButton component={Link} to={`/colis/${colis.id}`} aria-label={`Voir les détails du colis ${colis.code_suivi}`} size="small">
          <VisibilityIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <CopyButton text={colis.code_suivi} label={`Copier le code de suivi ${colis.code_suivi}`} successMessage="Code de suivi copié !" />
      <Guarded capability="colis.delete" title="Supprimer">
        <IconButton aria-label={`Supprimer le colis ${colis.code_suivi}`} size="small" color="error" onClick={() => askDeletion(colis)}>
          <DeleteIcon fontSize="inherit" />
        </IconButton>
      </Guarded>
    </Box>
  );
}
