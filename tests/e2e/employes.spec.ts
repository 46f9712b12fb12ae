import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

async function addEmployee(page: Page, n: number) {
  await page.getByRole('button', { name: 'Ajouter un employé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un employé' });
  await dialog.getByLabel("Nom d'utilisateur").fill(`recrue${n}`);
  await dialog.getByLabel('Email').fill(`recrue${n}@transatlantique-colis.example`);
  await dialog.getByLabel('Prénom').fill('Recrue');
  await dialog.getByLabel(/^Nom\s*\*?$/).fill(`Numéro ${n}`);
  await dialog.getByLabel('Mot de passe').fill('secret12');
  await dialog.getByLabel('Rôle').click();
  await page.getByRole('option', { name: 'Agent logistique (Système)' }).click();
  await dialog.getByLabel("Pays d'opération").click();
  await page.getByRole('option', { name: /Canada/ }).click();
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(dialog).toBeHidden();
}

test('add employees until no place is free: the add button is disabled', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/configuration/employes' });
  const free = page.getByLabel(/^Places libres :/);
  await expect(free).toHaveText('4');
  for (let n = 1; n <= 4; n += 1) {
    await addEmployee(page, n);
    await expect(free).toHaveText(String(4 - n));
  }
  await expect(page.getByRole('button', { name: 'Ajouter un employé' })).toBeDisabled();
  await expect(page.getByLabel(/^Employés actifs :/)).toHaveText('12');
  await expect(page.getByRole('row', { name: /Recrue Numéro 4/ })).toBeVisible();

  // Deactivating one frees a place again.
  await page.getByRole('button', { name: 'Désactiver Recrue Numéro 4' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Désactiver' }).click();
  await expect(free).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Ajouter un employé' })).toBeEnabled();
});

test('the column choice is kept across visits', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/configuration/employes' });
  const table = page.getByRole('table', { name: 'Employés' });
  await expect(table.getByRole('columnheader', { name: 'Téléphone' })).toBeVisible();
  await page.getByRole('button', { name: 'Choisir les colonnes' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Téléphone' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Téléphone' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Employés' }).getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Employés' }).getByRole('columnheader', { name: 'Téléphone' })).toHaveCount(0);
});

test("a manager's employee form offers no Administrateur, and the administrator's account no action", async ({ page }) => {
  await loginAs(page, 'manager', { path: '/configuration/employes' });
  const editAdmin = page.getByRole('button', { name: 'Modifier Awa Diallo' });
  await expect(editAdmin).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Désactiver Awa Diallo' })).toBeDisabled();
  await editAdmin.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText("Seuls les administrateurs peuvent gérer le compte d'un administrateur ou d'un manager.");

  await page.getByRole('button', { name: 'Ajouter un employé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un employé' });
  await dialog.getByLabel('Rôle').click();
  await expect(page.getByRole('option')).toHaveText(['Agent logistique (Système)', 'Comptable (Système)', 'Agent comptoir Conakry (Personnalisé)']);
  await expect(page.getByRole('option', { name: /Administrateur/ })).toHaveCount(0);
  await expect(page.getByRole('option', { name: /Manager/ })).toHaveCount(0);
});
