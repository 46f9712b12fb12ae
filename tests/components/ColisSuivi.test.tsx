import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountTrackingApp } from '../../src/custom-pages/suivi/TrackingApp';
import { clearTrackingCache } from '../../src/dataProvider/trackingClient';
import { getDb } from '../../src/demo/db/store';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';

let unmount: (() => void) | null = null;

/** The page in its own Preact root, as the entry mounts it. */
function showTrackingPage() {
  const container = document.body.appendChild(document.createElement('div'));
  const stop = mountTrackingApp(container);
  unmount = () => {
    stop();
    container.remove();
  };
}

beforeEach(() => {
  clearTrackingCache();
  window.location.hash = '';
});

afterEach(() => unmount?.());

describe('Public tracking (/suivi), without react-admin and without a token', () => {
  it("asks for a number on an empty submit", async () => {
    showTrackingPage();
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer un numéro de suivi');
  });

  it('upper-cases the number and shows the full result, sent without an Authorization header', async () => {
    const colis = getDb().colis.find((c) => c.statut === 'expedie' && c.bordereau_id !== null);
    if (!colis) throw new Error('seed without a shipped parcel');
    const headers: (string | null)[] = [];
    const listen = ({ request }: { request: Request }) => headers.push(request.headers.get('Authorization'));
    server.events.on('request:start', listen);
    try {
      showTrackingPage();
      const input = screen.getByLabelText('Numéro de suivi');
      await userEvent.type(input, colis.tracking_number.toLowerCase());
      expect(input).toHaveValue(colis.tracking_number);
      await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
      const result = await screen.findByRole('region', { name: 'Résultat du suivi' });
      expect(within(result).getByTestId('tracking-number')).toHaveTextContent(colis.tracking_number);
      expect(result).toHaveTextContent(`Colis ${colis.numero_colis}`);
      expect(result).toHaveTextContent('En transit');
      expect(result).toHaveTextContent('Canada');
      // Names as a courier's public tracking shows them: the first name and the family name's initial, no phone, no neighbourhood.
      expect(result).toHaveTextContent(`${colis.destinataire_prenom} ${colis.destinataire_nom.charAt(0).toUpperCase()}.`);
      expect(result).not.toHaveTextContent(colis.destinataire_nom);
      expect(result).not.toHaveTextContent(colis.expediteur_nom);
      expect(result).not.toHaveTextContent(colis.destinataire_quartier);
      expect(result).not.toHaveTextContent(colis.destinataire_telephone.slice(-4));
      expect(within(result).getByRole('list', { name: 'Étapes du colis' }).children).toHaveLength(4);
      expect(result).toHaveTextContent('Bordereau');
      expect(within(result).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
      expect(headers).toEqual([null]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('pre-fills from ?tracking= and searches by itself', async () => {
    const colis = getDb().colis[10];
    window.location.hash = `#/suivi?tracking=${colis.tracking_number.toLowerCase()}`;
    showTrackingPage();
    expect(screen.getByLabelText('Numéro de suivi')).toHaveValue(colis.tracking_number);
    expect(await screen.findByTestId('tracking-number')).toHaveTextContent(colis.tracking_number);
  });

  it('a character corrected in the middle is uppercased with the caret left where the user types', async () => {
    showTrackingPage();
    const input = screen.getByLabelText<HTMLInputElement>('Numéro de suivi');
    await userEvent.type(input, 'gc00fniy9');
    expect(input).toHaveValue('GC00FNIY9');
    // Caret after "GC00", then a lower-case "x" typed there.
    input.setSelectionRange(4, 4);
    await userEvent.type(input, 'x', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('GC00XFNIY9');
    expect(input.selectionStart).toBe(5);
    expect(input.selectionEnd).toBe(5);
  });

  it('follows a changed ?tracking= in the same tab and searches the new number', async () => {
    const [first, second] = getDb().colis;
    window.location.hash = `#/suivi?tracking=${first.tracking_number}`;
    showTrackingPage();
    expect(await screen.findByTestId('tracking-number')).toHaveTextContent(first.tracking_number);
    window.location.hash = `#/suivi?tracking=${second.tracking_number}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(screen.getByLabelText('Numéro de suivi')).toHaveValue(second.tracking_number));
    await waitFor(() => expect(screen.getByTestId('tracking-number')).toHaveTextContent(second.tracking_number));
  });

  it('finds a parcel by its tracking code only, not by its sequential parcel number', async () => {
    const colis = getDb().colis[0];
    showTrackingPage();
    await userEvent.type(screen.getByLabelText('Numéro de suivi'), colis.numero_colis);
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('heading', { name: 'Colis non trouvé' })).toBeInTheDocument();
  });

  it('explains a number that matches no parcel', async () => {
    showTrackingPage();
    await userEvent.type(screen.getByLabelText('Numéro de suivi'), 'ZZ9999999');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    const notFound = await screen.findByRole('region', { name: 'Colis non trouvé' });
    expect(notFound).toHaveTextContent("Le colis n'est peut-être pas encore enregistré");
    expect(notFound).toHaveTextContent("Contactez l'expéditeur");
  });

  it('switches between the light and the dark theme', async () => {
    showTrackingPage();
    const toggle = screen.getByRole('button', { name: /Activer le thème/ });
    const before = toggle.getAttribute('aria-label');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Activer le thème/ }).getAttribute('aria-label')).not.toBe(before);
  });

  it('a server error and an answer that breaks the contract each read in French; the detail stays in the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(endpoints.colis.publicTracking, () => HttpResponse.json({ success: true, tracking_number: 42 })));
    showTrackingPage();
    await userEvent.type(screen.getByLabelText('Numéro de suivi'), 'ZZ1');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(/^Réponse inattendue du serveur : champ « /)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid input|expected/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(endpoints.colis.publicTracking), expect.any(Array));
    consoleError.mockRestore();

    server.use(http.get(endpoints.colis.publicTracking, () => HttpResponse.json({ detail: 'Erreur' }, { status: 503 })));
    await userEvent.clear(screen.getByLabelText('Numéro de suivi'));
    await userEvent.type(screen.getByLabelText('Numéro de suivi'), 'ZZ2');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Le service de suivi est momentanément indisponible. Réessayez dans un instant.')).toBeInTheDocument();
  });
});
