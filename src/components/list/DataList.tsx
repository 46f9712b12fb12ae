import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { Box, Card, CardActionArea, CardActions, CardContent, Checkbox, FormControlLabel, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useListContext, type Identifier, type RaRecord, type SortPayload } from 'react-admin';
import type { ListColumn } from './columns';

/**
 * A sortable header: the first click sorts in the column's first order, the next ones flip it.
 * The order last asked for is remembered until the URL shows it, so quick clicks still alternate.
 */
export function SortHeaderCell({ field, label, align, firstOrder = 'ASC' }: { field: string; label: string; align?: 'left' | 'right'; firstOrder?: 'ASC' | 'DESC' }) {
  const { sort, setSort } = useListContext();
  const requested = useRef<SortPayload | null>(null);
  const active = sort.field === field;
  const direction = active ? (sort.order === 'ASC' ? 'asc' : 'desc') : firstOrder === 'ASC' ? 'asc' : 'desc';
  const click = () => {
    const current = requested.current ?? sort;
    const next: SortPayload = current.field === field ? { field, order: current.order === 'ASC' ? 'DESC' : 'ASC' } : { field, order: firstOrder };
    requested.current = next;
    setSort(next);
  };
  useEffect(() => {
    if (requested.current && requested.current.field === sort.field && requested.current.order === sort.order) requested.current = null;
  }, [sort]);
  return (
    <TableCell align={align} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={direction} onClick={click}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

interface CardLayout {
  /** Column keys: the card's title, the one beside it (a status) and the one at its foot (actions). */
  title: string;
  badge?: string;
  actions?: string;
}

interface DataListProps<R extends RaRecord> {
  /** Accessible name of the table, and of the card list on phones. */
  label: string;
  /** The columns shown, in order. */
  columns: readonly ListColumn<R>[];
  /** The rows (the list's current page unless given). */
  rows?: readonly R[];
  card: CardLayout;
  /** Rows can be ticked (react-admin's selection of the list, kept across pages); names each row's box. */
  selectLabel?: (record: R) => string;
  /** A click on a row or a card opens the record; `openLabel` names the card's button. */
  onOpen?: (record: R) => void;
  openLabel?: (record: R) => string;
  testId?: (record: R) => string;
  dimmed?: (record: R) => boolean;
  /** The row that stands out (the record just created), marked as the current one. */
  highlighted?: (record: R) => boolean;
  /** In its own outlined frame (a list that does not sit in a card already). */
  framed?: boolean;
}

function SelectBox<R extends RaRecord>({ record, label }: { record: R; label: string }) {
  const { selectedIds, onToggleItem } = useListContext<R>();
  return <Checkbox checked={selectedIds.includes(record.id)} onChange={() => onToggleItem(record.id)} slotProps={{ input: { 'aria-label': label } }} />;
}

/** Ticks every row shown, or clears them when they all are; rows ticked on other pages stay ticked. */
function SelectAllBox<R extends RaRecord>({ records, label }: { records: readonly R[]; label?: string }) {
  const { selectedIds, onSelect } = useListContext<R>();
  const shown: Identifier[] = records.map((record) => record.id);
  const ticked = shown.filter((id) => selectedIds.includes(id)).length;
  const all = ticked === shown.length && shown.length > 0;
  const toggle = () => onSelect(all ? selectedIds.filter((id) => !shown.includes(id)) : [...new Set([...selectedIds, ...shown])]);
  return <Checkbox checked={all} indeterminate={ticked > 0 && !all} onChange={toggle} slotProps={{ input: label ? { 'aria-label': label } : {} }} />;
}

function RecordCard<R extends RaRecord>({ record, columns, card, selectLabel, onOpen, openLabel, testId, dimmed, highlighted }: Omit<DataListProps<R>, 'label' | 'rows' | 'framed'> & { record: R }) {
  const find = (key?: string) => columns.find((c) => c.key === key);
  const show = (column: ListColumn<R>) => (column.cardRender ?? column.render)(record);
  const title = find(card.title);
  const badge = find(card.badge);
  const actions = find(card.actions);
  const details = columns.filter((c) => c !== title && c !== badge && c !== actions);
  const content: ReactNode = (
    <CardContent sx={{ pb: actions ? 0 : undefined }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, fontWeight: 700 }}>
          {selectLabel && <SelectBox record={record} label={selectLabel(record)} />}
          {title && show(title)}
        </Box>
        {badge && show(badge)}
      </Box>
      {details.length > 0 && (
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5 }}>
          {details.map((column) => (
            <Fragment key={column.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {column.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', textAlign: 'right' }}>
                {show(column)}
              </Typography>
            </Fragment>
          ))}
        </Box>
      )}
    </CardContent>
  );
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid={testId?.(record)}
      aria-current={highlighted?.(record) ? 'true' : undefined}
      sx={{ opacity: dimmed?.(record) ? 0.6 : 1, ...(highlighted?.(record) ? { borderColor: 'success.main', borderWidth: 2, bgcolor: 'action.selected' } : {}) }}
    >
      {onOpen ? (
        <CardActionArea onClick={() => onOpen(record)} aria-label={openLabel?.(record)}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
      {actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{show(actions)}</CardActions>}
    </Card>
  );
}

/**
 * The rows of a list: a table on large screens (sortable headers, optional selection column,
 * rows that open their record), one card per row on phones with the same columns.
 */
export function DataList<R extends RaRecord>({ label, columns, rows, card, selectLabel, onOpen, openLabel, testId, dimmed, highlighted, framed }: DataListProps<R>) {
  const { data, selectedIds } = useListContext<R>();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const records = rows ?? data ?? [];

  if (small) {
    return (
      <Box>
        {selectLabel && <FormControlLabel control={<SelectAllBox records={records} />} label="Tout sélectionner" />}
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {records.map((record) => (
            <RecordCard key={record.id} record={record} columns={columns} card={card} selectLabel={selectLabel} onOpen={onOpen} openLabel={openLabel} testId={testId} dimmed={dimmed} highlighted={highlighted} />
          ))}
        </Box>
      </Box>
    );
  }

  return (
    <TableContainer component={framed ? Paper : 'div'} variant={framed ? 'outlined' : undefined}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {selectLabel && (
              <TableCell padding="checkbox">
                <SelectAllBox records={records} label="Tout sélectionner" />
              </TableCell>
            )}
            {columns.map((column) =>
              column.sortField ? (
                <SortHeaderCell key={column.key} field={column.sortField} label={column.label} align={column.align} firstOrder={column.firstOrder} />
              ) : (
                <TableCell key={column.key} align={column.align}>
                  {column.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow
              key={record.id}
              hover
              selected={highlighted?.(record) || selectedIds.includes(record.id)}
              aria-current={highlighted?.(record) ? 'true' : undefined}
              onClick={onOpen ? () => onOpen(record) : undefined}
              data-testid={testId?.(record)}
              sx={{ cursor: onOpen ? 'pointer' : undefined, opacity: dimmed?.(record) ? 0.6 : 1 }}
            >
              {selectLabel && (
                <TableCell padding="checkbox">
                  <SelectBox record={record} label={selectLabel(record)} />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.render(record)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
