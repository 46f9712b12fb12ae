import { Box, Button, Card, CardContent, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { formatMoney, formatNumber } from '../../domain/currency';
import { invoiceTotal, lineTotal, totalQuantity, totalWeight, type InvoiceLine } from '../../domain/invoiceLines';
import { formatNumberInput, formatUnitWeight, plural } from '../../domain/format';
import { readNumber, typedValue } from '../../domain/numbers';
import { DECIMAL_INPUT, INTEGER_INPUT } from '../../components/numberInput';

/** A line as typed: the numbers stay the text typed (read by the one number reader), so typing '0,' is not lost. */
export interface LineDraft {
  key: number;
  categorie: string;
  quantite: string;
  poids: string;
  valeur: string;
  devise: string;
}

const toNumber = (text: string) => typedValue(text) ?? Number.NaN;

export function toInvoiceLine(draft: LineDraft): InvoiceLine {
  return {
    categorie: draft.categorie.trim(),
    quantite_totale: toNumber(draft.quantite),
    poids_total: toNumber(draft.poids),
    valeur_unitaire_convertie: toNumber(draft.valeur),
    devise_operation: draft.devise,
  };
}

let nextKey = 0;
export function toDraft(line: InvoiceLine): LineDraft {
  nextKey += 1;
  return {
    key: nextKey,
    categorie: line.categorie,
    quantite: formatNumberInput(line.quantite_totale),
    poids: formatNumberInput(line.poids_total),
    valeur: formatNumberInput(line.valeur_unitaire_convertie),
    devise: line.devise_operation,
  };
}

interface Props {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  onAdd: () => void;
}

interface LineNumberFieldProps {
  label: string;
  text: string;
  /** A whole number (the numeric keypad), else a decimal one. */
  integer?: boolean;
  onText: (text: string) => void;
  flex: number;
}

/** A line's number, kept as typed: a text the reader refuses says why at the field; the submit check refuses the rest. */
function LineNumberField({ label, text, integer = false, onText, flex }: LineNumberFieldProps) {
  const reading = readNumber(text);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(e) => onText(e.target.value)}
      error={!reading.ok}
      helperText={reading.ok ? undefined : reading.message}
      slotProps={{ htmlInput: integer ? INTEGER_INPUT : DECIMAL_INPUT }}
      size="small"
      sx={{ flex }}
    />
  );
}

/** The grouped lines, editable: category, quantity ≥ 1, weight > 0 (step 0,1 kg), unit value > 0 (step 0,01), checked on submit. */
export function InvoiceLinesEditor({ lines, onChange, onAdd }: Props) {
  const update = (key: number, patch: Partial<LineDraft>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const parsed = lines.map(toInvoiceLine);
  const devise = lines[0]?.devise ?? '';

  return (
    <Box>
      <Stack spacing={1.5}>
        {lines.map((line, index) => {
          const value = parsed[index];
          return (
            <Card key={line.key} variant="outlined" data-testid="ligne-facture">
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                  <Typography variant="subtitle2">Ligne {index + 1}</Typography>
                  <Tooltip title="Supprimer la ligne">
                    <IconButton aria-label={`Supprimer la ligne ${index + 1}`} onClick={() => onChange(lines.filter((l) => l.key !== line.key))} size="small" color="error">
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
                  <TextField label="Catégorie" value={line.categorie} onChange={(e) => update(line.key, { categorie: e.target.value })} size="small" sx={{ flex: 2 }} />
                  <LineNumberField label="Quantité" text={line.quantite} integer onText={(quantite) => update(line.key, { quantite })} flex={1} />
                  <LineNumberField label="Poids total (kg)" text={line.poids} onText={(poids) => update(line.key, { poids })} flex={1} />
                  <LineNumberField label={`Valeur unitaire (${line.devise}/kg)`} text={line.valeur} onText={(valeur) => update(line.key, { valeur })} flex={1.4} />
                  <Box sx={{ flex: 1, minWidth: 120, textAlign: { md: 'right' } }}>
                    <Typography variant="caption" color="text.secondary" component="p">
                      Total de la ligne
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }} data-testid="total-ligne">
                      {formatMoney(lineTotal(value), line.devise)}
                    </Typography>
                  </Box>
                </Stack>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Button startIcon={<AddIcon />} onClick={onAdd} variant="outlined">
          Ajouter une ligne
        </Button>
        <Box sx={{ textAlign: { sm: 'right' } }} aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            {plural(lines.length, 'ligne')} · {plural(totalQuantity(parsed), 'article')} · {formatUnitWeight(totalWeight(parsed))}
          </Typography>
          <Typography variant="h6" component="p" data-testid="total-facture">
            Total : {devise ? formatMoney(invoiceTotal(parsed), devise) : formatNumber(invoiceTotal(parsed), 2)}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
