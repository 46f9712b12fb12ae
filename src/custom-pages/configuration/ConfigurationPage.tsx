import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Title } from 'react-admin';
import { useCurrentUser } from '../../authProvider/session';
import { canAccessConfiguration } from '../../domain/permissions';
import { AccessDenied } from './AccessDenied';
import { ConfigurationHome } from './ConfigurationHome';

const RatesManager = lazy(() => import('./rates/RatesManager'));
const CategoryManager = lazy(() => import('./categories/CategoryManager'));
const EmployeeManager = lazy(() => import('./employees/EmployeeManager'));

function SectionLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="progressbar" aria-label="Chargement de la section">
      <CircularProgress />
    </Box>
  );
}

/**
 * /configuration and its sub-sections (spec 000 section 2): each manager has its own URL, so a
 * reload or a shared link lands on it; users without configuration access see 'Accès refusé'.
 */
export default function ConfigurationPage() {
  const user = useCurrentUser();
  if (!canAccessConfiguration(user)) return <AccessDenied />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Configuration" />
      <Suspense fallback={<SectionLoader />}>
        <Routes>
          <Route index element={<ConfigurationHome />} />
          <Route path="taux-de-change" element={<RatesManager />} />
          <Route path="categories" element={<CategoryManager />} />
          <Route path="employes" element={<EmployeeManager />} />
          <Route path="*" element={<Navigate to="/configuration" replace />} />
        </Routes>
      </Suspense>
    </Box>
  );
}
