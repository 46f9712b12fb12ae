import { useEffect } from 'react';
import { TablePagination } from '@mui/material';
import { useListContext } from 'react-admin';
import { usePreferredPageSize } from './pageSize';

const itemLabel = (type: string) => (type === 'next' ? 'Page suivante' : type === 'previous' ? 'Page précédente' : type === 'first' ? 'Première page' : 'Dernière page');

/**
 * Server pagination with French labels and the list's page sizes. The size chosen becomes the
 * user's default for this list; a size that is not offered (a hand-edited URL) falls back to it.
 */
export function TablePager({ sizes, fallback }: { sizes: readonly number[]; fallback: number }) {
  const { page, perPage, total, setPage, setPerPage, resource } = useListContext();
  const [, remember] = usePreferredPageSize(resource, fallback);
  useEffect(() => {
    if (!sizes.includes(perPage)) setPerPage(fallback);
  }, [sizes, perPage, fallback, setPerPage]);
  if (!total) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(page - 1, 0)}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => {
        const size = Number(event.target.value);
        remember(size);
        setPerPage(size);
      }}
      labelRowsPerPage="Lignes par page"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
      getItemAriaLabel={itemLabel}
      // On a phone the size choice, the range and the arrows wrap onto two lines: the arrows stay on screen.
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
}
