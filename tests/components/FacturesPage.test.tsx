import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FacturesPage from '../../src/resources/factures/FacturesPage';
import { dataProvider } from '../../src/dataProvider/dataProvider';
import { getDb } from '../../src/demo/db/store';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/demo/node';
import { endpoints } from '../../src/dataProvider/endpoints';
import { renderInAdmin, signIn } from './render';
import { expectConsoleError } from '../console';

afterEach(() => vi.restoreAllMocks());

async function openPage() {
  await signIn('admin');
  renderInAdmin(<FacturesPage />, { url: '/factures-commerciales', path: '/factures-commerciales' });
}

const invoiced = (manifestId: number) => getDb().factures.some((f) => f.bordereau_ids.includes(manifestId));

/** The smallest validated manifest of the Canada route not invoiced yet (its products are in CAD). */
function shippedManifest() {
  const found = getDb()
    .bordereaux.filter((b) => b.route_id === 1 && b.statut === 'valide' && !invoiced(b.id))
    .sort((a, b) => a.colis_ids.length - b.colis_ids.length)[0];
  if (!found) throw new Error('no validated manifest');
  return found;
}

async function goToLines() {
  await openPage();
  const manifest = shippedManifest();
  await userEvent.click(await screen.findByRole('checkbox', { name: `Sélectionner ${manifest.numero_bordereau}` }));
  await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
  await screen.findByRole('table', { name: 'Produits détaillés' });
  return manifest;
}

describe('Commercial invoices (/factures-commerciales)', () => {
  it('has the header, the back button and two tabs', async () => {
    await openPage();
    expect(screen.getByRole('heading', { name: 'Factures Commerciales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux bordereaux' })).toHaveAttribute('href', '/bordereaux');
    expect(screen.getByRole('tab', { name: 'Créer une facture' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Factures existantes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Veuillez sélectionner au moins un bordereau')).toBeInTheDocument();
  });

  it('builds an invoice through the four steps, with a changed category, and lands on the list', async () => {
    const manifest = await goToLines();
    const productCount = getDb()
      .colis.filter((c) => manifest.colis_ids.includes(c.id))
      .reduce((sum, c) => sum + c.produits.length, 0);
    expect(screen.getAllByTestId('produit-detaille')).toHaveLength(productCount);

    // Step 2: move the first product into 'Pièces auto'.
    const firstRow = screen.getAllByTestId('produit-detaille')[0];
    await userEvent.click(within(firstRow).getByLabelText('Catégorie'));
    await userEvent.click(await screen.findByRole('option', { name: /Pièces auto/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));

    // Step 3: one line per category, 'Pièces auto' among them; weight × unit value = total.
    const lines = await screen.findAllByTestId('ligne-facture');
    const categories = lines.map((line) => (within(line).getByLabelText('Catégorie') as HTMLInputElement).value);
    expect(categories).toContain('Pièces auto');
    const first = lines[0];
    await userEvent.clear(within(first).getByLabelText('Poids total (kg)'));
    await userEvent.type(within(first).getByLabelText('Poids total (kg)'), '2,5');
    await userEvent.clear(within(first).getByLabelText('Valeur unitaire (CAD/kg)'));
    await userEvent.type(within(first).getByLabelText('Valeur unitaire (CAD/kg)'), '10,4');
    expect(within(first).getByTestId('total-ligne').textContent?.replace(/\s/g, ' ')).toBe('26,00 CAD');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));

    // Step 4: remarks, then the confirmation dialog.
    await userEvent.type(await screen.findByLabelText('Remarques'), 'Effets');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la création de la facture' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText(/Facture FC-\d{4}-0003 créée avec succès/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Factures existantes' })).toHaveAttribute('aria-selected', 'true');
    const created = getDb().factures.at(-1);
    expect(created).toMatchObject({ statut: 'brouillon', bordereau_ids: [manifest.id], remarques: 'Effets', devise_operation: 'CAD' });
    expect(created?.lignes[0]).toMatchObject({ poids_total: 2.5, valeur_unitaire_convertie: 10.4, valeur_totale_convertie: 26 });
    expect(created?.lignes.map((l) => l.categorie)).toContain('Pièces auto');
  });

  it('lists the validation messages and keeps the input when lines are incomplete', async () => {
    await goToLines();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findAllByTestId('ligne-facture');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    const lines = screen.getAllByTestId('ligne-facture');
    const added = lines[lines.length - 1];
    // Text with the phone's keypads (a number input drops a French comma); what is typed stays as typed,
    // a weight finer than 0,1 kg is refused on submit instead of being rounded when the field is left.
    expect(within(added).getByLabelText('Quantité')).toHaveAttribute('inputmode', 'numeric');
    const weight = within(added).getByLabelText('Poids total (kg)');
    expect(weight).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(weight);
    await userEvent.type(weight, '0,4 kg');
    await userEvent.tab();
    expect(weight).toHaveValue('0,4 kg');
    expect(within(added).getByText('Saisissez un nombre, par exemple 1 250,50')).toBeInTheDocument();
    await userEvent.clear(weight);
    await userEvent.type(weight, '0,46');
    await userEvent.tab();
    expect(weight).toHaveValue('0,46');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.type(await screen.findByLabelText('Remarques'), 'À revoir');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la facture' }));
    const n = lines.length;
    expect(await screen.findByText(`Ligne ${n}: La catégorie est obligatoire`)).toBeInTheDocument();
    expect(screen.getByText(`Ligne ${n}: Le poids total se saisit au dixième de kg (0,1 kg)`)).toBeInTheDocument();
    expect(screen.getByText(`Ligne ${n}: La valeur unitaire doit être positive`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Remarques')).toHaveValue('À revoir');
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(await screen.findAllByTestId('ligne-facture')).toHaveLength(n);
  });

  it('forgets the messages of lines fixed or deleted since the last submit: the final step lists none, then confirms', async () => {
    await goToLines();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    const grouped = (await screen.findAllByTestId('ligne-facture')).length;
    // Two blank lines: no category, no unit value.
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    const fixed = grouped + 1;
    const deleted = grouped + 2;
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Créer la facture' }));
    expect(await screen.findByText(`Ligne ${fixed}: La catégorie est obligatoire`)).toBeInTheDocument();
    expect(screen.getByText(`Ligne ${deleted}: La catégorie est obligatoire`)).toBeInTheDocument();

    // Back on the lines: fill in the first blank line, delete the second.
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    const line = (await screen.findAllByTestId('ligne-facture'))[fixed - 1];
    await userEvent.type(within(line).getByLabelText('Catégorie'), 'Divers');
    await userEvent.clear(within(line).getByLabelText('Valeur unitaire (CAD/kg)'));
    await userEvent.type(within(line).getByLabelText('Valeur unitaire (CAD/kg)'), '5');
    await userEvent.click(screen.getByRole('button', { name: `Supprimer la ligne ${deleted}` }));
    expect(screen.getAllByTestId('ligne-facture')).toHaveLength(fixed);
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(await screen.findByText(`Lignes : ${fixed}`)).toBeInTheDocument();
    expect(screen.queryByText('La facture ne peut pas être créée')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Ligne \d+:/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Créer la facture' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmer la création de la facture' })).toBeInTheDocument();
    expect(screen.queryByText('La facture ne peut pas être créée')).not.toBeInTheDocument();
  });

  it('a manifest invoiced meanwhile (another tab): the server says why, the lines stay, the manifest leaves the list', async () => {
    const manifest = await goToLines();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findAllByTestId('ligne-facture');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    // Meanwhile, in another tab, a colleague invoices the same manifest.
    const other = await dataProvider.creerFacture({
      bordereaux_ids: [manifest.id],
      lignes: [{ categorie: 'Divers', quantite_totale: 1, poids_total: 1, valeur_unitaire_convertie: 5, valeur_totale_convertie: 5, devise_operation: 'CAD' }],
      remarques: '',
    });
    const numero = other.facture?.numero_facture ?? getDb().factures.at(-1)?.numero_facture;
    await userEvent.click(await screen.findByRole('button', { name: 'Créer la facture' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirmer la création de la facture' })).getByRole('button', { name: 'Créer' }));
    const message = `Le bordereau ${manifest.numero_bordereau} figure déjà dans la facture commerciale ${numero} : il ne peut pas être facturé deux fois.`;
    const alert = (await screen.findAllByText(message)).find((node) => node.closest('li'));
    expect(alert?.closest('[role="alert"]')).toHaveTextContent('La facture ne peut pas être créée');
    expect(screen.getByText(/^Lignes : [1-9]/)).toBeInTheDocument();
    expect(getDb().factures.filter((f) => f.bordereau_ids.includes(manifest.id))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Sélectionner ${manifest.numero_bordereau}` })).not.toBeInTheDocument());
  });

  it("the server's refusal of the remarks lands at the field, the remarks kept, nothing created", async () => {
    const refused = 'Les remarques ne peuvent pas contenir de lien.';
    server.use(http.post(endpoints.factures.create, () => HttpResponse.json({ remarques: [refused] }, { status: 400 })));
    await goToLines();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findAllByTestId('ligne-facture');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.type(await screen.findByLabelText('Remarques'), 'Voir www.exemple.com');
    const before = getDb().factures.length;
    await userEvent.click(screen.getByRole('button', { name: 'Créer la facture' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirmer la création de la facture' })).getByRole('button', { name: 'Créer' }));
    const remarks = screen.getByLabelText('Remarques');
    await waitFor(() => expect(remarks).toHaveAccessibleDescription(refused));
    expect(remarks).toHaveValue('Voir www.exemple.com');
    expect(screen.queryByText('La facture ne peut pas être créée')).not.toBeInTheDocument();
    expect(getDb().factures).toHaveLength(before);
  });

  it('filters the existing invoices on the client', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Factures existantes' }));
    await screen.findByRole('table', { name: 'Factures existantes' });
    expect(screen.getAllByTestId('facture')).toHaveLength(2);
    await userEvent.click(screen.getByLabelText('Statut'));
    await userEvent.click(await screen.findByRole('option', { name: 'Validée' }));
    await waitFor(() => expect(screen.getAllByTestId('facture')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await userEvent.type(screen.getByLabelText('Créateur'), 'tremb');
    await waitFor(() => expect(screen.getAllByTestId('facture')).toHaveLength(1));
    expect(screen.getByText(getDb().factures[0].numero_facture)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Créateur'));
    await userEvent.type(await screen.findByLabelText('Montant min (CAD)'), '200');
    await waitFor(() => expect(screen.getAllByTestId('facture')).toHaveLength(1));
    await userEvent.type(screen.getByLabelText('Montant max (CAD)'), '300');
    expect(await screen.findByText('Aucune facture ne correspond aux filtres.')).toBeInTheDocument();
  });

  it('refuses an end date before the start date at its field instead of emptying the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    await openPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Factures existantes' }));
    await screen.findByRole('table', { name: 'Factures existantes' });
    await userEvent.type(screen.getByLabelText('Date de début'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('Date de fin'), '2026-11-10');
    expect(await screen.findByText('La date de fin ne peut pas précéder la date de début')).toBeInTheDocument();
    expect(screen.getByLabelText('Date de fin')).toHaveValue('2026-11-10');
    // The pause in typing passes: the inverted range is not applied, the invoices stay listed.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getAllByTestId('facture')).toHaveLength(2);
    expect(screen.queryByText('Aucune facture ne correspond aux filtres.')).not.toBeInTheDocument();
    // A status chosen meanwhile applies at once; the refused dates stay in their fields, unapplied.
    await userEvent.click(screen.getByLabelText('Statut'));
    await userEvent.click(await screen.findByRole('option', { name: 'Validée' }));
    await waitFor(() => expect(screen.getAllByTestId('facture')).toHaveLength(1));
    expect(screen.getByLabelText('Date de fin')).toHaveValue('2026-11-10');
    expect(screen.getByText('La date de fin ne peut pas précéder la date de début')).toBeInTheDocument();
  });

  it("labels the amount filters in the user's operation currency: EUR for Sahel Express", async () => {
    await signIn('sahel.admin');
    renderInAdmin(<FacturesPage />, { url: '/factures-commerciales?onglet=existantes', path: '/factures-commerciales' });
    expect(await screen.findByLabelText('Montant min (EUR)')).toBeInTheDocument();
    expect(screen.getByLabelText('Montant max (EUR)')).toBeInTheDocument();
    expect(screen.queryByText(/CAD/)).not.toBeInTheDocument();
  });

  it('validates and deletes draft invoices after confirmation', async () => {
    await openPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Factures existantes' }));
    const draft = getDb().factures.find((f) => f.statut === 'brouillon');
    if (!draft) throw new Error('no draft invoice');
    await userEvent.click(await screen.findByRole('button', { name: `Valider la facture ${draft.numero_facture}` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Valider la facture' })).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(`Facture ${draft.numero_facture} validée avec succès`)).toBeInTheDocument();
    expect(getDb().factures.find((f) => f.id === draft.id)?.statut).toBe('validee');
    expect(await screen.findByRole('button', { name: `Télécharger le PDF de ${draft.numero_facture}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Supprimer la facture/ })).not.toBeInTheDocument();
  });

  it('a deleted invoice leaves the selection: « 1 facture · 1 sélectionnée », not 2', async () => {
    await openPage();
    const draft = getDb().factures.find((f) => f.statut === 'brouillon');
    if (!draft) throw new Error('no draft invoice');
    await userEvent.click(screen.getByRole('tab', { name: 'Factures existantes' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByText('2 factures · 2 sélectionnées')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Supprimer la facture ${draft.numero_facture}` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Supprimer la facture' })).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('1 facture · 1 sélectionnée')).toBeInTheDocument();
  });

  it('« Tout sélectionner » ticks the page shown; ticks on other pages stay, and the bulk download takes them all', async () => {
    await openPage();
    const model = getDb().factures[0];
    getDb().factures.length = 0;
    for (let n = 1; n <= 25; n += 1) {
      getDb().factures.push({ ...model, id: n, numero_facture: `FC-2026-${String(n).padStart(4, '0')}`, date_creation: `2026-03-${String(n).padStart(2, '0')}T10:00:00Z`, statut: 'validee' });
    }
    const pdfs: string[] = [];
    vi.spyOn(dataProvider, 'telechargerFacturePdf').mockImplementation(async (id) => {
      pdfs.push(String(id));
      return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:facture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    await userEvent.click(screen.getByRole('tab', { name: 'Factures existantes' }));
    // Newest first, 20 a page: FC-2026-0025 … FC-2026-0006.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner FC-2026-0006' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByText('25 factures · 20 sélectionnées')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner FC-2026-0001' }));
    expect(screen.getByText('25 factures · 21 sélectionnées')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByText('25 factures · 25 sélectionnées')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger la sélection (PDF)' }));
    await act(() => vi.advanceTimersByTimeAsync(25 * 500));
    expect(await screen.findByText('25 facture(s) téléchargée(s) avec succès')).toBeInTheDocument();
    expect(pdfs).toHaveLength(25);
  });

  it('downloads the selected validated invoices 500 ms apart and skips the drafts', async () => {
    await openPage();
    getDb().factures[1].statut = 'validee';
    getDb().factures.push({ ...getDb().factures[0], id: 3, numero_facture: 'FC-2026-0003', statut: 'brouillon' });
    const calls: number[] = [];
    vi.spyOn(dataProvider, 'telechargerFacturePdf').mockImplementation(async () => {
      calls.push(Date.now());
      return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:facture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('tab', { name: 'Factures existantes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger la sélection (PDF)' }));
    expect(await screen.findByText('Aucune facture sélectionnée')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger la sélection (PDF)' }));
    expect(await screen.findByText('2 facture(s) téléchargée(s) avec succès (1 ignorée(s) : non validée(s) ou sans PDF)')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(490);
  });

  it('reports the failures of a bulk download and falls back to a download when the preview is blocked', async () => {
    await openPage();
    getDb().factures[1].statut = 'validee';
    let n = 0;
    expectConsoleError('réseau');
    vi.spyOn(dataProvider, 'telechargerFacturePdf').mockImplementation(async () => {
      n += 1;
      if (n === 1) throw new Error('réseau');
      return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:facture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(screen.getByRole('tab', { name: 'Factures existantes' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger la sélection (PDF)' }));
    expect(await screen.findByText('1 facture(s) téléchargée(s), 1 échec(s)')).toBeInTheDocument();
    const numero = getDb().factures[0].numero_facture;
    click.mockClear();
    await userEvent.click(screen.getByRole('button', { name: `Aperçu de ${numero}` }));
    expect(await screen.findByText('Fenêtre bloquée par le navigateur : la facture a été téléchargée.')).toBeInTheDocument();
    expect(open).toHaveBeenCalled();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('Aperçu opens the PDF once in a tab opened on the click: no download, no pop-up message', async () => {
    await openPage();
    const opened: string[] = [];
    vi.spyOn(dataProvider, 'telechargerFacturePdf').mockImplementation(async () => {
      opened.push('fetched');
      return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:facture');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const tab = { closed: false, opener: window, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(`open ${String(url)}`);
      return tab as unknown as Window;
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Factures existantes' }));
    const numero = getDb().factures[0].numero_facture;
    await userEvent.click(await screen.findByRole('button', { name: `Aperçu de ${numero}` }));
    await waitFor(() => expect(tab.location.href).toBe('blob:facture'));
    expect(opened).toEqual(['open ', 'fetched']);
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByText(/Fenêtre bloquée/)).not.toBeInTheDocument();
  });

  it("refuses a custom line when the operation currency is unknown", async () => {
    server.use(
      http.get(endpoints.factures.availableBordereaux, () =>
        HttpResponse.json({ bordereaux_disponibles: [{ id: 900, numero_bordereau: 'BRD-2026-0900', nombre_colis_total: 1, poids_total: 1, devise_operation: null }], produits_regroups: [] }),
      ),
      http.post(endpoints.factures.detailedProducts, () =>
        HttpResponse.json({ produits_details: [{ id: 1, nom_produit: 'Colis divers', quantite: 1, poids: 1, devise_operation: null }], categories_disponibles: [] }),
      ),
      http.post(endpoints.factures.groupProducts, () =>
        HttpResponse.json({ produits_regroups: [{ categorie: 'Divers', quantite_totale: 1, poids_total: 1, valeur_unitaire_convertie: 5, valeur_totale_convertie: 5, devise_operation: null }] }),
      ),
    );
    await openPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner BRD-2026-0900' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByRole('table', { name: 'Produits détaillés' });
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findAllByTestId('ligne-facture');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    expect(await screen.findByText("Impossible de déterminer la devise d'opération. Veuillez contacter l'administrateur.")).toBeInTheDocument();
    expect(screen.getAllByTestId('ligne-facture')).toHaveLength(1);
  });
});
