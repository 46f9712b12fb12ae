import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BordereauShow from '../../src/resources/bordereaux/BordereauShow';
import { CounterToolbar } from '../../src/layout/CounterToolbar';
import { getDb } from '../../src/demo/db/store';
import { renderInAdmin, signIn } from './render';
import { sendKeys } from './scanKeys';
import { manifestOwing } from './manifestDues';
import { formatMoney } from '../../src/domain/currency';

/** An arrived Canada → Guinea manifest: agent.gn, on its destination side and not its sender, receives it. */
function arrivedManifest(owing = 0) {
  const manifest = getDb().bordereaux.find((b) => b.statut === 'arrive' && b.route_id === 1 && b.colis_ids.length >= 3);
  if (!manifest) throw new Error('no arrived manifest with three parcels');
  // Everything paid unless the test says otherwise: receiving then asks nothing about money.
  const owed = manifestOwing(manifest.colis_ids, owing);
  return { manifest, parcels: getDb().colis.filter((c) => manifest.colis_ids.includes(c.id)), owed };
}

function openShow(id: number) {
  renderInAdmin(
    <>
      <CounterToolbar />
      <BordereauShow />
    </>,
    { url: `/bordereaux/${id}`, path: '/bordereaux/:id' },
  );
}

async function openReception() {
  await userEvent.click(await screen.findByRole('button', { name: 'Réceptionner par scan' }));
  return screen.findByRole('dialog', { name: /^Réception par scan/ });
}

async function typeCode(dialog: HTMLElement, code: string) {
  const field = within(dialog).getByLabelText('Code scanné');
  await userEvent.type(field, `${code}{Enter}`);
}

describe('Receiving a manifest by scanning', () => {
  it('ticks scanned parcels, flags outsiders and repeats, lists the missing ones, then receives', async () => {
    await signIn('agent.gn');
    const { manifest, parcels } = arrivedManifest();
    const outsider = getDb().colis.find((c) => c.route_id === 1 && !manifest.colis_ids.includes(c.id))!;
    openShow(manifest.id);
    const dialog = await openReception();
    expect(within(dialog).getByTestId('reception-progress')).toHaveTextContent(`0 / ${parcels.length} colis scanné(s)`);

    await typeCode(dialog, parcels[0].tracking_number.toLowerCase());
    expect(within(dialog).getByTestId('scan-feedback')).toHaveTextContent(`${parcels[0].numero_colis} : reçu`);
    await typeCode(dialog, parcels[1].numero_colis);
    expect(within(dialog).getByTestId('reception-progress')).toHaveTextContent(`2 / ${parcels.length} colis scanné(s)`);

    await typeCode(dialog, parcels[0].tracking_number);
    expect(within(dialog).getByTestId('scan-feedback')).toHaveTextContent(`Colis déjà scanné : ${parcels[0].numero_colis}`);
    await typeCode(dialog, outsider.tracking_number);
    expect(within(dialog).getByTestId('scan-feedback')).toHaveTextContent(`Colis hors bordereau : ${outsider.tracking_number}`);
    expect(within(dialog).getByText('Colis hors bordereau (1)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('reception-progress')).toHaveTextContent(`2 / ${parcels.length} colis scanné(s)`);
    const rows = within(dialog).getAllByTestId('reception-colis');
    expect(rows.filter((row) => row.dataset.received === 'true')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la réception' }));
    const confirm = await screen.findByRole('dialog', { name: 'Colis manquants' });
    const missing = within(confirm).getByRole('list', { name: 'Colis manquants' });
    expect(within(missing).getAllByRole('listitem')).toHaveLength(parcels.length - 2);
    expect(within(missing).getByText(new RegExp(parcels[2].numero_colis))).toBeInTheDocument();
    expect(within(missing).queryByText(new RegExp(parcels[0].numero_colis))).not.toBeInTheDocument();
    expect(getDb().bordereaux.find((b) => b.id === manifest.id)?.statut).toBe('arrive');

    await userEvent.click(within(confirm).getByRole('button', { name: 'Réceptionner quand même' }));
    expect(await screen.findByText('Bordereau marqué comme reçu et traité.')).toBeInTheDocument();
    expect(await screen.findByText(/Réception confirmée par Ibrahima Camara/)).toBeInTheDocument();
    expect(getDb().bordereaux.find((b) => b.id === manifest.id)?.statut).toBe('recu');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Réceptionner par scan' })).not.toBeInTheDocument());
  });

  it('names the unpaid parcels before receiving by scan; « Annuler » keeps the manifest arrived', async () => {
    await signIn('agent.gn');
    const { manifest, parcels, owed } = arrivedManifest(1);
    openShow(manifest.id);
    const dialog = await openReception();
    for (const parcel of parcels) await typeCode(dialog, parcel.tracking_number);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la réception' }));
    const unpaid = await screen.findByRole('dialog', { name: 'Colis non entièrement payés' });
    const rows = within(within(unpaid).getByRole('table', { name: 'Colis non entièrement payés' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([`${owed[0].colis.numero_colis}${owed[0].colis.destinataire_prenom} ${owed[0].colis.destinataire_nom}${formatMoney(owed[0].reste, owed[0].devise)}`]);
    expect(within(unpaid).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Colis non entièrement payés' })).not.toBeInTheDocument());
    expect(getDb().bordereaux.find((b) => b.id === manifest.id)?.statut).toBe('arrive');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la réception' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Colis non entièrement payés' })).getByRole('button', { name: 'Réceptionner quand même' }));
    expect(await screen.findByText('Bordereau marqué comme reçu et traité.')).toBeInTheDocument();
    expect(getDb().bordereaux.find((b) => b.id === manifest.id)?.statut).toBe('recu');
  });

  it('takes a handheld scanner burst while the focus is on a button, instead of opening the parcel', async () => {
    await signIn('agent.gn');
    const { manifest, parcels } = arrivedManifest();
    openShow(manifest.id);
    const dialog = await openReception();
    // 'Valider le code' waits, disabled, for a code: the focus is on the camera's button beside it.
    within(dialog).getByRole('button', { name: 'Caméra' }).focus();
    expect(within(dialog).getByRole('button', { name: 'Caméra' })).toHaveFocus();
    await sendKeys(parcels[2].tracking_number, 6);
    expect(within(dialog).getByTestId('scan-feedback')).toHaveTextContent(`${parcels[2].numero_colis} : reçu`);
    expect(within(dialog).getByTestId('reception-progress')).toHaveTextContent(`1 / ${parcels.length} colis scanné(s)`);
  });

  it('keeps the scans of this tab after the dialog closes, and receives at once when nothing is missing', async () => {
    await signIn('agent.gn');
    const { manifest, parcels } = arrivedManifest();
    openShow(manifest.id);
    let dialog = await openReception();
    for (const parcel of parcels.slice(0, -1)) await typeCode(dialog, parcel.tracking_number);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openReception();
    expect(within(dialog).getByTestId('reception-progress')).toHaveTextContent(`${parcels.length - 1} / ${parcels.length} colis scanné(s)`);
    await typeCode(dialog, parcels.at(-1)!.tracking_number);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la réception' }));
    expect(await screen.findByText('Bordereau marqué comme reçu et traité.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Colis manquants' })).not.toBeInTheDocument();
    expect(getDb().bordereaux.find((b) => b.id === manifest.id)?.statut).toBe('recu');
  });

  it('is offered only on a manifest that can be marked received', async () => {
    await signIn('agent.gn');
    const shipped = getDb().bordereaux.find((b) => b.statut === 'valide' && b.route_id === 1)!;
    openShow(shipped.id);
    expect(await screen.findByRole('button', { name: 'Marquer comme arrivé' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réceptionner par scan' })).not.toBeInTheDocument();
  });

  it('is shown disabled, with the reason, to the agent who sent the manifest', async () => {
    const { manifest } = arrivedManifest();
    manifest.agent_expediteur_id = getDb().users.find((u) => u.username === 'agent.gn')!.id;
    await signIn('agent.gn');
    openShow(manifest.id);
    const scan = await screen.findByRole('button', { name: 'Réceptionner par scan' });
    expect(scan).toBeDisabled();
    expect(scan.closest('[data-refused-action]')).toHaveAttribute('title', "L'agent qui a expédié ce bordereau ne peut pas le réceptionner lui-même.");
  });
});
