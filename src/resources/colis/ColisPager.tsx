import { Box, Button, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { PAGE_SIZES, pageCount, pageLabel } from '../../domain/parcelList';

/** 'Page X sur Y', previous, next, and 10, 20 or 50 per page. */
export function ColisPager() {
  const { page, perPage, total = 0, setPage, setPerPage, isFetching } = useListContext();
  const pages = pageCount(total, perPage);
  return (
    <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
      <FormControl size="small" fullWidth={false} sx={{ width: 120 }}>
        <InputLabel id="colis-par-page">Par page</InputLabel>
        <Select labelId="colis-par-page" label="Par page" value={perPage} onChange={(event) => setPerPage(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
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
