import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableRow, TextField, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import type { CashClose } from '../../dataProvider/contract/paiements';
import { errorMessage } from '../../dataProvider/errors';
import { SchemaForm } from '../../components/form/SchemaForm';
import { NumberField } from '../../components/form/NumberField';
import { FormTextField } from '../../components/form/FormTextField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { submissionErrors } from '../../components/form/submissionErrors';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { saveBlob } from '../../components/files';
import { formatMoney } from '../../domain/currency';
import { paymentMethodLabel } from '../../domain/paymentStatus';
import { type ExpectedLine } from '../../domain/cashClose';
import { cashCloseFormWrite, countedField } from '../../domain/schemas/cashClose';
import { buildCsv, csvAmount, type CsvColumn } from '../../domain/csvExport';
import { dayKey, userTimeZone } from '../../domain/format';
import { TableHeadRow } from '../../components/TableHeadRow';

type Line = CashClose['lignes'][number];

/** Every line of a close, as its CSV writes it. */
const CLOSE_CSV_COLUMNS: CsvColumn<Line>[] = [
  { header: 'Méthode', value: (l) => paymentMethodLabel(l.methode) },
  { header: 'Devise', value: (l) => l.devise },
  { header: 'Paiements', value: (l) => l.nombre },
  { header: 'Attendu', value: (l) => csvAmount(l.attendu, l.devise) },
  { header: 'Compté', value: (l) => csvAmount(l.compte ?? 0, l.devise) },
  { header: 'Écart', value: (l) => csvAmount(l.ecart ?? 0, l.devise) },
];

/** A close once made: its lines with the differences, its PDF and CSV. */
export function CloseSummary({ close }: { close: CashClose }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const pdf = async () => {
    try {
      saveBlob(await dataProvider.getCashClosePdf(close.id), `cloture-${close.date}-${close.id}.pdf`);
    } catch (error) {
      notify(errorMessage(error, 'Erreur lors du chargement du PDF'), { type: 'error' });
    }
  };
  const csv = () => saveBlob(new Blob([buildCsv({ columns: CLOSE_CSV_COLUMNS, rows: close.lignes })], { type: 'text/csv;charset=utf-8' }), `cloture-${close.date}-${close.id}.csv`);
  return (
    <Box component="section" aria-label={`Clôture du ${close.date}`}>
      <Table size="small" aria-label="Lignes de la clôture">
        <TableHeadRow columns={['Méthode', 'Devise', 'Attendu', 'Compté', 'Écart']} alignRight={['Attendu', 'Compté', 'Écart']} />
        <TableBody>
          {close.lignes.map((l) => (
            <TableRow key={`${l.methode}-${l.devise}`}>
              <TableCell>{paymentMethodLabel(l.methode)}</TableCell>
              <TableCell>{l.devise}</TableCell>
              <TableCell align="right">{formatMoney(l.attendu, l.devise)}</TableCell>
              <TableCell align="right">{formatMoney(l.compte ?? 0, l.devise)}</TableCell>
              <TableCell align="right" sx={{ color: l.ecart ? 'error.main' : undefined, fontWeight: l.ecart ? 700 : undefined }}>
                {formatMoney(l.ecart ?? 0, l.devise)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {close.note && <Typography sx={{ mt: 1 }}>Note : {close.note}</Typography>}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => void pdf()}>
          PDF de la clôture
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={csv}>
          CSV de la clôture
        </Button>
      </Stack>
    </Box>
  );
}

/** The counted amounts of the day, one per expected line, and the note. */
function CloseForm({ day, lines, onClosed }: { day: string; lines: ExpectedLine[]; onClosed: (close: CashClose) => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const submission = useIdempotencyKey();
  const schema = useMemo(() => cashCloseFormWrite(lines), [lines]);
  const defaults = useMemo(() => ({ ...Object.fromEntries(lines.map((l) => [countedField(l), ''])), note: '' }), [lines]);
  return (
    <SchemaForm
      schema={schema}
      defaultValues={defaults}
      label="Clôture de caisse"
      onSubmit={async (values) => {
        const counted = values as Record<string, number | string | undefined>;
        try {
          const { data } = await dataProvider.closeCashDay(
            { date: day, lignes: lines.map((l) => ({ methode: l.methode, devise: l.devise, montant_compte: Number(counted[countedField(l)]) })), note: typeof counted.note === 'string' && counted.note ? counted.note : undefined },
            { idempotencyKey: submission.current() },
          );
          submission.settle();
          notify(data.nombre_ecarts > 0 ? `Journée clôturée avec ${data.nombre_ecarts} écart(s)` : 'Journée clôturée sans écart', { type: data.nombre_ecarts > 0 ? 'warning' : 'success' });
          onClosed(data);
        } catch (error) {
          submission.settleIfReused(error);
          const fields = submissionErrors(error, ['date', 'lignes', 'note']);
          notify(fields ? Object.values(fields)[0] : errorMessage(error, 'Erreur lors de la clôture'), { type: 'error' });
        }
      }}
    >
      <Table size="small" aria-label="Montants attendus et comptés">
        <TableHeadRow columns={['Méthode', 'Devise', 'Paiements', 'Attendu', 'Compté']} alignRight={['Paiements', 'Attendu']} />
        <TableBody>
          {lines.map((l) => (
            <TableRow key={countedField(l)}>
              <TableCell>{paymentMethodLabel(l.methode)}</TableCell>
              <TableCell>{l.devise}</TableCell>
              <TableCell align="right">{l.nombre}</TableCell>
              <TableCell align="right">{formatMoney(l.attendu, l.devise)}</TableCell>
              <TableCell>
                <NumberField source={countedField(l)} label={`Compté ${paymentMethodLabel(l.methode)} (${l.devise})`} size="small" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FormTextField source="note" label="Note" multiline minRows={2} sx={{ mt: 2 }} />
      <Box sx={{ mt: 2 }}>
        <SubmitButton>Clôturer la journée</SubmitButton>
      </Box>
    </SchemaForm>
  );
}

/** /caisse/cloture « Clôture de caisse »: an agent counts their drawer at the end of their day (issue #32). */
export default function CashClosePage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [day, setDay] = useState(() => dayKey(new Date().toISOString(), userTimeZone()));
  const [closed, setClosed] = useState<CashClose | null>(null);
  const expected = useQuery({ queryKey: ['cashCloseExpected', day], queryFn: () => dataProvider.getCashCloseExpected(day), enabled: /^\d{4}-\d{2}-\d{2}$/.test(day) });
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Clôture de caisse" />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Clôture de caisse
      </Typography>
      <TextField
        type="date"
        label="Journée"
        value={day}
        onChange={(e) => {
          setDay(e.target.value);
          setClosed(null);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 2 }}
      />
      {expected.isPending && <CircularProgress aria-label="Chargement de la journée" />}
      {expected.error && <Alert severity="error">{errorMessage(expected.error, 'Erreur lors du chargement de la journée')}</Alert>}
      {closed && <CloseSummary close={closed} />}
      {!closed && expected.data && expected.data.cloture_id !== null && <Alert severity="info">Cette journée est clôturée.</Alert>}
      {!closed && expected.data && expected.data.cloture_id === null && expected.data.lignes.length === 0 && <Typography color="text.secondary">Aucun paiement encaissé ce jour-là.</Typography>}
      {!closed && expected.data && expected.data.cloture_id === null && expected.data.lignes.length > 0 && (
        <CloseForm
          day={day}
          lines={expected.data.lignes}
          onClosed={setClosed}
        />
      )}
    </Box>
  );
}
