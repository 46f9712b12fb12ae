import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigurationPage from '../../src/custom-pages/configuration/ConfigurationPage';
import { CONFIGURATION_SECTIONS } from '../../src/App';
import { renderInAdmin, signIn } from './render';
import { getDb } from '../../src/demo/db/store';

// The machine running the suite is shared: give the demo backend time to answer.
configure({ asyncUtilTimeout: 5000 });

const renderConfiguration = (url = '/configuration') => renderInAdmin(<ConfigurationPage sections={CONFIGURATION_SECTIONS} />, { url, path: '/configuration/*' });

describe('Configuration (/configuration)', () => {
  it('refuses access to the accountant, with the way back to the dashboard', async () => {
    await signIn('comptable');
    renderConfiguration();
    expect(await screen.findByText('Accès refusé')).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez pas les permissions nécessaires pour accéder à la page de configuration.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/');
  });

  it('shows the cards, the system info and the quick actions to an administrator', async () => {
    await signIn('admin');
    renderConfiguration();
    for (const title of ['Taux de Change', 'Catégories de Produits', 'Gestion Utilisateurs', 'Paramètres Système', 'Notifications']) {
      expect(await screen.findByRole('button', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('admin@transatlantique-colis.example')).toBeInTheDocument();
    expect(screen.getByText('Administrateur')).toBeInTheDocument();
    expect(screen.getByText('TransAtlantique Colis')).toBeInTheDocument();
    expect(await screen.findByText(/CAD → GNF/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Paramètres Système' }));
    expect(await screen.findByText(/en cours de développement/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Système' }));
    expect(await screen.findByText('Fonctionnalité en développement')).toBeInTheDocument();
  });

  it('opens each sub-section at its own URL with the way back', async () => {
    await signIn('admin');
    renderConfiguration();
    await userEvent.click(await screen.findByRole('button', { name: 'Catégories de Produits' }));
    expect(await screen.findByRole('heading', { name: 'Catégories de Produits', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Retour à la Configuration' }));
    expect(await screen.findByRole('heading', { name: 'Configuration', level: 1 })).toBeInTheDocument();
  });

  it("lets an administrator forbid delivering unpaid parcels: « Livraison et paiements », the switch, « Enregistrer »; the company's setting is stored and journalled", async () => {
    await signIn('admin');
    renderConfiguration();
    await userEvent.click(await screen.findByRole('button', { name: 'Livraison et paiements' }));
    expect(await screen.findByRole('heading', { name: 'Livraison et paiements', level: 1 })).toBeInTheDocument();
    const setting = await screen.findByRole('switch', { name: "Interdire la livraison d'un colis non payé" });
    expect(setting).not.toBeChecked();
    await userEvent.click(setting);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Paramètres de livraison enregistrés')).toBeInTheDocument();
    expect(getDb().enterprises.find((e) => e.nom === 'TransAtlantique Colis')?.parametres).toEqual({ interdire_livraison_non_payee: true });
    expect(getDb().enterprises.find((e) => e.nom !== 'TransAtlantique Colis')?.parametres).toBeUndefined();
    expect(getDb().journal.at(-1)).toMatchObject({ type: 'parametre_entreprise', ancienne_valeur: 'Désactivé', nouvelle_valeur: 'Activé' });
  });

  it("does not offer « Livraison et paiements » to a manager, whose configuration access is the system flag's", async () => {
    await signIn('manager');
    renderConfiguration();
    expect(await screen.findByRole('button', { name: 'Taux de Change' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Livraison et paiements' })).not.toBeInTheDocument();
  });

  it('lands directly on a sub-section from a shared link', async () => {
    await signIn('admin');
    renderConfiguration('/configuration/employes');
    expect(await screen.findByRole('heading', { name: 'Gestion Utilisateurs', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la Configuration' })).toBeInTheDocument();
  });
});
