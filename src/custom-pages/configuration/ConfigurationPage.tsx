import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { Title } from 'react-admin';
import { AccessDenied } from '../../components/access/AccessDenied';
import { useCan } from '../../components/access/useCan';
import { guard } from '../../components/access/RequireAccess';
import { ConfigurationHome } from './ConfigurationHome';

const RatesManager = lazy(() => import('./rates/RatesManager'));
const CategoryManager = lazy(() => import('./categories/CategoryManager'));
const EmployeeManager = lazy(() => import('./employees/EmployeeManager'));
const JournalPage = lazy(() => import('./journal/JournalPage'));
const NotFound = lazy(() => import('../../components/NotFound'));

function SectionLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="progressbar" aria-label="Chargement de la section">
      <CircularProgress />
    </Box>
  );
}

/**
 * /configuration and its sub-sections (spec 000 section 2): each manager has its own URL, so a
 * reload or a shared link lands on it; users without configuration access see 'Accès refusé', and
 * each sub-section checks its own capability.
 */
export default function ConfigurationPage() {
  const access = useCan('configuration.view');
  if (!access.allowed) return <AccessDenied title="Configuration" message={access.message} />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Configuration" />
      <Suspense fallback={<SectionLoader />}>
        <Routes>
          <Route index element={<ConfigurationHome />} />
          <Route path="taux-de-change" element={guard('rates.edit', <RatesManager />)} />
          <Route path="categories" element={guard('categories.manage', <CategoryManager />)} />
          <Route path="employes" element={guard('users.manage', <EmployeeManager />)} />
          <Route path="journal" element={guard('journal.view', <JournalPage />)} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </Box>
  );
}
