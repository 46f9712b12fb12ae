import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import ColisCreate from '../../src/resources/colis/ColisCreate';
import { clearAddressSchemaCache } from '../../src/dataProvider/methods/colisCreation';
import { endpoints } from '../../src/dataProvider/endpoints';
import { server } from '../../src/demo/node';
import { getDb } from '../../src/demo/db/store';
import { draftKey } from '../../src/resources/colis/wizard/draft';
import { DETECTION_DELAY_MS } from '../../src/resources/colis/wizard/useCategoryDetection';
import { renderInAdmin, signIn } from './render';

const user = () => userEvent.setup({ delay: null });
type User = ReturnType<typeof user>;

/** Types a whole value at once (a paste): the wizard re-renders once instead of once per key. */
async function fill(u: User, element: HTMLElement, text: string) {
  await u.click(element);
  await u.paste(text);
}

function renderWizard() {
  return renderInAdmin(
    <Routes>
      <Route path="/colis/nouveau" element={<ColisCreate />} />
      <Route path="/colis" element={<p>Liste des colis</p>} />
      <Route path="/" element={<p>Tableau de bord</p>} />
    </Routes>,
    { url: '/colis/nouveau' },
  );
}

async function fillSenderCanada(u: User) {
  await fill(u, await screen.findByLabelText(/^Nom/), 'Tremblay');
  await fill(u, screen.getByLabelText(/^Prénom/), 'Luc');
  await fill(u, screen.getByLabelText(/^Téléphone/), '+1 514 555 0000');
  await fill(u, screen.getByLabelText(/^Email/), 'luc@exemple.example');
  await fill(u, await screen.findByLabelText(/^Adresse/), '12 rue Saint-Denis');
  await fill(u, screen.getByLabelText(/^Ville/), 'Montréal');
  await fill(u, screen.getByLabelText(/^Province/), 'QC');
  await fill(u, screen.getByLabelText(/^Code postal/), 'H2X 1Y4');
}

async function fillRecipient(u: User) {
  await fill(u, await screen.findByLabelText(/^Nom/), 'Bah');
  await fill(u, screen.getByLabelText(/^Prénom/), 'Awa');
  await fill(u, screen.getByLabelText(/^Téléphone/), '+224 620 00 00 00');
  await fill(u, screen.getByLabelText(/^Quartier/), 'Kaloum');
}

function productCard(n: number): HTMLElement {
  return screen.getByRole('region', { name: `Produit ${n}` });
}

// Long journeys through a large MUI form: generous timeouts for a loaded CI machine.
describe('New parcel wizard (/colis/nouveau)', () => {
  beforeEach(() => clearAddressSchemaCache());
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
  });

  it('a returning sender: typing their phone offers them with their recipients; one choice, by keyboard, fills both steps', async () => {
    const u = user();
    await signIn('agent.ca');
    // The customer Fatoumata Sow registers her parcels at the Canadian counter: her latest one names the recipient offered first.
    const latest = getDb()
      .colis.filter((c) => c.expediteur_telephone === '+1 438 555 0106' && c.route_id === 1)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    renderWizard();
    await fill(u, await screen.findByLabelText(/^Expéditeur connu/), '438 555 0106');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Fatoumata Sow · +1 438 555 0106')).toBeInTheDocument();
    await u.keyboard('{ArrowDown}{Enter}');

    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Sow');
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Fatoumata');
    expect(screen.getByLabelText(/^Téléphone/)).toHaveValue('+1 438 555 0106');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('client@exemple.example');
    expect(screen.getByLabelText(/^Ville/)).toHaveValue(latest.expediteur_address_components.city);
    expect(screen.getByRole('status')).toHaveTextContent(`Fatoumata Sow et ${latest.destinataire_prenom} ${latest.destinataire_nom} remplis depuis leur dernier envoi`);

    await u.click(screen.getByRole('tab', { name: 'Destinataire' }));
    expect(await screen.findByLabelText(/^Nom/)).toHaveValue(latest.destinataire_nom);
    expect(screen.getByLabelText(/^Téléphone/)).toHaveValue(latest.destinataire_telephone);
    expect(screen.getByLabelText(/^Quartier/)).toHaveValue(latest.destinataire_quartier);
  });

  it("offers no other company's sender", async () => {
    const u = user();
    await signIn('sahel.admin');
    renderWizard();
    await fill(u, await screen.findByLabelText(/^Expéditeur connu/), '438 555 0106');
    expect(await screen.findByText('Aucun expéditeur connu pour cette recherche')).toBeInTheDocument();
  });

  it('shows the five steps; Précédent is disabled on the first step', async () => {
    await signIn('agent.ca');
    renderWizard();
    for (const label of ['Expéditeur', 'Destinataire', 'Produits', 'Frais', 'Résumé']) {
      expect(await screen.findByRole('tab', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(screen.getByText(/^Envoi de/)).toHaveTextContent(/Envoi de .*Canada vers .*Guinée/);
  });

  it('blocks Suivant on an empty sender from Canada with every message and an error toast', async () => {
    const u = user();
    await signIn('agent.ca');
    renderWizard();
    await screen.findByLabelText(/^Adresse/);
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    // The messages show together, as the form's check ends.
    expect(await screen.findByText("Le nom de l'expéditeur est requis")).toBeInTheDocument();
    for (const message of [
      "Le nom de l'expéditeur est requis",
      "Le prénom de l'expéditeur est requis",
      "Le téléphone de l'expéditeur est requis",
      "L'email de l'expéditeur est requis pour les envois du Canada vers la Guinée",
      'Le champ "Adresse" est obligatoire',
      'Le champ "Ville" est obligatoire',
      'Le champ "Province" est obligatoire',
      'Le champ "Code postal" est obligatoire',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText("Veuillez corriger les erreurs de l'étape « Expéditeur »")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Expéditeur' })).toBeInTheDocument();
  });

  it("'Précédent' moves the focus to the step it shows", async () => {
    const u = user();
    await signIn('agent.ca');
    renderWizard();
    await u.click(await screen.findByRole('tab', { name: 'Destinataire' }));
    await u.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByRole('region', { name: 'Étape 1 : Expéditeur' })).toHaveFocus();
  });

  it('from Guinea, the sender e-mail is optional and the recipient e-mail is required', async () => {
    const u = user();
    await signIn('agent.gn');
    renderWizard();
    await u.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Le champ "Quartier" est obligatoire')).toBeInTheDocument();
    expect(screen.queryByText(/L'email de l'expéditeur est requis/)).not.toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Destinataire' }));
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText("L'email du destinataire est requis pour les envois de la Guinée vers le Canada")).toBeInTheDocument();
    expect(screen.getByText('Le nom du destinataire est requis')).toBeInTheDocument();
  });

  it('detects the category from the product name, offers a suggestion, and stops after a manual choice', async () => {
    const u = user();
    await signIn('agent.ca');
    renderWizard();
    await u.click(await screen.findByRole('tab', { name: 'Produits' }));
    const card = productCard(1);
    const name = within(card).getByLabelText(/^Nom du produit/);
    await fill(u, name, 'Chaise pliante');
    await waitFor(() => expect(within(card).getByRole('radio', { name: /^Meubles/ })).toHaveAttribute('aria-checked', 'true'));
    expect(within(card).getByText(/Catégorie détectée automatiquement/)).toBeInTheDocument();
    // Par CBM asks for the three dimensions.
    expect(within(card).getByLabelText(/^Longueur/)).toBeInTheDocument();

    await u.clear(name);
    await fill(u, name, 'Sac de riz');
    await u.click(await within(card).findByRole('button', { name: 'Utiliser cette suggestion' }));
    expect(within(card).getByRole('radio', { name: /^Alimentation/ })).toHaveAttribute('aria-checked', 'true');

    await u.click(within(card).getByRole('radio', { name: /^Vêtements/ }));
    // The detection would start DETECTION_DELAY_MS after the name changes: that delay passes on a
    // controlled clock, so what is checked after it does not depend on the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await u.clear(name);
    await fill(u, name, 'Téléphone');
    await act(() => vi.advanceTimersByTimeAsync(DETECTION_DELAY_MS * 2));
    vi.useRealTimers();
    expect(within(card).queryByRole('button', { name: 'Utiliser cette suggestion' })).not.toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: /^Vêtements/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('computes the fees to the cent in both currencies and refuses a discount above the base fee at its field', async () => {
    const u = user();
    await signIn('agent.ca');
    renderWizard();
    await u.click(await screen.findByRole('tab', { name: 'Produits' }));
    const first = productCard(1);
    // The categories arrive from the server: wait for them, not for the tab alone.
    await u.click(await within(first).findByRole('radio', { name: /^Vêtements/ }));
    await fill(u, within(first).getByLabelText(/^Nom du produit/), 'Chemises');
    await u.clear(within(first).getByLabelText(/^Quantité/));
    await fill(u, within(first).getByLabelText(/^Quantité/), '3');
    await fill(u, within(first).getByLabelText(/^Valeur unitaire/), '20');
    await fill(u, within(first).getByLabelText(/^Poids unitaire/), '1,35');
    await u.click(screen.getByRole('button', { name: 'Ajouter un produit' }));
    const second = productCard(2);
    await u.click(within(second).getByRole('radio', { name: /^Meubles/ }));
    await fill(u, within(second).getByLabelText(/^Nom du produit/), 'Table');
    await fill(u, within(second).getByLabelText(/^Valeur unitaire/), '80');
    await fill(u, within(second).getByLabelText(/^Poids unitaire/), '4');
    await fill(u, within(second).getByLabelText(/^Longueur/), '45');
    await fill(u, within(second).getByLabelText(/^Largeur/), '30');
    await fill(u, within(second).getByLabelText(/^Hauteur/), '25');

    await u.click(screen.getByRole('tab', { name: 'Frais' }));
    const total = screen.getByTestId('wizard-total');
    expect(total).toHaveTextContent(/40,84\sCAD/);
    expect(total).toHaveTextContent(/255\s250\sGNF/);
    const breakdown = screen.getByRole('list', { name: 'Détail par produit' });
    expect(within(breakdown).getByText(/32,40\sCAD/)).toBeInTheDocument();
    expect(within(breakdown).getByText(/8,44\sCAD/)).toBeInTheDocument();

    const discount = screen.getByLabelText(/^Rabais/);
    await u.clear(discount);
    await fill(u, discount, '1000');
    expect(screen.getByText("Le rabais ne peut pas dépasser les frais d'expédition")).toBeInTheDocument();
    expect(discount).toHaveValue('1000');
    await u.clear(discount);
    await fill(u, discount, '4,84');
    expect(total).toHaveTextContent(/36,00\sCAD/);

    await u.click(screen.getByRole('button', { name: 'Valider avec serveur' }));
    expect(await screen.findByText('Frais validés par le serveur', { selector: '.MuiChip-label' })).toBeInTheDocument();
    await u.clear(discount);
    await fill(u, discount, '1');
    expect(screen.queryByText('Frais validés par le serveur', { selector: '.MuiChip-label' })).not.toBeInTheDocument();

    // The summary shows how the total was reached: base fee, discount, total.
    await u.click(screen.getByRole('tab', { name: 'Résumé' }));
    const summary = screen.getByRole('group', { name: 'Frais' });
    expect(summary).toHaveTextContent(/Frais de base40,84\sCAD/);
    expect(summary).toHaveTextContent(/Rabais-1,00\sCAD/);
    expect(within(summary).getByTestId('resume-total')).toHaveTextContent(/39,84\sCAD/);
  });

  it('refuses a quantity of « 2,5 » with the integer message instead of making it 3, and keeps « 2,5 kg » in its field when it is left', async () => {
    const u = user();
    await signIn('agent.ca');
    renderWizard();
    await u.click(await screen.findByRole('tab', { name: 'Produits' }));
    const first = productCard(1);
    await u.click(await within(first).findByRole('radio', { name: /^Vêtements/ }));
    await fill(u, within(first).getByLabelText(/^Nom du produit/), 'Chemises');
    const quantity = within(first).getByLabelText(/^Quantité/);
    await u.clear(quantity);
    await fill(u, quantity, '2,5');
    await fill(u, within(first).getByLabelText(/^Valeur unitaire/), '20');
    const weight = within(first).getByLabelText(/^Poids unitaire/);
    await fill(u, weight, '2,5 kg');
    await u.tab();
    expect(weight).toHaveValue('2,5 kg');
    expect(within(first).getByText('Saisissez un nombre, par exemple 1 250,50')).toBeInTheDocument();
    expect(quantity).toHaveValue('2,5');

    await u.click(screen.getByRole('tab', { name: 'Résumé' }));
    expect(screen.getByRole('button', { name: 'Compléter les champs requis' })).toBeDisabled();
    expect(screen.getByText('Produit 1: La quantité doit être un nombre entier')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Produits' }));
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(within(productCard(1)).getByLabelText(/^Quantité/)).toHaveValue('2,5');
    expect(await within(productCard(1)).findByText('La quantité doit être un nombre entier')).toBeInTheDocument();
  });

  it('prices a Guinea agent in GNF with the converted category price, and shows the CAD amount', async () => {
    const u = user();
    await signIn('agent.gn');
    renderWizard();
    await u.click(await screen.findByRole('tab', { name: 'Produits' }));
    const card = productCard(1);
    // Électronique is 50 CAD per unit, 312 500 GNF at the route's rate (0.00016).
    await u.click(await within(card).findByRole('radio', { name: /^Électronique.*312\s500\sGNF/ }));
    await u.clear(within(card).getByLabelText(/^Quantité/));
    await fill(u, within(card).getByLabelText(/^Quantité/), '2');
    await u.click(screen.getByRole('tab', { name: 'Frais' }));
    const total = screen.getByTestId('wizard-total');
    expect(total).toHaveTextContent(/625\s000\sGNF/);
    expect(total).toHaveTextContent(/100,00\sCAD/);

    // Without a discount the summary has no discount line (it read « Rabais -0 GNF »).
    await u.click(screen.getByRole('tab', { name: 'Résumé' }));
    const summary = screen.getByRole('group', { name: 'Frais' });
    expect(summary).toHaveTextContent(/Frais de base625\s000\sGNF/);
    expect(summary).not.toHaveTextContent('Rabais');
  });

  it("labels the submit 'Compléter les champs requis' and lists 'Produit N: …' while a product is invalid", async () => {
    const u = user();
    await signIn('agent.ca');
    renderWizard();
    await u.click(await screen.findByRole('tab', { name: 'Produits' }));
    await fill(u, within(productCard(1)).getByLabelText(/^Nom du produit/), 'Lettre');
    await u.click(screen.getByRole('tab', { name: 'Résumé' }));
    expect(screen.getByRole('button', { name: 'Compléter les champs requis' })).toBeDisabled();
    expect(screen.getByText('Produit 1: La valeur doit être supérieure à 0')).toBeInTheDocument();
    expect(screen.getByText('Produit 1: Le poids doit être supérieur à 0')).toBeInTheDocument();
  });

  it('creates the parcel with the body of spec section 7, clears the draft and goes to /colis', async () => {
    const u = user();
    await signIn('agent.ca');
    const sent: unknown[] = [];
    const calls: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method !== 'POST') return;
      const path = new URL(request.url).pathname;
      calls.push(path);
      if (path === endpoints.colis.list) sent.push(await request.clone().json());
    });
    renderWizard();
    await fillSenderCanada(u);
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    await fillRecipient(u);
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    const card = productCard(1);
    await fill(u, within(card).getByLabelText(/^Nom du produit/), 'Documents administratifs');
    await waitFor(() => expect(within(card).getByRole('radio', { name: /^Documents/ })).toHaveAttribute('aria-checked', 'true'));
    await fill(u, within(card).getByLabelText(/^Valeur unitaire/), '5');
    await fill(u, within(card).getByLabelText(/^Poids unitaire/), '0,3');
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    const before = getDb().colis.length;
    await u.click(screen.getByRole('button', { name: 'Créer le colis' }));
    expect(await screen.findByText('Liste des colis')).toBeInTheDocument();
    expect(getDb().colis).toHaveLength(before + 1);
    expect(await screen.findByText(/^Colis COL-\d{4}-\d{6} créé avec succès/)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      expediteur_nom: 'Tremblay',
      expediteur_email: 'luc@exemple.example',
      expediteur_address_components: { street: '12 rue Saint-Denis', city: 'Montréal', province: 'QC', postal_code: 'H2X 1Y4' },
      destinataire_quartier: 'Kaloum',
      poids: 0.3,
      produits: [{ nom: 'Documents administratifs', quantite: 1, valeur_unitaire: 5, poids_unitaire: 0.3, categorie_id: 5, longueur_cm: null, nb_lignes: null }],
      enterprise_route_id: 1,
      base_currency_discount: 0,
    });
    expect(getDb().colis.at(-1)).toMatchObject({ frais_expedition: 15, destinataire_nom: 'Bah' });
    // Fees not validated by hand: the server validates them first, then the parcel is created.
    expect(calls.filter((path) => path === endpoints.colis.validateFees || path === endpoints.colis.list)).toEqual([endpoints.colis.validateFees, endpoints.colis.list]);
    expect(window.localStorage.getItem(draftKey(3))).toBeNull();
  });

  it('keeps everything on screen and in the draft when the server refuses the creation', async () => {
    const u = user();
    await signIn('agent.ca');
    server.use(http.post(endpoints.colis.list, () => HttpResponse.json({ detail: 'Service momentanément indisponible.' }, { status: 503 })));
    renderWizard();
    await fillSenderCanada(u);
    await u.click(screen.getByRole('tab', { name: 'Destinataire' }));
    await fillRecipient(u);
    await u.click(screen.getByRole('tab', { name: 'Produits' }));
    const card = productCard(1);
    await u.click(await within(card).findByRole('radio', { name: /^Électronique/ }));
    await fill(u, within(card).getByLabelText(/^Nom du produit/), 'Tablette');
    await fill(u, within(card).getByLabelText(/^Valeur unitaire/), '200');
    await fill(u, within(card).getByLabelText(/^Poids unitaire/), '0,6');
    await u.click(screen.getByRole('tab', { name: 'Résumé' }));
    await u.click(screen.getByRole('button', { name: 'Créer le colis' }));
    expect(await screen.findByText('Le serveur a refusé la création')).toBeInTheDocument();
    expect(screen.getAllByText('Service momentanément indisponible.').length).toBeGreaterThan(0);
    expect(screen.getByText('Luc Tremblay')).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(draftKey(3)) ?? 'null') as { values: { produits: { nom: string }[] } } | null;
    expect(stored?.values.produits[0].nom).toBe('Tablette');
  });

  it("the server's refusal of a field lands at that field, its step marked, what was typed kept", async () => {
    const u = user();
    await signIn('agent.ca');
    const refused = 'Numéro de téléphone invalide pour la Guinée.';
    server.use(http.post(endpoints.colis.list, () => HttpResponse.json({ destinataire_telephone: [refused] }, { status: 400 })));
    renderWizard();
    await fillSenderCanada(u);
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    await fillRecipient(u);
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    const card = productCard(1);
    await u.click(await within(card).findByRole('radio', { name: /^Électronique/ }));
    await fill(u, within(card).getByLabelText(/^Nom du produit/), 'Tablette');
    await fill(u, within(card).getByLabelText(/^Valeur unitaire/), '200');
    await fill(u, within(card).getByLabelText(/^Poids unitaire/), '0,6');
    await u.click(screen.getByRole('tab', { name: 'Résumé' }));
    const before = getDb().colis.length;
    await u.click(screen.getByRole('button', { name: 'Créer le colis' }));
    expect((await screen.findAllByText(refused)).length).toBeGreaterThan(0);
    expect(getDb().colis).toHaveLength(before);
    expect(within(screen.getByRole('tab', { name: 'Destinataire' })).getByText('Destinataire')).toHaveClass('Mui-error');
    await u.click(screen.getByRole('tab', { name: 'Destinataire' }));
    const phone = await screen.findByLabelText(/^Téléphone/);
    expect(phone).toHaveValue('+224 620 00 00 00');
    expect(phone).toHaveAccessibleDescription(refused);
  });

  it('offers to resume the draft after a reload and restores it', async () => {
    const u = user();
    await signIn('agent.ca');
    const first = renderWizard();
    await fill(u, await screen.findByLabelText(/^Nom/), 'Gagnon');
    await u.click(screen.getByRole('tab', { name: 'Destinataire' }));
    await fill(u, screen.getByLabelText(/^Prénom/), 'Mariama');
    first.unmount();

    renderWizard();
    expect(await screen.findByText(/Un brouillon non terminé du .* a été trouvé/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Reprendre le brouillon' }));
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Mariama');
    await u.click(screen.getByRole('tab', { name: 'Expéditeur' }));
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Gagnon');
  });

  it('discards the draft only after confirmation', async () => {
    const u = user();
    await signIn('agent.ca');
    const first = renderWizard();
    await fill(u, await screen.findByLabelText(/^Nom/), 'Gagnon');
    first.unmount();
    renderWizard();
    await u.click(await screen.findByRole('button', { name: 'Ignorer' }));
    await u.click(await screen.findByRole('button', { name: 'Supprimer le brouillon' }));
    await waitFor(() => expect(screen.queryByText(/Un brouillon non terminé/)).not.toBeInTheDocument());
    expect(window.localStorage.getItem(draftKey(3))).toBeNull();
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('');
  });

  it("shows the 'Configuration requise' card when the currency is not configured", async () => {
    const u = user();
    getDb().routes.forEach((route) => {
      route.taux_echange = 0;
    });
    await signIn('agent.ca');
    renderWizard();
    expect(await screen.findByText('Configuration requise', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Configuration de la devise')).toBeInTheDocument();
    expect(screen.getByText(/Aucun taux de change configuré/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Retour au tableau de bord' }));
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
  });

  it("comes back from the 'Configuration requise' card with Actualiser once the rate is set", async () => {
    const u = user();
    const route = getDb().routes.find((r) => r.id === 1);
    if (!route) throw new Error('route 1 missing from the seed');
    route.taux_echange = 0;
    await signIn('agent.ca');
    renderWizard();
    expect(await screen.findByText('Configuration requise', {}, { timeout: 5000 })).toBeInTheDocument();
    route.taux_echange = 6250;
    await u.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByRole('heading', { name: 'Nouveau colis', level: 1 })).toBeInTheDocument();
  });

  it('shows the detection error state and lets the user choose by hand', async () => {
    const u = user();
    await signIn('agent.ca');
    server.use(http.post(endpoints.categories.detect, () => HttpResponse.json({ detail: 'Erreur serveur' }, { status: 500 })));
    renderWizard();
    await u.click(await screen.findByRole('tab', { name: 'Produits' }));
    const card = productCard(1);
    await fill(u, within(card).getByLabelText(/^Nom du produit/), 'Téléphone');
    expect(await within(card).findByText('Détection indisponible : choisissez la catégorie ci-dessous.')).toBeInTheDocument();
    await u.click(within(card).getByRole('radio', { name: /^Électronique/ }));
    expect(within(card).getByRole('radio', { name: /^Électronique/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('asks before removing a product line that holds input', async () => {
    const u = user();
    await signIn('agent.ca');
    renderWizard();
    await u.click(await screen.findByRole('tab', { name: 'Produits' }));
    await fill(u, within(productCard(1)).getByLabelText(/^Nom du produit/), 'Zzz');
    await u.click(screen.getByRole('button', { name: 'Supprimer le produit 1' }));
    await u.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Produit 1' })).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Au moins un produit est requis')).toBeInTheDocument();
  });

  it('closes back to /colis', async () => {
    const u = user();
    await signIn('agent.ca');
    renderWizard();
    await u.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(await screen.findByText('Liste des colis')).toBeInTheDocument();
  });
});
