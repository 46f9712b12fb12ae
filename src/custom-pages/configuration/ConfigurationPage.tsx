import { lazy, Suspense, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { Title } from 'react-admin';
import { AccessDenied } from '../../components/access/AccessDenied';
import { useCan } from '../../components/access/useCan';
import { ConfigurationHome } from './ConfigurationHome';

const NotFound = lazy(() => import('../../components/NotFound'));

function SectionLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="progressbar" aria-label="Chargement de la section">
      <CircularProgress />
    </Box>
  );
}

/** A sub-section of /configuration: its path below it ('categories') and its screen, behind its capability. */
export interface ConfigurationSection {
  path: string;
  element: ReactNode;
}

/**
 * /configuration and its sub-sections (spec 000 section 2): each has its own URL, so a reload or a
 * shared link lands on it; users without configuration access see 'Accès refusé'. The sections are
 * the resources' screens (categories, employees, routes, journal), handed in by the app, which
 * guards each with its own capability.
 */
export default function ConfigurationPage({ sections }: { sections: readonly ConfigurationSection[] }) {
  const access = useCan('configuration.view');
  if (!access.allowed) return <AccessDenied title="Configuration" message={access.message} />;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Configuration" />
      <Suspense fallback={<SectionLoader />}>
        <Routes>
          <Route index element={<ConfigurationHome />} />
          {sections.map((section) => (
            <Route key={section.path} path={section.path} element={section.element} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </Box>
  );
}
