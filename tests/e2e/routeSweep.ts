import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { buildSeed } from '../../src/demo/seed';
import { loginAs, seriousViolations, withoutAnimations } from './support';

/**
 * The route sweep: every route of the route table (spec 000 section 2) with a real id where it
 * takes one, as the administrator: no uncaught error, nothing wider than the screen, a page title
 * (h1), no serious axe violation. One page per viewport, the routes in a loop. Each viewport is a
 * spec file of its own (routes-phone.spec.ts, routes-desktop.spec.ts), so the two sweeps run on
 * the two workers at once instead of one after the other on one worker while the other waits.
 */
const seed = buildSeed('standard');
const admin = seed.users.find((u) => u.username === 'admin');
const adminRoutes = new Set(seed.routes.filter((r) => r.entreprise_id === admin?.entreprise_id).map((r) => r.id));
const parcel = seed.colis.find((c) => adminRoutes.has(c.route_id) && c.statut === 'enregistre');
const manifest = seed.bordereaux.find((b) => adminRoutes.has(b.route_id) && b.statut === 'brouillon');
const payment = seed.paiements.find((p) => seed.colis.some((c) => c.id === p.colis_id && adminRoutes.has(c.route_id)));
if (!parcel || !manifest || !payment) throw new Error("the seed lacks a parcel, a draft manifest or a payment of the admin's company");

const ROUTES = [
  '/',
  '/colis',
  '/colis/nouveau',
  `/colis/${parcel.id}`,
  `/colis/${parcel.id}/edit`,
  '/bordereaux',
  '/bordereaux/nouveau',
  `/bordereaux/${manifest.id}`,
  `/bordereaux/${manifest.id}/edit`,
  '/factures-commerciales',
  '/caisse',
  `/paiement/${payment.id}`,
  '/paiements',
  '/notifications',
  '/oauth',
  '/profil',
  '/configuration',
  '/login',
  '/register',
  '/test',
  `/colis/${parcel.id}/payment-success`,
  `/suivi?tracking=${parcel.tracking_number}`,
];

/**
 * The controls whose centre lies under the help button (it used to float over the last row's
 * actions): each visible control's centre is looked up with elementFromPoint, and any that lands
 * on the help button is reported. Pages without the shell (public ones) have no help button.
 */
function controlsUnderHelpButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const help = document.querySelector<HTMLElement>('[aria-label^="Aide : "]');
    if (!help) return [];
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"], [role="checkbox"], [role="tab"]');
    return [...controls]
      .filter((control) => control !== help && !help.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return found !== null && help.contains(found);
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? control.tagName);
  });
}

/** The sweep at one viewport, as one group of tests that share a signed-in page. */
export function routeSweep(width: number, height: number): void {
  test.describe(`Route sweep as admin at ${width}×${height}`, () => {
    // One signed-in page for the whole loop (a test per route, each with the default timeout).
    let page: Page;
    const uncaught: string[] = [];
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext({ ...test.info().project.use, viewport: { width, height } });
      page = await context.newPage();
      await withoutAnimations(page);
      page.on('pageerror', (error) => uncaught.push(error.message));
      await loginAs(page, 'admin', { path: '/' });
    });
    test.afterAll(() => page.context().close());

    for (const route of ROUTES) {
      test(route.replace(/\d+/g, '{id}').replace(/=.*/, '=…'), async () => {
        uncaught.length = 0;
        await page.goto(`/#${route}`);
        await expect(page.locator('h1').first()).toBeVisible();
        // The screen's data has arrived: no loader left (a progress bar with a value is a figure, not a loader).
        await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // A pager's next-page arrow is on screen (it sat past the right edge of a phone on /caisse and /paiements).
        const arrows = await page.getByRole('button', { name: /^(Page suivante|Suivant)$/ }).evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
        for (const right of arrows) expect(right).toBeLessThanOrEqual(width);
        expect(await controlsUnderHelpButton(page)).toEqual([]);
        expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);
        expect(uncaught).toEqual([]);
      });
    }
  });
}
