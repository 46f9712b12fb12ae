import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import BordereauEdit from '../../src/resources/bordereaux/BordereauEdit';
import { getDb } from '../../src/demo/db/store';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import { renderInAdmin, signIn } from './render';
import { waitReasonOf } from './waitReason';
import { TEXT_MAX } from '../../src/domain/limits';
import { formatDecimal } from '../../src/domain/format';

const manifest = (statut: string) => {
  const found = getDb().bordereaux.find((b) => b.statut === statut);
  if (!found) throw new Error(`no ${statut} manifest in the seed`);
  return found;
};

function openEdit(id: number) {
  renderInAdmin(
    <Routes>
      <Route path="/bordereaux/:id/edit" element={<BordereauEdit />} />
      <Route path="/bordereaux/:id" element={<p>Page du bordereau</p>} />
    </Routes>,
    { url: `/bordereaux/${id}/edit`, path: '*' },
  );
}

/** Opens the receiving agent's choice once its agents have come (the select is disabled until then). */
async function openAgentChoice() {
  const select = await screen.findByLabelText('Agent récepteur');
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
  await userEvent.click(select);
}

describe('Manifest edit (/bordereaux/{id}/edit)', () => {
  it('states the agent scope and refuses a validated manifest with the exact message', async () => {
    await signIn('agent.ca');
    openEdit(manifest('valide').id);
    expect(await screen.findByText('Peut modifier : brouillon uniquement')).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez pas les permissions pour modifier ce bordereau")).toBeInTheDocument();
    expect(screen.getByText('Vous ne pouvez modifier que les bordereaux en brouillon. Ce bordereau a un statut : Validé et expédié')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).not.toBeInTheDocument();
  });

  it('refuses a received manifest to an administrator with the admin message', async () => {
    await signIn('admin');
    openEdit(manifest('recu').id);
    expect(await screen.findByText('Peut modifier : brouillon, validé, en transit')).toBeInTheDocument();
    expect(screen.getByText('Ce bordereau ne peut plus être modifié car il a été reçu.')).toBeInTheDocument();
  });

  it('edits the notes and the parcels of a draft', async () => {
    await signIn('agent.ca');
    const draft = manifest('brouillon');
    const [kept, removed] = draft.colis_ids;
    const added = getDb().colis.find((c) => c.route_id === 1 && c.statut === 'enregistre' && c.bordereau_id === null);
    if (!added) throw new Error('no ready parcel');
    openEdit(draft.id);
    const notes = await screen.findByLabelText('Notes');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Départ samedi');
    const removedCode = getDb().colis.find((c) => c.id === removed)?.tracking_number;
    await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner le colis ${removedCode}` }));
    await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner le colis ${added.tracking_number}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Bordereau mis à jour avec succès!')).toBeInTheDocument();
    expect(await screen.findByText('Page du bordereau')).toBeInTheDocument();
    const saved = getDb().bordereaux.find((b) => b.id === draft.id);
    expect(saved?.notes).toBe('Départ samedi');
    expect([...(saved?.colis_ids ?? [])].sort((a, b) => a - b)).toEqual([kept, added.id].sort((a, b) => a - b));
    expect(getDb().colis.find((c) => c.id === removed)?.bordereau_id).toBeNull();
  });

  it('a draft without parcels cannot be saved: the button waits, disabled, with the spec message', async () => {
    await signIn('agent.ca');
    const draft = manifest('brouillon');
    openEdit(draft.id);
    for (const colisId of draft.colis_ids) {
      const code = getDb().colis.find((c) => c.id === colisId)?.tracking_number;
      await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner le colis ${code}` }));
    }
    const save = screen.getByRole('button', { name: 'Enregistrer les modifications' });
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe('Veuillez sélectionner au moins un colis');
  });

  it('a note beyond its bound is refused at its field, the save disabled with the reason, the text kept', async () => {
    await signIn('agent.ca');
    const draft = manifest('brouillon');
    openEdit(draft.id);
    const notes = await screen.findByLabelText('Notes');
    await userEvent.clear(notes);
    await userEvent.click(notes);
    await userEvent.paste('x'.repeat(TEXT_MAX.manifestNotes + 1));
    await userEvent.tab();
    const message = `Assurez-vous que ce champ ne comporte pas plus de ${formatDecimal(TEXT_MAX.manifestNotes, 0, 0)} caractères.`;
    expect(notes).toHaveAccessibleDescription(message);
    const save = screen.getByRole('button', { name: 'Enregistrer les modifications' });
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe(`Notes : ${message}`);
    expect(notes).toHaveValue('x'.repeat(TEXT_MAX.manifestNotes + 1));
  });

  it('assigns an eligible receiving agent on a validated manifest (admin)', async () => {
    await signIn('admin');
    const validated = manifest('valide');
    openEdit(validated.id);
    expect(await screen.findByText('La sélection des colis ne peut être modifiée que pour un bordereau en brouillon.', { exact: false })).toBeInTheDocument();
    await openAgentChoice();
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Non assigné (sera assigné automatiquement)' })).toBeInTheDocument();
    // The eligible agents come from the server: wait for them before saying who is not among them.
    const camara = await within(listbox).findByRole('option', { name: /Ibrahima Camara/ });
    expect(within(listbox).queryByRole('option', { name: /Sophie Gagnon/ })).not.toBeInTheDocument();
    await userEvent.click(camara);
    // One save for the whole form: there is no second button for the agent.
    expect(screen.queryByRole('button', { name: "Mettre à jour l'agent récepteur" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Bordereau mis à jour avec succès!')).toBeInTheDocument();
    expect(getDb().bordereaux.find((b) => b.id === validated.id)?.agent_receveur_id).toBe(4);
  });

  it('one save keeps every change shown: notes, parcels and the receiving agent of a draft (admin)', async () => {
    await signIn('admin');
    const draft = manifest('brouillon');
    const [, removed] = draft.colis_ids;
    const removedCode = getDb().colis.find((c) => c.id === removed)?.tracking_number;
    openEdit(draft.id);
    const notes = await screen.findByLabelText('Notes');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Camion de 8 h');
    await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner le colis ${removedCode}` }));
    await openAgentChoice();
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Ibrahima Camara/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Bordereau mis à jour avec succès!')).toBeInTheDocument();
    const saved = getDb().bordereaux.find((b) => b.id === draft.id);
    expect(saved).toMatchObject({ notes: 'Camion de 8 h', agent_receveur_id: 4 });
    expect(saved?.colis_ids).not.toContain(removed);
  });

  it('a refused agent: its message next to the field, no success toast, and nothing of the form is saved', async () => {
    await signIn('admin');
    const draft = manifest('brouillon');
    const before = structuredClone(draft);
    server.use(
      http.patch(`${endpoints.bordereaux.list}:id/`, () =>
        HttpResponse.json({ agent_receveur_id: ['Cet utilisateur ne peut pas être agent récepteur.'] }, { status: 400 }),
      ),
    );
    openEdit(draft.id);
    const notes = await screen.findByLabelText('Notes');
    await userEvent.type(notes, ' — modifié');
    await openAgentChoice();
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Ibrahima Camara/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findAllByText('Cet utilisateur ne peut pas être agent récepteur.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Agent récepteur')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Bordereau mis à jour avec succès!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue(`${before.notes} — modifié`);
    expect(getDb().bordereaux.find((b) => b.id === draft.id)).toEqual(before);
  });

  it('locks the receiving agent once the manifest has arrived', async () => {
    await signIn('admin');
    openEdit(manifest('arrive').id);
    expect(await screen.findByText("L'agent récepteur ne peut être modifié que pour un bordereau en brouillon ou validé.")).toBeInTheDocument();
  });

  it('falls back to the employee list when the eligible-agents call fails', async () => {
    server.use(http.get(endpoints.employees.eligibleReceivingAgents, () => HttpResponse.json({ detail: 'Pas trouvé.' }, { status: 404 })));
    await signIn('admin');
    openEdit(manifest('valide').id);
    await openAgentChoice();
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: /Ibrahima Camara \(Agent logistique\)/ })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: /Sophie Gagnon/ })).not.toBeInTheDocument();
  });
});
