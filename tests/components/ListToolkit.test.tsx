import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, defaultTheme, testDataProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n/fr';
import { createUserStore } from '../../src/components/list/userStore';
import { useColumns, type ListColumn } from '../../src/components/list/columns';
import { DataList } from '../../src/components/list/DataList';
import { EmptyState } from '../../src/components/EmptyState';
import { ExportButton } from '../../src/components/list/ExportButton';
import { FiltersPanel, type FilterField } from '../../src/components/list/FiltersPanel';
import { KeptList, useKeptList } from '../../src/components/list/KeptList';
import { ListPage } from '../../src/components/list/ListPage';
import { ListSection } from '../../src/components/list/ListSection';
import { ListStatus } from '../../src/components/list/ListStatus';
import { signIn } from './render';
import { waitReasonOf } from './waitReason';
import { expectConsoleError, expectConsoleWarn } from '../console';

const saved: { blob: Blob; name: string }[] = [];
vi.mock('../../src/components/files', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
  printBlob: () => undefined,
}));

interface Row {
  id: number;
  nom: string;
  statut: string;
  montant: number;
}

/** 45 rows: every third one 'valide' (15), amounts 0 to 49. */
const ROWS: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, nom: `Ligne ${i + 1}`, statut: i % 3 === 0 ? 'valide' : 'en_attente', montant: (i * 7) % 50 }));

function matching(rows: readonly Row[], filter: Record<string, unknown>): Row[] {
  return rows.filter((r) => (!filter.statut || r.statut === filter.statut) && (!filter.q || r.nom.includes(String(filter.q))));
}

/** An in-memory server: filters, sorts on montant, pages; remembers each request. */
function memoryServer(rows: Row[] = ROWS) {
  const requests: GetListParams[] = [];
  let failing = false;
  const dataProvider = testDataProvider({
    getList: async (_resource: string, params: GetListParams) => {
      requests.push(params);
      if (failing) throw new Error('Erreur serveur');
      let data = matching(rows, params.filter);
      const order = params.sort?.field === 'montant' ? params.sort.order : null;
      if (order) data = [...data].sort((a, b) => (order === 'ASC' ? a.montant - b.montant : b.montant - a.montant));
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      // The cast matches react-admin's generic signature: the rows are the records.
      return { data: data.slice((page - 1) * perPage, page * perPage), total: data.length } as never;
    },
  });
  return { dataProvider, requests, fail: (value: boolean) => (failing = value) };
}

const COLUMNS: ListColumn<Row>[] = [
  { key: 'nom', label: 'Nom', mandatory: true, render: (r) => r.nom },
  { key: 'statut', label: 'Statut', render: (r) => r.statut },
  { key: 'montant', label: 'Montant', align: 'right', sortField: 'montant', render: (r) => String(r.montant) },
  { key: 'note', label: 'Note', hiddenByDefault: true, render: (r) => `note ${r.id}` },
];
const FIELDS: FilterField[] = [
  { source: 'statut', label: 'Statut', choices: [{ value: 'valide', label: 'Validé' }, { value: 'en_attente', label: 'En attente' }], allLabel: 'Tous' },
  { source: 'depuis', label: 'Depuis', type: 'date' },
];
const CSV_COLUMNS = [
  { header: 'Nom', value: (r: Row) => r.nom },
  { header: 'Montant', value: (r: Row) => r.montant },
];

function TestList() {
  const list = useKeptList<Row>({ resource: 'lignes', perPage: 20 });
  const chooser = useColumns('lignes', COLUMNS);
  return (
    <ListPage list={list} title="Lignes" actions={<ExportButton columns={CSV_COLUMNS} fileName="lignes" />}>
      <ListSection
        title="Lignes"
        filters={<FiltersPanel fields={FIELDS} search={{ placeholder: 'Nom', delay: 300 }} />}
        chooser={chooser}
        loadingLabel="Chargement des lignes"
        errorMessage="Impossible de charger les lignes"
        empty={<EmptyState title="Aucune ligne" />}
        pageSizes={[10, 20, 50]}
        defaultPageSize={20}
      >
        <DataList label="Liste des lignes" columns={chooser.visible} card={{ title: 'nom', badge: 'statut' }} />
      </ListSection>
    </ListPage>
  );
}

/** The URL's query, readable; 'Retour' is the browser's Back. */
function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{decodeURIComponent(location.search)}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Retour
      </button>
    </>
  );
}

function renderList(ui: ReactElement, { url = '/liste', dataProvider = memoryServer().dataProvider } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]} useTransitions={false}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={createUserStore()} theme={defaultTheme}>
        <Routes>
          <Route
            path="/liste"
            element={
              <>
                {ui}
                <Location />
              </>
            }
          />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const url = () => screen.getByTestId('url').textContent ?? '';
const table = () => screen.getByRole('table', { name: 'Liste des lignes' });
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the list toolkit', () => {
  it('keeps edited filters pending (orange dot) until applied; only applied ones reach the server and the URL, back on page 1', async () => {
    const server = memoryServer();
    renderList(<TestList />, { url: '/liste?page=2', dataProvider: server.dataProvider });
    expect(await screen.findByText('21–40 sur 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await choose('Statut', 'Validé');
    expect(screen.getByText('Modifications non appliquées')).toBeInTheDocument();
    expect(screen.getByTestId('filters-pending-dot').querySelector('.MuiBadge-invisible')).toBeNull();
    expect(url()).not.toContain('statut');
    expect(server.requests.at(-1)?.filter).toEqual({});

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Lignes (15)' })).toBeInTheDocument();
    expect(url()).toContain('"statut":"valide"');
    expect(url()).toContain('page=1');
    expect(server.requests.at(-1)).toMatchObject({ filter: { statut: 'valide' }, pagination: { page: 1, perPage: 20 } });
    expect(screen.queryByText('Modifications non appliquées')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtres (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByRole('heading', { name: 'Lignes (45)' })).toBeInTheDocument();
    expect(url()).toContain('filter={}');
  });

  it('follows the URL: Back brings the previous filters into the fields', async () => {
    renderList(<TestList />);
    await screen.findByRole('heading', { name: 'Lignes (45)' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    await choose('Statut', 'Validé');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await screen.findByRole('heading', { name: 'Lignes (15)' });
    await choose('Statut', 'En attente');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await screen.findByRole('heading', { name: 'Lignes (30)' });

    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { name: 'Lignes (15)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Statut')).toHaveTextContent('Validé');
    expect(screen.queryByText('Modifications non appliquées')).not.toBeInTheDocument();
  });

  it('applies the search after the pause in typing only (controlled clock)', async () => {
    const server = memoryServer();
    renderList(<TestList />, { dataProvider: server.dataProvider });
    await screen.findByRole('heading', { name: 'Lignes (45)' });
    // Testing Library settles its own updates on the fake clock when it sees one (its `jest` check).
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByLabelText('Rechercher'), 'Ligne 4');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(url()).not.toContain('"q"');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(url()).toContain('"q":"Ligne 4"');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('heading', { name: 'Lignes (7)' })).toBeInTheDocument();
    expect(server.requests.at(-1)?.filter).toEqual({ q: 'Ligne 4' });
  });

  it('shows the default columns, locks the mandatory one and remembers choices per user', async () => {
    await signIn('comptable');
    renderList(<TestList />);
    await screen.findByRole('table', { name: 'Liste des lignes' });
    expect(headers()).toEqual(['Nom', 'Statut', 'Montant']);
    await userEvent.click(screen.getByRole('button', { name: 'Choisir les colonnes' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Nom (obligatoire)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Note' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Statut' }));
    await userEvent.keyboard('{Escape}');
    expect(headers()).toEqual(['Nom', 'Montant', 'Note']);

    cleanup();
    await signIn('admin');
    renderList(<TestList />);
    await screen.findByRole('table', { name: 'Liste des lignes' });
    expect(headers()).toEqual(['Nom', 'Statut', 'Montant']);

    cleanup();
    await signIn('comptable');
    renderList(<TestList />);
    await screen.findByRole('table', { name: 'Liste des lignes' });
    expect(headers()).toEqual(['Nom', 'Montant', 'Note']);
  });

  it('pages with the list’s sizes, keeps the chosen size as the user’s default after logout, and refuses a size not offered', async () => {
    await signIn('comptable');
    renderList(<TestList />);
    expect(await screen.findByText('1–20 sur 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('21–40 sur 45')).toBeInTheDocument();
    await choose('Lignes par page', '10');
    expect(await screen.findByText('1–10 sur 45')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);

    cleanup();
    createUserStore().reset();
    renderList(<TestList />);
    expect(await screen.findByText('1–10 sur 45')).toBeInTheDocument();

    cleanup();
    // MUI warns while the URL's size is on screen, before the list puts back an offered one.
    expectConsoleWarn('out-of-range value `37`');
    renderList(<TestList />, { url: '/liste?perPage=37' });
    await waitFor(() => expect(url()).toContain('perPage=20'));
    expect(await screen.findByText('1–20 sur 45')).toBeInTheDocument();
  });

  it('sorts on the server: first click ascending, second descending, even when quick', async () => {
    const server = memoryServer();
    renderList(<TestList />, { dataProvider: server.dataProvider });
    await screen.findByRole('table', { name: 'Liste des lignes' });
    await userEvent.click(screen.getByRole('button', { name: 'Montant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Montant' }));
    await waitFor(() => expect(url()).toContain('order=DESC'));
    expect(url()).toContain('sort=montant');
    await waitFor(() => expect(within(bodyRows()[0]).getAllByRole('cell')[2]).toHaveTextContent('49'));
    expect(screen.getByRole('columnheader', { name: /Montant/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows one card per row on a phone, with the same columns', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }));
    renderList(<TestList />);
    const cards = await screen.findByRole('list', { name: 'Liste des lignes' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Ligne 1');
    expect(first).toHaveTextContent('valide');
    expect(within(first).getByText('Montant')).toBeInTheDocument();
  });

  it('says it is loading, then a load failure with a retry, then the empty state', async () => {
    const server = memoryServer([]);
    server.fail(true);
    // react-admin logs the failed call (a plain Error here, not an HttpError).
    expectConsoleError('Erreur serveur');
    renderList(
      <KeptList<Row> resource="lignes" perPage={20}>
        <ListStatus loadingLabel="Chargement des lignes" errorMessage="Impossible de charger les lignes" empty={<EmptyState title="Aucune ligne" />}>
          <DataList label="Liste des lignes" columns={COLUMNS} card={{ title: 'nom' }} />
        </ListStatus>
      </KeptList>,
      { dataProvider: server.dataProvider },
    );
    expect(screen.getByLabelText('Chargement des lignes')).toBeInTheDocument();
    expect(await screen.findByText('Impossible de charger les lignes')).toBeInTheDocument();
    server.fail(false);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucune ligne')).toBeInTheDocument();
  });

  it('exports every row matching the applied filters, page by page of 100, as a CSV', async () => {
    saved.length = 0;
    const many = Array.from({ length: 230 }, (_, i) => ({ id: i + 1, nom: `Ligne ${i + 1}`, statut: i % 2 ? 'valide' : 'en_attente', montant: i }));
    const server = memoryServer(many);
    renderList(<TestList />, { url: `/liste?filter=${encodeURIComponent('{"statut":"valide"}')}`, dataProvider: server.dataProvider });
    await screen.findByRole('heading', { name: 'Lignes (115)' });
    await userEvent.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    expect(await screen.findByText('Export terminé : 115 lignes')).toBeInTheDocument();
    const pages = server.requests.filter((r) => r.pagination?.perPage === 100);
    expect(pages.map((r) => r.pagination?.page)).toEqual([1, 2]);
    expect(pages.every((r) => r.filter.statut === 'valide')).toBe(true);
    expect(saved[0].name).toMatch(/^lignes_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await saved[0].blob.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nom;Montant');
    expect(lines).toHaveLength(116);
  });

  it('saves a named view, refuses an empty or taken name, opens it (filters, sort, page size) and deletes it after confirmation', async () => {
    await signIn('comptable');
    renderList(<TestList />, { url: `/liste?filter=${encodeURIComponent('{"statut":"valide"}')}&sort=montant&order=DESC&perPage=10` });
    const views = await screen.findByRole('region', { name: 'Vues enregistrées' });
    await screen.findByRole('heading', { name: 'Lignes (15)' });
    await userEvent.click(within(views).getByRole('button', { name: 'Enregistrer la vue' }));
    // The dialog loads on its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer la vue' });
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(waitReasonOf(within(dialog).getByRole('button', { name: 'Enregistrer' }))).toBe('Le nom de la vue est requis');
    await userEvent.type(within(dialog).getByLabelText(/^Nom de la vue/), 'Validées{Enter}');
    expect(await screen.findByText('Vue « Validées » enregistrée')).toBeInTheDocument();
    // The page is hidden from assistive technologies until the dialog has closed.
    expect(await within(views).findByRole('button', { name: 'Validées' })).toHaveAttribute('aria-current', 'true');
    expect(within(views).getByRole('button', { name: 'Enregistrer la vue' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Filtres (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await screen.findByRole('heading', { name: 'Lignes (45)' });
    await choose('Statut', 'En attente');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await screen.findByRole('heading', { name: 'Lignes (30)' });
    await userEvent.click(within(views).getByRole('button', { name: 'Enregistrer la vue' }));
    await userEvent.type(within(await screen.findByRole('dialog', { name: 'Enregistrer la vue' })).getByLabelText(/^Nom de la vue/), 'validées{Enter}');
    expect(await screen.findByText('Une vue porte déjà ce nom')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Enregistrer la vue' })).getByLabelText(/^Nom de la vue/)).toHaveValue('validées');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));

    cleanup();
    createUserStore().reset();
    renderList(<TestList />);
    await screen.findByRole('heading', { name: 'Lignes (45)' });
    await userEvent.click(within(screen.getByRole('region', { name: 'Vues enregistrées' })).getByRole('button', { name: 'Validées' }));
    await waitFor(() => expect(url()).toContain('"statut":"valide"'));
    expect(url()).toContain('order=DESC');
    expect(url()).toContain('perPage=10');
    expect(await screen.findByText('1–10 sur 15')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtres (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la vue « Validées »' }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer la vue' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Vue « Validées » supprimée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Validées' })).not.toBeInTheDocument());
  });
});
