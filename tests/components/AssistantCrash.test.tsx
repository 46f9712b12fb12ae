import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssistantPanel from '../../src/layout/assistant/AssistantPanel';
import { renderInAdmin, signIn } from './render';

// The conversation crashes while it renders: the panel must show the spec's message, not a blank page.
vi.mock('../../src/layout/assistant/useChatbot', () => ({
  useChatbot: () => {
    throw new Error('panne simulée');
  },
}));

describe('Assistant panel crash', () => {
  it("shows 'Erreur du chatbot' with a retry and a close button", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn('agent.ca');
    const onClose = vi.fn();
    renderInAdmin(<AssistantPanel onClose={onClose} />);
    expect(await screen.findByText('Erreur du chatbot')).toBeInTheDocument();
    expect(screen.getByText("Le chatbot n'a pas pu se charger. Veuillez réessayer.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Erreur du chatbot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
