import { useState, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useDataProvider, useInput, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useRefreshAwaited } from '../../components/useRefreshAwaited';
import type * as z from 'zod/mini';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { DetailedProduct, InvoiceCategory } from '../../dataProvider/contract/factures';
import { errorMessage } from '../../dataProvider/errors';
import { formatMoney, formatNumber } from '../../domain/currency';
import { CONVERSION_UNAVAILABLE, formatManifestDate } from '../../domain/bordereauWorkflow';
import { INVOICE_STEPS, invoiceProblems, invoiceTotal, invoiceWizardWrite, lineTotal } from '../../domain/invoiceLines';
import { CheckCardGrid } from '../../components/CheckCardGrid';
import { EmptyState } from '../../components/EmptyState';
import { SchemaForm, useFormMessages } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitConfirmDialog } from '../../components/form/ConfirmedSubmit';
import { submissionErrors } from '../../components/form/submissionErrors';
import { InvoiceLinesEditor, lineValues, readLine, type InvoiceLineValues } from './InvoiceLinesEditor';
import { INVOICE_QUERY_OPTIONS, factureKeys } from '../../dataProvider/factureQueryKeys';
import { formatUnitWeight, formatWeight, plural } from '../../domain/format';
import { RetryAlert } from '../../components/RetryAlert';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';

type CategoryChoice = number | '';

/** The invoice wizard's form: the write's fields, and the category chosen for each product of the manifests. */
interface InvoiceWizardValues {
  bordereaux_ids: number[];
  produits_modifies: { id: number; categorie_modifiee_id: CategoryChoice }[];
  lignes: InvoiceLineValues[];
  remarques: string;
}

type InvoiceWizardBody = z.output<typeof invoiceWizardWrite>;

const EMPTY_INVOICE: InvoiceWizardValues = { bordereaux_ids: [], produits_modifies: [], lignes: [], remarques: '' };
/** The fields a server's refusal may name that the form shows at the field. */
const INVOICE_FIELDS = ['remarques'];

function categoryOptions(product: DetailedProduct, categories: InvoiceCategory[]): { id: number; label: string }[] {
  const options = categories.map((c) => ({ id: c.id, label: `${c.emoji ? `${c.emoji} ` : ''}${c.nom}` }));
  if (product.categorie_bdd_id && !options.some((o) => o.id === product.categorie_bdd_id)) {
    options.push({ id: product.categorie_bdd_id, label: product.categorie_bdd_nom ?? `Catégorie ${product.categorie_bdd_id}` });
  }
  return options;
}

function initialChoice(product: DetailedProduct, categories: InvoiceCategory[]): CategoryChoice {
  if (product.categorie_modifiee_id) return product.categorie_modifiee_id;
  if (product.categorie_bdd_id) return product.categorie_bdd_id;
  return categories.find((c) => c.nom === product.categorie_auto)?.id ?? '';
}

/** One step of the invoice wizard: a named section, its heading and, under it, what to check. */
function StepSection({ label, title, hint, children }: { label: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}

type AvailableManifest = NonNullable<Awaited<ReturnType<AppDataProvider['getBordereauxDisponibles']>>['bordereaux_disponibles']>[number];

/** The manifests picked: the form's `bordereaux_ids`. */
function ManifestsInput({ manifests }: { manifests: readonly AvailableManifest[] }) {
  const { field } = useInput<number[]>({ source: 'bordereaux_ids' });
  const picked: number[] = field.value ?? [];
  const toggle = (id: number) => field.onChange(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
  return (
    <CheckCardGrid items={[...manifests]} isChecked={(b) => picked.includes(b.id)} onToggle={toggle} checkboxLabel={(b) => `Sélectionner ${b.numero_bordereau}`}>
      {(b) => {
        // The goods' declared value: what a commercial invoice is about (a manifest's 'Valeur' is its fees).
        const value = b.valeur_totale_estimee ?? b.valeur_totale_convertie;
        return (
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{b.numero_bordereau}</Typography>
            <Typography variant="body2" color="text.secondary">
              {b.agent_expediteur?.full_name || '—'} · envoyé le {formatManifestDate(b.date_envoi)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {plural(b.nombre_colis_total ?? 0, 'colis', 'colis')} · {formatWeight(b.poids_total)} · valeur déclarée{' '}
              {b.devise_operation && typeof value === 'number' ? formatMoney(value, b.devise_operation) : CONVERSION_UNAVAILABLE}
            </Typography>
          </Box>
        );
      }}
    </CheckCardGrid>
  );
}

const choiceOf = (text: string): CategoryChoice => (text === '' ? '' : Number(text));

interface InvoiceStepsProps {
  /** The server's refusal of the last sending, which names no field of the form. */
  refusal: string | null;
  clearRefusal: () => void;
}

/** The four steps, inside the invoice's form: selection, modification, regroupement, finalisation. */
function InvoiceSteps({ refusal, clearRefusal }: InvoiceStepsProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { getValues, setValue, trigger, getFieldState } = useFormContext<InvoiceWizardValues>();
  const { isSubmitting } = useFormState();
  const values = useWatch<InvoiceWizardValues>() as InvoiceWizardValues;
  const messages = useFormMessages(values);
  const [step, setStep] = useState(0);
  // The final step lists the form's problems once « Créer la facture » was pressed, as they are now.
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const available = useQuery({
    queryKey: factureKeys.available,
    queryFn: () => dataProvider.getBordereauxDisponibles(),
    ...INVOICE_QUERY_OPTIONS,
  });
  const manifests = available.data?.bordereaux_disponibles ?? [];
  const selectedIds = values.bordereaux_ids ?? [];
  const chosenManifests = manifests.filter((b) => selectedIds.includes(b.id));
  const lines = (values.lignes ?? []).map(readLine);

  const fetchProducts = useMutation({
    mutationFn: (ids: number[]) => dataProvider.getProduitsDetailles(ids),
    onSuccess: (result) => {
      setValue(
        'produits_modifies',
        result.produits_details.map((p) => ({ id: p.id, categorie_modifiee_id: initialChoice(p, result.categories_disponibles) })),
      );
      setStep(1);
    },
    onError: (failure) => {
      notify(errorMessage(failure, 'Erreur lors de la récupération des produits'), { type: 'error' });
      // A manifest invoiced meanwhile (another tab, a colleague) leaves the list.
      void queryClient.invalidateQueries({ queryKey: factureKeys.available });
    },
  });
  const products = fetchProducts.data?.produits_details ?? [];
  const categories = fetchProducts.data?.categories_disponibles ?? [];
  const devise = chosenManifests.find((b) => b.devise_operation)?.devise_operation ?? lines.find((l) => l.devise_operation)?.devise_operation ?? products.find((p) => p.devise_operation)?.devise_operation ?? null;

  const group = useMutation({
    mutationFn: () => {
      const chosen = new Map(getValues('produits_modifies').map((p) => [p.id, p.categorie_modifiee_id]));
      return dataProvider.regrouperProduits(
        products.map((p) => {
          const choice = chosen.get(p.id) ?? '';
          return { id: p.id, categorie_modifiee_id: choice === '' || choice === p.categorie_bdd_id ? null : choice };
        }),
      );
    },
    onSuccess: (result) => {
      setValue(
        'lignes',
        result.produits_regroups.map((line) =>
          lineValues({
            categorie: line.categorie,
            quantite_totale: line.quantite_totale,
            poids_total: line.poids_total,
            valeur_unitaire_convertie: line.valeur_unitaire_convertie,
            devise_operation: line.devise_operation ?? devise ?? '',
          }),
        ),
        { shouldDirty: true },
      );
      setTried(false);
      setStep(2);
    },
    onError: (failure) => notify(errorMessage(failure, 'Erreur lors du regroupement des produits'), { type: 'error' }),
  });

  const next = async () => {
    if (step === 0) {
      if (!(await trigger('bordereaux_ids'))) {
        notify(getFieldState('bordereaux_ids').error?.message ?? '', { type: 'warning' });
        return;
      }
      fetchProducts.mutate(getValues('bordereaux_ids'));
    } else if (step === 1) {
      group.mutate();
    } else if (step === 2) {
      setStep(3);
    }
  };

  const ask = async () => {
    clearRefusal();
    setTried(true);
    if (await trigger()) setConfirming(true);
  };

  const busy = fetchProducts.isPending || group.isPending || isSubmitting;
  const total = invoiceTotal(lines);
  const amount = devise ? formatMoney(total, devise) : formatNumber(total, 2);
  const problems = [...(tried ? invoiceProblems(messages) : []), ...(refusal ? [refusal] : [])];

  return (
    <Box>
      <Stepper activeStep={step} alternativeLabel={!small} orientation={small ? 'vertical' : 'horizontal'} sx={{ mb: 3 }}>
        {INVOICE_STEPS.map((s) => (
          <Step key={s.key}>
            <StepLabel>{s.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {busy && <LinearProgress sx={{ mb: 2 }} aria-label="Traitement en cours" />}

      {step === 0 && (
        <StepSection label="Sélection des bordereaux" title="Bordereaux validés disponibles">
          {available.isPending ? (
            <LinearProgress aria-label="Chargement des bordereaux disponibles" />
          ) : available.error ? (
            <RetryAlert onRetry={() => available.refetch()}>{errorMessage(available.error, 'Impossible de charger les bordereaux disponibles')}</RetryAlert>
          ) : manifests.length === 0 ? (
            <EmptyState title="Aucun bordereau validé" hint="Validez un bordereau pour pouvoir établir sa facture commerciale." />
          ) : (
            <ManifestsInput manifests={manifests} />
          )}
        </StepSection>
      )}

      {step === 1 && (
        <StepSection label="Modification des catégories" title={`Produits des bordereaux (${products.length})`} hint="Vérifiez la catégorie de chaque produit : les lignes de la facture regroupent les produits par catégorie.">
          {products.length === 0 ? (
            <EmptyState title="Aucun produit dans ces bordereaux" />
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Produits détaillés">
                <TableHead>
                  <TableRow>
                    <TableCell>Produit</TableCell>
                    {!small && <TableCell>Bordereau / colis</TableCell>}
                    <TableCell align="right">Qté</TableCell>
                    {!small && <TableCell align="right">Poids</TableCell>}
                    {!small && <TableCell align="right">Valeur déclarée</TableCell>}
                    <TableCell sx={{ minWidth: 180 }}>Catégorie</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {products.map((p, index) => (
                    <TableRow key={p.id} data-testid="produit-detaille">
                      <TableCell>{p.nom_produit}</TableCell>
                      {!small && (
                        <TableCell>
                          {p.bordereau?.numero ?? '—'} / {p.colis?.numero ?? '—'}
                        </TableCell>
                      )}
                      <TableCell align="right">{p.quantite}</TableCell>
                      {!small && <TableCell align="right">{formatUnitWeight(p.poids)}</TableCell>}
                      {!small && (
                        <TableCell align="right">{p.devise_operation && typeof p.valeur_totale_convertie === 'number' ? formatMoney(p.valeur_totale_convertie, p.devise_operation) : '—'}</TableCell>
                      )}
                      <TableCell>
                        <FormTextField select source={`produits_modifies.${index}.categorie_modifiee_id`} label="Catégorie" size="small" parse={choiceOf}>
                          <MenuItem value="">Non catégorisé</MenuItem>
                          {categoryOptions(p, categories).map((option) => (
                            <MenuItem key={option.id} value={option.id}>
                              {option.label}
                            </MenuItem>
                          ))}
                        </FormTextField>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </StepSection>
      )}

      {step === 2 && (
        <StepSection label="Regroupement par catégorie" title="Lignes de la facture" hint="Total d'une ligne = poids total × valeur unitaire. Ajustez les lignes si besoin.">
          <InvoiceLinesEditor devise={devise} />
        </StepSection>
      )}

      {step === 3 && (
        <StepSection label="Finalisation" title="Finalisation">
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography>Bordereaux : {chosenManifests.map((b) => b.numero_bordereau).join(', ') || selectedIds.length}</Typography>
            <Typography>Lignes : {lines.length}</Typography>
            <Typography sx={{ fontWeight: 700 }}>Valeur totale : {amount}</Typography>
          </Stack>
          <FormTextField source="remarques" label="Remarques" multiline minRows={3} />
          {problems.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <AlertTitle>La facture ne peut pas être créée</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {problems.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </Box>
            </Alert>
          )}
        </StepSection>
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button onClick={() => setStep((s) => Math.max(s - 1, 0))} disabled={step === 0 || busy}>
          Précédent
        </Button>
        {step < 3 ? (
          <Button variant="contained" onClick={() => void next()} disabled={busy}>
            Suivant
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void ask()} disabled={busy}>
            Créer la facture
          </Button>
        )}
      </Stack>

      <SubmitConfirmDialog
        open={confirming}
        title="Confirmer la création de la facture"
        message={`Créer la facture commerciale de ${plural(selectedIds.length, 'bordereau', 'bordereaux')}, ${plural(lines.length, 'ligne')}, pour ${amount} ?`}
        confirmLabel="Créer"
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

/** One invoice's form, from the manifests picked to the invoice created. */
function InvoiceForm({ onCreated }: { onCreated: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refresh = useRefreshAwaited();
  const submission = useIdempotencyKey();
  const [refusal, setRefusal] = useState<string | null>(null);

  const create = async (body: InvoiceWizardBody) => {
    try {
      const result = await dataProvider.creerFacture(
        {
          bordereaux_ids: body.bordereaux_ids,
          lignes: body.lignes.map((line) => ({ ...line, devise_operation: line.devise_operation ?? '', valeur_totale_convertie: lineTotal(line) })),
          remarques: body.remarques ?? '',
        },
        { idempotencyKey: submission.current() },
      );
      // Answered: the next submit is another write, whatever the answer said.
      submission.settle();
      if (!result.success) throw new Error(result.error ?? 'Erreur lors de la création de la facture');
      notify(result.message ?? 'Facture créée avec succès', { type: 'success' });
      await refresh();
      onCreated();
    } catch (failure) {
      submission.settleIfReused(failure);
      void queryClient.invalidateQueries({ queryKey: factureKeys.available });
      const errors = submissionErrors(failure, INVOICE_FIELDS);
      if (errors) return errors;
      const message = failure instanceof Error && !('status' in failure) ? failure.message : errorMessage(failure, 'Erreur lors de la création de la facture');
      // The reason stays on screen with the lines typed so far.
      setRefusal(message);
      notify(message, { type: 'error' });
    }
  };

  return (
    <SchemaForm schema={invoiceWizardWrite} defaultValues={EMPTY_INVOICE} onSubmit={create} warnWhenUnsavedChanges label="Nouvelle facture commerciale">
      <InvoiceSteps refusal={refusal} clearRefusal={() => setRefusal(null)} />
    </SchemaForm>
  );
}

/** The four-step creation of a commercial invoice; each invoice created leaves an empty form for the next. */
export function InvoiceWizard({ onCreated }: { onCreated: () => void }) {
  const [created, setCreated] = useState(0);
  return (
    <InvoiceForm
      key={created}
      onCreated={() => {
        setCreated((count) => count + 1);
        onCreated();
      }}
    />
  );
}
