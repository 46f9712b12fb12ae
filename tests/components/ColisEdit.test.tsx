import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { useRealPaymentStatus } from '../../src/components/payments/paymentQueries';
import ColisEdit from '../../src/resources/colis/ColisEdit';
import { getDb } from '../../src/demo/db/store';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import { renderInAdmin, signIn } from './render';
import { waitReasonOf } from './waitReason';

function EditAndDetail() {
  return (
    <Routes>
      <Route path="/colis/:id/edit" element={<ColisEdit />} />
      <Route path="/colis/:id/modifier" element={<ColisEdit />} />
      <Route path="/colis/:id" element={<p>Page du colis</p>} />
      <Route path="/colis" element={<p>Liste des colis</p>} />
    </Routes>
  );
}

/** The parcel's detail as far as its payment goes: the amount still due, from the payments' own query. */
function PaymentDue() {
  const { id } = useParams();
  const status = useRealPaymentStatus(Number(id));
  return (
    <>
      {status.data && <p>Reste à payer : {status.data.reste_a_payer.toFixed(2)}</p>}
      <Link to={`/colis/${id}/edit`}>Modifier</Link>
    </>
  );
}

function EditAndPaymentDetail() {
  return (
    <Routes>
      <Route path="/colis/:id/edit" element={<ColisEdit />} />
      <Route path="/colis/:id" element={<PaymentDue />} />
    </Routes>
  );
}

const realRest = async (id: number) => (await dataProvider.getRealPaymentStatus(id)).reste_a_payer;

describe('Parcel edit (/colis/{id}/edit)', () => {
  it("edits the recipient after confirmation, then goes back to the detail", async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null);
    if (!colis) throw new Error('seed without a free registered parcel');
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/modifier` });
    expect(await screen.findByRole('heading', { name: `Modifier le colis ${colis.tracking_number}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'État du colis' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Informations destinataire/ }));
    const nom = screen.getByLabelText(/^Nom/);
    await userEvent.clear(nom);
    await userEvent.type(nom, 'Kouyaté');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByRole('heading', { name: 'Confirmer les modifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Oui, sauvegarder' }));
    expect(await screen.findByText('Page du colis')).toBeInTheDocument();
    expect(getDb().colis.find((c) => c.id === colis.id)?.destinataire_nom).toBe('Kouyaté');
  });

  it('locks the products tab in a validated manifest and lists the restrictions', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'expedie' && c.bordereau_id !== null);
    if (!colis) throw new Error('seed without a shipped parcel');
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/edit` });
    const tab = await screen.findByRole('tab', { name: /Produits et frais/ });
    expect(tab).toHaveTextContent('verrouillé');
    expect(screen.getByRole('tab', { name: /Informations expéditeur/ })).not.toHaveTextContent('verrouillé');
    expect(screen.getByRole('status', { name: 'Restrictions' })).toHaveTextContent('ne peuvent plus être modifiés');
    await userEvent.click(tab);
    expect(screen.getByLabelText(/^Nom du produit/)).toBeDisabled();
    expect(screen.getByText('Cette section est verrouillée : vous ne pouvez pas la modifier pour ce colis.')).toBeInTheDocument();
  });

  it('locks every tab of a delivered parcel', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'remis');
    if (!colis) throw new Error('seed without a delivered parcel');
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/edit` });
    for (const name of [/Informations expéditeur/, /Informations destinataire/, /Produits et frais/]) {
      expect(await screen.findByRole('tab', { name })).toHaveTextContent('verrouillé');
    }
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
  });

  it('keeps the input and shows the message when the server refuses', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null);
    if (!colis) throw new Error('seed without a free registered parcel');
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/edit` });
    const phone = await screen.findByLabelText(/^Téléphone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 514 555 7777');
    // The parcel leaves meanwhile: the server now refuses everything.
    getDb().colis.find((c) => c.id === colis.id)!.statut = 'remis';
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Oui, sauvegarder' }));
    expect(await screen.findByText(/Ce colis a été livré au destinataire/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Téléphone/)).toHaveValue('+1 514 555 7777');
    expect((await screen.findAllByRole('link', { name: 'Retour à la liste' }))[0]).toHaveAttribute('href', '/colis');
  });

  it('refuses a discount finer than the cent, then shows the new amount due on the detail once saved', async () => {
    await signIn('admin');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null && c.route_id === 1 && c.frais_expedition > 30);
    if (!colis) throw new Error('seed without a free registered CAD parcel');
    renderInAdmin(<EditAndPaymentDetail />, { url: `/colis/${colis.id}` });
    const due = (amount: number) => `Reste à payer : ${amount.toFixed(2)}`;
    const before = await realRest(colis.id);
    expect(await screen.findByText(due(before))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Modifier' }));
    await userEvent.click(await screen.findByRole('tab', { name: /Produits et frais/ }));
    const discount = screen.getByLabelText(/^Rabais appliqué \(CAD\)/);
    const save = screen.getByRole('button', { name: 'Enregistrer les modifications' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '10,555');
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe('Rabais appliqué (CAD) : Montant invalide : 2 décimales au maximum en CAD');
    await userEvent.tab();
    expect(discount).toHaveAccessibleDescription('Montant invalide : 2 décimales au maximum en CAD');
    await userEvent.clear(discount);
    await userEvent.type(discount, '10,55');
    await userEvent.click(save);
    await userEvent.click(await screen.findByRole('button', { name: 'Oui, sauvegarder' }));
    // The server's rest once the save has landed (read at once, it could still be the one before).
    let after = before;
    await waitFor(async () => {
      after = await realRest(colis.id);
      expect(after).not.toBe(before);
    });
    expect(await screen.findByText(due(after))).toBeInTheDocument();
  });

  it('refuses to save over a version saved meanwhile in another tab: says so, keeps both the typed values and the other save', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null);
    if (!colis) throw new Error('seed without a free registered parcel');
    const phoneBefore = colis.expediteur_telephone;
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/edit` });
    const phone = await screen.findByLabelText(/^Téléphone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 514 555 7777');
    // Another tab saves the sender's name meanwhile.
    await dataProvider.update('colis', { id: colis.id, data: { expediteur_nom: 'NomB' }, previousData: colis });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Oui, sauvegarder' }));
    expect(await screen.findByText(/Ce colis a été modifié entre-temps/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Téléphone/)).toHaveValue('+1 514 555 7777');
    const stored = getDb().colis.find((c) => c.id === colis.id)!;
    expect(stored.expediteur_nom).toBe('NomB');
    expect(stored.expediteur_telephone).toBe(phoneBefore);
  });

  it('refuses a quantity of « 2,5 » with the integer message and keeps it as typed; nothing is saved', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null && c.route_id === 1);
    if (!colis) throw new Error('seed without a free registered parcel');
    const quantityBefore = colis.produits[0].quantite;
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/edit` });
    await userEvent.click(await screen.findByRole('tab', { name: /Produits et frais/ }));
    const quantity = screen.getAllByLabelText(/^Quantité/)[0];
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2,5');
    await userEvent.tab();
    expect(await screen.findByText('La quantité doit être un nombre entier')).toBeInTheDocument();
    expect(quantity).toHaveValue('2,5');
    const save = screen.getByRole('button', { name: 'Enregistrer les modifications' });
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe('La quantité doit être un nombre entier');
    expect(screen.queryByRole('heading', { name: 'Confirmer les modifications' })).not.toBeInTheDocument();
    expect(getDb().colis.find((c) => c.id === colis.id)?.produits[0].quantite).toBe(quantityBefore);
  });

  it('keeps « Enregistrer » disabled while a required field is empty, saying why, and shows the message once the field is left', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null);
    if (!colis) throw new Error('seed without a free registered parcel');
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/edit` });
    const firstName = await screen.findByLabelText(/^Prénom/);
    const save = screen.getByRole('button', { name: 'Enregistrer les modifications' });
    expect(save).toBeEnabled();
    await userEvent.clear(firstName);
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe("Le prénom de l'expéditeur est requis");
    await userEvent.tab();
    expect(firstName).toHaveAccessibleDescription("Le prénom de l'expéditeur est requis");
    expect(screen.queryByRole('heading', { name: 'Confirmer les modifications' })).not.toBeInTheDocument();
  });

  it('a parcel saved with a value today refused: « Enregistrer » is disabled from the first render, saying why, and its tab is marked', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null);
    if (!colis) throw new Error('seed without a free registered parcel');
    colis.destinataire_telephone = '';
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/edit` });
    const save = await screen.findByRole('button', { name: 'Enregistrer les modifications' });
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe('Le téléphone du destinataire est requis');
    expect(screen.getByRole('tab', { name: /Informations destinataire/ })).toHaveTextContent('contient des erreurs');
    expect(screen.getByRole('tab', { name: /Informations expéditeur/ })).not.toHaveTextContent('contient des erreurs');
  });

  it('marks the tabs that hold errors; Enter in a field opens the first of them when the one on screen holds none', async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null);
    if (!colis) throw new Error('seed without a free registered parcel');
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/edit` });
    await userEvent.click(await screen.findByRole('tab', { name: /Informations destinataire/ }));
    await userEvent.clear(screen.getByLabelText(/^Nom/));
    await userEvent.click(screen.getByRole('tab', { name: /Produits et frais/ }));
    await userEvent.clear(screen.getAllByLabelText(/^Poids unitaire/)[0]);
    await userEvent.click(screen.getByRole('tab', { name: /Informations expéditeur/ }));
    expect(screen.getByRole('tab', { name: /Informations destinataire/ })).toHaveTextContent('contient des erreurs');
    expect(screen.getByRole('tab', { name: /Produits et frais/ })).toHaveTextContent('contient des erreurs');
    expect(screen.getByRole('tab', { name: /Informations expéditeur/ })).not.toHaveTextContent('contient des erreurs');
    const save = screen.getByRole('button', { name: 'Enregistrer les modifications' });
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe('Le nom du destinataire est requis');
    // The sender tab holds no error: Enter opens the recipient tab, the first with one, with its message.
    await userEvent.type(screen.getByLabelText(/^Téléphone/), '{Enter}');
    expect(await screen.findByRole('tab', { name: /Informations destinataire/, selected: true })).toHaveTextContent('contient des erreurs');
    expect(screen.getByText('Le nom du destinataire est requis')).toBeInTheDocument();
    expect(await screen.findByText('Veuillez corriger les erreurs dans le formulaire')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nom/), 'Kouyaté');
    expect(screen.getByRole('tab', { name: /Informations destinataire/ })).not.toHaveTextContent('contient des erreurs');
  });

  it("puts the server's refusal of a field at that field, opening its tab, with what was typed kept", async () => {
    await signIn('agent.ca');
    const colis = getDb().colis.find((c) => c.statut === 'enregistre' && c.bordereau_id === null);
    if (!colis) throw new Error('seed without a free registered parcel');
    server.use(http.patch(`${endpoints.colis.list}:id/`, () => HttpResponse.json({ destinataire_telephone: ["Ce numéro n'est pas joignable en Guinée."] }, { status: 400 })));
    renderInAdmin(<EditAndDetail />, { url: `/colis/${colis.id}/edit` });
    await userEvent.click(await screen.findByRole('tab', { name: /Informations destinataire/ }));
    const phone = screen.getByLabelText(/^Téléphone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+224 600 00 00 00');
    await userEvent.click(screen.getByRole('tab', { name: /Produits et frais/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Oui, sauvegarder' }));
    expect(await screen.findByRole('tab', { name: /Informations destinataire/, selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Téléphone/)).toHaveAccessibleDescription("Ce numéro n'est pas joignable en Guinée.");
    expect(screen.getByLabelText(/^Téléphone/)).toHaveValue('+224 600 00 00 00');
    expect(screen.queryByText('Page du colis')).not.toBeInTheDocument();
  });
});
