import { readFile } from 'node:fs/promises';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { loginAs, switchAccount } from './support';

/**
 * Sends `text` then Enter as real keyboard events whose timestamps are set, not measured: `gapMs`
 * apart. 10 ms is a handheld scanner, 150 ms a person; the machine's speed changes neither.
 */
async function keysWithTimestamps(cdp: CDPSession, text: string, gapMs: number): Promise<void> {
  let time = Date.now() / 1000;
  for (const key of [...text.split(''), 'Enter']) {
    const enter = key === 'Enter';
    const common = { key, code: enter ? 'Enter' : undefined, windowsVirtualKeyCode: enter ? 13 : key.toUpperCase().charCodeAt(0) };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...common, text: enter ? '\r' : key, timestamp: time });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common, timestamp: time + 0.001 });
    time += gapMs / 1000;
  }
}

/** The tracking codes of the first rows of /colis. */
const codeLinks = (page: Page) => page.getByTestId('colis-row').getByRole('link', { name: /^[A-Z0-9]{6,}$/ });

async function firstCodes(page: Page, count: number): Promise<string[]> {
  await page.goto('/#/colis');
  await expect(codeLinks(page).nth(count - 1)).toBeVisible();
  return (await codeLinks(page).allTextContents()).slice(0, count).map((text) => text.trim());
}

test('a handheld scanner burst on the dashboard opens the parcel; an unknown code says so', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/' });
  const [code] = await firstCodes(page, 1);
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: /Julie/ })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);

  await keysWithTimestamps(cdp, 'ZZ00000000', 10);
  await expect(page.getByText('Aucun colis pour le code ZZ00000000')).toBeVisible();

  await keysWithTimestamps(cdp, code, 10);
  await expect(page).toHaveURL(/#\/colis\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Colis COL-/ })).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();
});

test('the same characters typed slowly stay where they are typed: in a field, and nowhere else', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/' });
  const [code] = await firstCodes(page, 1);
  const cdp = await page.context().newCDPSession(page);

  // Typed by a person on the page (150 ms apart): no parcel opens.
  await keysWithTimestamps(cdp, code, 150);
  // Typed into the list's filter, even at scanner speed: it stays in the field and filters the list.
  const filter = page.getByLabel('Code de suivi ou numéro');
  await filter.click();
  await keysWithTimestamps(cdp, code, 10);
  await expect(filter).toHaveValue(code);
  await expect(codeLinks(page)).toHaveText([code]);
  await expect(page).toHaveURL(/#\/colis(\?|$)/);
});

test('Ctrl+K finds a parcel by its recipient\'s phone and opens it with Enter; it is then a recent item', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/' });
  const [code] = await firstCodes(page, 1);
  const row = page.getByRole('row').filter({ hasText: code });
  const phone = ((await row.getByRole('cell').nth(3).textContent()) ?? '').trim();
  expect(phone).toMatch(/\d/);

  await page.goto('/#/');
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Colis, bordereau, facture ou écran' });
  await expect(box).toBeFocused();
  await box.pressSequentially(phone);
  const option = page.getByRole('option', { name: new RegExp(code) });
  await expect(option).toBeVisible();
  // The screens come first when nothing matches them: walk down to the parcel with the arrows.
  const options = page.getByRole('option');
  const index = (await options.allTextContents()).findIndex((text) => text.includes(code));
  for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/colis\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Colis COL-/ })).toBeVisible();

  // "/" opens it again (outside a field), recent item first; Escape closes it.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(page.getByRole('option').first()).toContainText(code);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
});

test('receiving a manifest by scanning two of its three parcels shows the missing one before confirming', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/bordereaux/nouveau' });
  const boxes = page.getByRole('checkbox', { name: /^Sélectionner le colis / });
  await expect(boxes.nth(2)).toBeVisible();
  const codes: string[] = [];
  for (const index of [0, 1, 2]) {
    codes.push(((await boxes.nth(index).getAttribute('aria-label')) ?? '').replace('Sélectionner le colis ', ''));
    await boxes.nth(index).check();
  }
  await page.getByRole('button', { name: 'Créer le bordereau' }).click();
  await expect(page.getByText('Bordereau créé avec succès !')).toBeVisible();
  await page.getByRole('button', { name: 'Valider et expédier' }).click();
  await page.getByRole('dialog', { name: 'Valider et expédier' }).getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Bordereau validé avec succès!')).toBeVisible();
  // Guinea, its destination side, receives it.
  await switchAccount(page, 'agent.gn', new URL(page.url()).hash.slice(1));
  await page.getByRole('button', { name: 'Marquer comme arrivé' }).click();
  await expect(page.getByText('3 colis marqués comme arrivés.')).toBeVisible();

  await page.getByRole('button', { name: 'Réceptionner par scan' }).click();
  const dialog = page.getByRole('dialog', { name: /^Réception par scan/ });
  await expect(dialog.getByLabel('Code scanné')).toBeFocused();
  // The scanner types into the focused field and ends with Enter.
  for (const code of codes.slice(0, 2)) {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('scan-feedback')).toHaveText(/: reçu$/);
  }
  await expect(dialog.getByTestId('reception-progress')).toHaveText('2 / 3 colis scanné(s)');
  await page.keyboard.type(codes[0]);
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('scan-feedback')).toHaveText(/^Colis déjà scanné/);

  await dialog.getByRole('button', { name: 'Confirmer la réception' }).click();
  const confirm = page.getByRole('dialog', { name: 'Colis manquants' });
  await expect(confirm.getByText("1 colis du bordereau n'a pas été scanné :")).toBeVisible();
  const missing = confirm.getByRole('list', { name: 'Colis manquants' }).getByRole('listitem');
  await expect(missing).toHaveCount(1);
  await expect(missing).toContainText(codes[2]);
  await confirm.getByRole('button', { name: 'Réceptionner quand même' }).click();
  // Then the parcel still owing its fee (issue #32).
  const unpaid = page.getByRole('dialog', { name: 'Colis non entièrement payés' });
  await expect(unpaid.getByRole('table', { name: 'Colis non entièrement payés' }).getByRole('row')).toHaveCount(2);
  await unpaid.getByRole('button', { name: 'Réceptionner quand même' }).click();
  await expect(page.getByText('Bordereau marqué comme reçu et traité.')).toBeVisible();
  await expect(page.getByText('Aucune action disponible pour ce statut')).toBeVisible();
});

test('the A6 labels of the selected parcels download as one PDF', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/' });
  const codes = await firstCodes(page, 3);
  for (const code of codes) await page.getByRole('checkbox', { name: `Sélectionner le colis ${code}` }).check();
  await expect(page.getByText('3 colis sélectionnés')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger les étiquettes A6' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^etiquettes-a6-3-colis-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await PDFDocument.load(await readFile(await download.path()));
  expect(pdf.getPageCount()).toBe(3);
  await expect(page.getByText('3 étiquettes A6 téléchargées')).toBeVisible();
});
