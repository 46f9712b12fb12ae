import { Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { AppBar, Layout, Sidebar, TitlePortal, UserMenu, useGetIdentity, useLogout, useTranslate, type SidebarProps } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { tokenStore } from '../dataProvider/tokenStore';
import { isSessionEnding } from '../dataProvider/httpClient';
import { AppMenu } from './Menu';
import { SessionLoader } from './SessionLoader';
import { SessionWatcher } from './SessionWatcher';
import { AssistantLauncher } from './AssistantLauncher';
import { CounterToolbar } from './CounterToolbar';
import { FirstPageGate, FirstPageShown, useAfterFirstPage } from './firstPage';
import { useCurrentUser } from '../authProvider/session';

/**
 * The app bar's user menu reads react-admin's identity, made from the stored user at start-up: when
 * the session context brings the user as the server knows them (spec 000 section 4), the identity
 * is read again, so the menu shows the fresh name, as the sidebar does.
 */
function IdentityFollowsSession() {
  const user = useCurrentUser();
  const { refetch } = useGetIdentity();
  const name = user ? `${user.first_name} ${user.last_name}` : null;
  useEffect(() => {
    if (name !== null) void refetch();
  }, [name, refetch]);
  return null;
}

/**
 * The profile menu's sign-out item, there as the menu opens: react-admin's <Logout> renders only once
 * a checkAuth has answered, so the menu placed itself around an empty paper and opened beyond the
 * window's right edge. Inside the layout the user is signed in (AppLayout sends anyone else to /login).
 */
function ProfileMenuLogout() {
  const logout = useLogout();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <MenuItem className="logout" component={phone ? 'span' : 'li'} onClick={() => logout(undefined, undefined, false)}>
      <ListItemIcon>
        <PowerSettingsNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  );
}

const profileMenu = (
  <UserMenu>
    <ProfileMenuLogout />
  </UserMenu>
);

function TopBar() {
  const tools = useAfterFirstPage();
  return (
    <AppBar color="primary" userMenu={profileMenu}>
      <IdentityFollowsSession />
      <TitlePortal />
      {tools && <CounterToolbar />}
      {tools && <AssistantLauncher />}
    </AppBar>
  );
}

/** On a phone the sidebar is a drawer, a dialog: it carries a name (axe's aria-dialog-name). */
function AppSidebar(props: SidebarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <Sidebar {...props} {...(phone ? { slotProps: { paper: { 'aria-label': 'Menu de navigation' } } } : {})} />;
}

/** The sidebar's entries, rendered just after the first page (see useAfterFirstPage). */
function SidebarMenu() {
  return useAfterFirstPage() ? <AppMenu /> : null;
}

/**
 * Every guarded route renders inside this layout: without a stored session it sends the user to
 * /login in one navigation (react-admin's own requireAuth logs out on mount, and its cache reset
 * re-runs checkAuth, which loops for seconds before the login page shows).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  // The loader paints first; the layout and its page come together in the next render, which yields
  // to the browser (the longest task stays short) and runs after react-admin's start-up updates
  // (they come first, at a higher priority, and no longer render the layout again before its first
  // page). The page's code is loaded by then (main.ts), so it does not suspend.
  const ready = useDeferredValue(true, false);
  const location = useLocation();
  // When the HTTP client ends the session, its toast shows and it opens /login itself 1.5 s later.
  // The sign-in is told which page was asked for (react-admin's nextPathname), to return to it.
  if (!tokenStore.getAccess() && !isSessionEnding()) return <Navigate to="/login" replace state={{ nextPathname: location.pathname, nextSearch: location.search, asked: true }} />;
  if (!ready) return <SessionLoader />;
  return (
    <FirstPageGate>
      {/* react-admin lets its layout grow to its content's widest line ('fit-content'): a long select
          label made a phone page wider than the screen. The content takes the screen's width instead,
          and what is wider scrolls inside its own box (tables) or wraps. */}
      <Layout menu={SidebarMenu} appBar={TopBar} sidebar={AppSidebar} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
        <SessionWatcher />
        <Box sx={{ pb: 3 }}>
          <Suspense fallback={<SessionLoader />}>
            {children}
            <FirstPageShown />
          </Suspense>
        </Box>
      </Layout>
    </FirstPageGate>
  );
}
