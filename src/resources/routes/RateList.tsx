import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LoadError } from '../../components/access/LoadError';
import type { EnterpriseRoute } from '../../dataProvider/contract/accounts';
import { errorStatus } from '../../dataProvider/errors';
import { rateJumpText, routesLoadErrorMessage } from '../../domain/rateInput';
import { rateWrite } from '../../domain/schemas/rates';
import { SchemaForm, useFormProblem } from '../../components/form/SchemaForm';
import { NumberField } from '../../components/form/NumberField';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { SectionHeader } from '../../components/SectionHeader';
import { ConversionTest } from './ConversionTest';
import { formatDateTime, formatDecimal } from '../../domain/format';
import { routeName } from '../../domain/country';
import { Loading } from '../../components/Loading';
import { useRateActions } from './useRateActions';

/** Every route of the enterprise on one page (a company has a handful; 100 is the server's largest page). */
const ENTERPRISE_ROUTES = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

const formatRate = (rate: number) => formatDecimal(rate, 0, 6);
/** '1 CAD = 6 250 GNF'. */
const rateText = (route: EnterpriseRoute, rate: number) => `1 ${route.origin_country.devise_code ?? ''} = ${formatRate(rate)} ${route.destination_country.devise_code ?? ''}`;

/** The rate's save button: disabled while the typed rate cannot be sent (the field says why) or while it is sent. */
function SaveRateButton({ saving }: { saving: boolean }) {
  const problem = useFormProblem(useWatch());
  return (
    <Tooltip title="Enregistrer">
      <span>
        <IconButton type="submit" color="primary" aria-label="Enregistrer le taux" disabled={problem !== null || saving}>
          {saving ? <CircularProgress size={20} /> : <SaveIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The inline rate editor on react-admin's `<Form>` with the rate write's schema: each message as the rate is typed. */
function RateEditor({ route, saving, onSave, onCancel }: { route: EnterpriseRoute; saving: boolean; onSave: (rate: number) => void; onCancel: () => void }) {
  return (
    <SchemaForm
      schema={rateWrite}
      defaultValues={{ taux_echange: route.taux_echange }}
      mode="onChange"
      onSubmit={(body) => onSave(body.taux_echange)}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
    >
      <Box
        // Enter saves, Escape cancels (the rate shown again is the saved one).
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !saving) {
            event.preventDefault();
            onCancel();
          }
        }}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
      >
        <NumberField
          source="taux_echange"
          label="Nouveau taux"
          size="small"
          fullWidth={false}
          helperText={`1 ${route.origin_country.devise_code ?? ''} en ${route.destination_country.devise_code ?? ''} (pas de 0,000001)`}
          autoFocus
          sx={{ minWidth: 180 }}
        />
        <SaveRateButton saving={saving} />
        <Tooltip title="Annuler">
          <IconButton aria-label="Annuler la modification" onClick={onCancel} disabled={saving}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </SchemaForm>
  );
}

/** The exchange-rate manager (spec 000 sections 2, 5, 8): conversion test and inline rate edit per route. */
export default function RateList() {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const routes = useGetList<EnterpriseRoute>('routes', ENTERPRISE_ROUTES);
  const { edit, setEdit, editButtons, closeEditor, save, submit, jump, setJump, reverseOffer, setReverseOffer, reloading, reloadContext } = useRateActions(routes.data ?? [], () => void routes.refetch());

  const rateCell = (route: EnterpriseRoute) =>
    edit === route.id ? (
      <RateEditor route={route} saving={save.isPending} onSave={(rate) => submit(route, rate)} onCancel={closeEditor} />
    ) : (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }} data-testid={`taux-route-${route.id}`}>
          1 {route.origin_country.devise_code} = {formatRate(route.taux_echange)} {route.destination_country.devise_code}
        </Typography>
        <Tooltip title="Modifier le taux">
          <span>
            <IconButton
              ref={(button) => {
                editButtons.current.set(route.id, button);
              }}
              size="small"
              aria-label={`Modifier le taux ${route.origin_country.nom} → ${route.destination_country.nom}`}
              onClick={() => setEdit(route.id)}
              disabled={edit !== null}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    );

  const status = (route: EnterpriseRoute) => (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={route.is_active === false ? 'default' : 'success'} label={route.is_active === false ? 'Inactive' : 'Active'} />
      {route.is_default && <Chip size="small" color="primary" variant="outlined" label="Par défaut" />}
    </Stack>
  );

  const label = (route: EnterpriseRoute) => routeName(route.origin_country, route.destination_country);

  let body;
  if (routes.isPending) {
    body = <Loading label="Chargement des routes" />;
  } else if (routes.isError) {
    body = (
      <LoadError error={routes.error} message={routesLoadErrorMessage(errorStatus(routes.error))} onRetry={() => void routes.refetch()}>
        {routesLoadErrorMessage(errorStatus(routes.error))}
      </LoadError>
    );
  } else if (routes.data.length === 0) {
    body = <Alert severity="info">Aucune route configurée pour votre entreprise.</Alert>;
  } else if (isSmall) {
    body = (
      <Stack spacing={2}>
        {routes.data.map((route) => (
          <Card key={route.id} variant="outlined" data-testid={`route-${route.id}`}>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {label(route)}
              </Typography>
              <Box sx={{ my: 1 }}>{status(route)}</Box>
              {rateCell(route)}
              <Typography variant="caption" color="text.secondary">
                Mis à jour : {formatDateTime(route.last_updated)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  } else {
    body = (
      <TableContainer>
        <Table aria-label="Routes de l'entreprise">
          <TableHead>
            <TableRow>
              <TableCell>Route</TableCell>
              <TableCell>Devises</TableCell>
              <TableCell>Taux de change</TableCell>
              <TableCell>Statut</TableCell>
              <TableCell>Dernière mise à jour</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {routes.data.map((route) => (
              <TableRow key={route.id} data-testid={`route-${route.id}`}>
                <TableCell>{label(route)}</TableCell>
                <TableCell>
                  {route.origin_country.devise_code} → {route.destination_country.devise_code}
                </TableCell>
                <TableCell>{rateCell(route)}</TableCell>
                <TableCell>{status(route)}</TableCell>
                <TableCell>{formatDateTime(route.last_updated)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <>
      {jump && (
        <ConfirmActionDialog
          open
          title="Confirmer le nouveau taux"
          message={`Le taux ${routeName(jump.route.origin_country, jump.route.destination_country)} passe de ${rateText(jump.route, jump.route.taux_echange)} à ${rateText(jump.route, jump.rate)} (${rateJumpText(jump.route.taux_echange, jump.rate)}). Tous les montants de la route seront convertis avec ce taux. Est-ce bien le taux voulu ?`}
          confirmLabel="Enregistrer ce taux"
          cancelLabel="Corriger"
          destructive
          onConfirm={() => {
            save.mutate(jump);
            setJump(null);
          }}
          onClose={() => setJump(null)}
        />
      )}
      {reverseOffer && (
        <ConfirmActionDialog
          open
          title="Mettre à jour la route inverse ?"
          message={`La route ${routeName(reverseOffer.route.origin_country, reverseOffer.route.destination_country)} est à ${rateText(reverseOffer.route, reverseOffer.route.taux_echange)}. L'inverse du nouveau taux donne ${rateText(reverseOffer.route, reverseOffer.rate)}.`}
          confirmLabel="Appliquer l'inverse"
          cancelLabel="Laisser tel quel"
          // Only the inverse's own save holds the buttons: the first save's session refresh does not.
          pending={save.isPending && save.variables?.reverse === true}
          onConfirm={() => save.mutate({ ...reverseOffer, reverse: true })}
          onClose={() => setReverseOffer(null)}
        />
      )}
      <SectionHeader
        title="Taux de Change"
        subtitle="Les montants de toute l'application sont convertis avec le taux de votre route."
        actions={
          <Button variant="outlined" startIcon={reloading ? <CircularProgress size={16} /> : <RefreshIcon />} onClick={() => void reloadContext()} disabled={reloading}>
            Recharger le contexte monétaire
          </Button>
        }
      />
      <ConversionTest />
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Routes de l'entreprise
          </Typography>
          {body}
        </CardContent>
      </Card>
    </>
  );
}
