import { useState } from 'react';
import { Box, Button, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useDataProvider, useListController, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { CashClose } from '../../dataProvider/contract/paiements';
import { Guarded } from '../../components/access/Guarded';
import { StatusChip } from '../../components/StatusChip';
import { FormDialog } from '../../components/form/FormDialog';
import { FormTextField } from '../../components/form/FormTextField';
import { useSubmissionFailure } from '../../components/form/submissionErrors';
import { countryName } from '../../domain/country';
import { formatMoney } from '../../domain/currency';
import { paymentMethodLabel } from '../../domain/paymentStatus';
import { reasonWrite } from '../../domain/schemas/cashClose';

/** Reopening a close: an accountant or administrator, with a reason (issue #32). */
function ReopenDialog({ close, onClose, onDone }: { close: CashClose; onClose: () => void; onDone: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refused = useSubmissionFailure();
  return (
    <FormDialog
      title={`Rouvrir la caisse de ${close.agent.nom} du ${close.date}`}
      schema={reasonWrite}
      defaultValues={{ motif: '' }}
      submitLabel="Rouvrir"
      onClose={onClose}
      onSubmit={async ({ motif }) => {
        try {
          await dataProvider.reopenCashClose(close.id, motif);
          notify('Journée rouverte', { type: 'success' });
          onDone();
        } catch (error) {
          return refused(error, ['motif'], 'Erreur lors de la réouverture');
        }
      }}
    >
      <FormTextField source="motif" label="Motif de la réouverture" multiline minRows={2} required />
    </FormDialog>
  );
}

/** The differences of a close, per method and currency (« Espèces −2,50 CAD »), or « Aucun écart ». */
const differencesOf = (close: CashClose) =>
  close.lignes
    .filter((l) => l.ecart)
    .map((l) => `${paymentMethodLabel(l.methode)} ${formatMoney(l.ecart ?? 0, l.devise)}`)
    .join(', ') || 'Aucun écart';

/** /caisse: every agent's closes and their differences, filterable by date, agent and country (issue #32). */
export function CashClosesSection() {
  // The page's route guard decides access, as for the app's other lists (KeptList): react-admin's own
  // check ran before the signed-in user was read again after a new sign-in, and sent to « Accès refusé ».
  const list = useListController<CashClose>({
    resource: 'clotures',
    perPage: 20,
    disableSyncWithLocation: true,
    disableAuthentication: true,
    storeKey: 'caisse.clotures',
    sort: { field: 'date', order: 'DESC' },
  });
  const [reopening, setReopening] = useState<CashClose | null>(null);
  const rows = list.data ?? [];
  const agents = [...new Map(rows.map((c) => [c.agent.id, c.agent.nom])).entries()];
  const countries = [...new Set(rows.map((c) => c.pays))];
  const filter = (name: string, value: string) => list.setFilters({ ...list.filterValues, [name]: value || undefined }, {});
  return (
    <Box component="section" aria-labelledby="clotures-title" sx={{ mt: 3 }}>
      <Typography id="clotures-title" variant="h6" component="h2">
        Clôtures de caisse
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <TextField type="date" label="Clôtures du" value={list.filterValues.date_debut ?? ''} onChange={(e) => filter('date_debut', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label="Clôtures au" value={list.filterValues.date_fin ?? ''} onChange={(e) => filter('date_fin', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select label="Agent" value={list.filterValues.agent ?? ''} onChange={(e) => filter('agent', e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">Tous</MenuItem>
          {agents.map(([agentId, nom]) => (
            <MenuItem key={agentId} value={String(agentId)}>
              {nom}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Pays" value={list.filterValues.pays ?? ''} onChange={(e) => filter('pays', e.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="">Tous</MenuItem>
          {countries.map((code) => (
            <MenuItem key={code} value={code}>
              {countryName(code)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {rows.length === 0 && !list.isPending && <Typography color="text.secondary">Aucune clôture de caisse.</Typography>}
      {rows.length > 0 && (
        <Table size="small" aria-label="Clôtures de caisse">
          <TableHead>
            <TableRow>
              <TableCell>Journée</TableCell>
              <TableCell>Agent</TableCell>
              <TableCell>Pays</TableCell>
              <TableCell>Écarts</TableCell>
              <TableCell>Statut</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.date}</TableCell>
                <TableCell>{c.agent.nom}</TableCell>
                <TableCell>{countryName(c.pays)}</TableCell>
                <TableCell>{differencesOf(c)}</TableCell>
                <TableCell>
                  <StatusChip label={c.rouverte ? `Rouverte : ${c.rouverte.motif}` : 'Clôturée'} tone={c.rouverte ? 'warning' : 'success'} />
                </TableCell>
                <TableCell>
                  {!c.rouverte && (
                    <Guarded capability="caisse.reopen">
                      <Button size="small" onClick={() => setReopening(c)} aria-label={`Rouvrir la caisse de ${c.agent.nom} du ${c.date}`}>
                        Rouvrir
                      </Button>
                    </Guarded>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {reopening && (
        <ReopenDialog
          close={reopening}
          onClose={() => setReopening(null)}
          onDone={() => {
            setReopening(null);
            void list.refetch();
          }}
        />
      )}
    </Box>
  );
}
