import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider/dataProvider';

export const NOT_FOUND = 'Colis non trouvé';
export const SEARCH_ERROR = 'Erreur lors de la recherche';

/** Asks for a number or tracking code and opens the first matching parcel. */
export function AdvancedSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [searching, setSearching] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = term.trim();
    if (!value) return;
    setSearching(true);
    try {
      const { data } = await dataProvider.getList('colis', { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' }, filter: { q: value } });
      if (data.length === 0) {
        notify(NOT_FOUND, { type: 'warning' });
        return;
      }
      onClose();
      navigate(`/colis/${data[0].id}`);
    } catch {
      notify(SEARCH_ERROR, { type: 'error' });
    } finally {
      setSearching(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="recherche-avancee-titre" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="recherche-avancee-titre">Recherche avancée</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Saisissez un numéro de colis ou un code de suivi : le premier colis trouvé s'ouvre.</DialogContentText>
          <TextField label="Numéro ou code de suivi" value={term} onChange={(event) => setTerm(event.target.value)} fullWidth autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={searching || term.trim() === ''}>
            {searching ? 'Recherche…' : 'Rechercher'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
