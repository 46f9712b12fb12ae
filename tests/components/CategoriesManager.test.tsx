import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ConfigurationPage from '../../src/custom-pages/configuration/ConfigurationPage';
import { CONFIGURATION_SECTIONS } from '../../src/App';
import { endpoints } from '../../src/dataProvider/endpoints';
import { server } from '../../src/demo/node';
import { getDb } from '../../src/demo/db/store';
import { renderInAdmin, signIn } from './render';
import { waitReasonOf } from './waitReason';

// The machine running the suite is shared: give the demo backend time to answer.
configure({ asyncUtilTimeout: 5000 });

async function openCategories(login = 'admin') {
  await signIn(login);
  renderInAdmin(<ConfigurationPage sections={CONFIGURATION_SECTIONS} />, { url: '/configuration/categories', path: '/configuration/*' });
  await screen.findByText('8 catégorie(s) trouvée(s)');
}

const card = (name: string) => screen.getByRole('article', { name });

/** Replaces a field's text in one paste: typing key by key is slow under MUI in the tests' DOM. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

describe('Categories (/configuration/categories)', () => {
  it('lists every category with its badges, searches and counts', async () => {
    await openCategories();
    const cosmetics = card('Cosmétiques');
    expect(within(cosmetics).getByText('Inactif')).toBeInTheDocument();
    expect(within(cosmetics).getByText('Personnalisé')).toBeInTheDocument();
    expect(within(cosmetics).getByRole('button', { name: 'Réactiver Cosmétiques' })).toBeInTheDocument();
    expect(within(cosmetics).queryByRole('button', { name: 'Modifier Cosmétiques' })).not.toBeInTheDocument();
    const documents = card('Documents');
    expect(within(documents).getByText('Défaut')).toBeInTheDocument();
    expect(within(documents).getByText('Colis')).toBeInTheDocument();
    expect(within(documents).queryByText('Factures')).not.toBeInTheDocument();
    // The price in its currency of creation and converted with the route rate: 50 CAD ≈ 312 500 GNF.
    expect(within(card('Électronique')).getByText(/312\s500\sGNF/)).toBeInTheDocument();

    // The search applies after a pause in typing (and goes to the URL).
    await fill(screen.getByLabelText('Rechercher'), 'passeport');
    expect(await screen.findByText('1 catégorie(s) trouvée(s)')).toBeInTheDocument();
    await fill(screen.getByLabelText('Rechercher'), 'zzz');
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('8 catégorie(s) trouvée(s)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Rechercher')).toHaveValue(''));
  });

  it('filters by visibility and status with a count badge, and switches to the list view', async () => {
    await openCategories();
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await userEvent.click(screen.getByLabelText('Statut'));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactives' }));
    expect(await screen.findByText('1 catégorie(s) trouvée(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtres (1 actif)' })).toHaveTextContent('1');
    await userEvent.click(screen.getByLabelText('Visibilité'));
    await userEvent.click(await screen.findByRole('option', { name: 'Factures' }));
    expect(await screen.findByText('0 catégorie(s) trouvée(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtres (2 actifs)' })).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vue en liste' }));
    expect(screen.getByRole('table', { name: 'Catégories' })).toBeInTheDocument();
  });

  it('validates the inline form, tests detection and creates a category', async () => {
    await openCategories();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle catégorie' }));
    const form = screen.getByRole('form', { name: 'Nouvelle catégorie' });
    const submit = within(form).getByRole('button', { name: 'Créer la catégorie' });
    expect(within(form).getByLabelText(/^Nom/)).toHaveFocus();
    expect(submit).toBeDisabled();
    await fill(within(form).getByLabelText(/^Nom/), 'Bijoux');
    expect(submit).toBeEnabled();
    const emoji = within(form).getByLabelText('Emoji');
    await fill(emoji, '12345678901');
    await userEvent.click(within(form).getByLabelText('Afficher pour les colis'));
    await userEvent.click(within(form).getByLabelText('Afficher pour les factures'));
    // Each problem at its field once left; the save waits, disabled, saying the first one.
    expect(await within(form).findByText("L'emoji ne doit pas dépasser 10 caractères")).toBeInTheDocument();
    expect(within(form).getByText('La catégorie doit être visible dans au moins un contexte (colis ou facture).')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await fill(emoji, '💍');
    await userEvent.click(within(form).getByLabelText('Afficher pour les colis'));
    expect(within(form).queryByText('La catégorie doit être visible dans au moins un contexte (colis ou facture).')).not.toBeInTheDocument();
    await fill(within(form).getByLabelText('Mots-clés de détection'), 'bague, collier , montre');

    await fill(within(form).getByLabelText('Texte à tester'), 'Une MONTRE suisse');
    await userEvent.click(within(form).getByRole('button', { name: 'Tester' }));
    expect(within(form).getByText('✅ "Une MONTRE suisse" serait détecté par cette catégorie')).toBeInTheDocument();
    await fill(within(form).getByLabelText('Texte à tester'), 'Sac de riz');
    await userEvent.click(within(form).getByRole('button', { name: 'Tester' }));
    expect(within(form).getByText('❌ "Sac de riz" ne serait PAS détecté par cette catégorie')).toBeInTheDocument();

    await userEvent.click(submit);
    expect(await screen.findByText('Catégorie créée avec succès')).toBeInTheDocument();
    expect(await screen.findByText('9 catégorie(s) trouvée(s)')).toBeInTheDocument();
    expect(getDb().categories.at(-1)).toMatchObject({ nom: 'Bijoux', emoji: '💍', mots_cles_detection: ['bague', 'collier', 'montre'], afficher_pour_colis: true, afficher_pour_facture: false });
  });

  it("prices a new category in a currency of the company's routes (devise_creation): Sahel Express picks XOF", async () => {
    await signIn('sahel.admin');
    renderInAdmin(<ConfigurationPage sections={CONFIGURATION_SECTIONS} />, { url: '/configuration/categories', path: '/configuration/*' });
    await screen.findByText('3 catégorie(s) trouvée(s)');
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle catégorie' }));
    const form = screen.getByRole('form', { name: 'Nouvelle catégorie' });
    expect(await within(form).findByLabelText(/^Prix unitaire \(EUR\)/)).toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText(/^Devise/));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['EUR', 'XOF']);
    await userEvent.click(screen.getByRole('option', { name: 'XOF' }));
    expect(within(form).getByLabelText(/^Prix unitaire \(XOF\)/)).toBeInTheDocument();
    await fill(within(form).getByLabelText(/^Nom/), 'Pagnes tissés');
    await fill(within(form).getByLabelText(/^Prix unitaire/), '2500');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer la catégorie' }));
    expect(await screen.findByText('Catégorie créée avec succès')).toBeInTheDocument();
    expect(getDb().categories.at(-1)).toMatchObject({ nom: 'Pagnes tissés', entreprise_id: 2, prix_unitaire: 2500, devise_creation: 'XOF' });
  });

  it('keeps the form and shows the server message when the name is taken', async () => {
    await openCategories();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle catégorie' }));
    const form = screen.getByRole('form', { name: 'Nouvelle catégorie' });
    await fill(within(form).getByLabelText(/^Nom/), 'Vêtements');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer la catégorie' }));
    expect((await within(form).findAllByText('Une catégorie porte déjà ce nom.')).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText(/^Nom/)).toHaveValue('Vêtements');
  });

  it("waits, disabled from its first render, saying why; the server's refusal of the name shows at the name, what was typed kept", async () => {
    await openCategories();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle catégorie' }));
    const form = screen.getByRole('form', { name: 'Nouvelle catégorie' });
    const submit = within(form).getByRole('button', { name: 'Créer la catégorie' });
    expect(submit).toBeDisabled();
    expect(waitReasonOf(submit)).toBe('Le nom est requis');
    await fill(within(form).getByLabelText(/^Nom/), 'Vêtements');
    await fill(within(form).getByLabelText(/^Description$/), 'Textiles');
    await userEvent.click(submit);
    await waitFor(() => expect(within(form).getByLabelText(/^Nom/)).toHaveAccessibleDescription('Une catégorie porte déjà ce nom.'));
    expect(within(form).getByLabelText(/^Nom/)).toHaveValue('Vêtements');
    expect(within(form).getByLabelText(/^Description$/)).toHaveValue('Textiles');
    expect(getDb().categories.filter((c) => c.nom === 'Vêtements' && c.entreprise_id === 1)).toHaveLength(1);
  });

  it('edits a category', async () => {
    await openCategories();
    await userEvent.click(within(card('Vêtements')).getByRole('button', { name: 'Modifier Vêtements' }));
    const form = screen.getByRole('form', { name: 'Modifier la catégorie' });
    const price = within(form).getByLabelText('Prix unitaire (CAD)');
    expect(price).toHaveValue('8');
    await fill(price, '9,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Catégorie modifiée avec succès')).toBeInTheDocument();
    expect(getDb().categories.find((c) => c.nom === 'Vêtements')?.prix_unitaire).toBe(9.5);
  });

  it('refuses to save a category deactivated meanwhile (another tab), says why and keeps the form', async () => {
    await openCategories();
    await userEvent.click(within(card('Vêtements')).getByRole('button', { name: 'Modifier Vêtements' }));
    const form = screen.getByRole('form', { name: 'Modifier la catégorie' });
    await fill(within(form).getByLabelText('Prix unitaire (CAD)'), '9,5');
    getDb().categories.find((c) => c.nom === 'Vêtements')!.is_active = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect((await screen.findAllByText('Cette catégorie a été désactivée : réactivez-la avant de la modifier.')).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText('Prix unitaire (CAD)')).toHaveValue('9,5');
    expect(getDb().categories.find((c) => c.nom === 'Vêtements')?.prix_unitaire).toBe(8);
  });

  it('saves a price typed the French way, « 1 250,50 », as 1250.5, and refuses « 12,5O » at the field with the text kept', async () => {
    await openCategories();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle catégorie' }));
    const form = screen.getByRole('form', { name: 'Nouvelle catégorie' });
    await fill(within(form).getByLabelText(/^Nom/), 'Bijoux');
    const price = within(form).getByLabelText('Prix unitaire (CAD)');
    await fill(price, '12,5O');
    await userEvent.tab();
    expect(await within(form).findByText('Saisissez un nombre, par exemple 1 250,50')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Créer la catégorie' })).toBeDisabled();
    expect(price).toHaveValue('12,5O');
    expect(getDb().categories.some((c) => c.nom === 'Bijoux')).toBe(false);

    await fill(price, '1 250,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer la catégorie' }));
    expect(await screen.findByText('Catégorie créée avec succès')).toBeInTheDocument();
    expect(getDb().categories.find((c) => c.nom === 'Bijoux')?.prix_unitaire).toBe(1250.5);
  });

  it("refuses a display order of 1.5 in French instead of storing 1", async () => {
    await openCategories();
    await userEvent.click(within(card('Vêtements')).getByRole('button', { name: 'Modifier Vêtements' }));
    const form = screen.getByRole('form', { name: 'Modifier la catégorie' });
    const order = within(form).getByLabelText("Ordre d'affichage");
    await fill(order, '1.5');
    await userEvent.tab();
    expect(await within(form).findByText("L'ordre d'affichage doit être un nombre entier, sans décimales")).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
    expect(order).toHaveValue('1.5');
    expect(getDb().categories.find((c) => c.nom === 'Vêtements')?.ordre_affichage).toBe(2);
    await fill(order, '7');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Catégorie modifiée avec succès')).toBeInTheDocument();
    expect(getDb().categories.find((c) => c.nom === 'Vêtements')?.ordre_affichage).toBe(7);
  });

  it('deactivates after confirmation and reactivates', async () => {
    await openCategories();
    await userEvent.click(within(card('Meubles')).getByRole('button', { name: 'Désactiver Meubles' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmer la désactivation' });
    expect(within(dialog).getByText(/ne sera plus disponible pour les nouveaux colis/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Catégorie désactivée avec succès')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Meubles')).getByText('Inactif')).toBeInTheDocument());
    await userEvent.click(within(card('Meubles')).getByRole('button', { name: 'Réactiver Meubles' }));
    expect(await screen.findByText('Catégorie réactivée avec succès')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Meubles')).queryByText('Inactif')).not.toBeInTheDocument());
  });

  it('shows the server message when deactivation fails', async () => {
    await openCategories();
    server.use(http.delete(`*${endpoints.categories.detail(4)}`, () => HttpResponse.json({}, { status: 500 })));
    await userEvent.click(within(card('Meubles')).getByRole('button', { name: 'Désactiver Meubles' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Erreur lors de la désactivation')).toBeInTheDocument();
  });

  it("offers 'Initialiser par défaut' only when there are no categories", async () => {
    await signIn('admin');
    getDb().categories = getDb().categories.filter((c) => c.entreprise_id !== 1);
    renderInAdmin(<ConfigurationPage sections={CONFIGURATION_SECTIONS} />, { url: '/configuration/categories', path: '/configuration/*' });
    expect(await screen.findByText('Aucune catégorie configurée')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Initialiser par défaut' }));
    expect(await screen.findByText('5 catégories par défaut créées')).toBeInTheDocument();
    expect(await screen.findByText('5 catégorie(s) trouvée(s)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Initialiser par défaut' })).not.toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    server.use(http.get(`*${endpoints.categories.list}`, () => HttpResponse.json({}, { status: 500 })));
    await signIn('admin');
    renderInAdmin(<ConfigurationPage sections={CONFIGURATION_SECTIONS} />, { url: '/configuration/categories', path: '/configuration/*' });
    expect(await screen.findByText('Erreur lors du chargement des catégories', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
