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

// The machine running the suite is shared: give the demo backend time to answer.
configure({ asyncUtilTimeout: 5000 });

const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
/** Replaces a field's text in one paste: typing key by key is slow under MUI in the tests' DOM. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

const rateUrl = (id: number) => `*${endpoints.routes.updateRate(id)}`;

async function openRates() {
  await signIn('admin');
  renderInAdmin(<ConfigurationPage sections={CONFIGURATION_SECTIONS} />, { url: '/configuration/taux-de-change', path: '/configuration/*' });
  await screen.findByRole('heading', { name: 'Taux de Change', level: 1 });
}

async function editCanadaGuinea(value: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier le taux Canada → Guinée' }));
  const input = screen.getByLabelText('Nouveau taux');
  await fill(input, value);
  return input;
}

describe('Exchange rates (/configuration/taux-de-change)', () => {
  it('tests the conversion of 100 in both directions with the route rate', async () => {
    await openRates();
    expect(plain((await screen.findByTestId('conversion-CAD-GNF')).textContent)).toContain('100,00 CAD = 625 000 GNF');
    expect(plain(screen.getByTestId('conversion-GNF-CAD').textContent)).toContain('100 GNF = 0,02 CAD');
    const amount = screen.getByLabelText('Montant de test');
    await fill(amount, '2');
    expect(plain(screen.getByTestId('conversion-CAD-GNF').textContent)).toContain('2,00 CAD = 12 500 GNF');
    await fill(amount, '12,5O');
    expect(await screen.findByText('Doit être un nombre valide')).toBeInTheDocument();
    expect(screen.queryByTestId('conversion-CAD-GNF')).not.toBeInTheDocument();
    expect(amount).toHaveValue('12,5O');
    await fill(amount, '1 250,5');
    expect(plain((await screen.findByTestId('conversion-CAD-GNF')).textContent)).toContain('1 250,50 CAD = 7 815 625 GNF');
  });

  it('lists the enterprise routes and shows every rate-input message', async () => {
    await openRates();
    const table = await screen.findByRole('table', { name: "Routes de l'entreprise" });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(plain(screen.getByTestId('taux-route-1').textContent)).toBe('1 CAD = 6 250 GNF');

    await editCanadaGuinea('');
    expect(screen.getByText('Le taux est requis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le taux' })).toBeDisabled();
    const input = screen.getByLabelText('Nouveau taux');
    const cases: [string, string][] = [
      ['abc', 'Doit être un nombre valide'],
      ['0', 'Doit être positif'],
      ['1000000000', 'Taux trop élevé (max: 999M)'],
      ['1,1234567', 'Maximum 6 décimales'],
    ];
    for (const [typed, message] of cases) {
      await fill(input, typed);
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la modification' }));
    expect(plain(screen.getByTestId('taux-route-1').textContent)).toBe('1 CAD = 6 250 GNF');
  });

  it('Escape in the rate being edited cancels it: the saved rate shows again, nothing is sent', async () => {
    await openRates();
    const input = await editCanadaGuinea('6300');
    await userEvent.type(input, '{Escape}');
    expect(screen.queryByLabelText('Nouveau taux')).not.toBeInTheDocument();
    expect(plain(screen.getByTestId('taux-route-1').textContent)).toBe('1 CAD = 6 250 GNF');
    expect(getDb().routes.find((r) => r.id === 1)?.taux_echange).toBe(6250);
    // The focus is back on the rate's pencil, not lost on the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier le taux Canada → Guinée' })).toHaveFocus());
  });

  it('saves a new rate and every amount follows the reloaded currency context', async () => {
    await openRates();
    await screen.findByTestId('conversion-CAD-GNF');
    await editCanadaGuinea('6400');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    expect(await screen.findByText('Taux de change mis à jour avec succès')).toBeInTheDocument();
    expect(getDb().routes.find((r) => r.id === 1)?.taux_echange).toBe(6400);
    await waitFor(() => expect(plain(screen.getByTestId('conversion-CAD-GNF').textContent)).toContain('100,00 CAD = 640 000 GNF'));
    await waitFor(() => expect(plain(screen.getByTestId('taux-route-1').textContent)).toBe('1 CAD = 6 400 GNF'));
  });

  it.each([
    [403, { detail: 'Interdit' }, 'Accès refusé : vous ne pouvez modifier que vos routes'],
    [404, { detail: 'Pas trouvé.' }, 'Route non trouvée ou supprimée'],
    [400, { taux_echange: ['Le taux doit être un nombre positif.'] }, 'Le taux doit être un nombre positif.'],
    [500, {}, 'Erreur temporaire du serveur, veuillez réessayer dans un instant'],
  ])('names a %i failure, keeps the typed rate and reloads the routes', async (status, body, message) => {
    await openRates();
    let routeLoads = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === endpoints.routes.list) routeLoads += 1;
    });
    server.use(http.patch(rateUrl(1), () => HttpResponse.json(body, { status })));
    const input = await editCanadaGuinea('7000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveValue('7000');
    await waitFor(() => expect(routeLoads).toBeGreaterThan(0));
    server.events.removeAllListeners();
  });

  it("shows the spec's invalid-data message for a 422 with an empty body, not « Erreur 422 »", async () => {
    await openRates();
    server.use(http.patch(rateUrl(1), () => new HttpResponse(null, { status: 422 })));
    await editCanadaGuinea('7000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    expect(await screen.findByText('Données invalides : le taux doit être un nombre positif au format valide')).toBeInTheDocument();
    expect(screen.queryByText('Erreur 422')).not.toBeInTheDocument();
  });

  it('asks again for a rate more than twice the saved one (a slipped zero): « Corriger » keeps it unsaved, a second yes saves it', async () => {
    await openRates();
    await editCanadaGuinea('62500');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer le nouveau taux' });
    expect(plain(dialog.textContent)).toContain('Le taux Canada → Guinée passe de 1 CAD = 6 250 GNF à 1 CAD = 62 500 GNF (× 10).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Corriger' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmer le nouveau taux' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nouveau taux')).toHaveValue('62500');
    expect(getDb().routes.find((r) => r.id === 1)?.taux_echange).toBe(6250);

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirmer le nouveau taux' })).getByRole('button', { name: 'Enregistrer ce taux' }));
    expect(await screen.findByText('Taux de change mis à jour avec succès')).toBeInTheDocument();
    expect(getDb().routes.find((r) => r.id === 1)?.taux_echange).toBe(62_500);
  });

  it('offers the reverse route the inverse of a saved rate, exact to 6 decimals, and applies it on demand', async () => {
    await openRates();
    await editCanadaGuinea('6400');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    const offer = await screen.findByRole('dialog', { name: 'Mettre à jour la route inverse ?' });
    expect(plain(offer.textContent)).toContain('La route Guinée → Canada est à 1 GNF = 0,00016 CAD. L\'inverse du nouveau taux donne 1 GNF = 0,000156 CAD.');
    await userEvent.click(within(offer).getByRole('button', { name: "Appliquer l'inverse" }));
    await waitFor(() => expect(getDb().routes.find((r) => r.id === 2)?.taux_echange).toBe(0.000156));
    await waitFor(() => expect(plain(screen.getByTestId('taux-route-2').textContent)).toBe('1 GNF = 0,000156 CAD'));
    expect(screen.queryByRole('dialog', { name: 'Mettre à jour la route inverse ?' })).not.toBeInTheDocument();
  });

  it("leaves the reverse route as it is on « Laisser tel quel »", async () => {
    await openRates();
    await editCanadaGuinea('6400');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Mettre à jour la route inverse ?' })).getByRole('button', { name: 'Laisser tel quel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mettre à jour la route inverse ?' })).not.toBeInTheDocument());
    expect(getDb().routes.find((r) => r.id === 2)?.taux_echange).toBe(0.00016);
  });

  it('names a network failure', async () => {
    await openRates();
    server.use(http.patch(rateUrl(1), () => HttpResponse.error()));
    await editCanadaGuinea('7000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    expect(await screen.findByText('Problème de réseau : impossible de joindre le serveur, vérifiez votre connexion')).toBeInTheDocument();
  });

  it('reloads the currency context on demand', async () => {
    await openRates();
    await userEvent.click(screen.getByRole('button', { name: 'Recharger le contexte monétaire' }));
    expect(await screen.findByText('Contexte monétaire rechargé !')).toBeInTheDocument();
  });

  it("shows the load failure with 'Réessayer'", async () => {
    server.use(http.get(`*${endpoints.routes.list}`, () => HttpResponse.json({ detail: 'Erreur' }, { status: 500 })));
    await openRates();
    expect(await screen.findByText('Erreur lors du chargement des routes', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
