import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { clearAddressSchemaCache } from '../../src/dataProvider/methods/colisCreation';
import { getDb } from '../../src/demo/db/store';
import { signIn } from './render';
import ColisList from '../../src/resources/colis/ColisList';
import { fill, fillParties, fillProduct, productCard, renderWizard, wizardUser } from './wizardSteps';

/** The wizard's fees before « Créer le colis »: no silent 0, no price the agent has not seen, the discount that applies. */
describe('New parcel wizard: the fees the agent sees are the fees recorded', () => {
  beforeEach(() => clearAddressSchemaCache());

  it('asks before creating a parcel with a product priced 0, naming each product and why; « Annuler » creates nothing', async () => {
    const u = wizardUser();
    await signIn('agent.ca');
    renderWizard();
    await fillParties(u);
    // « Lotion »: no keyword of any category (whole words), no category chosen.
    await fillProduct(u, 1, { nom: 'Lotion', valeur: '12', poids: '0,4' });
    await u.click(screen.getByRole('button', { name: 'Ajouter un produit' }));
    // « Tableau » chosen as furniture (priced by volume) without its dimensions.
    await fillProduct(u, 2, { nom: 'Tableau', categorie: /^Meubles/, valeur: '80', poids: '3' });
    await u.click(screen.getByRole('tab', { name: 'Résumé' }));
    const before = getDb().colis.length;

    await u.click(screen.getByRole('button', { name: 'Créer le colis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer le colis avec des frais à 0 ?' });
    const listed = within(within(dialog).getByRole('list', { name: 'Produits à frais nuls' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(listed).toEqual(['Produit 1 « Lotion » : frais à 0, aucune catégorie', 'Produit 2 « Tableau » : frais à 0, dimensions manquantes (longueur, largeur et hauteur)']);
    await u.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDb().colis).toHaveLength(before);

    await u.click(screen.getByRole('button', { name: 'Créer le colis' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Créer quand même' }));
    expect(await screen.findByText('Liste des colis')).toBeInTheDocument();
    expect(getDb().colis).toHaveLength(before + 1);
    expect(getDb().colis.at(-1)?.produits.map((p) => p.nom)).toEqual(['Lotion', 'Tableau']);
  });

  it('a category price changed between the summary and the creation: nothing is created until the agent confirms the new total', async () => {
    const u = wizardUser();
    await signIn('agent.ca');
    renderWizard();
    await fillParties(u);
    await fillProduct(u, 1, { nom: 'Contrat de bail', categorie: /^Documents/, valeur: '5', poids: '0,3' });
    await u.click(screen.getByRole('tab', { name: 'Résumé' }));
    expect(screen.getByTestId('resume-total')).toHaveTextContent(/15,00\sCAD/);

    // An administrator raises the flat price of documents meanwhile (15 → 19,50 CAD).
    const documents = getDb().categories.find((c) => c.id === 5);
    if (!documents) throw new Error('catégorie Documents attendue');
    documents.prix_unitaire = 19.5;
    const before = getDb().colis.length;
    await u.click(screen.getByRole('button', { name: 'Créer le colis' }));
    const notice = await screen.findByTestId('frais-modifies');
    expect(notice).toHaveTextContent("Les frais ont changé depuis l'affichage du résumé : aucun colis n'a été créé");
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Produit 1 « Contrat de bail » : 15,00 CAD → 19,50 CAD',
      'Frais de base : 15,00 CAD → 19,50 CAD',
      'Total à payer : 15,00 CAD → 19,50 CAD',
    ]);
    expect(screen.getByTestId('resume-total')).toHaveTextContent(/19,50\sCAD/);
    expect(getDb().colis).toHaveLength(before);

    await u.click(screen.getByRole('button', { name: 'Créer le colis' }));
    expect(await screen.findByText('Liste des colis')).toBeInTheDocument();
    expect(getDb().colis).toHaveLength(before + 1);
    expect(getDb().colis.at(-1)).toMatchObject({ frais_expedition: 19.5, rabais_applique: 0 });
  });

  it('a discount above a base fee that dropped is refused at its field as typed, never applied in silence: the total follows the fee', async () => {
    const u = wizardUser();
    await signIn('agent.ca');
    renderWizard();
    await u.click(await screen.findByRole('tab', { name: 'Produits' }));
    // Vêtements, 8 CAD per kg: 3 × 1,35 kg = 32,40 CAD.
    await fillProduct(u, 1, { nom: 'Chemises', categorie: /^Vêtements/, valeur: '20', poids: '1,35' });
    await u.clear(within(productCard(1)).getByLabelText(/^Quantité/));
    await fill(u, within(productCard(1)).getByLabelText(/^Quantité/), '3');
    await u.click(screen.getByRole('tab', { name: 'Frais' }));
    await fill(u, screen.getByLabelText(/^Rabais/), '30');
    expect(screen.getByTestId('wizard-total')).toHaveTextContent(/2,40\sCAD/);

    // One shirt instead of three: the base fee drops to 10,80 CAD, below the 30 typed.
    await u.click(screen.getByRole('tab', { name: 'Produits' }));
    await u.clear(within(productCard(1)).getByLabelText(/^Quantité/));
    await fill(u, within(productCard(1)).getByLabelText(/^Quantité/), '1');
    await u.click(screen.getByRole('tab', { name: 'Frais' }));
    const field = screen.getByLabelText(/^Rabais/);
    expect(field).toHaveValue('30');
    expect(field).toHaveAccessibleDescription("Le rabais ne peut pas dépasser les frais d'expédition");
    expect(screen.getByTestId('wizard-total')).toHaveTextContent(/0,00\sCAD/);
  });

  it('after « Créer le colis », the list shows the new parcel first and highlighted, and the message offers to open it or print its label', async () => {
    const u = wizardUser();
    await signIn('agent.ca');
    renderWizard(<ColisList />);
    await fillParties(u);
    await fillProduct(u, 1, { nom: 'Contrat de bail', categorie: /^Documents/, valeur: '5', poids: '0,3' });
    await u.click(screen.getByRole('tab', { name: 'Résumé' }));
    await u.click(screen.getByRole('button', { name: 'Créer le colis' }));
    const made = await waitFor(() => {
      const last = getDb().colis.at(-1);
      if (last?.produits[0]?.nom !== 'Contrat de bail') throw new Error('colis pas encore créé');
      return last;
    });
    const toast = (await screen.findByText(/^Colis COL-\d{4}-\d{6} créé avec succès/)).closest('.MuiSnackbarContent-root');
    if (!(toast instanceof HTMLElement)) throw new Error('message de succès attendu');
    expect(within(toast).getByRole('link', { name: 'Ouvrir le colis' })).toHaveAttribute('href', `/colis/${made.id}`);
    expect(within(toast).getByRole('button', { name: /^Étiquette A6/ })).toBeEnabled();
    await waitFor(() => expect(screen.getAllByTestId('colis-row')[0]).toHaveTextContent(made.tracking_number));
    const first = screen.getAllByTestId('colis-row')[0];
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first).getByText('Nouveau')).toBeInTheDocument();
    expect(screen.getAllByTestId('colis-row').filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
  });
});
