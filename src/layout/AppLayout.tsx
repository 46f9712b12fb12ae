import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { tokenStore } from '../dataProvider/tokenStore';
import { isSessionEnding } from '../dataProvider/httpClient';
import { AppMenu } from './Menu';
import { SessionLoader } from './SessionLoader';
import { SessionWatcher } from './SessionWatcher';
import { AssistantLauncher } from './AssistantLauncher';
import { CounterToolbar } from './CounterToolbar';
import { useAfterFirstPaint } from './afterFirstPaint';

function TopBar() {
  const tools = useAfterFirstPaint();
  return (
    <AppBar color="primary">
      <TitlePortal />
      {tools && <CounterToolbar />}
      {tools && <AssistantLauncher />}
    </AppBar>
  );
}

/** The sidebar's entries, rendered just after the first screen (see useAfterFirstPaint). */
function SidebarMenu() {
  return useAfterFirstPaint() ? <AppMenu /> : null;
}

/**
 * Every guarded route renders inside this layout: without a stored session it sends the user to
 * /login in one navigation (react-admin's own requireAuth logs out on mount, and its cache reset
 * re-runs checkAuth, which loops for seconds before the login page shows).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  // When the HTTP client ends the session, its toast shows and it opens /login itself 1.5 s later.
  if (!tokenStore.getAccess() && !isSessionEnding()) return <Navigate to="/login" replace />;
  return (
    // react-admin lets its layout grow to its content's widest line ('fit-content'): a long select
    // label made a phone page wider than the screen. The content takes the screen's width instead,
    // and what is wider scrolls inside its own box (tables) or wraps.
    <Layout menu={SidebarMenu} appBar={TopBar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <SessionWatcher />
      <Box sx={{ pb: 3 }}>
        <Suspense fallback={<SessionLoader />}>{children}</Suspense>
      </Box>
    </Layout>
  );
}
