import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support';
import { totp } from '../../src/demo/totp';

test('switch two-factor on from the profile, sign out, and sign in again with a code', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/profil' });
  const section = page.getByRole('region', { name: 'Authentification à deux facteurs' });
  await expect(section.getByText('Désactivé')).toBeVisible();
  await section.getByRole('button', { name: 'Activer le 2FA' }).click();
  await expect(page.getByText('Configuration 2FA initiée')).toBeVisible();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await section.getByLabel('Clé manuelle').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]+$/);

  const confirm = section.getByRole('button', { name: 'Confirmer' });
  await section.getByLabel('Code de vérification').fill('123');
  await expect(confirm).toBeDisabled();
  await section.getByLabel('Code de vérification').fill(await totp(secret));
  await confirm.click();
  await expect(page.getByText('2FA configuré avec succès !')).toBeVisible();
  const codes = section.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())?.trim() ?? '';

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Télécharger (.txt)' }).click();
  expect((await download).suggestedFilename()).toBe('codes-secours-2fa.txt');
  await section.getByRole('button', { name: "J'ai conservé mes codes" }).click();
  await expect(section.getByText('Codes de secours restants : 10')).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.getByLabel(/^Email ou nom d'utilisateur/).fill('agent.ca');
  await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("Code d'authentification à deux facteurs requis").first()).toBeVisible();
  await page.getByLabel(/^Code 2FA/).fill(await totp(secret));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);

  // A backup code opens the door once, and only once.
  expect(recovery).toMatch(/^\d{8}$/);
  const signInWith = async (code: string) => {
    await page.getByLabel(/^Email ou nom d'utilisateur/).fill('agent.ca');
    await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByLabel(/^Code 2FA/).fill(code);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  };
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await signInWith(recovery);
  await expect(page.getByText('Connexion réussie ! Bienvenue sur la plateforme')).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await signInWith(recovery);
  await expect(page.getByText('Code 2FA invalide. Vérifiez votre code et réessayez.').first()).toBeVisible();
});

test('leaving the profile with unsaved changes asks first; staying keeps what was typed', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/profil' });
  const info = page.getByRole('region', { name: 'Informations personnelles' });
  await info.getByRole('button', { name: 'Modifier mes informations' }).click();
  await info.getByLabel(/^Téléphone/).fill('+1 514 555 0199');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Colis' }).click();
  await expect.poll(() => asked).toEqual(["Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?"]);
  await expect(page).toHaveURL(/#\/profil$/);
  await expect(info.getByLabel(/^Téléphone/)).toHaveValue('+1 514 555 0199');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: 'Colis' }).click();
  await expect(page).toHaveURL(/#\/colis/);
});
