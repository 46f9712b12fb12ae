import { describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ws } from 'msw';
import AssistantPanel from '../../src/layout/assistant/AssistantPanel';
import { getDb } from '../../src/demo/db/store';
import { server } from '../../src/demo/node';
import { renderInAdmin, signIn } from './render';

async function openPanel(onClose = vi.fn()) {
  renderInAdmin(<AssistantPanel onClose={onClose} />);
  const panel = await screen.findByRole('dialog', { name: 'Assistant Mira' });
  await within(panel).findByText('Mode démo • Aperçu');
  return panel;
}

const input = () => screen.getByLabelText('Votre message');
/** Pastes the text (typing it key by key is slow on a shared machine) and presses Enter. */
async function say(text: string) {
  await userEvent.click(input());
  await userEvent.paste(text);
  await userEvent.keyboard('{Enter}');
}

const log = () => screen.getByRole('log', { name: 'Conversation avec Mira' });

describe('Assistant panel (Mira)', () => {
  it('asks a signed-out visitor to log in, with the footer warning', async () => {
    renderInAdmin(<AssistantPanel onClose={vi.fn()} />);
    expect(await screen.findByText('Vous devez être connecté pour utiliser le chatbot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Déconnecté')).toBeInTheDocument();
    expect(screen.getByText('En développement - Ne pas se fier aux réponses')).toBeInTheDocument();
  });

  it('connects, authenticates and answers a tariff question with the bold amount', async () => {
    await signIn('agent.ca');
    await openPanel();
    expect(await within(log()).findByText(/Bonjour Julie, je suis Mira/)).toBeInTheDocument();
    await say('tarif électronique');
    expect(within(log()).getByText('tarif électronique')).toBeInTheDocument();
    const amount = await within(log()).findByText('50,00 CAD par unité');
    expect(amount.tagName).toBe('STRONG');
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('status', { name: "Mira est en train d'écrire" })).not.toBeInTheDocument();
  });

  it('shows the typing indicator while Mira writes', async () => {
    server.use(
      ws.link('*/ws/chatbot').addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => {
          // This server alone answers: the demo's session would end the typing 300 ms later with its
          // answer, a window a busy machine could let pass between two looks.
          event.stopPropagation();
          const message = JSON.parse(String(event.data)) as { type: string };
          if (message.type === 'authenticate') client.send(JSON.stringify({ type: 'system_message', content: 'Bienvenue' }));
          if (message.type === 'chat_message') {
            client.send(JSON.stringify({ type: 'message_received', conversation_id: 'conv-1' }));
            client.send(JSON.stringify({ type: 'assistant_typing', is_typing: true }));
          }
        });
      }),
    );
    await signIn('agent.ca');
    await openPanel();
    await within(log()).findByText('Bienvenue');
    await say('bonjour');
    expect(await screen.findByRole('status', { name: "Mira est en train d'écrire" })).toHaveTextContent('Mira écrit');
  });

  it('sends on Enter only: Shift+Enter makes a new line and an empty message is not sent', async () => {
    await signIn('agent.ca');
    await openPanel();
    await within(log()).findByText(/Bonjour Julie/);
    await userEvent.type(input(), '{Enter}');
    await userEvent.type(input(), '   {Enter}');
    expect(within(log()).queryAllByText((_, node) => node?.getAttribute('data-role') === 'user')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeDisabled();
    await userEvent.clear(input());
    await userEvent.type(input(), 'ligne 1{Shift>}{Enter}{/Shift}ligne 2');
    expect(input()).toHaveValue('ligne 1\nligne 2');
    expect(within(log()).queryAllByText((_, node) => node?.getAttribute('data-role') === 'user')).toHaveLength(0);
  });

  it("gives a parcel's status from its tracking code, then marks it arrived on confirmation", async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'expedie' && c.route_id === 1);
    if (!colis) throw new Error('seed without an in-transit parcel');
    await openPanel();
    await within(log()).findByText(/Bonjour Julie/);
    await say(`Où en est le colis ${colis.tracking_number} ?`);
    expect(await within(log()).findByText('En transit')).toBeInTheDocument();
    const box = screen.getByRole('heading', { name: 'Action requise' }).closest('section') as HTMLElement;
    expect(within(box).getByText(`Marquer le colis ${colis.tracking_number} comme arrivé`)).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Confirmer' }));
    expect(await within(log()).findByText(/est maintenant/)).toHaveTextContent(`✅ Le colis ${colis.tracking_number} est maintenant Arrivé.`);
    expect(screen.queryByRole('heading', { name: 'Action requise' })).not.toBeInTheDocument();
    expect(getDb().colis.find((c) => c.id === colis.id)?.statut).toBe('arrive');
  });

  it('cancels a proposed action without touching the parcel', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'expedie' && c.route_id === 1);
    if (!colis) throw new Error('seed without an in-transit parcel');
    await openPanel();
    await within(log()).findByText(/Bonjour Julie/);
    await say(colis.tracking_number);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await within(log()).findByText(/Action annulée/)).toBeInTheDocument();
    expect(getDb().colis.find((c) => c.id === colis.id)?.statut).toBe('expedie');
  });

  it('counts parcels by status', async () => {
    await signIn('agent.ca');
    const inTransit = getDb().colis.filter((c) => c.statut === 'expedie' && [1, 2].includes(c.route_id)).length;
    await openPanel();
    await within(log()).findByText(/Bonjour Julie/);
    await say('Combien de colis en transit ?');
    expect(await within(log()).findByText(/Vous avez/)).toHaveTextContent(`Vous avez ${inTransit} colis En transit`);
  });

  it("shows the server's markup as text and its errors with a cross", async () => {
    server.use(
      ws.link('*/ws/chatbot').addEventListener('connection', ({ client }) => {
        client.addEventListener('message', () => {
          client.send(JSON.stringify({ type: 'assistant_message', content: '<img src=x onerror="alert(1)"> **gras**', message_id: 'm1', actions: [] }));
          client.send(JSON.stringify({ type: 'error', content: 'Service indisponible' }));
        });
      }),
    );
    await signIn('agent.ca');
    await openPanel();
    expect(await within(log()).findByText('❌ Service indisponible')).toBeInTheDocument();
    expect(within(log()).getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(within(log()).getByText('gras').tagName).toBe('STRONG');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('takes the focus when it opens, and closes with its close button', async () => {
    await signIn('agent.ca');
    const onClose = vi.fn();
    await openPanel(onClose);
    expect(screen.getByRole('dialog', { name: 'Assistant Mira' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer Mira' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('reports a malformed server message', async () => {
    server.use(
      ws.link('*/ws/chatbot').addEventListener('connection', ({ client }) => {
        client.addEventListener('message', () => client.send('pas du JSON'));
      }),
    );
    await signIn('agent.ca');
    await openPanel();
    await waitFor(() => expect(screen.getByText('Erreur de format de message')).toBeInTheDocument());
  });
});
