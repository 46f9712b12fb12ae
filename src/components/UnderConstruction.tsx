import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** Holds a route's place until its screen lands (each later issue replaces one). */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">Cet écran arrive bientôt.</Typography>
      </CardContent>
    </Card>
  );
}
