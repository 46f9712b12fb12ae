import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import ColisEdit from '../../src/resources/colis/ColisEdit';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { getDb } from '../../src/demo/db/store';
import type { DemoColis, DemoProduit } from '../../src/demo/db/types';
import { renderInAdmin, signIn } from './render';

const product = (fields: Partial<DemoProduit> & Pick<DemoProduit, 'id' | 'nom'>): DemoProduit => ({
  description: '',
  quantite: 1,
  valeur_unitaire: 20,
  poids_unitaire: 1,
  categorie_id: null,
  longueur_cm: null,
  largeur_cm: null,
  hauteur_cm: null,
  nb_lignes: null,
  ...fields,
});

/**
 * A registered CAD parcel, in no manifest and unpaid, holding: 3 shirts of 1,35 kg (Vêtements, 8 CAD
 * per kg: 32,40 CAD) and a carton of 1 line (Fret en lots, 40 CAD per line): 72,40 CAD.
 */
function unpaidParcel(discount = 0): DemoColis {
  const db = getDb();
  const colis = db.colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null && c.route_id === 1 && !db.paiements.some((p) => p.colis_id === c.id));
  if (!colis) throw new Error('colis non payé attendu dans les données de démonstration');
  colis.produits = [
    product({ id: 9001, nom: 'Chemises', quantite: 3, poids_unitaire: 1.35, categorie_id: 2 }),
    product({ id: 9002, nom: 'Cartons', quantite: 1, poids_unitaire: 9, categorie_id: 7, nb_lignes: 1 }),
  ];
  colis.frais_expedition = 72.4;
  colis.rabais_applique = discount;
  return colis;
}

function EditScreen() {
  return (
    <Routes>
      <Route path="/colis/:id/edit" element={<ColisEdit />} />
      <Route path="/colis/:id" element={<p>Page du colis</p>} />
    </Routes>
  );
}

async function openProducts(colis: DemoColis) {
  renderInAdmin(<EditScreen />, { url: `/colis/${colis.id}/edit` });
  await userEvent.click(await screen.findByRole('tab', { name: /Produits et frais/ }));
  // The categories' prices are read: the fee of each product shows.
  await waitFor(() => expect(screen.getByTestId('frais-produit-1')).toHaveTextContent(/^Frais : 32,40\sCAD$/));
}

const productFieldset = (n: number) => screen.getByRole('group', { name: `Produit ${n}` });

async function chooseCategory(n: number, name: string) {
  await userEvent.click(within(productFieldset(n)).getByRole('combobox', { name: 'Catégorie' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('Parcel edit: the products tab corrects products, with the new fee before saving', () => {
  it("changes a product's category and a carton's lines: the new fee shows, then before « Oui, sauvegarder »; the server recomputes and the amount due follows", async () => {
    await signIn('agent.ca');
    const colis = unpaidParcel();
    await openProducts(colis);
    expect(screen.getByTestId('frais-expedition')).toHaveTextContent(/^72,40\sCAD$/);

    // The shirts are electronics (50 CAD per unit: 150,00 CAD); the carton is 3 lines (120,00 CAD).
    await chooseCategory(1, 'Électronique');
    await userEvent.clear(within(productFieldset(2)).getByLabelText(/^Nombre de lignes/));
    await userEvent.type(within(productFieldset(2)).getByLabelText(/^Nombre de lignes/), '3');
    expect(screen.getByTestId('frais-produit-1')).toHaveTextContent(/^Frais : 150,00\sCAD$/);
    expect(screen.getByTestId('frais-produit-2')).toHaveTextContent(/^Frais : 120,00\sCAD$/);
    expect(screen.getByTestId('frais-expedition')).toHaveTextContent(/^72,40\sCAD → 270,00\sCAD$/);
    expect(screen.getByTestId('frais-total')).toHaveTextContent(/^72,40\sCAD → 270,00\sCAD$/);

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer les modifications' });
    expect(within(dialog).getByTestId('nouveaux-frais')).toHaveTextContent(/Frais d'expédition : 72,40\sCAD → 270,00\sCAD/);
    expect(within(dialog).getByTestId('nouveaux-frais')).toHaveTextContent(/Total à payer : 72,40\sCAD → 270,00\sCAD/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, sauvegarder' }));
    expect(await screen.findByText('Page du colis')).toBeInTheDocument();

    const stored = getDb().colis.find((c) => c.id === colis.id);
    expect(stored).toMatchObject({ frais_expedition: 270, rabais_applique: 0 });
    expect(stored?.produits.map((p) => [p.nom, p.categorie_id, p.nb_lignes])).toEqual([
      ['Chemises', 1, null],
      ['Cartons', 7, 3],
    ]);
    expect((await dataProvider.getRealPaymentStatus(colis.id)).reste_a_payer).toBe(270);
  });

  it('adds a product and removes another; a saved discount above the new fee follows it down, with a note', async () => {
    await signIn('agent.ca');
    const colis = unpaidParcel(50);
    await openProducts(colis);

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le produit 2' }));
    expect(screen.getByTestId('frais-expedition')).toHaveTextContent(/^72,40\sCAD → 32,40\sCAD$/);
    const discount = screen.getByLabelText(/^Rabais appliqué/);
    expect(discount).toHaveValue('32,4');
    expect(screen.getByText(/^Le rabais de 50,00\sCAD dépasse les nouveaux frais d'expédition : 32,40\sCAD est appliqué\.$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un produit' }));
    const added = productFieldset(2);
    await userEvent.type(within(added).getByLabelText(/^Nom du produit/), 'Passeport');
    await userEvent.type(within(added).getByLabelText(/^Valeur unitaire/), '5');
    await userEvent.type(within(added).getByLabelText(/^Poids unitaire/), '0,2');
    expect(screen.getByTestId('frais-produit-2')).toHaveTextContent(/^Frais : 0,00\sCAD, aucune catégorie$/);
    await chooseCategory(2, 'Documents');
    expect(screen.getByTestId('frais-produit-2')).toHaveTextContent(/^Frais : 15,00\sCAD$/);
    expect(screen.getByTestId('frais-total')).toHaveTextContent(/^22,40\sCAD → 15,00\sCAD$/);

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, sauvegarder' }));
    expect(await screen.findByText('Page du colis')).toBeInTheDocument();
    const stored = getDb().colis.find((c) => c.id === colis.id);
    expect(stored).toMatchObject({ frais_expedition: 47.4, rabais_applique: 32.4 });
    expect(stored?.produits.map((p) => p.nom)).toEqual(['Chemises', 'Passeport']);
  });

  it('a fully paid parcel keeps its products: the tab is locked and says why', async () => {
    await signIn('agent.ca');
    const colis = unpaidParcel();
    getDb().paiements.push({ ...getDb().paiements[0], id: 99_001, colis_id: colis.id, montant: 72.4, devise: 'CAD', statut: 'valide', transaction_id: 'PAYE-TOUT' });
    renderInAdmin(<EditScreen />, { url: `/colis/${colis.id}/edit` });
    expect(await screen.findByRole('status', { name: 'Restrictions' })).toHaveTextContent('Ce colis est entièrement payé : ses produits, son poids et ses frais ne peuvent plus être modifiés.');
    expect(screen.getByRole('tab', { name: /Produits et frais/ })).toHaveTextContent('verrouillé');
  });
});
