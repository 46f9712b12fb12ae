import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import QuickFindDialog from '../../src/components/quick-find/QuickFindDialog';
import FacturesPage from '../../src/resources/factures/FacturesPage';
import { recentItemsKey } from '../../src/components/quick-find/recentItems';
import { getDb } from '../../src/demo/db/store';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { renderInAdmin, signIn } from './render';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function openPalette() {
  renderInAdmin(
    <>
      <Where />
      <QuickFindDialog open onClose={() => undefined} />
    </>,
  );
}

const field = () => screen.getByRole('combobox', { name: 'Colis, bordereau, facture ou écran' });
const options = () => within(screen.getByRole('listbox', { name: 'Résultats' })).queryAllByRole('option');

describe('Quick find (Ctrl+K)', () => {
  it("finds a parcel by its recipient's phone on the server, and opens it with Enter", async () => {
    await signIn('agent.ca');
    const parcel = getDb().colis.find((c) => c.route_id === 1 && c.id > 20);
    if (!parcel) throw new Error('no parcel on route 1');
    openPalette();
    // Spaces differ from the stored number: the digits are compared.
    const digits = parcel.destinataire_telephone.replace(/\D/g, '');
    await userEvent.type(field(), digits.slice(-8));
    const option = await screen.findByRole('option', { name: new RegExp(parcel.tracking_number) });
    expect(option).toHaveTextContent(parcel.destinataire_nom);
    // Arrow down through the list to this parcel, then Enter.
    const index = options().indexOf(option);
    for (let step = 0; step <= index; step += 1) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(field()).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/colis/${parcel.id}`));
    // It is remembered for this user, with its code only.
    const stored = JSON.parse(window.localStorage.getItem(recentItemsKey(tokenStore.getUser()!.id)) ?? '[]');
    expect(stored[0]).toEqual({ kind: 'colis', key: String(parcel.id), label: parcel.tracking_number, path: `/colis/${parcel.id}` });
  });

  it('finds parcels by sender name and manifests by number', async () => {
    await signIn('agent.ca');
    const parcel = getDb().colis.find((c) => c.route_id === 1)!;
    const manifest = getDb().bordereaux.find((b) => b.route_id === 1)!;
    openPalette();
    await userEvent.type(field(), `${parcel.expediteur_prenom} ${parcel.expediteur_nom}`);
    expect(await screen.findByRole('option', { name: new RegExp(parcel.tracking_number) })).toBeInTheDocument();
    await userEvent.clear(field());
    await userEvent.type(field(), manifest.numero_bordereau.toLowerCase());
    const option = await screen.findByRole('option', { name: new RegExp(manifest.numero_bordereau) });
    await userEvent.click(option);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/bordereaux/${manifest.id}`));
  });

  it('lists only the screens the role may open, recent items first', async () => {
    await signIn('comptable');
    window.localStorage.setItem(recentItemsKey(tokenStore.getUser()!.id), JSON.stringify([{ kind: 'ecran', key: '/paiements', label: 'Paiements', path: '/paiements' }]));
    openPalette();
    const listed = options().map((option) => option.textContent);
    expect(listed[0]).toBe('Paiements');
    expect(listed).toContain('Comptabilité Simplifiée');
    expect(listed).not.toContain('Configuration');
    expect(listed).not.toContain('Employés');
    await userEvent.type(field(), 'compta');
    await waitFor(() => expect(options().map((option) => option.textContent)).toEqual(['Comptabilité Simplifiée']));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/caisse'));
  });

  it("is a dialog named 'Recherche rapide'", async () => {
    await signIn('agent.ca');
    openPalette();
    expect(await screen.findByRole('dialog', { name: 'Recherche rapide' })).toContainElement(field());
  });

  it('says when nothing matches', async () => {
    await signIn('agent.ca');
    openPalette();
    await userEvent.type(field(), 'zzqqxx');
    expect(await screen.findByText('Aucun résultat pour « zzqqxx »')).toBeInTheDocument();
  });
});

describe('Quick find: invoices', () => {
  it('finds an invoice by number and opens the existing invoices', async () => {
    await signIn('admin');
    const facture = getDb().factures[0];
    openPalette();
    await userEvent.type(field(), facture.numero_facture);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(facture.numero_facture) }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/factures-commerciales?onglet=existantes'));
  });

  it('the invoice screen opens on the existing invoices with ?onglet=existantes', async () => {
    await signIn('admin');
    renderInAdmin(<FacturesPage />, { url: '/factures-commerciales?onglet=existantes' });
    expect(await screen.findByRole('tab', { name: 'Factures existantes' })).toHaveAttribute('aria-selected', 'true');
  });
});
