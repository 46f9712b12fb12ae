import { useEffect } from 'react';
import { Box, Button, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useListContext } from 'react-admin';
import { pageCount, pageLabel } from '../../domain/parcelList';
import { ChoiceField } from './ChoiceField';
import { usePreferredPageSize } from './pageSize';

interface TablePagerProps {
  /** The page sizes offered; one size hides the choice. */
  sizes: readonly number[];
  /** The list's default size, used when the URL asks for a size not offered. */
  fallback: number;
  /**
   * « Page X sur Y » between Précédent and Suivant (the spec's wording on /colis and /bordereaux),
   * or the rows shown, « 21–40 sur 57 », with the arrows « Page précédente » and « Page suivante ».
   */
  wording?: 'pages' | 'rows';
}

/**
 * The one pager of every list, server or browser paginated. The size chosen becomes the user's
 * default for this list; a size that is not offered (a hand-edited URL) falls back to the default.
 * While the next page loads the buttons wait, so a second click does not skip a page.
 */
export function TablePager({ sizes, fallback, wording = 'rows' }: TablePagerProps) {
  const { page, perPage, total, setPage, setPerPage, isFetching, resource } = useListContext();
  const [, remember] = usePreferredPageSize(resource, fallback);
  useEffect(() => {
    if (!sizes.includes(perPage)) setPerPage(fallback);
  }, [sizes, perPage, fallback, setPerPage]);
  if (!total) return null;
  const first = page <= 1 || isFetching;
  const last = page >= pageCount(total, perPage) || isFetching;
  const previous = () => setPage(page - 1);
  const next = () => setPage(page + 1);
  return (
    <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5, px: { xs: 1, sm: 2 }, py: 1 }}>
      {sizes.length > 1 && (
        <ChoiceField
          label="Lignes par page"
          value={String(perPage)}
          onChange={(value) => {
            const size = Number(value);
            remember(size);
            setPerPage(size);
          }}
          choices={sizes.map((size) => ({ value: String(size), label: String(size) }))}
          sx={{ width: 140 }}
        />
      )}
      {wording === 'pages' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Button variant="outlined" size="small" disabled={first} onClick={previous}>
            Précédent
          </Button>
          <Typography aria-live="polite" sx={{ mx: 1 }}>
            {pageLabel(page, total, perPage)}
          </Typography>
          <Button variant="outlined" size="small" disabled={last} onClick={next}>
            Suivant
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" aria-live="polite" sx={{ mr: 1 }}>
            {`${(page - 1) * perPage + 1}–${Math.min(page * perPage, total)} sur ${total}`}
          </Typography>
          <IconButton aria-label="Page précédente" disabled={first} onClick={previous}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Page suivante" disabled={last} onClick={next}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
