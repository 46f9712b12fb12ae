import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Typography } from '@mui/material';
import { body, text } from '../../domain/schemas/fields';
import { FormDialog } from '../form/FormDialog';
import { FormTextField } from '../form/FormTextField';

const NAME_MAX = 60;
const NAME_MESSAGES = {
  nameRequired: 'Le nom de la vue est requis',
  nameTaken: 'Une vue porte déjà ce nom',
};

/** A view's name: required, not one already saved (in any case), at most 60 characters. */
function viewNameSchema(names: readonly string[]) {
  const taken = new Set(names.map((name) => name.toLocaleLowerCase('fr')));
  return body({
    nom: text({ max: NAME_MAX, required: NAME_MESSAGES.nameRequired }).check(z.refine((name) => !taken.has(name.toLocaleLowerCase('fr')), NAME_MESSAGES.nameTaken)),
  });
}

/** Names the list's current view; `names` are the views already saved. */
export default function SaveViewDialog({ names, onSave, onClose }: { names: readonly string[]; onSave: (name: string) => void; onClose: () => void }) {
  const schema = useMemo(() => viewNameSchema(names), [names]);
  return (
    <FormDialog
      title="Enregistrer la vue"
      schema={schema}
      defaultValues={{ nom: '' }}
      onSubmit={({ nom }) => {
        onSave(nom);
        onClose();
      }}
      onClose={onClose}
      submitLabel="Enregistrer"
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Les filtres appliqués, le tri et la taille de page seront retrouvés tels quels.
        </Typography>
      }
    >
      <FormTextField source="nom" autoFocus required label="Nom de la vue" helperText="Par exemple : Espèces ce mois" />
    </FormDialog>
  );
}
