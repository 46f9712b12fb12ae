import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title } from 'react-admin';
import { InvoiceWizard } from './InvoiceWizard';
import { InvoiceList } from './InvoiceList';

/** /factures-commerciales: 'Créer une facture' (four steps) and 'Factures existantes'. */
export default function FacturesPage() {
  // `?onglet=existantes` (quick find's link to an invoice) opens the list of existing invoices.
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'creer' | 'existantes'>(() => (params.get('onglet') === 'existantes' ? 'existantes' : 'creer'));
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
          <Tab value="creer" label="Créer une facture" id="tab-creer" aria-controls="panel-creer" />
          <Tab value="existantes" label="Factures existantes" id="tab-existantes" aria-controls="panel-existantes" />
        </Tabs>
        <Box sx={{ p: { xs: 1.5, md: 3 } }} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'creer' ? <InvoiceWizard onCreated={() => setTab('existantes')} /> : <InvoiceList />}
        </Box>
      </Paper>
    </Box>
  );
}
