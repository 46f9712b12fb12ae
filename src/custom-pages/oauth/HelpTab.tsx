import { Accordion, AccordionDetails, AccordionSummary, Box, Link, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export const SQUARE_OAUTH_DOCS = 'https://developer.squareup.com/docs/oauth-api/overview';

const SECTIONS = [
  {
    id: 'quoi',
    title: "Qu'est-ce que la connexion Square ?",
    body: [
      "La connexion OAuth autorise la plateforme à encaisser les paiements par carte sur le compte Square de l'entreprise, sans jamais connaître son mot de passe Square.",
      "Une fois connectée, l'entreprise peut envoyer des liens de paiement en ligne pour ses colis.",
    ],
  },
  {
    id: 'configuration',
    title: 'Configuration',
    body: [
      "1. Choisissez l'entreprise dans la liste, onglet Configuration.",
      "2. Cliquez sur « Connecter à Square » : une fenêtre Square s'ouvre (autorisez les fenêtres pop-up pour ce site).",
      "3. Connectez-vous au compte Square du marchand et cliquez sur « Autoriser ».",
      '4. La fenêtre se ferme et le statut passe à « Connecté » après quelques secondes.',
    ],
  },
  {
    id: 'depannage',
    title: 'Dépannage',
    body: [
      'La fenêtre ne s’ouvre pas : autorisez les pop-ups pour ce site puis réessayez.',
      'Statut « Expiré » : cliquez sur « Rafraîchir le jeton » ; si cela échoue, déconnectez puis reconnectez l’entreprise.',
      'Statut « En attente » qui dure : la fenêtre a été fermée avant la fin ; relancez la connexion (un administrateur peut nettoyer les sessions en attente).',
    ],
  },
  {
    id: 'securite',
    title: 'Sécurité',
    body: [
      "Les jetons d'accès sont conservés par le serveur et ne sont jamais affichés dans le navigateur.",
      "La déconnexion révoque l'accès de la plateforme au compte Square ; les paiements déjà encaissés ne sont pas touchés.",
    ],
  },
];

/** The Aide tab: collapsible sections and the provider's documentation. */
export function HelpTab() {
  return (
    <Box>
      {SECTIONS.map((section) => (
        <Accordion key={section.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`aide-${section.id}`} id={`aide-${section.id}-titre`}>
            <Typography sx={{ fontWeight: 600 }}>{section.title}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`aide-${section.id}`}>
            {section.body.map((line) => (
              <Typography key={line} variant="body2" sx={{ mb: 1 }}>
                {line}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
      <Link href={SQUARE_OAUTH_DOCS} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}>
        Documentation Square OAuth
        <OpenInNewIcon fontSize="small" aria-hidden />
      </Link>
    </Box>
  );
}
