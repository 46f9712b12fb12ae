import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Link as MuiLink, Paper } from '@mui/material';
import { Link } from 'react-router-dom';
import { useListContext } from 'react-admin';
import { parcelStatusLabel, parcelStatusTone } from '../../domain/parcelStatus';
import { StatusChip } from '../../components/StatusChip';
import type { Colis } from '../../dataProvider/contract/colis';
import { feeText, formatDate, formatWeight, fullName } from './colisFormat';
import { ColisRowActions } from './ColisRowActions';
import { ColisSelectBox, ColisSelectPage } from './ColisSelection';

const SORTABLE: Record<string, string> = { created_at: 'Date', statut: 'Statut', poids: 'Poids (kg)' };

function HeaderCell({ field, label }: { field?: string; label: string }) {
  const { sort, setSort } = useListContext();
  if (!field) return <TableCell>{label}</TableCell>;
  const active = sort.field === field;
  const direction = active && sort.order === 'ASC' ? 'asc' : 'desc';
  return (
    <TableCell sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={direction} onClick={() => setSort({ field, order: active && sort.order === 'DESC' ? 'ASC' : 'DESC' })}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/** Large screens: one row per parcel with the spec's columns. */
export function ColisTable({ rows }: { rows: Colis[] }) {
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
            <TableRow key={colis.id} hover data-testid="colis-row">
              <TableCell padding="checkbox">
                <ColisSelectBox colis={colis} />
              </TableCell>
              <TableCell>
                <MuiLink component={Link} to={`/colis/${colis.id}`} sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {colis.code_suivi}
                </MuiLink>
              </TableCell>
              <TableCell>{fullName(colis.destinataire_prenom, colis.destinataire_nom)}</TableCell>
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
