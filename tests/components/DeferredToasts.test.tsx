import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { i18nProvider } from '../../src/i18n/fr';
import { DeferredToasts } from '../../src/layout/DeferredToasts';

/** A screen that raises a toast as it first renders, before the toasts' code has been asked for. */
function RaisesToast({ message }: { message: string }) {
  const notify = useNotify();
  useEffect(() => notify(message, { type: 'success' }), [message, notify]);
  return null;
}

describe('the toasts, whose code loads with the first one', () => {
  it('shows a toast raised before that code has arrived', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RaisesToast message="Taux de change mis à jour avec succès" />
        <DeferredToasts />
      </AdminContext>,
    );
    expect(await screen.findByText('Taux de change mis à jour avec succès')).toBeVisible();
  });
});
