import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BordereauShow from '../../src/resources/bordereaux/BordereauShow';
import { getDb } from '../../src/demo/db/store';
import { parcelAmounts } from '../../src/demo/serializers';
import { formatMoney, roundForCurrency } from '../../src/domain/currency';
import { renderInAdmin, signIn } from './render';
import { manifestOwing } from './manifestDues';
import { bordereauStatusLabel } from '../../src/domain/manifestStatus';

const manifest = (statut: string) => {
  const found = getDb().bordereaux.find((b) => b.statut === statut);
  if (!found) throw new Error(`no ${statut} manifest in the seed`);
  return found;
};
const parcelsOf = (ids: number[]) => getDb().colis.filter((c) => ids.includes(c.id));

function openShow(id: number | string) {
  renderInAdmin(<BordereauShow />, { url: `/bordereaux/${id}`, path: '/bordereaux/:id' });
}

describe('Manifest detail (/bordereaux/{id})', () => {
  it("names the manifest's money figure 'Frais d'expédition nets' (its parcels' fees less their discounts), never a bare 'Valeur'", async () => {
    await signIn('admin');
    const shipped = manifest('valide');
    openShow(shipped.id);
    const table = await screen.findByRole('table', { name: 'Colis du bordereau' });
    expect(within(table).getByRole('columnheader', { name: "Frais d'expédition nets" })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Valeur' })).toBeNull();
    expect(screen.getAllByText("Frais d'expédition nets").length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Valeur totale')).toBeNull();
    expect(screen.getAllByText('Validé et expédié').length).toBeGreaterThan(0);
    expect(screen.queryByText(/\(valide\)/)).toBeNull();
  });

  it("shows a discounted parcel's fee less its discount under 'Frais d'expédition nets', not its fee", async () => {
    await signIn('admin');
    const db = getDb();
    const withDiscount = db.bordereaux
      .flatMap((b) => parcelsOf(b.colis_ids).map((colis) => ({ bordereau: b, colis })))
      .find(({ colis }) => colis.rabais_applique > 0);
    if (!withDiscount) throw new Error('no discounted parcel in a manifest of the seed');
    const { bordereau, colis } = withDiscount;
    const currency = parcelAmounts(colis).base;
    openShow(bordereau.id);
    const row = (await screen.findAllByTestId('bordereau-colis')).find((r) => within(r).queryByText(colis.numero_colis));
    if (!row) throw new Error(`${colis.numero_colis} not listed`);
    expect(row.textContent).toContain(formatMoney(roundForCurrency(colis.frais_expedition - colis.rabais_applique, currency), currency));
    expect(row.textContent).not.toContain(formatMoney(colis.frais_expedition, currency));
  });

  it('validates a draft after confirmation: the parcels become expedie', async () => {
    await signIn('agent.ca');
    const draft = manifest('brouillon');
    openShow(draft.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Valider et expédier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider et expédier' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Bordereau validé avec succès!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Marquer comme arrivé' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Colis du bordereau' });
    expect(within(table).getAllByText('En transit')).toHaveLength(draft.colis_ids.length);
    expect(parcelsOf(draft.colis_ids).every((c) => c.statut === 'expedie')).toBe(true);
    // The manifest's own journal shows the step, who took it, before and after.
    const journal = await screen.findByRole('table', { name: 'Journal des modifications' });
    await waitFor(() => expect(within(journal).getAllByRole('row')).toHaveLength(2));
    expect(within(journal).getAllByRole('row')[1]).toHaveTextContent(/Julie Tremblay.*Étape de bordereau · .*Brouillon.*Validé et expédié/);
    // The button that validated is replaced: the focus is on the manifest's title, not lost on the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: `Bordereau ${draft.numero_bordereau}` })).toHaveFocus());
  });

  it('a validation cancelled gives the focus back to its button', async () => {
    await signIn('agent.ca');
    openShow(manifest('brouillon').id);
    const validate = await screen.findByRole('button', { name: 'Valider et expédier' });
    await userEvent.click(validate);
    const dialog = await screen.findByRole('dialog', { name: 'Valider et expédier' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Valider et expédier' })).toHaveFocus());
  });

  it('marks arrived (reporting how many parcels changed) then received, without a question when every parcel is paid', async () => {
    await signIn('admin');
    const shipped = getDb().bordereaux.find((b) => b.statut === 'valide' && parcelsOf(b.colis_ids).every((c) => c.statut === 'expedie'));
    if (!shipped) throw new Error('no shipped manifest');
    manifestOwing(shipped.colis_ids, 0);
    openShow(shipped.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme arrivé' }));
    expect(await screen.findByText(`${shipped.colis_ids.length} ${shipped.colis_ids.length < 2 ? 'colis marqué comme arrivé' : 'colis marqués comme arrivés'}.`)).toBeInTheDocument();
    expect(parcelsOf(shipped.colis_ids).every((c) => c.statut === 'arrive')).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme reçu' }));
    expect(await screen.findByText(/Réception confirmée par Awa Diallo/)).toBeInTheDocument();
    expect(await screen.findByText('Aucune action disponible pour ce statut')).toBeInTheDocument();
    expect(getDb().bordereaux.find((b) => b.id === shipped.id)?.statut).toBe('recu');
  });

  it('« Marquer comme reçu » on a manifest with unpaid parcels names each with its rest and asks; « Annuler » sends nothing', async () => {
    await signIn('admin');
    const arrived = getDb().bordereaux.find((b) => b.statut === 'arrive' && b.colis_ids.length >= 3);
    if (!arrived) throw new Error('no arrived manifest with three parcels');
    const owing = manifestOwing(arrived.colis_ids, 2);
    openShow(arrived.id);
    const receive = await screen.findByRole('button', { name: 'Marquer comme reçu' });
    await userEvent.click(receive);
    const dialog = await screen.findByRole('dialog', { name: 'Colis non entièrement payés' });
    // One route, one currency: the total is the two rests added.
    expect(owing[1].devise).toBe(owing[0].devise);
    expect(dialog.textContent).toContain(`2 colis de ce bordereau ne sont pas entièrement payés : il reste ${formatMoney(owing[0].reste + owing[1].reste, owing[0].devise)} à payer.`);
    const rows = within(within(dialog).getByRole('table', { name: 'Colis non entièrement payés' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(owing.map(({ colis, reste, devise }) => `${colis.numero_colis}${colis.destinataire_prenom} ${colis.destinataire_nom}${formatMoney(reste, devise)}`));
    // A destructive confirmation: a second Enter backs out.
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDb().bordereaux.find((b) => b.id === arrived.id)?.statut).toBe('arrive');
    expect(getDb().journal.some((entry) => entry.objet_type === 'bordereau' && entry.objet_id === arrived.id && entry.nouvelle_valeur === bordereauStatusLabel('recu'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Marquer comme reçu' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Colis non entièrement payés' })).getByRole('button', { name: 'Marquer comme reçu' }));
    expect(await screen.findByText(/Réception confirmée par Awa Diallo/)).toBeInTheDocument();
    expect(getDb().bordereaux.find((b) => b.id === arrived.id)?.statut).toBe('recu');
  });

  it('corrects the parcels left enregistre in a validated manifest', async () => {
    await signIn('admin');
    const inconsistent = getDb().bordereaux.find((b) => b.notes === 'Statuts à corriger');
    if (!inconsistent) throw new Error('no inconsistent manifest');
    openShow(inconsistent.id);
    expect(await screen.findByText(/2 colis de ce bordereau sont restés « En attente »/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Corriger les statuts' }));
    expect(await screen.findByText(/2 colis corrigé\(s\)/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Corriger les statuts' })).not.toBeInTheDocument());
    expect(parcelsOf(inconsistent.colis_ids).every((c) => c.statut === 'expedie')).toBe(true);
  });

  it('refuses an invalid transition on the server with a clear message', async () => {
    await signIn('admin');
    const draft = manifest('brouillon');
    openShow(draft.id);
    await screen.findByRole('button', { name: 'Valider et expédier' });
    // Someone else validated it meanwhile: the button is stale, the server refuses.
    draft.statut = 'recu';
    await userEvent.click(screen.getByRole('button', { name: 'Valider et expédier' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Seuls les bordereaux en brouillon peuvent être validés.')).toBeInTheDocument();
  });

  it('shows the not-found state with the way back', async () => {
    await signIn('agent.ca');
    openShow(99999);
    expect(await screen.findByText('Bordereau non trouvé')).toBeInTheDocument();
    expect(screen.getByText("Le bordereau demandé n'existe pas ou n'est pas accessible.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux bordereaux' })).toHaveAttribute('href', '/bordereaux');
  });

  it("custody: agent.gn cannot validate a Canada → Guinea draft, and the button says why", async () => {
    const draft = getDb().bordereaux.find((b) => b.statut === 'brouillon' && b.route_id === 1)!;
    await signIn('agent.gn');
    openShow(draft.id);
    const validate = await screen.findByRole('button', { name: 'Valider et expédier' });
    expect(validate).toBeDisabled();
    expect(validate.closest('[data-refused-action]')).toHaveAttribute(
      'title',
      "Seuls le personnel du pays d'origine de ce bordereau (Canada), les administrateurs et les managers peuvent le valider et l'expédier.",
    );
  });

  it('the sender of an arrived manifest sees « Marquer comme reçu » disabled with the reason; the server refuses it too', async () => {
    const arrived = getDb().bordereaux.find((b) => b.statut === 'arrive' && b.route_id === 1)!;
    const sender = getDb().users.find((u) => u.id === arrived.agent_expediteur_id)!;
    await signIn(sender.username);
    openShow(arrived.id);
    const receive = await screen.findByRole('button', { name: 'Marquer comme reçu' });
    expect(receive).toBeDisabled();
    expect(receive.closest('[data-refused-action]')).toHaveAttribute('title', "L'agent qui a expédié ce bordereau ne peut pas le réceptionner lui-même.");
    const { dataProvider } = await import('../../src/dataProvider/dataProvider');
    await expect((dataProvider as unknown as { marquerBordereauRecu: (id: number) => Promise<unknown> }).marquerBordereauRecu(arrived.id)).rejects.toMatchObject({ status: 403 });
    expect(getDb().bordereaux.find((b) => b.id === arrived.id)?.statut).toBe('arrive');
  });
});
