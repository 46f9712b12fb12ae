import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import config from '../../playwright.config';
import { loginAs } from './support';

/**
 * Chromium's fake camera plays a video file: a .y4m (raw YUV 4:2:0) of a label's QR code, written
 * here from the QR matrix. The browser reads the file when the camera starts, so each test writes
 * the code it needs before pressing 'Scanner'.
 */
const WIDTH = 640;
const HEIGHT = 480;
const videoFile = join(tmpdir(), `camera-qr-${process.pid}.y4m`);

function writeQrVideo(text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = Math.floor(Math.min(WIDTH, HEIGHT) * 0.8 / (modules.size + quiet * 2));
  const side = cell * (modules.size + quiet * 2);
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 200);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / cell) - quiet;
      const col = Math.floor(x / cell) - quiet;
      const dark = row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.data[row * modules.size + col];
      luma[(top + y) * WIDTH + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(videoFile, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

writeQrVideo('EN ATTENTE');

const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${videoFile}`],
  },
  permissions: ['camera'],
});

test("the app bar's camera reads a label's QR code and opens the parcel", async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/colis' });
  const link = page.getByTestId('colis-row').nth(1).getByRole('link', { name: /^[A-Z0-9]{6,}$/ });
  const code = ((await link.textContent()) ?? '').trim();
  writeQrVideo(code);

  // Linux Chromium has no BarcodeDetector: the ZXing WebAssembly decoder loads, from this server.
  const decoder = page.waitForResponse((response) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(response.url()));
  await page.getByRole('button', { name: 'Scanner' }).click();
  expect((await decoder).status()).toBe(200);
  // The scanner closes as soon as it reads the code, which may be before a check of its picture
  // could run: the parcel it opens is the proof that the camera was read.
  await expect(page).toHaveURL(/#\/colis\/\d+$/);
  await expect(page.getByRole('dialog', { name: 'Scanner une étiquette' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Colis COL-/ })).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();
});

test('on /suivi the camera fills the tracking number and searches', async ({ page }) => {
  await loginAs(page, 'agent.ca', { path: '/colis' });
  const link = page.getByTestId('colis-row').first().getByRole('link', { name: /^[A-Z0-9]{6,}$/ });
  const code = ((await link.textContent()) ?? '').trim();
  writeQrVideo(`https://colis.example/#/suivi?tracking=${code}`);

  await page.goto('/#/suivi');
  await page.reload();
  await page.getByRole('button', { name: 'Scanner' }).click();
  await expect(page.getByLabel('Numéro de suivi', { exact: true }).first()).toHaveValue(code);
  await expect(page.getByTestId('tracking-number')).toHaveText(code);
});
