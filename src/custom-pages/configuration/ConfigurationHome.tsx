import type { ReactNode } from 'react';
import { Box, Button, Card, CardActionArea, CardContent, Chip, Divider, Grid, Typography } from '@mui/material';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import CategoryIcon from '@mui/icons-material/Category';
import GroupIcon from '@mui/icons-material/Group';
import TuneIcon from '@mui/icons-material/Tune';
import NotificationsIcon from '@mui/icons-material/Notifications';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import HistoryIcon from '@mui/icons-material/History';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../authProvider/session';
import { useCurrency } from '../../components/useCurrency';
import { MANAGE_USERS_DENIED, can, canManageUsers } from '../../domain/permissions';
import { DELIVERY_SETTINGS_TITLE } from '../../domain/handover';

export const IN_DEVELOPMENT = 'Fonctionnalité en développement';

interface SectionCard {
  title: string;
  description: string;
  icon: ReactNode;
  operational: boolean;
  onOpen: () => void;
}

function ConfigurationCard({ card }: { card: SectionCard }) {
  return (
    // No fading for the sections in development (their grey text fell under AA contrast): the chip says it.
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea onClick={card.onOpen} sx={{ height: '100%', alignItems: 'stretch' }} aria-label={card.title}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
              {card.icon}
            </Box>
            <Typography variant="h6" component="h2">
              {card.title}
            </Typography>
          </Box>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {card.description}
          </Typography>
          <Chip size="small" color={card.operational ? 'success' : 'default'} label={card.operational ? 'Opérationnel' : 'En développement'} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The card grid, system info and quick actions of /configuration (spec 000 section 2). */
export function ConfigurationHome() {
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useCurrentUser();
  const { baseCurrency, destinationCurrency } = useCurrency();
  const pair = baseCurrency && destinationCurrency ? ` (${baseCurrency} → ${destinationCurrency})` : '';

  const openUsers = () => {
    if (canManageUsers(user)) navigate('/configuration/employes');
    else notify(MANAGE_USERS_DENIED, { type: 'warning' });
  };
  const inDevelopment = (title: string) => () => notify(`${title} : en cours de développement`, { type: 'info' });

  const cards: SectionCard[] = [
    { title: 'Taux de Change', description: `Taux de change des routes de l'entreprise${pair} et test de conversion.`, icon: <CurrencyExchangeIcon />, operational: true, onOpen: () => navigate('/configuration/taux-de-change') },
    { title: 'Catégories de Produits', description: 'Catégories, tarifs et mots-clés de détection des produits.', icon: <CategoryIcon />, operational: true, onOpen: () => navigate('/configuration/categories') },
    { title: 'Gestion Utilisateurs', description: 'Employés, rôles, sites et places disponibles.', icon: <GroupIcon />, operational: true, onOpen: openUsers },
    ...(can(user, 'journal.view')
      ? [{ title: 'Journal des modifications', description: 'Qui a changé un rôle, un mot de passe, un taux, un prix, un statut, une étape de bordereau ou la connexion Square, quand, avant et après.', icon: <HistoryIcon />, operational: true, onOpen: () => navigate('/configuration/journal') }]
      : []),
    ...(can(user, 'settings.delivery')
      ? [{ title: DELIVERY_SETTINGS_TITLE, description: "Interdire ou permettre la livraison d'un colis qui n'est pas entièrement payé.", icon: <LocalShippingIcon />, operational: true, onOpen: () => navigate('/configuration/livraison') }]
      : []),
    ...(can(user, 'oauth.view')
      ? [{ title: 'Paiement en ligne (Square)', description: 'Connexion des entreprises à Square pour les liens de paiement par carte.', icon: <CreditCardIcon />, operational: true, onOpen: () => navigate('/oauth') }]
      : []),
    { title: 'Paramètres Système', description: 'Réglages généraux de la plateforme.', icon: <TuneIcon />, operational: false, onOpen: inDevelopment('Paramètres Système') },
    { title: 'Notifications', description: 'E-mails et alertes envoyés aux clients et aux employés.', icon: <NotificationsIcon />, operational: false, onOpen: inDevelopment('Notifications') },
  ];

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        Configuration
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Paramètres de votre entreprise : taux de change, catégories de produits et utilisateurs.
      </Typography>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.title} size={{ xs: 12, sm: 6, md: 4 }}>
            <ConfigurationCard card={card} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Informations système
              </Typography>
              <Divider sx={{ mb: 2 }} />
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
                <Typography component="dt" color="text.secondary">
                  Utilisateur
                </Typography>
                <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                  {user?.email ?? '—'}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  Rôle
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  Administrateur
                </Typography>
                <Typography component="dt" color="text.secondary">
                  Entreprise
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {user?.entreprise?.nom || 'Non définie'}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Actions rapides
              </Typography>
              <Divider sx={{ mb: 2 }} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button variant="outlined" startIcon={<CurrencyExchangeIcon />} onClick={() => navigate('/configuration/taux-de-change')}>
                  Taux de change
                </Button>
                <Button variant="outlined" startIcon={<GroupIcon />} onClick={openUsers}>
                  Utilisateurs
                </Button>
                <Button variant="outlined" startIcon={<CategoryIcon />} onClick={() => navigate('/configuration/categories')}>
                  Catégories
                </Button>
                <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => notify(IN_DEVELOPMENT, { type: 'info' })}>
                  Système
                </Button>
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
