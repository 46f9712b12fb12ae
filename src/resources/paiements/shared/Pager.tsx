import { TablePagination } from '@mui/material';

/** Server pagination with French labels. */
export function Pager({ count, page, pageSize, sizes, onPage, onPageSize }: { count: number; page: number; pageSize: number; sizes: number[]; onPage: (page: number) => void; onPageSize: (size: number) => void }) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(page - 1, 0)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={sizes}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage="Lignes par page"
      labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} sur ${total}`}
      getItemAriaLabel={(type) => (type === 'next' ? 'Page suivante' : type === 'previous' ? 'Page précédente' : type === 'first' ? 'Première page' : 'Dernière page')}
    />
  );
}
