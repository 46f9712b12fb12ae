import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { HttpError } from 'react-admin';
import { normaliseErrorBody } from '../../src/dataProvider/errors';
import { body, number, text } from '../../src/domain/schemas/fields';
import { SchemaForm, type SubmissionErrors } from '../../src/components/form/SchemaForm';
import { FormTextField } from '../../src/components/form/FormTextField';
import { NumberField } from '../../src/components/form/NumberField';
import { SubmitButton } from '../../src/components/form/SubmitButton';
import { FormDialog } from '../../src/components/form/FormDialog';
import { submissionErrors } from '../../src/components/form/submissionErrors';
import { renderInAdmin } from './render';
import { waitReasonOf } from './waitReason';

/** A write with a text and an amount, as the app's payment and category writes have. */
const testWrite = body({
  reference: text({ max: 20, required: 'La référence est requise' }),
  montant: number({ bound: { min: 0, max: 1_000_000, decimals: 2 }, messages: { required: 'Le montant est requis' }, exclusiveMin: true }),
});

type Sent = { reference: string; montant: number };

function TestForm({ send }: { send: (request: Sent) => Promise<SubmissionErrors | undefined> }) {
  return (
    <SchemaForm schema={testWrite} defaultValues={{ reference: '', montant: '' }} onSubmit={send} label="Paiement de test">
      <FormTextField source="reference" label="Référence" />
      <NumberField source="montant" label="Montant" />
      <SubmitButton>Enregistrer</SubmitButton>
    </SchemaForm>
  );
}

function renderForm(send: (request: Sent) => Promise<SubmissionErrors | undefined> = async () => undefined) {
  renderInAdmin(<TestForm send={send} />);
  return { save: screen.getByRole('button', { name: 'Enregistrer' }), reference: screen.getByLabelText('Référence'), amount: screen.getByLabelText('Montant') };
}

describe('SchemaForm: react-admin <Form> with the write schema', () => {
  it('keeps the save button disabled from the first render, its reason on hover and on the keyboard', async () => {
    const { save, amount } = renderForm();
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe('La référence est requise');
    await userEvent.hover(save.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('La référence est requise');
    await userEvent.unhover(save.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // The button takes no focus; the keyboard stops on what holds its reason.
    await userEvent.click(amount);
    await userEvent.tab();
    expect(save.parentElement).toHaveFocus();
    expect(save.parentElement).toHaveAttribute('data-refused-action');
  });

  it('sends « 1 250,50 » as 1250.5, shown as typed; refuses « 12,5O » at the field with its text kept', async () => {
    const send = vi.fn(async () => undefined);
    const { save, reference, amount } = renderForm(send);
    await userEvent.type(reference, ' REC-1 ');
    await userEvent.type(amount, '12,5O');
    await userEvent.tab();
    expect(amount).toHaveValue('12,5O');
    expect(amount).toHaveAccessibleDescription('Saisissez un nombre, par exemple 1 250,50');
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe('Montant : Saisissez un nombre, par exemple 1 250,50');

    await userEvent.clear(amount);
    await userEvent.type(amount, '1 250,50');
    expect(amount).toHaveValue('1 250,50');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ reference: 'REC-1', montant: 1250.5 }));
    expect(amount).toHaveValue('1 250,50');
  });

  it("puts the server's 400 at its field, keeps what was typed, and lets the field be corrected", async () => {
    const refusal = new HttpError('Cette référence existe déjà.', 400, normaliseErrorBody({ reference: ['Cette référence existe déjà.'] }, 400));
    const send = vi.fn(async (_request: Sent) => {
      throw refusal;
    });
    const { save, reference, amount } = renderForm((request) => send(request).then(() => undefined, (error: unknown) => submissionErrors(error, ['reference', 'montant'])));
    await userEvent.type(reference, 'REC-1');
    await userEvent.type(amount, '10');
    await userEvent.click(save);
    expect(await screen.findByText('Cette référence existe déjà.')).toBeInTheDocument();
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveValue('REC-1');
    expect(amount).toHaveValue('10');
    await userEvent.type(reference, '2');
    expect(screen.queryByText('Cette référence existe déjà.')).not.toBeInTheDocument();
  });

  it('Enter in an invalid form shows every message, moves the focus to the first, and sends nothing', async () => {
    const send = vi.fn(async () => undefined);
    const { amount, reference } = renderForm(send);
    await userEvent.type(amount, '0{Enter}');
    expect(await screen.findByText('La référence est requise')).toBeInTheDocument();
    expect(screen.getByText('Assurez-vous que cette valeur est supérieure à 0.')).toBeInTheDocument();
    expect(reference).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });
});

function DialogOpener({ discardMessage }: { discardMessage?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      {open && (
        <FormDialog
          title="Nouvelle référence"
          schema={testWrite}
          defaultValues={{ reference: '', montant: '' }}
          onSubmit={() => setOpen(false)}
          onClose={() => setOpen(false)}
          submitLabel="Créer"
          discardMessage={discardMessage}
        >
          <FormTextField source="reference" label="Référence" autoFocus />
          <NumberField source="montant" label="Montant" />
        </FormDialog>
      )}
    </>
  );
}

describe('FormDialog', () => {
  it('asks « Abandonner la saisie ? » before dropping what was typed; an untouched dialog closes at once', async () => {
    renderInAdmin(<DialogOpener discardMessage="Ce que vous avez saisi sera perdu." />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle référence' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle référence' });
    await userEvent.type(within(dialog).getByLabelText('Référence'), 'REC-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const confirm = await screen.findByRole('dialog', { name: 'Abandonner la saisie ?' });
    expect(confirm).toHaveTextContent('Ce que vous avez saisi sera perdu.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Abandonner la saisie ?' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('dialog', { name: 'Nouvelle référence' })).getByLabelText('Référence')).toHaveValue('REC-9');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Abandonner la saisie ?' })).getByRole('button', { name: 'Abandonner' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle référence' })).not.toBeInTheDocument());
  });

  it('without a discard message, closes at once even with something typed', async () => {
    renderInAdmin(<DialogOpener />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir' }));
    await userEvent.type(within(screen.getByRole('dialog', { name: 'Nouvelle référence' })).getByLabelText('Référence'), 'REC-9');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle référence' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Abandonner la saisie ?' })).not.toBeInTheDocument();
  });
});
