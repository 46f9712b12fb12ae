import { DialogContentText } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { body, text } from '../../domain/schemas/fields';
import { FormDialog } from '../../components/form/FormDialog';
import { FormTextField } from '../../components/form/FormTextField';

export const NOT_FOUND = 'Colis non trouvé';
export const SEARCH_ERROR = 'Erreur lors de la recherche';
export const SEARCH_REQUIRED = 'Saisissez un numéro de colis ou un code de suivi';

/** A number or tracking code: longer texts are no parcel's. */
const searchSchema = body({ q: text({ max: 100, required: SEARCH_REQUIRED }) });

/** Asks for a number or tracking code and opens the first matching parcel. */
export function AdvancedSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();

  const search = async ({ q }: { q: string }) => {
    try {
      const { data } = await dataProvider.getList('colis', { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' }, filter: { q } });
      if (data.length === 0) {
        notify(NOT_FOUND, { type: 'warning' });
        return;
      }
      onClose();
      navigate(`/colis/${data[0].id}`);
    } catch {
      notify(SEARCH_ERROR, { type: 'error' });
    }
  };

  return (
    <FormDialog
      open={open}
      title="Recherche avancée"
      schema={searchSchema}
      defaultValues={{ q: '' }}
      // An empty box is no mistake to point at: its message shows only when Enter is pressed on it.
      mode="onSubmit"
      onSubmit={search}
      onClose={onClose}
      submitLabel="Rechercher"
      intro={<DialogContentText sx={{ mb: 2 }}>Saisissez un numéro de colis ou un code de suivi : le premier colis trouvé s'ouvre.</DialogContentText>}
    >
      <FormTextField source="q" label="Numéro ou code de suivi" autoFocus />
    </FormDialog>
  );
}
