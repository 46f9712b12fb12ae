import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title } from 'react-admin';
import { useCan } from '../../components/access/useCan';
import { InvoiceWizard } from './InvoiceWizard';
import { InvoiceList } from './InvoiceList';

type Tab = 'creer' | 'existantes';

/**
 * /factures-commerciales: 'Créer une facture' (four steps, for the roles that may) and 'Factures
 * existantes'. The tab is in the URL (?onglet=existantes) beside the list's filters, so a reload or a shared link opens it again.
 */
export default function FacturesPage() {
  const create = useCan('factures.create');
  const [search, setSearch] = useSearchParams();
  // A role that may not create an invoice lands on the existing ones.
  const tab: Tab = search.get('onglet') === 'existantes' || !create.allowed ? 'existantes' : 'creer';
  const setTab = (next: Tab) => setSearch(next === 'existantes' ? { onglet: 'existantes' } : {});
  return (
    <Box sx={{ pt: 2, pb: 10 }}>
      <Title title="Factures Commerciales" />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/bordereaux" startIcon={<ArrowBackIcon />}>
          Retour aux bordereaux
        </Button>
        <Typography variant="h5" component="h1">
          Factures Commerciales
        </Typography>
      </Stack>
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, value: Tab) => setTab(value)} variant="fullWidth" aria-label="Factures commerciales">
          <Tab value="creer" label="Créer une facture" id="tab-creer" aria-controls="panel-creer" disabled={!create.allowed} />
          <Tab value="existantes" label="Factures existantes" id="tab-existantes" aria-controls="panel-existantes" />
        </Tabs>
        {!create.allowed && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
            {create.message}
          </Typography>
        )}
        <Box sx={{ p: { xs: 1.5, md: 3 } }} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'creer' ? <InvoiceWizard onCreated={() => setTab('existantes')} /> : <InvoiceList />}
        </Box>
      </Paper>
    </Box>
  );
}
