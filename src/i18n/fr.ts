import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';

/** react-admin's French messages with our resource names. */
export const fr = {
  ...frenchMessages,
  ra: {
    ...frenchMessages.ra,
    // The top bar's refresh icon, told apart from the dashboard's 'Actualiser' and 'Recharger'.
    action: { ...frenchMessages.ra.action, refresh: "Actualiser les données de l'écran" },
  },
  resources: {
    colis: { name: 'Colis |||| Colis' },
    bordereaux: { name: 'Bordereau |||| Bordereaux' },
    paiements: { name: 'Paiement |||| Paiements' },
    factures: { name: 'Facture commerciale |||| Factures commerciales' },
    categories: { name: 'Catégorie |||| Catégories' },
    employes: { name: 'Employé |||| Employés' },
    routes: { name: "Route d'entreprise |||| Routes d'entreprise" },
  },
};

export const i18nProvider = polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'Français' }], { allowMissing: true });
