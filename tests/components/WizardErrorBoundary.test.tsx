import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WizardErrorBoundary } from '../../src/resources/colis/wizard/WizardErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('wizard crash screen', () => {
  it('replaces a crashed wizard with a French message and a reload that offers the draft', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <WizardErrorBoundary>
        <Broken />
      </WizardErrorBoundary>,
    );
    expect(screen.getByText('Une erreur inattendue est survenue')).toBeInTheDocument();
    expect(screen.getByText(/Votre saisie est conservée comme brouillon/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
