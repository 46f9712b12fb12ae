import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { printBlob } from '../../components/files';

/** The parcel the wizard has just created (or found already created), as the list is told of it. */
export interface CreatedParcel {
  id: number;
  code_suivi: string;
}

/** The list as the spec's creation leads to it: newest first, first page, no filter, the new parcel named in the location's state. */
export function createdParcelLocation(parcel: CreatedParcel) {
  const search = new URLSearchParams({ filter: '{}', sort: 'created_at', order: 'DESC', page: '1' });
  return { pathname: '/colis', search: `?${search.toString()}`, state: { colisCree: { id: parcel.id, code_suivi: parcel.code_suivi } } };
}

/** The parcel the list was opened for after its creation, to highlight. */
export function useCreatedParcel(): CreatedParcel | null {
  const state: unknown = useLocation().state;
  const created = state && typeof state === 'object' && 'colisCree' in state ? (state as { colisCree: unknown }).colisCree : null;
  return created && typeof created === 'object' && typeof (created as CreatedParcel).id === 'number' ? (created as CreatedParcel) : null;
}

/** The actions of the creation's success message: open the parcel, print its A6 label. */
export function CreatedParcelActions({ parcel }: { parcel: CreatedParcel }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [printing, setPrinting] = useState(false);
  const printLabel = async () => {
    setPrinting(true);
    try {
      printBlob(await dataProvider.getColisLabelA6(parcel.id));
    } catch {
      notify("Erreur lors du téléchargement de l'étiquette A6", { type: 'error' });
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button color="inherit" size="small" variant="outlined" component={Link} to={`/colis/${parcel.id}`}>
        Ouvrir le colis
      </Button>
      <Button color="inherit" size="small" variant="outlined" disabled={printing} onClick={() => void printLabel()} aria-label={`Étiquette A6 du colis ${parcel.code_suivi}`}>
        Étiquette A6
      </Button>
    </Box>
  );
}
