import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { useWatch, type FieldError } from 'react-hook-form';
import { PRICING_TYPE_LABELS, PRICING_TYPE_VALUES, detectionMessage, formatKeywords, isDetected, parseKeywords, visibilityProblem, type CategoryFormDefaults } from '../../domain/categoryForm';
import { categoryCreateForm, categoryWrite, type CategoryBody } from '../../domain/schemas/categories';
import { SchemaForm, useFieldLabel, type SubmissionErrors } from '../../components/form/SchemaForm';
import { FormTextField } from '../../components/form/FormTextField';
import { NumberField } from '../../components/form/NumberField';
import { SubmitButton } from '../../components/form/SubmitButton';

interface CategoryFormProps {
  mode: 'create' | 'edit';
  initial: CategoryFormDefaults;
  /** The currencies a new category may be priced in: those of the enterprise's routes. */
  currencies: readonly string[];
  /** Sends the body; returns the server's field messages when it refused them. */
  onSubmit: (body: CategoryBody) => Promise<SubmissionErrors | undefined>;
  onCancel: () => void;
}

/** The first message of a list field's error, or of one of its items' (a keyword too long). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string') return message;
  return Array.isArray(error) ? error.map((item: Partial<FieldError> | undefined) => item?.message).find((found) => typeof found === 'string') : undefined;
}

/**
 * The detection keywords, typed separated by commas: the form holds the list (mots_cles_detection),
 * the field keeps the text as typed (a trailing comma, before the next keyword).
 */
function KeywordsInput() {
  const label = 'Mots-clés de détection';
  const { id, field, fieldState } = useInput<string[]>({ source: 'mots_cles_detection' });
  useFieldLabel('mots_cles_detection', label);
  const [text, setText] = useState(() => formatKeywords(field.value));
  const error = firstMessage(fieldState.error);
  return (
    <TextField
      id={id}
      label={label}
      fullWidth
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseKeywords(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error !== undefined}
      helperText={error ?? 'Séparés par des virgules, ex. : téléphone, laptop, tablette'}
    />
  );
}

function VisibilityBox({ source, label }: { source: 'afficher_pour_colis' | 'afficher_pour_facture'; label: string }) {
  const { field } = useInput<boolean>({ source });
  return <FormControlLabel control={<Checkbox checked={field.value !== false} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />} label={label} />;
}

/** Parcels, invoices: a category shown in neither is refused, said under the boxes as they are ticked. */
function VisibilityInputs() {
  const [colis, facture] = useWatch<CategoryFormDefaults, ['afficher_pour_colis', 'afficher_pour_facture']>({ name: ['afficher_pour_colis', 'afficher_pour_facture'] });
  const problem = visibilityProblem({ afficher_pour_colis: colis, afficher_pour_facture: facture });
  return (
    <FormControl component="fieldset" error={problem !== null}>
      <FormLabel component="legend">Visibilité</FormLabel>
      <FormGroup row>
        <VisibilityBox source="afficher_pour_colis" label="Afficher pour les colis" />
        <VisibilityBox source="afficher_pour_facture" label="Afficher pour les factures" />
      </FormGroup>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}

/** The price's label names its currency, the one chosen (a new category) or the category's. */
function PriceInput() {
  const currency = useWatch<CategoryFormDefaults, 'devise_creation'>({ name: 'devise_creation' });
  return <NumberField source="prix_unitaire" label={currency ? `Prix unitaire (${currency})` : 'Prix unitaire'} />;
}

/** The tester reads the keywords being typed. */
function FormDetectionTester() {
  const keywords = useWatch<CategoryFormDefaults, 'mots_cles_detection'>({ name: 'mots_cles_detection' });
  return <DetectionTester keywords={keywords ?? []} />;
}

/** The detection tester: does a sample text contain one of the keywords being edited? */
function DetectionTester({ keywords }: { keywords: readonly string[] }) {
  const [sample, setSample] = useState('');
  const [result, setResult] = useState<{ detected: boolean; message: string } | null>(null);
  const test = () => {
    const detected = isDetected(sample, keywords);
    setResult({ detected, message: detectionMessage(sample, detected) });
  };
  return (
    <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Tester la détection
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Texte à tester"
          size="small"
          value={sample}
          onChange={(event) => {
            setSample(event.target.value);
            setResult(null);
          }}
          placeholder="Ex. : iPhone 15 Pro"
          sx={{ flex: '1 1 220px' }}
        />
        <Button variant="outlined" onClick={test} disabled={sample.trim() === ''}>
          Tester
        </Button>
      </Box>
      {result && (
        <Alert severity={result.detected ? 'success' : 'warning'} icon={false} sx={{ mt: 1 }} role="status">
          {result.message}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The inline create/edit form of a category (spec 000 section 5), on react-admin's `<Form>` with the
 * category write's schema: the creation form also requires its currency, an edit keeps the category's.
 */
export function CategoryForm({ mode, initial, currencies, onSubmit, onCancel }: CategoryFormProps) {
  const title = mode === 'create' ? 'Nouvelle catégorie' : 'Modifier la catégorie';
  return (
    <Card variant="outlined" sx={{ mb: 3, borderColor: 'primary.main' }}>
      <CardContent>
        <SchemaForm schema={mode === 'create' ? categoryCreateForm : categoryWrite} defaultValues={initial} onSubmit={onSubmit} label={title} warnWhenUnsavedChanges>
          <Typography variant="h6" component="h2" gutterBottom>
            {mode === 'create' ? 'Nouvelle catégorie' : `Modifier la catégorie « ${initial.nom} »`}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <FormTextField source="nom" label="Nom" required autoFocus />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField source="emoji" label="Emoji" helperText="10 caractères au maximum" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField source="type_tarification" label="Type de tarification" select required>
                {PRICING_TYPE_VALUES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {PRICING_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            {mode === 'create' && (
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField source="devise_creation" label="Devise" select required helperText="La devise du prix unitaire">
                  {currencies.map((currency) => (
                    <MenuItem key={currency} value={currency}>
                      {currency}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 4 }}>
              <PriceInput />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <NumberField source="ordre_affichage" label="Ordre d'affichage" integer />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <FormTextField source="description" label="Description" />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <FormTextField source="description_complete" label="Description complète" multiline minRows={2} />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <KeywordsInput />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <VisibilityInputs />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <FormDetectionTester />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
            <Button onClick={onCancel}>Annuler</Button>
            <SubmitButton>{mode === 'create' ? 'Créer la catégorie' : 'Enregistrer les modifications'}</SubmitButton>
          </Box>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
