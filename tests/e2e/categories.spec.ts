import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { loginAs, seriousViolations } from './support';

test('create, deactivate and reactivate a category', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/configuration/categories' });
  await expect(page.getByText('8 catégorie(s) trouvée(s)')).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle catégorie' });
  await expect(form.getByRole('button', { name: 'Créer la catégorie' })).toBeDisabled();
  await form.getByLabel('Nom').fill('Bijoux');
  await form.getByLabel('Emoji').fill('💍');
  await form.getByLabel('Type de tarification').click();
  await page.getByRole('option', { name: 'Forfait' }).click();
  await form.getByLabel('Prix unitaire (CAD)').fill('12,5');
  await form.getByLabel('Mots-clés de détection').fill('bague, collier, montre');
  await form.getByLabel('Texte à tester').fill('Montre en or');
  await form.getByRole('button', { name: 'Tester' }).click();
  await expect(form.getByText('✅ "Montre en or" serait détecté par cette catégorie')).toBeVisible();
  await form.getByRole('button', { name: 'Créer la catégorie' }).click();
  await expect(page.getByText('Catégorie créée avec succès')).toBeVisible();
  await expect(page.getByText('9 catégorie(s) trouvée(s)')).toBeVisible();

  const card = page.getByRole('article', { name: 'Bijoux' });
  await expect(card.getByText('Personnalisé')).toBeVisible();
  // Typed '12,5' the French way: 12,50 CAD (a number input made it 125).
  await expect(card.getByText(/^12,50\s*CAD/)).toBeVisible();
  await card.getByRole('button', { name: 'Désactiver Bijoux' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer la désactivation' });
  await expect(dialog).toContainText('ne sera plus disponible pour les nouveaux colis');
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Catégorie désactivée avec succès')).toBeVisible();
  await expect(card.getByText('Inactif')).toBeVisible();
  // Dimmed, yet every text of the inactive card keeps its contrast.
  expect(await seriousViolations(new AxeBuilder({ page }).include('[aria-label="Bijoux"]'))).toEqual([]);

  await card.getByRole('button', { name: 'Réactiver Bijoux' }).click();
  await expect(page.getByText('Catégorie réactivée avec succès')).toBeVisible();
  await expect(card.getByText('Inactif')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Modifier Bijoux' })).toBeVisible();
});
