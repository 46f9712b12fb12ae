import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { TapToPaySyncResult } from '../../dataProvider/contract/paiements';

/** Results of a Tap to Pay (card reader) synchronisation. */
export function TapToPayDialog({ result, onClose }: { result: TapToPaySyncResult | null; onClose: () => void }) {
  return (
    <Dialog open={result !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="tap-to-pay-title">
      {result && (
        <>
          <DialogTitle id="tap-to-pay-title">Synchronisation Tap to Pay</DialogTitle>
          <DialogContent dividers>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Période : {result.période ?? result.periode ?? '—'}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0 }}>
              <dt>Paiements traités</dt>
              <dd style={{ margin: 0, fontWeight: 700 }}>{result.paiements_traités}</dd>
              <dt>Colis trouvés</dt>
              <dd style={{ margin: 0, fontWeight: 700 }}>{result.colis_trouvés}</dd>
              <dt>Paiements créés</dt>
              <dd style={{ margin: 0, fontWeight: 700 }}>{result.paiements_créés}</dd>
            </Box>
            {result.erreurs.length > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                <Typography sx={{ fontWeight: 600 }}>Erreurs ({result.erreurs.length})</Typography>
                <Box component="ul" sx={{ pl: 2, my: 0 }}>
                  {result.erreurs.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </Box>
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Fermer
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
