import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfigurationPage from '../../src/custom-pages/configuration/ConfigurationPage';
import { CONFIGURATION_SECTIONS } from '../../src/App';
import { getDb } from '../../src/demo/db/store';
import type { DemoJournalEntry } from '../../src/demo/db/types';
import { renderInAdmin, signIn } from './render';

const saved: { blob: Blob; name: string }[] = [];
vi.mock('../../src/components/files', () => ({
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
  printBlob: () => undefined,
}));

// The page loads its journal lazily: imported once here, so findBy… waits for the app, not the compiler.
beforeAll(() => import('../../src/resources/journal/JournalList'), 60_000);

let nextId = 1;
function entry(fields: Partial<DemoJournalEntry> & Pick<DemoJournalEntry, 'type' | 'objet_libelle' | 'ancienne_valeur' | 'nouvelle_valeur' | 'date'>): void {
  getDb().journal.push({ id: nextId++, entreprise_id: 1, auteur_id: 1, auteur_nom: 'Awa Diallo', objet_type: 'route', objet_id: 1, colis_ids: [], ...fields });
}

function seedJournal() {
  entry({ type: 'taux_change', objet_libelle: 'Canada → Guinée', ancienne_valeur: '6250', nouvelle_valeur: '6300', date: '2026-03-02T15:00:00.000Z' });
  entry({ type: 'role', objet_type: 'employe', objet_id: 9, objet_libelle: 'Marc Roy', ancienne_valeur: 'Agent logistique', nouvelle_valeur: 'Comptable', date: '2026-03-05T15:00:00.000Z' });
  entry({ type: 'etape_bordereau', auteur_id: 3, auteur_nom: 'Julie Tremblay', objet_type: 'bordereau', objet_libelle: 'BRD-2026-0020', ancienne_valeur: 'Brouillon', nouvelle_valeur: 'Validé et expédié', date: '2026-03-07T15:00:00.000Z' });
  // Another company's: never shown.
  entry({ type: 'taux_change', entreprise_id: 2, auteur_id: 11, auteur_nom: 'Cheikh Ndiaye', objet_libelle: 'France → Sénégal', ancienne_valeur: '655.957', nouvelle_valeur: '656', date: '2026-03-08T15:00:00.000Z' });
}

async function openJournal(login = 'admin') {
  await signIn(login);
  renderInAdmin(<ConfigurationPage sections={CONFIGURATION_SECTIONS} />, { url: '/configuration/journal', path: '/configuration/*' });
}

const rows = () => within(screen.getByRole('table', { name: 'Journal des modifications' })).getAllByRole('row').slice(1);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Journal des modifications (/configuration/journal)', () => {
  it("lists the company's changes, newest first: who, when, what, before and after", async () => {
    seedJournal();
    await openJournal();
    await screen.findByRole('table', { name: 'Journal des modifications' });
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Julie Tremblay.*Étape de bordereau.*BRD-2026-0020.*Brouillon.*Validé et expédié/),
      expect.stringMatching(/Awa Diallo.*Rôle.*Marc Roy.*Agent logistique.*Comptable/),
      expect.stringMatching(/Awa Diallo.*Taux de change.*Canada → Guinée.*6250.*6300/),
    ]);
    expect(screen.queryByText('France → Sénégal')).not.toBeInTheDocument();
  });

  it('filters by kind, by person and by dates', async () => {
    seedJournal();
    await openJournal();
    await screen.findByRole('table', { name: 'Journal des modifications' });
    await choose('Modification', 'Taux de change');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Canada → Guinée');
    await choose('Modification', 'Toutes');
    await choose('Personne', 'Julie Tremblay');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('BRD-2026-0020');
    await choose('Personne', 'Tout le monde');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await userEvent.type(screen.getByLabelText('Du'), '2026-03-03');
    await userEvent.type(screen.getByLabelText('Au'), '2026-03-06');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Marc Roy');
  });

  it('exports every filtered entry as a French CSV', async () => {
    seedJournal();
    saved.length = 0;
    await openJournal();
    await screen.findByRole('table', { name: 'Journal des modifications' });
    await userEvent.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^journal_modifications_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = new TextDecoder().decode(await saved[0].blob.arrayBuffer()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date;Personne;Modification;Objet;Ancienne valeur;Nouvelle valeur');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2};Awa Diallo;Taux de change;Canada → Guinée;6250;6300$/);
  });

  it('is for administrators: a manager who opens the configuration gets the refusal, and no card', async () => {
    await openJournal('manager');
    expect(await screen.findByRole('heading', { name: 'Accès refusé', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Seuls les administrateurs peuvent consulter le journal des modifications.')).toBeInTheDocument();
  });
});
