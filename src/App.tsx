import { lazy, Suspense, type ReactNode } from 'react';
import { Box, CssBaseline, useMediaQuery } from '@mui/material';
import {
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  Resource,
  type CoreAdminUIProps,
} from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { dataProvider } from './dataProvider/dataProvider';
import { tokenStore } from './dataProvider/tokenStore';
import { isSessionEnding } from './dataProvider/httpClient';
import { queryClient } from './dataProvider/queryClient';
import { authProvider } from './authProvider/authProvider';
import { i18nProvider } from './i18n/fr';
import { AppLayout } from './layout/AppLayout';
import { SessionLoader } from './layout/SessionLoader';
import { DeferredToasts } from './layout/DeferredToasts';
import { AccessDeniedPage, guard } from './components/access/RequireAccess';
import { reducedMotionTheme, theme } from './layout/theme';
import { userStore } from './components/list/userStore';
import { colisResource } from './resources/colis';
import { bordereauxResource } from './resources/bordereaux';
import { paiementsResource, PaiementShow } from './resources/paiements';
import { facturesResource, FacturesPage } from './resources/factures';
import { CategoryList, categoriesResource } from './resources/categories';
import { EmployeeList, employesResource } from './resources/employes';
import { RateList, routesResource } from './resources/routes';
import { JournalList } from './resources/journal';
import type { ConfigurationSection } from './custom-pages/configuration/ConfigurationPage';
import { isDemoMode } from './config/env';
import { preloadableLazy } from './components/preloadableLazy';

/** Preloaded by main.ts when no session is stored (see preloadableLazy). */
export const LoginPage = preloadableLazy(() => import('./custom-pages/login/LoginPage'));
const Dashboard = lazy(() => import('./custom-pages/dashboard/Dashboard'));
const RegisterPage = lazy(() => import('./custom-pages/register/RegisterPage'));
const TrackingPage = lazy(() => import('./custom-pages/suivi/TrackingPage'));
const PaymentSuccessPage = lazy(() => import('./custom-pages/payment-success/PaymentSuccessPage'));
const SamplesPage = lazy(() => import('./custom-pages/test/SamplesPage'));
const NotFound = lazy(() => import('./components/NotFound'));
const NotificationsPage = lazy(() => import('./custom-pages/notifications/NotificationsPage'));
const ProfilePage = lazy(() => import('./custom-pages/profil/ProfilePage'));
const DeliverySettings = lazy(() => import('./custom-pages/configuration/DeliverySettings'));
const ConfigurationPage = lazy(() => import('./custom-pages/configuration/ConfigurationPage'));
const OAuthPage = lazy(() => import('./custom-pages/oauth/OAuthPage'));
const CaissePage = lazy(() => import('./custom-pages/caisse/CaissePage'));
const CashClosePage = lazy(() => import('./custom-pages/caisse/CashClosePage'));

/**
 * The demo backend's stand-ins for the provider's checkout and consent pages: routes of the app in
 * demo mode only, and not even in the code of a build without the demo (`npm run build`). The demo
 * API server (`npm run server`) serves its own.
 */
const demoPages = import.meta.env.DEMO_EMBEDDED
  ? {
      checkout: lazy(() => import('./custom-pages/demo-checkout/DemoCheckoutPage')),
      squareAuthorize: lazy(() => import('./custom-pages/oauth/SquareAuthorizePage')),
    }
  : null;

/** The sub-sections of /configuration (spec 000 section 2): the configuration resources' screens, each behind its capability. */
export const CONFIGURATION_SECTIONS: readonly ConfigurationSection[] = [
  { path: 'taux-de-change', element: guard('rates.edit', <RateList />) },
  { path: 'categories', element: guard('categories.manage', <CategoryList />) },
  { path: 'employes', element: guard('users.manage', <EmployeeList />) },
  { path: 'journal', element: guard('journal.view', <JournalList />) },
  { path: 'livraison', element: guard('settings.delivery', <DeliverySettings />) },
];

/** The signed-in pages that are not resources, inside the layout. */
const SIGNED_IN_PAGES: { path: string; element: ReactNode }[] = [
  { path: '/factures-commerciales', element: guard('factures.view', <FacturesPage />) },
  { path: '/caisse', element: guard('caisse.view', <CaissePage />) },
  { path: '/caisse/cloture', element: guard('caisse.close', <CashClosePage />) },
  { path: '/paiement/:id', element: guard('paiements.view', <PaiementShow />) },
  { path: '/notifications', element: guard('notifications.view', <NotificationsPage />) },
  { path: '/oauth', element: guard('oauth.view', <OAuthPage />) },
  { path: '/profil', element: guard('profile.view', <ProfilePage />) },
  { path: '/configuration/*', element: <ConfigurationPage sections={CONFIGURATION_SECTIONS} /> },
];

const RESOURCES = [colisResource, bordereauxResource, paiementsResource, facturesResource, categoriesResource, employesResource, routesResource];

const firstSegment = (path: string) => path.replace(/^\//, '').split(/[/?#]/)[0];

/** The first segments of every signed-in path: the dashboard (''), the resources, the pages above, react-admin's two. */
const SIGNED_IN_ROOTS = new Set(['', 'authentication-error', 'access-denied', ...RESOURCES.map((resource) => resource.name), ...SIGNED_IN_PAGES.map((page) => firstSegment(page.path))]);

/**
 * The layout of the signed-in pages. A signed-out visitor is sent to the sign-in by AppLayout, but
 * only on a path the app has: on any other (/nimporte-quoi) they see the 404 page, 'Page non
 * trouvée' with its two links (spec 000 section 2), not a sign-in that would pretend the page exists.
 */
function BackOfficeLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (!tokenStore.getAccess() && !isSessionEnding() && !SIGNED_IN_ROOTS.has(firstSegment(pathname))) {
    return (
      <Box component="main" sx={{ p: 2, maxWidth: 720, mx: 'auto' }}>
        <Suspense fallback={<SessionLoader />}>
          <NotFound />
        </Suspense>
      </Box>
    );
  }
  return <AppLayout>{children}</AppLayout>;
}

/** The sign-in page, loaded on its own: the parcel list, the first screen once signed in, does not need it. */
const SignIn = () => (
  <Suspense fallback={<SessionLoader />}>
    <LoginPage />
  </Suspense>
);

/**
 * react-admin's `<AdminUI>` with this app's pages: the library's own imports its sign-in page as a
 * default (with its form library and inputs), which would load with the app's sign-in page.
 */
function BackOfficeUI(props: CoreAdminUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI authCallbackPage={AuthCallback} authenticationError={AuthenticationError} error={ErrorPage} {...props} />
      <DeferredToasts />
    </CssBaseline>
  );
}

/**
 * react-admin's `<Admin>` in its two parts, as its docs show: `<Admin>` also imports react-admin's
 * English messages and a default store, used when none is given, which this app never needs.
 */
export function App() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={userStore}
      theme={reducedMotion ? reducedMotionTheme() : theme}
    >
      <BackOfficeUI
        layout={BackOfficeLayout}
        loginPage={SignIn}
        dashboard={Dashboard}
        catchAll={NotFound}
        loading={SessionLoader}
        accessDenied={AccessDeniedPage}
        title="Gestion des Colis"
        disableTelemetry
      >
        <Resource {...colisResource} />
        <Resource {...bordereauxResource} />
        <Resource {...paiementsResource} />
        <Resource {...facturesResource} />
        <Resource {...categoriesResource} />
        <Resource {...employesResource} />
        <Resource {...routesResource} />
        <CustomRoutes>
          {SIGNED_IN_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/suivi" element={<TrackingPage />} />
          <Route path="/test" element={<SamplesPage />} />
          <Route path="/colis/:id/payment-success" element={<PaymentSuccessPage />} />
          {demoPages && isDemoMode() && <Route path="/demo/checkout/:id" element={<demoPages.checkout />} />}
          {demoPages && isDemoMode() && <Route path="/demo/square-authorize" element={<demoPages.squareAuthorize />} />}
        </CustomRoutes>
      </BackOfficeUI>
    </AdminContext>
  );
}
