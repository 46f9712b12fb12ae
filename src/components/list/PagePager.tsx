import { useEffect, useMemo } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { pageCount, pageLabel } from '../../domain/parcelList';
import { usePreferredPageSize } from './pageSize';

/**
 * 'Page X sur Y' between Précédent and Suivant, with a 'Par page' choice when the list offers
 * several sizes (the size chosen becomes the user's default for this list).
 */
export function PagePager({ sizes, fallback }: { sizes?: readonly number[]; fallback: number }) {
  const { page, perPage, total = 0, setPage, setPerPage, isFetching, resource } = useListContext();
  const [, remember] = usePreferredPageSize(resource, fallback);
  const offered = useMemo(() => sizes ?? [fallback], [sizes, fallback]);
  useEffect(() => {
    if (!offered.includes(perPage)) setPerPage(fallback);
  }, [offered, perPage, fallback, setPerPage]);
  const pages = pageCount(total, perPage);
  return (
    <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', justifyContent: sizes ? 'space-between' : 'center', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
      {sizes && (
        <FormControl size="small" fullWidth={false} sx={{ width: 120 }}>
          <InputLabel id={`${resource}-par-page`}>Par page</InputLabel>
          <Select
            labelId={`${resource}-par-page`}
            label="Par page"
            value={perPage}
            onChange={(event) => {
              const size = Number(event.target.value);
              remember(size);
              setPerPage(size);
            }}
          >
            {sizes.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" size="small" disabled={page <= 1 || isFetching} onClick={() => setPage(page - 1)}>
          Précédent
        </Button>
        <Typography aria-live="polite" sx={{ mx: 1 }}>
          {pageLabel(page, total, perPage)}
        </Typography>
        <Button variant="outlined" size="small" disabled={page >= pages || isFetching} onClick={() => setPage(page + 1)}>
          Suivant
        </Button>
      </Box>
    </Box>
  );
}
