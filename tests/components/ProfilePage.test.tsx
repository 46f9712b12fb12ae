import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGetIdentity } from 'react-admin';
import ProfilePage from '../../src/custom-pages/profil/ProfilePage';
import { getDb } from '../../src/demo/db/store';
import { totp } from '../../src/demo/totp';
import { tokenStore } from '../../src/dataProvider/tokenStore';
import { accountsMethods } from '../../src/dataProvider/methods/accounts';
import { useCurrentUser } from '../../src/authProvider/session';
import { DEMO_TOTP_SECRET } from '../../src/demo/seed/reference';
import { renderInAdmin, signIn } from './render';
import { waitReasonOf } from './waitReason';

// The machine running the suite is shared: give the demo backend time to answer.
configure({ asyncUtilTimeout: 5000 });

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

/** The sidebar's reading of the session user, as the app layout shows it next to the page. */
function SidebarName() {
  const user = useCurrentUser();
  return <p data-testid="sidebar-name">{user?.first_name}</p>;
}

/** The top bar's user menu reads react-admin's identity. */
function TopBarName() {
  const { identity } = useGetIdentity();
  return <p data-testid="topbar-name">{identity?.fullName}</p>;
}

/** The account with two-factor on signs in with a code computed from its secret. */
async function signInWithCode(login: string) {
  const tokens = await accountsMethods.login({ login, password: 'demo1234', otp_token: await totp(DEMO_TOTP_SECRET) });
  tokenStore.save({ access: tokens.access, refresh: tokens.refresh, user: tokens.user }, true);
}

async function openProfile(login: string) {
  if (login === 'securise') await signInWithCode(login);
  else await signIn(login);
  renderInAdmin(
    <>
      <ProfilePage />
      <SidebarName />
      <TopBarName />
    </>,
    { url: '/profil', path: '/profil' },
  );
  await screen.findByRole('heading', { name: 'Informations personnelles' });
}

const section = (name: string) => screen.getByRole('region', { name });


describe('Profile (/profil)', () => {
  it('edits the personal information and refreshes the session user', async () => {
    await openProfile('agent.ca');
    const info = section('Informations personnelles');
    expect(within(info).getByText('agent.ca@transatlantique-colis.example')).toBeInTheDocument();
    await userEvent.click(within(info).getByRole('button', { name: 'Modifier mes informations' }));
    await fill(within(info).getByLabelText(/^Prénom/), ' ');
    await fill(within(info).getByLabelText(/^Email/), '');
    await userEvent.tab();
    expect(within(info).getByText('Le prénom est requis')).toBeInTheDocument();
    expect(within(info).getByText("L'email est requis")).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(waitReasonOf(within(info).getByRole('button', { name: 'Enregistrer' }))).toBe('Le prénom est requis');
    await fill(within(info).getByLabelText(/^Prénom/), 'Juliette');
    await fill(within(info).getByLabelText(/^Email/), 'juliette@transatlantique-colis.example');
    await userEvent.click(within(info).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(within(info).getByText('juliette@transatlantique-colis.example')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('sidebar-name')).toHaveTextContent('Juliette'));
    await waitFor(() => expect(screen.getByTestId('topbar-name')).toHaveTextContent(/^Juliette /));
    expect(tokenStore.getUser()?.first_name).toBe('Juliette');
  });

  it('refuses a 315-character name and a 300-digit phone at their fields, keeping the text, and sends nothing', async () => {
    await openProfile('agent.ca');
    const info = section('Informations personnelles');
    await userEvent.click(within(info).getByRole('button', { name: 'Modifier mes informations' }));
    const save = within(info).getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeEnabled();
    const name = 'Marie-'.repeat(52) + 'Ann';
    await fill(within(info).getByLabelText(/^Prénom/), name);
    await fill(within(info).getByLabelText(/^Téléphone/), '6'.repeat(300));
    await userEvent.tab();
    expect(name).toHaveLength(315);
    expect(within(info).getByLabelText(/^Prénom/)).toHaveValue(name);
    expect(within(info).getByLabelText(/^Prénom/)).toHaveAccessibleDescription('Assurez-vous que ce champ ne comporte pas plus de 150 caractères.');
    expect(within(info).getByLabelText(/^Téléphone/)).toHaveValue('6'.repeat(300));
    expect(within(info).getByLabelText(/^Téléphone/)).toHaveAccessibleDescription('Assurez-vous que ce champ ne comporte pas plus de 30 caractères.');
    expect(save).toBeDisabled();
    expect(waitReasonOf(save)).toBe('Prénom : Assurez-vous que ce champ ne comporte pas plus de 150 caractères.');
    await userEvent.type(within(info).getByLabelText(/^Téléphone/), '{Enter}');
    expect(getDb().users.find((u) => u.username === 'agent.ca')?.first_name).not.toBe(name);
    expect(screen.queryByText('Profil mis à jour avec succès')).not.toBeInTheDocument();
  });

  it("keeps the typed data and shows the field error when the email is taken", async () => {
    await openProfile('agent.ca');
    const info = section('Informations personnelles');
    await userEvent.click(within(info).getByRole('button', { name: 'Modifier mes informations' }));
    await fill(within(info).getByLabelText(/^Email/), 'admin@transatlantique-colis.example');
    await userEvent.click(within(info).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    expect(within(info).getByText('Un utilisateur avec cet email existe déjà.')).toBeInTheDocument();
    expect(within(info).getByLabelText(/^Email/)).toHaveValue('admin@transatlantique-colis.example');
  });

  it('changes the password, naming a wrong current password', async () => {
    await openProfile('agent.ca');
    const security = section('Sécurité');
    await userEvent.click(within(security).getByRole('button', { name: 'Changer le mot de passe' }));
    // The form opens on its first field (the button it replaced had the focus), its button waiting for the three fields.
    expect(within(security).getByLabelText(/^Mot de passe actuel/)).toHaveFocus();
    expect(within(security).getByRole('button', { name: 'Modifier le mot de passe' })).toBeDisabled();
    expect(waitReasonOf(within(security).getByRole('button', { name: 'Modifier le mot de passe' }))).toBe('Le mot de passe actuel est requis');
    await fill(within(security).getByLabelText(/^Mot de passe actuel/), 'mauvais1');
    await fill(within(security).getByLabelText(/^Nouveau mot de passe/), 'court');
    await fill(within(security).getByLabelText(/^Confirmer le nouveau mot de passe/), 'autre');
    await userEvent.tab();
    expect(within(security).getByRole('button', { name: 'Modifier le mot de passe' })).toBeDisabled();
    expect(within(security).getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(within(security).getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    await fill(within(security).getByLabelText(/^Nouveau mot de passe/), 'nouveau123');
    await fill(within(security).getByLabelText(/^Confirmer le nouveau mot de passe/), 'nouveau123');
    await userEvent.click(within(security).getByRole('button', { name: 'Modifier le mot de passe' }));
    expect((await screen.findAllByText('Mot de passe actuel incorrect')).length).toBeGreaterThan(0);
    await fill(within(security).getByLabelText(/^Mot de passe actuel/), 'demo1234');
    await userEvent.click(within(security).getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Mot de passe modifié avec succès')).toBeInTheDocument();
    expect(getDb().users.find((u) => u.username === 'agent.ca')?.password).toBe('nouveau123');
  });

  it('shows the statistics of the role', async () => {
    await openProfile('agent.ca');
    const stats = section('Statistiques');
    expect(await within(stats).findByLabelText(/^Bordereaux créés :/)).toBeInTheDocument();
    expect(within(stats).getByLabelText(/^Colis expédiés :/)).toBeInTheDocument();
    expect(within(stats).queryByText('Colis au total')).not.toBeInTheDocument();
  });

  it('switches two-factor on: QR code, manual key, 6-digit code, backup codes shown once with download', async () => {
    await openProfile('admin');
    const twoFactor = section('Authentification à deux facteurs');
    expect(await within(twoFactor).findByText('Désactivé')).toBeInTheDocument();
    expect(within(twoFactor).getByText(/Fortement recommandé pour les administrateurs/)).toBeInTheDocument();
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Activer le 2FA' }));
    expect(await screen.findByText('Configuration 2FA initiée')).toBeInTheDocument();
    expect(within(twoFactor).getByRole('img', { name: /QR code/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    const key = (within(twoFactor).getByLabelText('Clé manuelle') as HTMLInputElement).value;
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    expect(within(twoFactor).getByLabelText(/^Code de vérification/)).toHaveFocus();

    const confirm = within(twoFactor).getByRole('button', { name: 'Confirmer' });
    const code = within(twoFactor).getByLabelText('Code de vérification');
    await fill(code, '12a45');
    expect(code).toHaveValue('1245');
    expect(confirm).toBeDisabled();
    await fill(code, '000000');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText('Code invalide')).toBeInTheDocument();

    await fill(code, await totp(key));
    await userEvent.click(confirm);
    expect(await screen.findByText('2FA configuré avec succès !')).toBeInTheDocument();
    const codes = within(twoFactor).getByRole('list', { name: 'Codes de secours' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(getDb().users.find((u) => u.username === 'admin')?.two_factor.enabled).toBe(true);

    const createUrl = vi.fn(() => 'blob:codes');
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Télécharger (.txt)' }));
    expect(createUrl).toHaveBeenCalledTimes(1);

    await userEvent.click(within(twoFactor).getByRole('button', { name: "J'ai conservé mes codes" }));
    expect(within(twoFactor).queryByRole('list', { name: 'Codes de secours' })).not.toBeInTheDocument();
    expect(await within(twoFactor).findByText('Codes de secours restants : 10')).toBeInTheDocument();
  });

  it('takes a pasted code the way authenticator apps show it ("123 456"): six digits, confirm enabled', async () => {
    await openProfile('admin');
    const twoFactor = section('Authentification à deux facteurs');
    await userEvent.click(await within(twoFactor).findByRole('button', { name: 'Activer le 2FA' }));
    const code = await within(twoFactor).findByLabelText('Code de vérification');
    const confirm = within(twoFactor).getByRole('button', { name: 'Confirmer' });
    await fill(code, '123 456');
    expect(code).toHaveValue('123456');
    expect(confirm).toBeEnabled();
    // Whatever surrounds the digits goes first; only then are six kept.
    await fill(code, ' 12-34-56 789');
    expect(code).toHaveValue('123456');
    await userEvent.clear(code);
    await userEvent.type(code, '123 4567');
    expect(code).toHaveValue('123456');
    expect(confirm).toBeEnabled();
  });

  it('regenerates backup codes and disables two-factor with the password', async () => {
    await openProfile('securise');
    const twoFactor = section('Authentification à deux facteurs');
    expect(await within(twoFactor).findByText('Activé')).toBeInTheDocument();

    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Régénérer les codes de secours' }));
    let dialog = screen.getByRole('dialog', { name: 'Régénérer les codes de secours' });
    expect(within(dialog).getByRole('button', { name: 'Régénérer' })).toBeDisabled();
    expect(waitReasonOf(within(dialog).getByRole('button', { name: 'Régénérer' }))).toBe('Le mot de passe est requis');
    await fill(within(dialog).getByLabelText(/^Mot de passe/), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Régénérer' }));
    expect(await screen.findByText('Nouveaux codes générés')).toBeInTheDocument();
    expect(within(await within(twoFactor).findByRole('list', { name: 'Codes de secours' })).getAllByRole('listitem')).toHaveLength(10);
    expect(getDb().users.find((u) => u.username === 'securise')?.two_factor.backup_codes).not.toContain('12345678');

    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Désactiver le 2FA' }));
    dialog = screen.getByRole('dialog', { name: 'Désactiver le 2FA' });
    await fill(within(dialog).getByLabelText(/^Mot de passe/), 'mauvais1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await within(dialog).findByText('Mot de passe incorrect')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText(/^Mot de passe/), 'demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('2FA désactivé')).toBeInTheDocument();
    expect(await within(twoFactor).findByText('Désactivé')).toBeInTheDocument();
  });
});

describe("Profile: the operating country (change_pays_operation, spec 000 section 7)", () => {
  const section = () => screen.getByRole('region', { name: "Pays d'opération" });

  it('changes it among the countries the routes leave from: the route and the currency follow', async () => {
    await signIn('sahel.admin');
    renderInAdmin(<ProfilePage />);
    expect(await within(await screen.findByRole('region', { name: "Pays d'opération" })).findByText('Vos colis partent de : France → Sénégal.')).toBeInTheDocument();
    await userEvent.click(within(section()).getByLabelText("Pays d'opération"));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['France', 'Sénégal']);
    await userEvent.click(screen.getByRole('option', { name: 'Sénégal' }));
    await userEvent.click(within(section()).getByRole('button', { name: 'Changer de pays' }));
    expect(await screen.findByText("Pays d'opération mis à jour")).toBeInTheDocument();
    expect(await within(section()).findByText('Vos colis partent de : Sénégal → France.')).toBeInTheDocument();
    expect(getDb().users.find((u) => u.username === 'sahel.admin')).toMatchObject({ pays_operation: 'SN', destination_pays: 'FR' });
    expect((await accountsMethods.getCurrencyContext()).base_currency_code).toBe('XOF');
    expect((await accountsMethods.getCurrentUser()).pays_operation).toBe('senegal');
  });

  it('says why the server refused, beside the field', async () => {
    await signIn('agent.gn');
    renderInAdmin(<ProfilePage />);
    await within(await screen.findByRole('region', { name: "Pays d'opération" })).findByText('Vos colis partent de : Guinée → Canada.');
    // The route from Canada was closed meanwhile.
    getDb().routes.find((r) => r.origin === 'CA' && r.entreprise_id === 1)!.is_active = false;
    await userEvent.click(within(section()).getByLabelText("Pays d'opération"));
    await userEvent.click(screen.getByRole('option', { name: 'Canada' }));
    await userEvent.click(within(section()).getByRole('button', { name: 'Changer de pays' }));
    expect(await within(section()).findByText("Ce pays n'est le départ d'aucune route de votre entreprise.")).toBeInTheDocument();
    expect(await screen.findByText("Erreur lors de la mise à jour du pays d'opération")).toBeInTheDocument();
    expect(getDb().users.find((u) => u.username === 'agent.gn')?.pays_operation).toBe('GN');
  });
});
