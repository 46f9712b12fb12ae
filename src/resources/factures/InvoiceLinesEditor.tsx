import { Box, Button, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { formatMoney, formatNumber } from '../../domain/currency';
import { customLine, invoiceTotal, lineTotal, totalQuantity, totalWeight, type InvoiceLine } from '../../domain/invoiceLines';
import { formatNumberInput, formatUnitWeight, plural } from '../../domain/format';
import { typedValue } from '../../domain/numbers';
import { FormTextField } from '../../components/form/FormTextField';
import { NumberField } from '../../components/form/NumberField';

/** A line as the form holds it: the invoice write's line, numbers as the text typed (so typing '0,' is not lost). */
export interface InvoiceLineValues {
  categorie: string;
  quantite_totale: string;
  poids_total: string;
  valeur_unitaire_convertie: string;
  devise_operation: string;
}

/** The values of the invoice wizard's form that the lines editor reads. */
interface LinesValues {
  lignes: InvoiceLineValues[];
}

const toNumber = (text: string) => typedValue(text) ?? Number.NaN;

/** A line's numbers as read from its text (NaN where it cannot be read: its field says why). */
export function readLine(values: InvoiceLineValues): InvoiceLine {
  return {
    categorie: values.categorie.trim(),
    quantite_totale: toNumber(values.quantite_totale),
    poids_total: toNumber(values.poids_total),
    valeur_unitaire_convertie: toNumber(values.valeur_unitaire_convertie),
    devise_operation: values.devise_operation,
  };
}

/** A line as the form shows it, numbers written the French way. */
export function lineValues(line: InvoiceLine): InvoiceLineValues {
  return {
    categorie: line.categorie,
    quantite_totale: formatNumberInput(line.quantite_totale),
    poids_total: formatNumberInput(line.poids_total),
    valeur_unitaire_convertie: formatNumberInput(line.valeur_unitaire_convertie),
    devise_operation: line.devise_operation,
  };
}

/**
 * The grouped lines (the form's `lignes`), editable: category, quantity ≥ 1, weight > 0 (to
 * 0,1 kg), unit value > 0 (to the cent), each checked at its field; lines added by hand in the
 * operation currency (`devise`), or removed.
 */
export function InvoiceLinesEditor({ devise }: { devise: string | null }) {
  const notify = useNotify();
  const { fields, append, remove } = useFieldArray<LinesValues, 'lignes'>({ name: 'lignes' });
  const lines = (useWatch<LinesValues, 'lignes'>({ name: 'lignes' }) ?? []).map(readLine);
  const currency = lines[0]?.devise_operation ?? '';

  const addLine = () => {
    const result = customLine(devise);
    if (!result.ok) {
      notify(result.error, { type: 'error' });
      return;
    }
    append(lineValues(result.line));
  };

  return (
    <Box>
      <Stack spacing={1.5}>
        {fields.map((field, index) => {
          const line = lines[index];
          const name = (key: keyof InvoiceLineValues) => `lignes.${index}.${key}`;
          return (
            <Card key={field.id} variant="outlined" data-testid="ligne-facture">
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                  <Typography variant="subtitle2">Ligne {index + 1}</Typography>
                  <Tooltip title="Supprimer la ligne">
                    <IconButton aria-label={`Supprimer la ligne ${index + 1}`} onClick={() => remove(index)} size="small" color="error">
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
                  <FormTextField source={name('categorie')} label="Catégorie" size="small" sx={{ flex: 2 }} />
                  <NumberField source={name('quantite_totale')} label="Quantité" integer size="small" sx={{ flex: 1 }} />
                  <NumberField source={name('poids_total')} label="Poids total (kg)" size="small" sx={{ flex: 1 }} />
                  <NumberField source={name('valeur_unitaire_convertie')} label={`Valeur unitaire (${line?.devise_operation ?? ''}/kg)`} size="small" sx={{ flex: 1.4 }} />
                  <Box sx={{ flex: 1, minWidth: 120, textAlign: { md: 'right' } }}>
                    <Typography variant="caption" color="text.secondary" component="p">
                      Total de la ligne
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }} data-testid="total-ligne">
                      {line ? formatMoney(lineTotal(line), line.devise_operation) : null}
                    </Typography>
                  </Box>
                </Stack>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Button startIcon={<AddIcon />} onClick={addLine} variant="outlined">
          Ajouter une ligne
        </Button>
        <Box sx={{ textAlign: { sm: 'right' } }} aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            {plural(lines.length, 'ligne')} · {plural(totalQuantity(lines), 'article')} · {formatUnitWeight(totalWeight(lines))}
          </Typography>
          <Typography variant="h6" component="p" data-testid="total-facture">
            Total : {currency ? formatMoney(invoiceTotal(lines), currency) : formatNumber(invoiceTotal(lines), 2)}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
