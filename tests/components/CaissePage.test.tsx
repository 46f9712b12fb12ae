import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/dataProvider/endpoints';
import { server } from '../../src/demo/node';
import CaissePage from '../../src/custom-pages/caisse/CaissePage';
import { getDb } from '../../src/demo/db/store';
import { renderInAdmin, signIn } from './render';
import { createUserStore } from '../../src/components/list/userStore';
import { formatMoney } from '../../src/domain/currency';

const saved: { blob: Blob; name: string }[] = [];
vi.mock('../../src/components/files', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
  printBlob: () => undefined,
}));

async function renderCaisse() {
  await signIn('comptable');
  renderInAdmin(<CaissePage />, { url: '/caisse', path: '/caisse' });
  await screen.findByRole('table', { name: 'Liste des paiements' });
}

/** TransAtlantique's payments, the accountant's company's (Sahel Express's are not theirs). */
function ownPayments() {
  const db = getDb();
  const ownRoutes = new Set(db.routes.filter((r) => r.entreprise_id === 1).map((r) => r.id));
  const routeOf = new Map(db.colis.map((c) => [c.id, c.route_id]));
  return db.paiements.filter((p) => ownRoutes.has(routeOf.get(p.colis_id) ?? 0));
}

const headers = () => within(screen.getByRole('table', { name: 'Liste des paiements' })).getAllByRole('columnheader').map((h) => h.textContent);
const bodyRows = () => within(screen.getByRole('table', { name: 'Liste des paiements' })).getAllByRole('row').slice(1);

async function chooseFilter(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/caisse Comptabilité Simplifiée', () => {
  it('shows the cards, the breakdowns and 20 payments with the default columns', async () => {
    await renderCaisse();
    expect(screen.getByRole('heading', { name: 'Comptabilité Simplifiée' })).toBeInTheDocument();
    expect(within(screen.getByTestId('total-paiements')).getByText('Total des paiements')).toBeInTheDocument();
    // The amount adds the validated payments only, and says how many listed ones it leaves out.
    const listed = ownPayments().length;
    const valid = ownPayments().filter((p) => p.statut === 'valide').length;
    expect(listed).toBeGreaterThan(valid);
    const left = listed - valid === 1 ? '1 autre non compté' : `${listed - valid} autres non comptés`;
    expect(within(screen.getByTestId('total-paiements')).getByText(`${valid} paiements validés · ${left} (en attente ou refusés)`)).toBeInTheDocument();
    expect(within(screen.getByTestId('top-pays-1')).getByText(/Pays n°1/)).toBeInTheDocument();
    expect(within(screen.getByTestId('top-pays-2')).getByText(/Pays n°2/)).toBeInTheDocument();
    // /caisse ranks countries by where the money was collected (/paiements by the parcels' origin): the card says so.
    expect(within(screen.getByTestId('top-pays-1')).getByText(/^Lieu de paiement · \d+ paiements? validés?$/)).toBeInTheDocument();
    const validated = ownPayments().filter((p) => p.statut === 'valide').length;
    expect(within(screen.getByTestId('paiements-valides')).getByText(String(validated))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Par méthode' })).toHaveTextContent('Interac');
    expect(headers()).toEqual(['N° colis', 'Montant', 'Méthode', 'Agent', 'Lieu de paiement', 'Date', 'Actions']);
    expect(bodyRows()).toHaveLength(20);
  });

  it('shows the pending payments by age (today, 1 to 7 days, more) per currency; each bucket filters the list to its payments', async () => {
    // The accountant's pending payments (three more than the seed's): one of today, one of three days ago, the others a month old (at noon, the user's time).
    ownPayments()
      .filter((p) => p.statut !== 'en_attente')
      .slice(0, 3)
      .forEach((p) => (p.statut = 'en_attente'));
    const pending = ownPayments().filter((p) => p.statut === 'en_attente');
    const noonDaysAgo = (days: number) => {
      const day = new Date();
      day.setDate(day.getDate() - days);
      day.setHours(12, 0, 0, 0);
      return day.toISOString();
    };
    pending.forEach((p, index) => (p.date_creation = noonDaysAgo(index === 0 ? 0 : index === 1 ? 3 : 30)));
    await renderCaisse();
    const ageing = await screen.findByRole('table', { name: 'Paiements en attente par ancienneté' });
    const row = (label: string) => within(ageing).getByRole('row', { name: new RegExp(`^${label}`) });
    await waitFor(() => expect(within(ageing).getAllByRole('row')).toHaveLength(4));
    expect(row("Aujourd'hui").textContent?.replace(/\s/g, ' ')).toBe(`Aujourd'hui1${formatMoney(pending[0].montant, pending[0].devise)}Afficher`.replace(/\s/g, ' '));
    expect(row('1 à 7 jours').textContent?.replace(/\s/g, ' ')).toBe(`1 à 7 jours1${formatMoney(pending[1].montant, pending[1].devise)}Afficher`.replace(/\s/g, ' '));
    expect(row('Plus de 7 jours')).toHaveTextContent(new RegExp(`^Plus de 7 jours${pending.length - 2}`));

    await userEvent.click(within(ageing).getByRole('button', { name: 'Afficher les paiements en attente : 1 à 7 jours' }));
    expect(await screen.findByRole('heading', { name: 'Paiements (1)' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent(getDb().colis.find((c) => c.id === pending[1].colis_id)?.numero_colis ?? '?');
    await userEvent.click(within(ageing).getByRole('button', { name: 'Afficher les paiements en attente : Plus de 7 jours' }));
    expect(await screen.findByRole('heading', { name: `Paiements (${pending.length - 2})` })).toBeInTheDocument();
  });

  it('keeps edited filters pending (orange dot) until applied, then filters on the server from page 1', async () => {
    await renderCaisse();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText(`21–40 sur ${ownPayments().length}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await chooseFilter('Méthode', 'Interac');
    expect(screen.getByText('Modifications non appliquées')).toBeInTheDocument();
    expect(bodyRows().some((row) => !row.textContent?.includes('Interac'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('Interac'))).toBe(true));
    expect(screen.queryByText('Modifications non appliquées')).not.toBeInTheDocument();
    const interac = ownPayments().filter((p) => p.methode === 'interac').length;
    expect(screen.getByRole('heading', { name: `Paiements (${interac})` })).toBeInTheDocument();
    expect(screen.getByText(`1–20 sur ${interac}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: `Paiements (${ownPayments().length})` })).toBeInTheDocument());
  });

  it('refuses an end date before the start date at its field, and applies nothing', async () => {
    await renderCaisse();
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await userEvent.type(screen.getByLabelText('Date de début'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Date de fin'), '2026-11-10');
    expect(screen.getByLabelText('Date de fin')).toHaveAccessibleDescription('La date de fin ne peut pas précéder la date de début');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByText('Modifications non appliquées')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Paiements (${ownPayments().length})` })).toBeInTheDocument();
    expect(screen.getByLabelText('Date de fin')).toHaveValue('2026-11-10');
    await userEvent.clear(screen.getByLabelText('Date de fin'));
    await userEvent.type(screen.getByLabelText('Date de fin'), '2026-11-30');
    expect(screen.queryByText('La date de fin ne peut pas précéder la date de début')).not.toBeInTheDocument();
  });

  it('remembers the chosen columns across visits; amount and parcel number are mandatory', async () => {
    await renderCaisse();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir les colonnes' }));
    expect(screen.getByRole('menuitemcheckbox', { name: /Montant \(obligatoire\)/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitemcheckbox', { name: /N° colis \(obligatoire\)/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Statut' }));
    await userEvent.keyboard('{Escape}');
    expect(headers()).toContain('Statut');
    expect(createUserStore().getItem('comptabilite.colonnes')).toMatchObject({ statut: true });
    cleanup();
    renderInAdmin(<CaissePage />, { url: '/caisse', path: '/caisse' });
    await screen.findByRole('table', { name: 'Liste des paiements' });
    expect(headers()).toContain('Statut');
  });

  it('says Aucun paiement trouvé and Aucune donnée disponible when nothing matches', async () => {
    await renderCaisse();
    await userEvent.type(screen.getByLabelText('Rechercher'), 'zzzzzz');
    expect(await screen.findByText('Aucun paiement trouvé')).toBeInTheDocument();
    expect(screen.getAllByText('Aucune donnée disponible').length).toBeGreaterThan(0);
  });

  it('opens the payment detail dialog', async () => {
    await renderCaisse();
    const firstButton = within(bodyRows()[0]).getByRole('button', { name: /^Voir le détail du paiement/ });
    await userEvent.click(firstButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: /^Paiement #\d+$/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ouvrir la page du paiement' })).toHaveAttribute('href', expect.stringMatching(/^\/paiement\/\d+$/));
  });

  it('exports every filtered payment (all pages) as a French CSV with totals', async () => {
    saved.length = 0;
    await renderCaisse();
    await userEvent.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(saved[0].name).toMatch(/^comptabilite_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date;N° colis;Montant;Devise;Montant crédité au colis;Devise du colis;Taux;Méthode;Statut;Montant remboursé;Agent;Lieu de paiement;Expéditeur;Destinataire;Transaction;Référence');
    const total = ownPayments().length;
    expect(lines.slice(1, total + 1).every((l) => l.split(';').length === 16)).toBe(true);
    expect(lines[total + 1]).toBe('');
    const cad = ownPayments().filter((p) => p.devise === 'CAD' && p.statut === 'valide');
    const cadTotal = cad.reduce((s, p) => s + p.montant, 0).toFixed(2).replace('.', ',');
    expect(lines).toContain(`Total CAD;${cadTotal};${cad.length} paiements validés`);
    expect(await screen.findByText(/^Export terminé/)).toBeInTheDocument();
  });

  it('names no agent for an online payment: its Agent cell and export read « Paiement en ligne », as the parcel’s payment history does', async () => {
    saved.length = 0;
    await renderCaisse();
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await chooseFilter('Méthode', 'Carte (Square)');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('Carte (Square)'))).toBe(true));
    const agentColumn = headers().indexOf('Agent');
    expect(bodyRows().length).toBeGreaterThan(0);
    for (const row of bodyRows()) expect(within(row).getAllByRole('cell')[agentColumn]).toHaveTextContent(/^Paiement en ligne$/);
    await userEvent.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [header, ...rows] = new TextDecoder().decode(await saved[0].blob.arrayBuffer()).replace(/^\uFEFF/, '').split('\r\n');
    const agentField = header.split(';').indexOf('Agent');
    const payments = rows.filter((line) => line.split(';').length === 16);
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((line) => line.split(';')[agentField] === 'Paiement en ligne')).toBe(true);
  });

  it('says so when the accounting data cannot be loaded, with a retry', async () => {
    server.use(http.get(endpoints.paiements.accountingStatistics, () => HttpResponse.json({ detail: 'Erreur interne' }, { status: 500 })));
    await signIn('comptable');
    renderInAdmin(<CaissePage />, { url: '/caisse', path: '/caisse' });
    expect(await screen.findByText('Erreur lors du chargement des données de comptabilité', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
