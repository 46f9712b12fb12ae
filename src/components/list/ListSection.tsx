import type { ReactNode } from 'react';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';
import { ColumnChooser } from './ColumnChooser';
import type { ColumnsState } from './columns';
import { ListLayout } from './ListLayout';
import { ListStatus } from './ListStatus';
import { SavedViews } from './SavedViews';
import { TablePager } from './TablePager';

interface ListSectionProps<R extends RaRecord> {
  /** The list's heading; the count of matching rows follows it. */
  title: string;
  /** The filter panel above the rows. */
  filters: ReactNode;
  chooser: ColumnsState<R>;
  loadingLabel: string;
  errorMessage: ReactNode;
  empty: ReactNode;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The rows (a DataList). */
  children: ReactNode;
}

/**
 * A filtered list with its saved views beside it: filters, then a frame with the heading and
 * count, the refresh spinner, the column chooser, the rows (or the loading, error and empty
 * states) and the pager.
 */
export function ListSection<R extends RaRecord>({ title, filters, chooser, loadingLabel, errorMessage, empty, pageSizes, defaultPageSize, children }: ListSectionProps<R>) {
  const { total, isFetching, isPending } = useListContext<R>();
  return (
    <ListLayout aside={<SavedViews />}>
      {filters}
      <Paper variant="outlined">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
          <Typography variant="h6" component="h2">
            {title} {total !== undefined ? `(${total})` : ''}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            {isFetching && !isPending && <CircularProgress size={18} aria-label="Actualisation" />}
            <ColumnChooser {...chooser} />
          </Box>
        </Box>
        <ListStatus loadingLabel={loadingLabel} errorMessage={errorMessage} empty={empty}>
          {children}
          <TablePager sizes={pageSizes} fallback={defaultPageSize} />
        </ListStatus>
      </Paper>
    </ListLayout>
  );
}
