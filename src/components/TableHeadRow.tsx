import { TableCell, TableHead, TableRow } from '@mui/material';

/** A table's head: its column titles in one row, those named in `alignRight` (amounts, counts) on the right. */
export function TableHeadRow({ columns, alignRight = [] }: { columns: readonly string[]; alignRight?: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column} align={alignRight.includes(column) ? 'right' : undefined}>
            {column}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
