import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import {
  PRICING_TYPE_LABELS,
  PRICING_TYPE_VALUES,
  canSubmitCategory,
  detectionMessage,
  isDetected,
  parseKeywords,
  validateCategory,
  type CategoryFormErrors,
  type CategoryFormValues,
} from '../../../domain/categoryForm';
import { DECIMAL_INPUT, INTEGER_INPUT } from '../../../components/numberInput';

interface CategoryFormProps {
  mode: 'create' | 'edit';
  initial: CategoryFormValues;
  saving: boolean;
  /** Field messages sent back by the server. */
  serverErrors: CategoryFormErrors;
  /** The currencies a new category may be priced in: those of the enterprise's routes. */
  currencies: readonly string[];
  onSubmit: (values: CategoryFormValues) => void;
  onCancel: () => void;
}

/** The detection tester: does a sample text contain one of the keywords being edited? */
function DetectionTester({ keywords }: { keywords: string }) {
  const [sample, setSample] = useState('');
  const [result, setResult] = useState<{ detected: boolean; message: string } | null>(null);
  const test = () => {
    const detected = isDetected(sample, parseKeywords(keywords));
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

/** The inline create/edit form of a category (spec 000 section 5). */
export function CategoryForm({ mode, initial, saving, serverErrors, currencies, onSubmit, onCancel }: CategoryFormProps) {
  const [values, setValues] = useState<CategoryFormValues>(initial);
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const shown: CategoryFormErrors = { ...serverErrors, ...errors };

  const set = <K extends keyof CategoryFormValues>(name: K, value: CategoryFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, ...(name.startsWith('afficher') ? { visibilite: undefined } : {}) }));
  };
  const text = (name: keyof CategoryFormValues) => ({
    value: values[name] as string,
    error: Boolean(shown[name]),
    helperText: shown[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(name, event.target.value as never),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCategory(values, mode === 'create');
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <Card variant="outlined" sx={{ mb: 3, borderColor: 'primary.main' }}>
      <CardContent component="form" onSubmit={submit} noValidate aria-label={mode === 'create' ? 'Nouvelle catégorie' : 'Modifier la catégorie'}>
        <Typography variant="h6" component="h2" gutterBottom>
          {mode === 'create' ? 'Nouvelle catégorie' : `Modifier la catégorie « ${initial.nom} »`}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField label="Nom" required fullWidth autoFocus {...text('nom')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label="Emoji" fullWidth {...text('emoji')} helperText={shown.emoji ?? '10 caractères au maximum'} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              label="Type de tarification"
              required
              fullWidth
              value={values.type_tarification}
              onChange={(event) => set('type_tarification', event.target.value as CategoryFormValues['type_tarification'])}
              error={Boolean(shown.type_tarification)}
              helperText={shown.type_tarification}
            >
              {PRICING_TYPE_VALUES.map((type) => (
                <MenuItem key={type} value={type}>
                  {PRICING_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {mode === 'create' && (
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                label="Devise"
                required
                fullWidth
                value={values.devise_creation}
                onChange={(event) => set('devise_creation', event.target.value)}
                error={Boolean(shown.devise_creation)}
                helperText={shown.devise_creation ?? 'La devise du prix unitaire'}
              >
                {currencies.map((currency) => (
                  <MenuItem key={currency} value={currency}>
                    {currency}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label={values.devise_creation ? `Prix unitaire (${values.devise_creation})` : 'Prix unitaire'}
              fullWidth
              {...text('prix_unitaire')}
              slotProps={{ htmlInput: DECIMAL_INPUT }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField label="Ordre d'affichage" fullWidth {...text('ordre_affichage')} slotProps={{ htmlInput: INTEGER_INPUT }} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <TextField label="Description" fullWidth {...text('description')} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <TextField label="Description complète" fullWidth multiline minRows={2} {...text('description_complete')} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <TextField
              label="Mots-clés de détection"
              fullWidth
              {...text('mots_cles')}
              helperText={shown.mots_cles ?? 'Séparés par des virgules, ex. : téléphone, laptop, tablette'}
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <FormControl component="fieldset" error={Boolean(shown.visibilite)}>
              <FormLabel component="legend">Visibilité</FormLabel>
              <FormGroup row>
                <FormControlLabel
                  control={<Checkbox checked={values.afficher_pour_colis} onChange={(event) => set('afficher_pour_colis', event.target.checked)} />}
                  label="Afficher pour les colis"
                />
                <FormControlLabel
                  control={<Checkbox checked={values.afficher_pour_facture} onChange={(event) => set('afficher_pour_facture', event.target.checked)} />}
                  label="Afficher pour les factures"
                />
              </FormGroup>
              {shown.visibilite && <FormHelperText>{shown.visibilite}</FormHelperText>}
            </FormControl>
          </Grid>
          <Grid size={{ xs: 12 }}>
            <DetectionTester keywords={values.mots_cles} />
          </Grid>
        </Grid>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
          <Button onClick={onCancel} disabled={saving}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmitCategory(values) || saving} startIcon={saving ? <CircularProgress size={16} /> : undefined}>
            {mode === 'create' ? 'Créer la catégorie' : 'Enregistrer les modifications'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
