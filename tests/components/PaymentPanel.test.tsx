import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createTheme } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';
import { PaymentPanel } from '../../src/resources/paiements/PaymentPanel';
import { SUPPORT_DIALOG_DELAY_MS } from '../../src/resources/paiements/panel/OnlineLinkForm';
import { colisSchema, type Colis } from '../../src/dataProvider/contract/colis';
import { endpoints } from '../../src/dataProvider/endpoints';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { getDb } from '../../src/demo/db/store';
import { parcelAmounts, wireColis } from '../../src/demo/serializers';
import { server } from '../../src/demo/node';
import { renderInAdmin, signIn } from './render';

/** The colours of the theme the tests render with. */
const { palette } = createTheme(defaultTheme);

function parcel(find: (c: ReturnType<typeof getDb>['colis'][number]) => boolean): Colis {
  const row = getDb().colis.find(find);
  if (!row) throw new Error('seed: parcel not found');
  return colisSchema.parse(wireColis(row));
}

const paidOf = (id: number) => getDb().paiements.filter((p) => p.colis_id === id && p.statut === 'valide').length;
const unpaidCanada = () => parcel((c) => c.route_id === 1 && paidOf(c.id) === 0 && c.statut_paiement === 'non_paye' && c.frais_expedition > 20);

async function renderPanel(colis: Colis, login = 'agent.ca') {
  await signIn(login);
  renderInAdmin(<PaymentPanel colis={colis} />);
  await screen.findByText('Statut réel :');
}

const amountField = (currency: string) => screen.getByLabelText(new RegExp(`^Montant \\(${currency}\\)`));

describe('PaymentPanel: real status and online link', () => {
  it('shows Non payé with the figures, and prefills the rest and the sender e-mail', async () => {
    const colis = unpaidCanada();
    await renderPanel(colis);
    const status = screen.getByTestId('real-payment-status');
    expect(within(status).getByText('Non payé')).toBeInTheDocument();
    expect(amountField('CAD')).toHaveValue((colis.montant_total_a_payer ?? 0).toFixed(2).replace('.', ','));
    expect(amountField('CAD')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText(/^Email du client/)).toHaveValue(colis.expediteur_email);
    expect(screen.getByText(/^Reste à payer : /)).toHaveStyle({ color: palette.success.main });
  });

  it('shows every validation message of the online link at its field, the button waiting until they are fixed', async () => {
    const colis = unpaidCanada();
    await renderPanel(colis);
    const submit = screen.getByRole('button', { name: 'Créer le lien de paiement' });
    expect(submit).toBeEnabled();
    await userEvent.clear(amountField('CAD'));
    await userEvent.clear(screen.getByLabelText(/^Email du client/));
    await userEvent.tab();
    expect(await screen.findByText('Montant requis')).toBeInTheDocument();
    expect(screen.getByText('Email requis pour recevoir le lien de paiement')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await userEvent.type(amountField('CAD'), '0');
    await userEvent.type(screen.getByLabelText(/^Email du client/), 'client@exemple');
    expect(await screen.findByText('Montant invalide')).toBeInTheDocument();
    expect(screen.getByText('Adresse email invalide')).toBeInTheDocument();

    await userEvent.clear(amountField('CAD'));
    await userEvent.type(amountField('CAD'), String((colis.montant_total_a_payer ?? 0) + 1));
    // Spec 002 section 2: red when the amount exceeds the rest.
    expect(screen.getByText(/^⚠ Le montant dépasse le reste à payer/)).toHaveStyle({ color: palette.error.main });
    expect(screen.getByText(/^Le montant ne peut pas dépasser le reste à payer \(.+ CAD\)$/)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(getDb().checkouts).toHaveLength(0);
  });

  it('creates the link and offers to copy it', async () => {
    const colis = unpaidCanada();
    await renderPanel(colis);
    await userEvent.click(screen.getByRole('button', { name: 'Créer le lien de paiement' }));
    expect(await screen.findByTestId('checkout-url')).toHaveTextContent('#/demo/checkout/DEMO-CHK-');
    expect(screen.getAllByText('Lien de paiement Square créé !').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });

  it('refuses a payment link the server sends in another scheme than https: not shown, not openable', async () => {
    server.use(
      http.post(endpoints.paiements.createSquareCheckout, () =>
        HttpResponse.json({ success: true, data: { checkout_url: 'javascript:alert(document.cookie)', checkout_id: 'X' } }),
      ),
    );
    await renderPanel(unpaidCanada());
    await userEvent.click(screen.getByRole('button', { name: 'Créer le lien de paiement' }));
    expect(await screen.findAllByText("Lien de paiement refusé : le serveur a envoyé une adresse qui n'est pas en https. Le lien n'est ni affiché ni ouvert.")).not.toHaveLength(0);
    expect(screen.queryByTestId('checkout-url')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ouvrir le lien/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Lien de paiement Square créé !')).not.toBeInTheDocument();
  });

  it('refuses the link when the parcel has no amount converted for Square', async () => {
    const colis = unpaidCanada();
    await renderPanel({ ...colis, montant_square: null, devise_square: null });
    const message = "Impossible de convertir le montant pour Square. Vérifiez la configuration de l'entreprise.";
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer le lien de paiement' })).toBeDisabled();
    await userEvent.type(amountField('CAD'), '10{Enter}');
    expect(getDb().checkouts).toHaveLength(0);
  });

  it('prefills the converted amount (CAD) for a parcel paid in GNF', async () => {
    const colis = parcel((c) => c.route_id === 2 && paidOf(c.id) === 0 && c.frais_expedition > 0);
    const amounts = parcelAmounts(getDb().colis.find((c) => c.id === colis.id)!);
    await renderPanel(colis, 'agent.gn');
    expect(amountField('CAD')).toHaveValue((Math.round(amounts.total * 0.00016 * 100) / 100).toFixed(2).replace('.', ','));
  });

  it('opens the support dialog one second after a no_oauth_config answer', async () => {
    getDb().enterprises[0].oauth.status = 'disconnected';
    const colis = unpaidCanada();
    await renderPanel(colis);
    await userEvent.click(screen.getByRole('button', { name: 'Créer le lien de paiement' }));
    expect((await screen.findAllByText('Configuration Square manquante')).length).toBeGreaterThan(0);
    expect(SUPPORT_DIALOG_DELAY_MS).toBe(1000);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText('support@transatlantique-colis.example')).toBeInTheDocument();
    expect(within(dialog).getByText('+1 514 555 0142')).toBeInTheDocument();
    expect(within(dialog).getByText('+224 622 55 01 42')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copier le téléphone Guinée' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Envoyer un email' })).toHaveAttribute('href', expect.stringMatching(/^mailto:support@/));
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('warns of an incoherent stored status', async () => {
    const colis = parcel((c) => c.id % 41 === 0 && c.statut_paiement === 'entierement_paye');
    await renderPanel(colis);
    expect(screen.getByText(/^Incohérence détectée/)).toBeInTheDocument();
  });
});

describe('PaymentPanel: manual payment', () => {
  async function manual(colis: Colis) {
    await renderPanel(colis);
    await userEvent.click(screen.getByRole('button', { name: /Paiement manuel/ }));
  }

  it('shows every validation message of the manual form (Enter in a field), the button waiting with the first one', async () => {
    await manual(unpaidCanada());
    const submit = screen.getByRole('button', { name: 'Enregistrer le paiement' });
    // Nothing chosen yet: the button waits from the first render.
    expect(submit).toBeDisabled();
    await userEvent.clear(amountField('CAD'));
    await userEvent.type(amountField('CAD'), '{Enter}');
    expect(await screen.findByText('Veuillez sélectionner un mode de paiement')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir le montant')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: 'Espèces' }));
    await userEvent.type(amountField('CAD'), '-2{Enter}');
    expect(await screen.findByText("Veuillez saisir l'ID de transaction")).toBeInTheDocument();
    expect(screen.getByText('Montant invalide')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(amountField('CAD')).toHaveValue('-2');
  });

  it('records a partial cash payment typed the French way (10,25): toast, Partiellement payé, history with the agent', async () => {
    const colis = unpaidCanada();
    await manual(colis);
    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: 'Espèces' }));
    await userEvent.clear(amountField('CAD'));
    await userEvent.type(amountField('CAD'), '10,25');
    await userEvent.type(screen.getByLabelText(/^ID de transaction/), 'REC-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await screen.findByText('Paiement manuel enregistré avec succès!')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('real-payment-status')).getByText('Partiellement payé')).toBeInTheDocument());
    expect(await screen.findByText('Julie Tremblay (Agent logistique)')).toBeInTheDocument();
    expect(getDb().paiements.at(-1)).toMatchObject({ colis_id: colis.id, montant: 10.25, methode: 'especes', transaction_id: 'REC-0001', pays: 'CA', agent_id: 3 });
  });

  it('a payment of the whole rest: the paid notice takes the focus from the form it replaces', async () => {
    const colis = unpaidCanada();
    await manual(colis);
    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: 'Espèces' }));
    await userEvent.type(screen.getByLabelText(/^ID de transaction/), 'REC-ALL');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    await waitFor(() => expect(screen.getByText(/Ce colis est entièrement payé/).closest('[role="alert"]')).toHaveFocus());
  });

  it('an agent in Guinea takes GNF for a CAD parcel: the rest in both currencies, the conversion at the route rate, both amounts recorded', async () => {
    const colis = unpaidCanada();
    const reste = colis.montant_total_a_payer ?? 0;
    const restInGnf = Math.ceil(Math.round(reste * 6250 * 1e6) / 1e6);
    await renderPanel(colis, 'agent.gn');
    await userEvent.click(screen.getByRole('button', { name: /Paiement manuel/ }));
    expect(screen.getByLabelText(/^Lieu de paiement/)).toHaveTextContent('Guinée');
    expect(amountField('GNF')).toHaveValue(String(restInGnf));
    expect(screen.getByText(/^Reste à payer : /).textContent?.replace(/\s/g, ' ')).toBe(`Reste à payer : ${restInGnf.toLocaleString('fr-FR').replace(/\s/g, ' ')} GNF (${reste.toFixed(2).replace('.', ',')} CAD)`);
    await userEvent.clear(amountField('GNF'));
    await userEvent.type(amountField('GNF'), '100000');
    expect(screen.getByTestId('conversion-guichet').textContent?.replace(/\s/g, ' ')).toBe('Soit 16,00 CAD au taux 1 CAD = 6 250 GNF');
    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: 'Espèces' }));
    await userEvent.type(screen.getByLabelText(/^ID de transaction/), 'CKY-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await screen.findByText('Paiement manuel enregistré avec succès!')).toBeInTheDocument();
    expect(getDb().paiements.at(-1)).toMatchObject({ colis_id: colis.id, montant: 100_000, devise: 'GNF', montant_converti: 16, devise_colis: 'CAD', taux: 6250, pays: 'GN' });
    await waitFor(() => expect(within(screen.getByTestId('real-payment-status')).getByText('Partiellement payé')).toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: /^100\s000\sGNF \(16,00\sCAD\)$/ })).toBeInTheDocument();
  });

  it('the place of payment sets the currency the amount is checked in: too small in GNF, then the rest again in CAD once the place changes', async () => {
    const colis = unpaidCanada();
    const reste = colis.montant_total_a_payer ?? 0;
    await renderPanel(colis, 'agent.gn');
    await userEvent.click(screen.getByRole('button', { name: /Paiement manuel/ }));
    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: 'Espèces' }));
    await userEvent.clear(amountField('GNF'));
    await userEvent.type(amountField('GNF'), '20');
    await userEvent.type(screen.getByLabelText(/^ID de transaction/), 'GN-PETIT');
    expect(await screen.findByText('Montant trop petit : il vaut moins de 0,01 CAD au taux de la route')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le paiement' })).toBeDisabled();

    await userEvent.click(screen.getByLabelText(/^Lieu de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: /Canada/ }));
    // Another currency: the amount starts again from the rest there, and the method is chosen again.
    expect(amountField('CAD')).toHaveValue(reste.toFixed(2).replace('.', ','));
    expect(screen.queryByText(/^Montant trop petit/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: 'Interac' }));
    expect(screen.getByRole('button', { name: 'Enregistrer le paiement' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await screen.findByText('Paiement manuel enregistré avec succès!')).toBeInTheDocument();
    expect(getDb().paiements.at(-1)).toMatchObject({ colis_id: colis.id, montant: reste, devise: 'CAD', methode: 'interac', transaction_id: 'GN-PETIT', pays: 'CA' });
  });

  it("'Actualiser les paiements' reads the whole panel again: a payment recorded elsewhere changes the status and the rest", async () => {
    const colis = unpaidCanada();
    await renderPanel(colis);
    expect(within(screen.getByTestId('real-payment-status')).getByText('Non payé')).toBeInTheDocument();
    // A colleague (or another tab) records 5 CAD in cash for this parcel.
    const recorded = await dataProvider.processManualPayment({ colis_id: colis.id, montant: 5, methode: 'especes', pays: 'CA', transaction_id: 'AILLEURS-1' });
    expect(recorded.data.success).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser les paiements' }));
    expect(await screen.findByText('Paiements actualisés')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('real-payment-status')).getByText('Partiellement payé')).toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'AILLEURS-1' })).toBeInTheDocument();
  });

  it('keeps what was typed when the server fails', async () => {
    server.use(http.post(endpoints.paiements.processManualPayment, () => HttpResponse.json({ detail: 'Erreur interne' }, { status: 500 })));
    await manual(unpaidCanada());
    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: 'Interac' }));
    await userEvent.clear(amountField('CAD'));
    await userEvent.type(amountField('CAD'), '12,5');
    await userEvent.type(screen.getByLabelText(/^ID de transaction/), 'INT-42');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await screen.findByText("Erreur lors de l'enregistrement du paiement")).toBeInTheDocument();
    expect(amountField('CAD')).toHaveValue('12,5');
    expect(screen.getByLabelText(/^ID de transaction/)).toHaveValue('INT-42');
  });

  it("does not offer 'Carte (Square)' for manual recording", async () => {
    await manual(unpaidCanada());
    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('Espèces');
    expect(options).toContain('Interac');
    expect(options).not.toContain('Carte (Square)');
  });

  it('a transaction ID already recorded for the method: the server says why next to the field, the form keeps everything', async () => {
    const colis = unpaidCanada();
    const other = getDb().paiements.find((p) => p.methode === 'interac' && p.transaction_id && p.statut === 'valide');
    if (!other?.transaction_id) throw new Error('seed without an Interac payment');
    await manual(colis);
    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: 'Interac' }));
    await userEvent.clear(amountField('CAD'));
    await userEvent.type(amountField('CAD'), '10');
    await userEvent.type(screen.getByLabelText(/^ID de transaction/), other.transaction_id.toLowerCase());
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le paiement' }));
    const message = `L'ID de transaction « ${other.transaction_id.toLowerCase()} » est déjà enregistré pour Interac : ce paiement a déjà été saisi.`;
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^ID de transaction/)).toHaveAttribute('aria-invalid', 'true');
    expect(amountField('CAD')).toHaveValue('10');
    expect(paidOf(colis.id)).toBe(0);
  });

  it('a GNF amount with decimals is refused in the form, not rounded', async () => {
    const colis = parcel((c) => parcelAmounts(c).base === 'GNF' && paidOf(c.id) === 0 && parcelAmounts(c).total > 100);
    await manual(colis);
    // Collected in Guinea, in the parcel's own currency (a Canadian counter takes CAD).
    await userEvent.click(screen.getByLabelText(/^Lieu de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: /Guinée/ }));
    await userEvent.click(screen.getByLabelText(/^Mode de paiement/));
    await userEvent.click(await screen.findByRole('option', { name: 'Espèces' }));
    await userEvent.clear(amountField('GNF'));
    await userEvent.type(amountField('GNF'), '12345.67');
    await userEvent.type(screen.getByLabelText(/^ID de transaction/), 'GN-1');
    expect(await screen.findByText('Montant invalide : pas de décimales en GNF')).toBeInTheDocument();
    expect(amountField('GNF')).toHaveValue('12345.67');
    expect(screen.getByRole('button', { name: 'Enregistrer le paiement' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^ID de transaction/), '{Enter}');
    expect(paidOf(colis.id)).toBe(0);
  });

  it('offers a customer the online link only', async () => {
    const colis = parcel((c) => c.proprietaire_id === 6 && paidOf(c.id) === 0);
    await renderPanel(colis, 'client');
    expect(screen.getByRole('button', { name: /Lien de paiement en ligne/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Paiement manuel/ })).not.toBeInTheDocument();
  });

  it('hides the forms of a fully paid parcel', async () => {
    const colis = parcel((c) => c.statut_paiement === 'entierement_paye' && paidOf(c.id) > 0 && c.id % 41 !== 0 && c.id % 97 !== 5);
    await renderPanel(colis);
    expect(within(screen.getByTestId('real-payment-status')).getByText('Entièrement payé')).toBeInTheDocument();
    expect(screen.getByText(/Ce colis est entièrement payé/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer le lien de paiement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer le paiement' })).not.toBeInTheDocument();
  });
});

describe('PaymentPanel: the accounting split', () => {
  const cardPayment = (colisId: number, montant: number, devise: string, pays: string) => {
    const db = getDb();
    db.paiements.push({
      id: Math.max(...db.paiements.map((p) => p.id)) + 1,
      colis_id: colisId,
      montant,
      devise,
      methode: 'square',
      statut: 'valide',
      date_creation: new Date().toISOString(),
      date_paiement: new Date().toISOString(),
      transaction_id: 'SQ-SPLIT-1',
      reference_externe: null,
      notes: '',
      pays,
      agent_id: null,
      client_email: null,
    });
  };
  /** The split's lines as read aloud (the flag is an image beside the name; spaces normalised). */
  const splitLines = async () => {
    const region = await screen.findByRole('region', { name: 'Répartition comptable' });
    return [...region.querySelectorAll('p')].map((line) => (line.textContent ?? '').replace(/\s+/g, ' ').trim());
  };

  it('one 0,01 CAD card payment on a Guinea → Canada parcel: the whole of it collected in Guinea, 100 %', async () => {
    const colis = parcel((c) => c.route_id === 2 && paidOf(c.id) === 0 && c.frais_expedition > 0);
    cardPayment(colis.id, 0.01, 'CAD', 'GN');
    await renderPanel(colis, 'agent.gn');
    expect(await splitLines()).toEqual(['Guinée : 62 GNF · 1 paiement · 100 %', 'Canada : 0 GNF · 0 paiement · 0 %']);
  });

  it("names another company's sides by its route's countries, in its currency", async () => {
    const colis = parcel((c) => c.route_id === 3);
    await renderPanel(colis, 'sahel.admin');
    expect(await splitLines()).toEqual(['France : 0,00 EUR · 0 paiement · 0 %', 'Sénégal : 0,00 EUR · 0 paiement · 0 %']);
  });
});

describe('PaymentPanel: another company, other currencies', () => {
  const sahelUnpaid = () => parcel((c) => c.route_id === 3 && paidOf(c.id) === 0);

  it("prefills Sahel Express's card link in its provider's currency (EUR), with the rest", async () => {
    const colis = sahelUnpaid();
    const amounts = parcelAmounts(getDb().colis.find((c) => c.id === colis.id)!);
    await renderPanel(colis, 'sahel.admin');
    expect(amountField('EUR')).toHaveValue(amounts.total.toFixed(2).replace('.', ','));
    expect(screen.getByText(/^Reste à payer : /)).toHaveTextContent(/EUR$/);
    expect(screen.queryByText(/CAD|GNF/)).not.toBeInTheDocument();
  });

  it("opens Sahel Express's support dialog (no Square account) with its lines in France and Senegal", async () => {
    const colis = sahelUnpaid();
    await renderPanel(colis, 'sahel.admin');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le lien de paiement' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(dialog).getByText('contact@sahel-express.example')).toBeInTheDocument();
    expect(within(dialog).getByText('Téléphone France')).toBeInTheDocument();
    expect(within(dialog).getByText('+33 1 84 60 01 99')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copier le téléphone Sénégal' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Canada|Guinée/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Appeler le support' })).toHaveAttribute('href', 'tel:+33184600199');
    expect(getDb().checkouts).toHaveLength(0);
  });
});
