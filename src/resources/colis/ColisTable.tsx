import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Link as MuiLink, Paper } from '@mui/material';
import { Link } from 'react-router-dom';
import { SortHeaderCell } from '../../components/list/DataList';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { StatusChip } from '../../components/StatusChip';
import type { Colis } from '../../dataProvider/contract/colis';
import { feeText, formatDate, formatWeight } from './colisFormat';
import { recipientName } from '../../domain/people';
import { ColisRowActions } from './ColisRowActions';
import { ColisSelectBox, ColisSelectPage } from './ColisSelection';
import { NewParcelChip } from './NewParcelChip';

const SORTABLE: Record<string, string> = { created_at: 'Date', statut: 'Statut', poids: 'Poids (kg)' };

function HeaderCell({ field, label }: { field?: string; label: string }) {
  return field ? <SortHeaderCell field={field} label={label} firstOrder="DESC" /> : <TableCell>{label}</TableCell>;
}

/** Large screens: one row per parcel with the spec's columns; the parcel just created (`highlightId`) stands out. */
export function ColisTable({ rows, highlightId }: { rows: Colis[]; highlightId?: number }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Liste des colis">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <ColisSelectPage rows={rows} />
            </TableCell>
            <HeaderCell label="Code de suivi" />
            <HeaderCell label="Destinataire" />
            <HeaderCell label="Contact" />
            <HeaderCell field="poids" label={SORTABLE.poids} />
            <HeaderCell label="Frais d'expédition" />
            <HeaderCell field="statut" label={SORTABLE.statut} />
            <HeaderCell field="created_at" label={SORTABLE.created_at} />
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((colis) => (
            <TableRow key={colis.id} hover data-testid="colis-row" selected={colis.id === highlightId} aria-current={colis.id === highlightId ? 'true' : undefined}>
              <TableCell padding="checkbox">
                <ColisSelectBox colis={colis} />
              </TableCell>
              <TableCell>
                <MuiLink component={Link} to={`/colis/${colis.id}`} sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {colis.code_suivi}
                </MuiLink>
                {colis.id === highlightId && <NewParcelChip />}
              </TableCell>
              <TableCell>{recipientName(colis)}</TableCell>
              <TableCell>{colis.destinataire_telephone}</TableCell>
              <TableCell>{formatWeight(colis.poids)}</TableCell>
              <TableCell>{feeText(colis)}</TableCell>
              <TableCell>
                <StatusChip label={parcelStatusLabel(colis.statut)} tone={parcelStatusTone(colis.statut)} />
              </TableCell>
              <TableCell>{formatDate(colis.created_at)}</TableCell>
              <TableCell align="right">
                <ColisRowActions colis={colis} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
