import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** Static placeholder of the spec: the notification system is operational. */
export default function NotificationsPage() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Notifications" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Notifications
        </Typography>
        <Alert severity="success">Le système de notifications est opérationnel. Aucune nouvelle notification.</Alert>
      </CardContent>
    </Card>
  );
}
