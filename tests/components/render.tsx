import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, defaultTheme } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { authProvider } from '../../src/authProvider/authProvider';
import { i18nProvider } from '../../src/i18n/fr';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { accountsMethods } from '../../src/dataProvider/methods/accounts';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { createUserStore } from '../../src/components/list/userStore';

/** Signs a demo user in against the MSW demo backend, as the login form would. */
export async function signIn(login: string, password = 'demo1234'): Promise<void> {
  const tokens = await accountsMethods.login({ login, password });
  tokenStore.save({ access: tokens.access, refresh: tokens.refresh, user: tokens.user }, true);
  const context = await accountsMethods.getContextMe();
  tokenStore.update({ user: { ...context.user, operating_country: context.operating_country, destination_country: context.destination_country, routes: context.routes } });
}

/**
 * Renders a screen inside react-admin's contexts with the real dataProvider, authProvider and the
 * app's per-user store (in localStorage, cleared before each test), over the MSW demo backend,
 * with the toasts. `path` is the route pattern, `url` the location to open. Navigations apply at
 * once (no React transition): under the act environment of the tests' DOM a transition can wait seconds and
 * lose a second navigation made before the first one rendered (two quick clicks on a sort).
 */
export function renderInAdmin(ui: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const queryClient = createQueryClient();
  return render(
    <MemoryRouter initialEntries={[url]} useTransitions={false}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={createUserStore()} theme={defaultTheme}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
