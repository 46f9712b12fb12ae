import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { ListContextProvider, Title, type ListControllerResult, type RaRecord } from 'react-admin';
import { Forbidden, isForbidden } from '../access/LoadError';

interface ListPageProps<R extends RaRecord> {
  /** The list controller (useKeptList) that the page's parts read through useListContext. */
  list: ListControllerResult<R>;
  /** The page's heading and app-bar title. */
  title: string;
  /** The buttons of the header (refresh, export...). */
  actions: ReactNode;
  children: ReactNode;
}

/** A page built around one list: its title, a header with its actions, then its content; the access-denied screen when the server answers 403. */
export function ListPage<R extends RaRecord>({ list, title, actions, children }: ListPageProps<R>) {
  if (isForbidden(list.error)) return <Forbidden error={list.error} />;
  return (
    <ListContextProvider value={list}>
      <Title title={title} />
      <Box sx={{ py: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            {actions}
          </Stack>
        </Stack>
        {children}
      </Box>
    </ListContextProvider>
  );
}
