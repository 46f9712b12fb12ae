import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CashClosePage from '../../src/custom-pages/caisse/CashClosePage';
import { getDb } from '../../src/demo/db/store';
import { expectedLines } from '../../src/domain/cashClose';
import { dayKey, userTimeZone } from '../../src/domain/format';
import { paymentMethodLabel } from '../../src/domain/paymentStatus';
import { formatNumberInput } from '../../src/domain/format';
import { renderInAdmin, signIn } from './render';

describe('/caisse/cloture Clôture de caisse', () => {
  it("an agent counts their day: a line short shows its difference, and the close is kept with its note and a journal entry", async () => {
    await signIn('agent.ca');
    const today = dayKey(new Date().toISOString(), userTimeZone());
    const lines = expectedLines(getDb().paiements.filter((p) => p.agent_id === 3 && dayKey(p.date_paiement ?? p.date_creation, userTimeZone()) === today));
    expect(lines.length).toBeGreaterThan(0);
    renderInAdmin(<CashClosePage />, { url: '/caisse/cloture', path: '/caisse/cloture' });
    const form = await screen.findByRole('table', { name: 'Montants attendus et comptés' });
    const button = screen.getByRole('button', { name: 'Clôturer la journée' });
    expect(button).toBeDisabled();
    for (const [i, line] of lines.entries()) {
      const counted = i === 0 ? line.attendu - 1 : line.attendu;
      await userEvent.type(within(form).getByLabelText(new RegExp(`^Compté ${paymentMethodLabel(line.methode)} \\(${line.devise}\\)`)), formatNumberInput(counted));
    }
    await userEvent.type(screen.getByLabelText(/^Note/), 'Un billet manque');
    await userEvent.click(button);
    expect(await screen.findByText('Journée clôturée avec 1 écart(s)')).toBeInTheDocument();
    const summary = screen.getByRole('table', { name: 'Lignes de la clôture' });
    expect(within(summary).getAllByRole('row')).toHaveLength(lines.length + 1);
    expect(within(summary).getByText(/^-1(,00)?\s/)).toBeInTheDocument();
    const close = getDb().clotures?.at(-1);
    expect(close).toMatchObject({ agent_id: 3, date: today, note: 'Un billet manque' });
    expect(close?.lignes[0].ecart).toBe(-1);
    expect(getDb().journal.at(-1)).toMatchObject({ type: 'cloture_caisse', objet_type: 'cloture' });
  });
});
