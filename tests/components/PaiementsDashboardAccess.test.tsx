import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '../../src/dataProvider/endpoints';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { server } from '../../src/demo/node';
import { decide } from '../../src/domain/permissions';
import PaiementsDashboard from '../../src/resources/paiements/PaiementsDashboard';
import { renderInAdmin, signIn } from './render';

const saved: { blob: Blob; name: string }[] = [];
vi.mock('../../src/components/files', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
  printBlob: () => undefined,
}));

async function renderDashboard(login: string) {
  await signIn(login);
  renderInAdmin(<PaiementsDashboard />, { url: '/paiements', path: '/paiements' });
  await screen.findByRole('table', { name: 'Liste des frais' });
}

const exportButton = () => screen.getByRole('button', { name: 'Exporter CSV' });
const tapToPayButton = () => screen.getByRole('button', { name: 'Synchroniser Tap to Pay' });
/** The reason a refused action shows in its tooltip (the wrapper keeps it reachable), or null when it is not refused. */
const reasonOf = (button: HTMLElement) => button.closest('[data-refused-action]')?.getAttribute('title') ?? null;

/** Counts the Tap to Pay sync requests that reach the demo server while `run` runs. */
async function tapToPayRequestsDuring(run: () => Promise<void>): Promise<number> {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === endpoints.paiements.tapToPaySync) count += 1;
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return count;
}

/** Waits until the page has answered a request made after the attempts above (the refresh toast), so anything they started has had its turn. */
async function settle() {
  await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
  expect(await screen.findByText('Dashboard actualisé - Données fraîches chargées')).toBeInTheDocument();
}

describe('/paiements: Exporter CSV and Synchroniser Tap to Pay follow the capability matrix', () => {
  it('agent.ca: Exporter CSV is disabled with the reason, and no click (pointer, programmatic, keyboard) exports', async () => {
    saved.length = 0;
    await renderDashboard('agent.ca');
    const button = exportButton();
    expect(button).toBeDisabled();
    expect(reasonOf(button)).toBe('Seuls les administrateurs, les managers et les comptables peuvent exporter les paiements.');

    fireEvent.click(button);
    button.click();
    fireEvent.keyDown(button, { key: 'Enter' });
    // An export shows its progress at once, on the click.
    expect(screen.queryByRole('progressbar', { name: "Progression de l'export" })).not.toBeInTheDocument();
    await settle();
    expect(saved).toHaveLength(0);
    expect(screen.queryByText(/^Export terminé/)).not.toBeInTheDocument();
  });

  it('comptable: exports the CSV, and Synchroniser Tap to Pay is disabled with the reason and sends nothing', async () => {
    saved.length = 0;
    await renderDashboard('comptable');
    const sync = tapToPayButton();
    expect(sync).toBeDisabled();
    expect(reasonOf(sync)).toBe('Seuls les administrateurs, les managers et les agents logistiques peuvent synchroniser les paiements Tap to Pay.');
    const requests = await tapToPayRequestsDuring(async () => {
      fireEvent.click(sync);
      sync.click();
      await settle();
    });
    expect(requests).toBe(0);
    expect(screen.queryByRole('dialog', { name: 'Synchronisation Tap to Pay' })).not.toBeInTheDocument();

    expect(exportButton()).toBeEnabled();
    expect(reasonOf(exportButton())).toBeNull();
    await userEvent.click(exportButton());
    expect(await screen.findByText(/^Export terminé : \d+ lignes$/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^frais_paiements_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("every staff account: each button is enabled or disabled with the matrix's reason, as decide() says for that user", async () => {
    for (const login of ['admin', 'manager', 'agent.ca', 'agent.gn', 'comptable']) {
      await renderDashboard(login);
      const user = tokenStore.getUser();
      for (const [capability, button] of [
        ['paiements.export', exportButton()],
        ['paiements.tap_to_pay', tapToPayButton()],
      ] as const) {
        const decision = decide(user, capability);
        expect({ login, capability, disabled: (button as HTMLButtonElement).disabled, reason: reasonOf(button) }).toEqual({
          login,
          capability,
          disabled: !decision.allowed,
          reason: decision.allowed ? null : decision.message,
        });
      }
      cleanup();
    }
  }, 60_000);
});
