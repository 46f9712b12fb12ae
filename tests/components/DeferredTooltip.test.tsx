import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import DeferredTooltip from '../../src/shims/tooltip';

/** Until every pending module load and the callbacks after it have run. */
const settle = () =>
  act(async () => {
    await import('@mui/material/Tooltip');
    await new Promise((resume) => setTimeout(resume, 0));
  });

describe('the deferred tooltip (the build serves it for MUI’s Tooltip)', () => {
  it('a control whose tooltip arrives while it is pressed still gets its click, then its tooltip', async () => {
    const open = vi.fn();
    render(
      <DeferredTooltip title="Scanner une étiquette">
        <button type="button" onClick={open} />
      </DeferredTooltip>,
    );
    const pressed = screen.getByRole('button', { name: 'Scanner une étiquette' });

    // The pointer reaches the control (the tooltip's code starts loading) and presses it; the code arrives.
    fireEvent.mouseOver(pressed);
    fireEvent.pointerDown(pressed, { pointerId: 1 });
    fireEvent.mouseDown(pressed);
    await settle();

    fireEvent.pointerUp(pressed, { pointerId: 1 });
    fireEvent.mouseUp(pressed);
    fireEvent.click(pressed);
    expect(open).toHaveBeenCalledTimes(1);

    // Once released, the real tooltip takes over: the control opens it on hover.
    await settle();
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Scanner une étiquette' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Scanner une étiquette');
  });
});
