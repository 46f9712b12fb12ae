import { Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from '../../domain/parcelDetail';

export function BackToList() {
  return (
    <Button component={Link} to="/colis" startIcon={<ArrowBackIcon />}>
      Retour à la liste
    </Button>
  );
}

/** 'Colis introuvable' of the detail and edit pages; the detail page also names the page after it. */
export function ColisNotFound({ pageTitle = false }: { pageTitle?: boolean }) {
  return (
    <Card sx={{ mt: 2 }}>
      {pageTitle && <Title title={NOT_FOUND_TITLE} />}
      <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h5" component="h1">
          {NOT_FOUND_TITLE}
        </Typography>
        <Typography>{NOT_FOUND_MESSAGE}</Typography>
        <BackToList />
      </CardContent>
    </Card>
  );
}
