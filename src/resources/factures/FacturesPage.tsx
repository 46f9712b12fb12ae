import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title } from 'react-admin';
import { InvoiceWizard } from './InvoiceWizard';
import { InvoiceList } from './InvoiceList';
import { useCan } from '../../components/access/useCan';

/** /factures-commerciales: 'Créer une facture' (four steps, for the roles that may) and 'Factures existantes'. */
export default function FacturesPage() {
  const create = useCan('factures.create');
  // `?onglet=existantes` (quick find's link to an invoice) opens the list of existing invoices; so does a role that may not create one.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'creer' | 'existantes'>(() => (params.get('onglet') === 'existantes' || !create.allowed ? 'existantes' : 'creer'));
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
        <Tabs value={tab} onChange={(_, value: 'creer' | 'existantes') => setTab(value)} variant="fullWidth" aria-label="Factures commerciales">
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
