import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ConfigurationPage from '../../src/custom-pages/configuration/ConfigurationPage';
import { CONFIGURATION_SECTIONS } from '../../src/App';
import { createUserStore } from '../../src/components/list/userStore';
import { endpoints } from '../../src/dataProvider/endpoints';
import { server } from '../../src/demo/node';
import { getDb } from '../../src/demo/db/store';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { renderInAdmin, signIn } from './render';
import { waitReasonOf } from './waitReason';

// The machine running the suite is shared: give the demo backend time to answer.
configure({ asyncUtilTimeout: 5000 });

// The page loads its employees tab lazily: imported here once, so that the first test's findBy…
// waits for the app's state, not for the tab's modules to compile (seconds on a busy machine).
beforeAll(() => import('../../src/resources/employes/EmployeeList'), 60_000);

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

async function choose(label: string | RegExp, option: string | RegExp, scope: HTMLElement = document.body) {
  await userEvent.click(within(scope).getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function openEmployees(login = 'admin') {
  await signIn(login);
  renderInAdmin(<ConfigurationPage sections={CONFIGURATION_SECTIONS} />, { url: '/configuration/employes', path: '/configuration/*' });
  await screen.findByRole('table', { name: 'Employés' });
}

const stat = (label: string) => screen.getByLabelText(new RegExp(`^${label} :`));
const rows = () => within(screen.getByRole('table', { name: 'Employés' })).getAllByRole('row').slice(1);

describe('Employees (/configuration/employes)', () => {
  it('shows the stat cards and the active employees, newest first', async () => {
    await openEmployees();
    await waitFor(() => expect(stat('Total employés')).toHaveTextContent('9'));
    expect(stat('Employés actifs')).toHaveTextContent('8');
    expect(stat('Places libres')).toHaveTextContent('4');
    expect(stat("Limite d'employés")).toHaveTextContent('12');
    expect(rows()).toHaveLength(8);
    expect(rows()[0]).toHaveTextContent('Marc Roy');
    expect(screen.queryByText('Oumar Sylla')).not.toBeInTheDocument();
    // The pager's arrows are named in French (they read "Go to next page" before).
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to/ })).not.toBeInTheDocument();
  });

  it('sorts by first name, searches, filters and clears the filters', async () => {
    await openEmployees();
    await choose('Trier par', 'Prénom (A → Z)');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Alpha Condé'));
    await fill(screen.getByLabelText('Rechercher un employé'), 'introuvable');
    expect(await screen.findByText('Aucun employé trouvé')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(rows()).toHaveLength(8));
    await userEvent.click(screen.getByRole('button', { name: /^Filtres/ }));
    await choose('Statut', 'Inactifs');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Oumar Sylla');
  });

  it('keeps the column choice across visits; the employee column cannot be hidden', async () => {
    await openEmployees();
    const table = screen.getByRole('table', { name: 'Employés' });
    expect(within(table).getByRole('columnheader', { name: 'Téléphone' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir les colonnes' }));
    expect(screen.getByRole('menuitemcheckbox', { name: /Employé \(obligatoire\)/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Téléphone' }));
    expect(within(table).queryByRole('columnheader', { name: 'Téléphone' })).not.toBeInTheDocument();
    expect(createUserStore().getItem('employes.colonnes')).toMatchObject({ phone: false });
  });

  it('reads the saved column choice on a new visit', async () => {
    await signIn('admin');
    createUserStore().setItem('employes.colonnes', { email: false });
    await openEmployees();
    const table = screen.getByRole('table', { name: 'Employés' });
    expect(within(table).queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Employé' })).toBeInTheDocument();
  });

  it('checks the dialog rules and shows the server field errors on their fields', async () => {
    await openEmployees();
    const add = screen.getByRole('button', { name: 'Ajouter un employé' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un employé' });
    // The save waits, disabled from the first render, saying why; Enter in a field shows every problem.
    expect(within(dialog).getByRole('button', { name: 'Créer' })).toBeDisabled();
    expect(waitReasonOf(within(dialog).getByRole('button', { name: 'Créer' }))).toBe("L'email est requis");
    await userEvent.type(within(dialog).getByLabelText(/^Nom d'utilisateur/), '{Enter}');
    await within(dialog).findByText('Le mot de passe est requis');
    for (const message of ["Le nom d'utilisateur est requis", "L'email est requis", 'Le prénom est requis', 'Le nom est requis', 'Veuillez sélectionner un rôle', "Veuillez sélectionner un pays d'opération", 'Le mot de passe est requis']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await fill(within(dialog).getByLabelText(/^Nom d'utilisateur/), 'ab');
    expect(within(dialog).queryByText("Le nom d'utilisateur est requis")).not.toBeInTheDocument();
    await fill(within(dialog).getByLabelText(/^Email/), 'pas-un-email');
    await fill(within(dialog).getByLabelText(/^Téléphone/), '123');
    await fill(within(dialog).getByLabelText(/^Mot de passe/), '12345');
    await userEvent.tab();
    expect(await within(dialog).findByText("Le nom d'utilisateur doit contenir au moins 3 caractères")).toBeInTheDocument();
    expect(within(dialog).getByText("Format d'email invalide")).toBeInTheDocument();
    expect(within(dialog).getByText('Format de téléphone invalide')).toBeInTheDocument();
    expect(within(dialog).getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();

    await fill(within(dialog).getByLabelText(/^Nom d'utilisateur/), 'agent.ca');
    await fill(within(dialog).getByLabelText(/^Email/), 'nouveau@exemple.example');
    await fill(within(dialog).getByLabelText(/^Prénom/), 'Nènè');
    await fill(within(dialog).getByLabelText(/^Nom \*/), 'Keita');
    await fill(within(dialog).getByLabelText(/^Téléphone/), '');
    await fill(within(dialog).getByLabelText(/^Mot de passe/), 'secret1');
    await choose(/^Rôle/, 'Agent logistique (Système)', dialog);
    await userEvent.click(within(dialog).getByLabelText(/^Pays d'opération/));
    const guinea = await screen.findByRole('option', { name: 'Guinée' });
    // Countries by name with an SVG flag: no emoji flag, which Windows draws as letters.
    expect(guinea.querySelector('img[data-flag="GN"]')).not.toBeNull();
    expect(guinea.textContent).toBe('Guinée');
    await userEvent.click(guinea);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Nom d'utilisateur/)).toHaveAccessibleDescription("Ce nom d'utilisateur est déjà utilisé."));
    expect(within(dialog).getByLabelText(/^Prénom/)).toHaveValue('Nènè');

    await fill(within(dialog).getByLabelText(/^Nom d'utilisateur/), 'n.keita');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Employé créé avec succès')).toBeInTheDocument();
    await waitFor(() => expect(stat('Places libres')).toHaveTextContent('3'));
    expect(getDb().users.find((u) => u.username === 'n.keita')).toMatchObject({ pays_operation: 'GN', role_id: 3 });
  });

  it('asks before Escape or Annuler throws away what was typed; without typing, Escape just closes', async () => {
    await openEmployees();
    const add = screen.getByRole('button', { name: 'Ajouter un employé' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un employé' })).not.toBeInTheDocument());

    await userEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un employé' });
    await fill(within(dialog).getByLabelText(/^Nom d'utilisateur/), 'awa.sylla');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Abandonner la saisie ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuer la saisie' }));
    const kept = await screen.findByRole('dialog', { name: 'Ajouter un employé' });
    expect(within(kept).getByLabelText(/^Nom d'utilisateur/)).toHaveValue('awa.sylla');

    await userEvent.click(within(kept).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Abandonner la saisie ?' })).getByRole('button', { name: 'Abandonner' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ajouter un employé' })).not.toBeInTheDocument());
  });

  it('shows the server error field as a general error', async () => {
    await openEmployees();
    server.use(http.put(`*${endpoints.employees.update(9)}`, () => HttpResponse.json({ error: 'Modification refusée par le serveur' }, { status: 400 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Marc Roy' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier Marc Roy' });
    expect(within(dialog).queryByLabelText(/^Nom d'utilisateur/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nouveau mot de passe')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Modification refusée par le serveur')).toBeInTheDocument();
  });

  it('refreshes the current user after editing oneself', async () => {
    await openEmployees();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Awa Diallo' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier Awa Diallo' });
    await fill(within(dialog).getByLabelText(/^Prénom/), 'Awa-Marie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Employé modifié avec succès')).toBeInTheDocument();
    await waitFor(() => expect(tokenStore.getUser()?.first_name).toBe('Awa-Marie'));
  });

  it('deactivates an employee after confirmation, and alerts on failure', async () => {
    await openEmployees();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Désactiver Awa Diallo' })).toBeDisabled());
    await userEvent.hover(screen.getByRole('button', { name: 'Désactiver Awa Diallo' }).parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vous ne pouvez pas désactiver votre propre compte.');
    await userEvent.click(screen.getByRole('button', { name: 'Désactiver Marc Roy' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Employé désactivé avec succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Marc Roy')).not.toBeInTheDocument());
    expect(stat('Places libres')).toHaveTextContent('5');

    server.use(http.delete(`*${endpoints.employees.remove(3)}`, () => HttpResponse.json({}, { status: 500 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Désactiver Julie Tremblay' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText("Erreur lors de la suppression de l'utilisateur")).toBeInTheDocument();
  });

  it('disables the add button when no place is free', async () => {
    const enterprise = getDb().enterprises.find((e) => e.id === 1);
    if (enterprise) enterprise.limite_employes = 8;
    await openEmployees();
    await waitFor(() => expect(stat('Places libres')).toHaveTextContent('0'));
    expect(screen.getByRole('button', { name: 'Ajouter un employé' })).toBeDisabled();
  });

  it("offers 'Réessayer' when the list does not load", async () => {
    server.use(http.get(`*${endpoints.employees.list}`, () => HttpResponse.json({}, { status: 500 })));
    await signIn('admin');
    renderInAdmin(<ConfigurationPage sections={CONFIGURATION_SECTIONS} />, { url: '/configuration/employes', path: '/configuration/*' });
    expect(await screen.findByText('Erreur lors du chargement des données', {}, { timeout: 5000 })).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Employés' })).toBeInTheDocument();
  });

  it("a manager's form offers only agents' and accountants' roles, and no action on an administrator's or a manager's account", async () => {
    await openEmployees('manager');
    const editAdmin = await screen.findByRole('button', { name: 'Modifier Awa Diallo' });
    await waitFor(() => expect(editAdmin).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Désactiver Awa Diallo' })).toBeDisabled();
    await userEvent.hover(editAdmin.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Seuls les administrateurs peuvent gérer le compte d'un administrateur ou d'un manager.");
    // Their own account: edited, but neither its role nor its password, and not deactivated.
    expect(screen.getByRole('button', { name: 'Désactiver Mamadou Bah' })).toBeDisabled();

    const add = screen.getByRole('button', { name: 'Ajouter un employé' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un employé' });
    await userEvent.click(within(dialog).getByLabelText(/^Rôle/));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Agent logistique (Système)', 'Comptable (Système)', 'Agent comptoir Conakry (Personnalisé)']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await userEvent.click(screen.getByRole('button', { name: 'Modifier Mamadou Bah' }));
    const own = screen.getByRole('dialog', { name: 'Modifier Mamadou Bah' });
    expect(within(own).getByLabelText(/^Rôle/)).toHaveAttribute('aria-disabled', 'true');
    expect(within(own).getByText('Vous ne pouvez pas changer votre propre rôle.')).toBeInTheDocument();
    expect(within(own).getByLabelText('Nouveau mot de passe')).toBeDisabled();
    expect(within(own).getByText('Changez votre propre mot de passe depuis Mon Profil, qui demande le mot de passe actuel.')).toBeInTheDocument();
  });

  it("the server refuses what the screen would not offer: a manager's new Administrateur is a 403 whose reason the form shows", async () => {
    // A roles list that misstates Administrateur's type: the form offers it, the server still decides.
    server.use(http.get(`*${endpoints.employees.roles}`, () => HttpResponse.json({ roles: [{ id: 1, nom: 'Administrateur', is_custom: false, type_role: 'agent_logistique' }] })));
    await openEmployees('manager');
    const before = getDb().users.length;
    const add = screen.getByRole('button', { name: 'Ajouter un employé' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un employé' });
    await fill(within(dialog).getByLabelText(/^Nom d'utilisateur/), 'nouvel.admin');
    await fill(within(dialog).getByLabelText(/^Email/), 'nouvel.admin@exemple.example');
    await fill(within(dialog).getByLabelText(/^Prénom/), 'Nouvel');
    await fill(within(dialog).getByLabelText(/^Nom \*/), 'Admin');
    await fill(within(dialog).getByLabelText(/^Mot de passe/), 'secret1');
    await choose(/^Rôle/, 'Administrateur (Système)', dialog);
    await choose(/^Pays d'opération/, 'Canada', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Seuls les administrateurs peuvent attribuer ou retirer les rôles Administrateur et Manager.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Prénom/)).toHaveValue('Nouvel');
    expect(getDb().users).toHaveLength(before);
  });
});
