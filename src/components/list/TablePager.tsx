import { useEffect } from 'react';
import { Box, Button, TablePagination, type TablePaginationActionsProps } from '@mui/material';
import { useListContext } from 'react-admin';
import { pageCount, pageLabel } from '../../domain/parcelList';
import { usePreferredPageSize } from './pageSize';

const itemLabel = (type: string) => (type === 'next' ? 'Page suivante' : type === 'previous' ? 'Page précédente' : type === 'first' ? 'Première page' : 'Dernière page');

/** Précédent and Suivant, as the spec words them where a list says « Page X sur Y ». */
function PageButtons({ count, page, rowsPerPage, onPageChange, disabled }: TablePaginationActionsProps) {
  const last = pageCount(count, rowsPerPage) - 1;
  return (
    <Box sx={{ display: 'flex', gap: 1, ml: 2 }}>
      <Button variant="outlined" size="small" disabled={disabled || page <= 0} onClick={(event) => onPageChange(event, page - 1)}>
        Précédent
      </Button>
      <Button variant="outlined" size="small" disabled={disabled || page >= last} onClick={(event) => onPageChange(event, page + 1)}>
        Suivant
      </Button>
    </Box>
  );
}

interface TablePagerProps {
  /** The page sizes offered; one size hides the choice. */
  sizes: readonly number[];
  /** The list's default size, used when the URL asks for a size not offered. */
  fallback: number;
  /** « Page X sur Y » between Précédent and Suivant (the spec's wording on /colis and /bordereaux), or the rows shown « 21–40 sur 57 » with arrows. */
  wording?: 'pages' | 'rows';
}

/**
 * The one pager of every list: server or browser pagination with French labels and the list's
 * page sizes. The size chosen becomes the user's default for this list; a size that is not
 * offered (a hand-edited URL) falls back to the default.
 */
export function TablePager({ sizes, fallback, wording = 'rows' }: TablePagerProps) {
  const { page, perPage, total, setPage, setPerPage, isFetching, resource } = useListContext();
  const [, remember] = usePreferredPageSize(resource, fallback);
  useEffect(() => {
    if (!sizes.includes(perPage)) setPerPage(fallback);
  }, [sizes, perPage, fallback, setPerPage]);
  if (!total) return null;
  const pages = wording === 'pages';
  return (
    <TablePagination
      component="nav"
      aria-label="Pagination"
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
      labelDisplayedRows={({ from, to, count }) => (pages ? pageLabel(page, count, perPage) : `${from}–${to} sur ${count}`)}
      getItemAriaLabel={itemLabel}
      ActionsComponent={pages ? PageButtons : undefined}
      disabled={pages && isFetching}
      slotProps={{ displayedRows: { 'aria-live': 'polite' } }}
      // On a phone the size choice, the range and the buttons wrap onto two lines: the buttons stay on screen.
      sx={{
        overflow: 'visible',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5, px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
}
