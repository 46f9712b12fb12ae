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
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { DetailedProduct, InvoiceCategory } from '../../dataProvider/contract/factures';
import { errorMessage } from '../../dataProvider/errors';
import { formatMoney, formatNumber } from '../../domain/currency';
import { CONVERSION_UNAVAILABLE, formatManifestDate } from '../../domain/bordereauWorkflow';
import { INVOICE_STEPS, NO_BORDEREAU_SELECTED, customLine, invoiceTotal, lineTotal, validateInvoice } from '../../domain/invoiceLines';
import { CheckCardGrid } from '../../components/CheckCardGrid';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { InvoiceLinesEditor, toDraft, toInvoiceLine, type LineDraft } from './InvoiceLinesEditor';
import { INVOICE_QUERY_OPTIONS, factureKeys } from '../../dataProvider/factureQueryKeys';
import { formatUnitWeight, formatWeight, plural } from '../../domain/format';
import { RetryAlert } from '../../components/RetryAlert';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';

type CategoryChoice = number | '';

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

/** The four-step creation of a commercial invoice: selection, modification, regroupement, finalisation. */
export function InvoiceWizard({ onCreated }: { onCreated: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [step, setStep] = useState(0);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [products, setProducts] = useState<DetailedProduct[]>([]);
  const [categories, setCategories] = useState<InvoiceCategory[]>([]);
  const [choices, setChoices] = useState<Record<number, CategoryChoice>>({});
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [remarques, setRemarques] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  const available = useQuery({
    queryKey: factureKeys.available,
    queryFn: () => dataProvider.getBordereauxDisponibles(),
    ...INVOICE_QUERY_OPTIONS,
  });
  const manifests = available.data?.bordereaux_disponibles ?? [];
  const chosenManifests = manifests.filter((b) => selectedIds.includes(b.id));
  const devise = chosenManifests.find((b) => b.devise_operation)?.devise_operation ?? lines.find((l) => l.devise)?.devise ?? products.find((p) => p.devise_operation)?.devise_operation ?? null;

  const fetchProducts = useMutation({
    mutationFn: () => dataProvider.getProduitsDetailles(selectedIds),
    onSuccess: (result) => {
      setProducts(result.produits_details);
      setCategories(result.categories_disponibles);
      setChoices(Object.fromEntries(result.produits_details.map((p) => [p.id, initialChoice(p, result.categories_disponibles)])));
      setStep(1);
    },
    onError: (failure) => {
      notify(errorMessage(failure, 'Erreur lors de la récupération des produits'), { type: 'error' });
      // A manifest invoiced meanwhile (another tab, a colleague) leaves the list.
      void queryClient.invalidateQueries({ queryKey: factureKeys.available });
    },
  });

  const group = useMutation({
    mutationFn: () =>
      dataProvider.regrouperProduits(
        products.map((p) => {
          const choice = choices[p.id];
          return { id: p.id, categorie_modifiee_id: choice === '' || choice === p.categorie_bdd_id ? null : (choice ?? null) };
        }),
      ),
    onSuccess: (result) => {
      setLines(
        result.produits_regroups.map((line) =>
          toDraft({
            categorie: line.categorie,
            quantite_totale: line.quantite_totale,
            poids_total: line.poids_total,
            valeur_unitaire_convertie: line.valeur_unitaire_convertie,
            devise_operation: line.devise_operation ?? devise ?? '',
          }),
        ),
      );
      setMessages([]);
      setStep(2);
    },
    onError: (failure) => notify(errorMessage(failure, 'Erreur lors du regroupement des produits'), { type: 'error' }),
  });

  const submission = useIdempotencyKey();
  const create = useMutation({
    mutationFn: async () => {
      const parsed = lines.map(toInvoiceLine);
      const result = await dataProvider.creerFacture(
        {
          bordereaux_ids: selectedIds,
          lignes: parsed.map((line) => ({ ...line, valeur_totale_convertie: lineTotal(line) })),
          remarques: remarques.trim(),
        },
        { idempotencyKey: submission.current() },
      );
      // Answered: the next submit is another write, whatever the answer said.
      submission.settle();
      if (!result.success) throw new Error(result.error ?? 'Erreur lors de la création de la facture');
      return result;
    },
    onSuccess: async (result) => {
      notify(result.message ?? 'Facture créée avec succès', { type: 'success' });
      setConfirming(false);
      setSelectedIds([]);
      setProducts([]);
      setChoices({});
      setLines([]);
      setRemarques('');
      setMessages([]);
      setStep(0);
      await queryClient.invalidateQueries({ queryKey: factureKeys.all });
      onCreated();
    },
    onError: (failure) => {
      submission.settleIfReused(failure);
      setConfirming(false);
      const message = failure instanceof Error && !('status' in failure) ? failure.message : errorMessage(failure, 'Erreur lors de la création de la facture');
      // The reason stays on screen with the lines typed so far.
      setMessages([message]);
      notify(message, { type: 'error' });
      void queryClient.invalidateQueries({ queryKey: factureKeys.available });
    },
  });

  const toggleManifest = (id: number) => setSelectedIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const next = () => {
    if (step === 0) {
      if (selectedIds.length === 0) {
        notify(NO_BORDEREAU_SELECTED, { type: 'warning' });
        return;
      }
      fetchProducts.mutate();
    } else if (step === 1) {
      group.mutate();
    } else if (step === 2) {
      setStep(3);
    }
  };

  /**
   * Any change to the lines makes the last submit's messages stale ('Ligne 4: …' after line 4 was fixed
   * or deleted): they go, and the next 'Créer la facture' checks the lines as they are.
   */
  const changeLines = (update: (current: LineDraft[]) => LineDraft[]) => {
    setLines(update);
    setMessages([]);
  };

  const addLine = () => {
    const result = customLine(devise);
    if (!result.ok) {
      notify(result.error, { type: 'error' });
      return;
    }
    changeLines((current) => [...current, toDraft(result.line)]);
  };

  const submit = () => {
    const found = validateInvoice({ bordereauxIds: selectedIds, lignes: lines.map(toInvoiceLine) });
    setMessages(found);
    if (found.length === 0) setConfirming(true);
  };

  const busy = fetchProducts.isPending || group.isPending || create.isPending;
  const total = invoiceTotal(lines.map(toInvoiceLine));

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
            <CheckCardGrid items={manifests} isChecked={(b) => selectedIds.includes(b.id)} onToggle={toggleManifest} checkboxLabel={(b) => `Sélectionner ${b.numero_bordereau}`}>
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
                  {products.map((p) => (
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
                        <TextField
                          select
                          label="Catégorie"
                          size="small"
                          fullWidth
                          value={choices[p.id] ?? ''}
                          onChange={(e) => setChoices((current) => ({ ...current, [p.id]: e.target.value === '' ? '' : Number(e.target.value) }))}
                        >
                          <MenuItem value="">Non catégorisé</MenuItem>
                          {categoryOptions(p, categories).map((option) => (
                            <MenuItem key={option.id} value={option.id}>
                              {option.label}
                            </MenuItem>
                          ))}
                        </TextField>
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
          <InvoiceLinesEditor lines={lines} onChange={(edited) => changeLines(() => edited)} onAdd={addLine} />
        </StepSection>
      )}

      {step === 3 && (
        <StepSection label="Finalisation" title="Finalisation">
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography>Bordereaux : {chosenManifests.map((b) => b.numero_bordereau).join(', ') || selectedIds.length}</Typography>
            <Typography>Lignes : {lines.length}</Typography>
            <Typography sx={{ fontWeight: 700 }}>Valeur totale : {devise ? formatMoney(total, devise) : formatNumber(total, 2)}</Typography>
          </Stack>
          <TextField label="Remarques" value={remarques} onChange={(e) => setRemarques(e.target.value)} multiline minRows={3} fullWidth />
          {messages.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <AlertTitle>La facture ne peut pas être créée</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {messages.map((message) => (
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
          <Button variant="contained" onClick={next} disabled={busy}>
            Suivant
          </Button>
        ) : (
          <Button variant="contained" onClick={submit} disabled={busy}>
            Créer la facture
          </Button>
        )}
      </Stack>

      <ConfirmActionDialog
        open={confirming}
        title="Confirmer la création de la facture"
        message={`Créer la facture commerciale de ${plural(selectedIds.length, 'bordereau', 'bordereaux')}, ${plural(lines.length, 'ligne')}, pour ${devise ? formatMoney(total, devise) : formatNumber(total, 2)} ?`}
        confirmLabel="Créer"
        pending={create.isPending}
        onConfirm={() => create.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
