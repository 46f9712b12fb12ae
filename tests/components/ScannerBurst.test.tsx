import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { CounterToolbar } from '../../src/layout/CounterToolbar';
import { isTypingTarget, useScannerBurst } from '../../src/components/scanner/useScannerBurst';
import { getDb } from '../../src/demo/db/store';
import { renderInAdmin, signIn } from './render';
import { sendKeys } from './scanKeys';

function Screen() {
  const location = useLocation();
  return (
    <>
      <CounterToolbar />
      <p data-testid="where">{location.pathname}</p>
      <label>
        Note
        <input />
      </label>
    </>
  );
}

describe('Handheld scanner anywhere in the back-office', () => {
  it('opens the parcel of a scanned tracking code', async () => {
    await signIn('agent.ca');
    const parcel = getDb().colis.find((c) => c.route_id === 1)!;
    renderInAdmin(<Screen />);
    await sendKeys(parcel.tracking_number, 8);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/colis/${parcel.id}`));
  });

  it('opens the parcel of a scanned parcel number too', async () => {
    await signIn('agent.ca');
    const parcel = getDb().colis.find((c) => c.route_id === 1 && c.id > 30)!;
    renderInAdmin(<Screen />);
    await sendKeys(parcel.numero_colis, 8);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/colis/${parcel.id}`));
  });

  it('says in French when no parcel has the scanned code', async () => {
    await signIn('agent.ca');
    renderInAdmin(<Screen />);
    await sendKeys('ZZ0000000', 8);
    expect(await screen.findByText('Aucun colis pour le code ZZ0000000')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('leaves keys typed slowly alone, and never takes keys typed in a field, however fast', async () => {
    const scans: string[] = [];
    function Harness() {
      useScannerBurst((code) => scans.push(code));
      return (
        <>
          <button type="button">Un bouton</button>
          <label>
            Note
            <input />
          </label>
          <div contentEditable suppressContentEditableWarning aria-label="Texte libre" />
        </>
      );
    }
    render(<Harness />);
    await sendKeys('CG0A1B2C34', 120);
    screen.getByLabelText('Note').focus();
    await sendKeys('CG0A1B2C34', 5);
    expect(scans).toEqual([]);
    // The same fast burst with the focus on a button is a scan, and its Enter does not press the button.
    screen.getByRole('button', { name: 'Un bouton' }).focus();
    await sendKeys('CG0A1B2C34', 5);
    expect(scans).toEqual(['CG0A1B2C34']);
  });

  it('tells typing targets apart', () => {
    render(
      <>
        <textarea aria-label="Zone" />
        <select aria-label="Choix" />
        <button type="button">Bouton</button>
      </>,
    );
    expect(isTypingTarget(screen.getByLabelText('Zone'))).toBe(true);
    expect(isTypingTarget(screen.getByLabelText('Choix'))).toBe(true);
    expect(isTypingTarget(screen.getByRole('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});
