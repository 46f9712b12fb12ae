import { Suspense, lazy, useMemo, useState } from 'react';
import { Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import { extractValidSavedQueries, useListContext, useNotify, useSavedQueries, type SavedQuery } from 'react-admin';
import { ConfirmActionDialog } from '../ConfirmActionDialog';
import { sameValue } from './filterValues';

/** The dialog that names a view, with react-admin's form: loaded when a view is first saved, not with the list. */
const SaveViewDialog = lazy(() => import('./SaveViewDialog'));

export const SAVED_VIEW_MESSAGES = {
  help: 'Filtrez la liste, puis enregistrez la vue pour la retrouver ici.',
  saved: (name: string) => `Vue « ${name} » enregistrée`,
  deleted: (name: string) => `Vue « ${name} » supprimée`,
};

/**
 * The saved views of a list (react-admin's saved queries: filters, sort and page size), kept in
 * the user's store across sessions: save the current view under a name, open one, delete one.
 */
export function SavedViews() {
  const { resource, filterValues, sort, perPage, displayedFilters, setFilters, setSort, setPerPage } = useListContext();
  const [stored, setStored] = useSavedQueries(resource);
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<SavedQuery | null>(null);
  const views = useMemo(() => extractValidSavedQueries(stored), [stored]);
  const names = useMemo(() => views.map((view) => view.label), [views]);
  const isCurrent = (view: SavedQuery) => sameValue(view.value.filter, filterValues) && sameValue(view.value.sort, sort) && view.value.perPage === perPage;
  const filtered = Object.keys(filterValues).length > 0;

  const open = (view: SavedQuery) => {
    setFilters(view.value.filter, view.value.displayedFilters ?? {});
    if (view.value.sort) setSort(view.value.sort);
    if (view.value.perPage) setPerPage(view.value.perPage);
  };
  const save = (label: string) => {
    setStored([...views, { label, value: { filter: filterValues, sort, perPage, displayedFilters } }]);
    notify(SAVED_VIEW_MESSAGES.saved(label), { type: 'success' });
  };
  const remove = (view: SavedQuery) => {
    setStored(views.filter((v) => v !== view));
    setToDelete(null);
    notify(SAVED_VIEW_MESSAGES.deleted(view.label), { type: 'info' });
  };

  const current = views.find(isCurrent);
  const saveButton = (
    <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => setSaving(true)} disabled={!filtered || current !== undefined}>
      Enregistrer la vue
    </Button>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${resource}-vues`} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`${resource}-vues`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Vues enregistrées
        </Typography>
        {filtered && !current ? (
          saveButton
        ) : (
          <Tooltip title={current ? `Cette vue est enregistrée sous « ${current.label} »` : SAVED_VIEW_MESSAGES.help}>
            <span>{saveButton}</span>
          </Tooltip>
        )}
      </Box>
      {views.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {SAVED_VIEW_MESSAGES.help}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Vues enregistrées" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
          {views.map((view) => (
            <Box component="li" key={view.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Button
                size="small"
                fullWidth
                variant={view === current ? 'contained' : 'text'}
                aria-current={view === current ? 'true' : undefined}
                onClick={() => open(view)}
                sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
              >
                {view.label}
              </Button>
              <IconButton size="small" aria-label={`Supprimer la vue « ${view.label} »`} onClick={() => setToDelete(view)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {saving && (
        <Suspense fallback={null}>
          <SaveViewDialog names={names} onSave={save} onClose={() => setSaving(false)} />
        </Suspense>
      )}
      <ConfirmActionDialog
        open={toDelete !== null}
        title="Supprimer la vue"
        message={`La vue « ${toDelete?.label ?? ''} » ne sera plus proposée. Les données de la liste ne changent pas.`}
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => toDelete && remove(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}
