import { Suspense, type ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { AppMenu } from './Menu';
import { SessionLoader } from './SessionLoader';
import { SessionWatcher } from './SessionWatcher';
import { AssistantLauncher } from './AssistantLauncher';

function TopBar() {
  return (
    <AppBar color="primary">
      <TitlePortal />
    </AppBar>
  );
}

/** Sidebar (a drawer on phones), app bar, the session watcher and the assistant's help button. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={TopBar}>
      <SessionWatcher />
      <Suspense fallback={<SessionLoader />}>{children}</Suspense>
      <AssistantLauncher />
    </Layout>
  );
}
