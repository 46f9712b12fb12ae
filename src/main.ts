/**
 * The first file every page loads, kept tiny: it only chooses what to boot. The public tracking
 * page (what customers open on their phones) never loads the back-office, nor React's full DOM
 * renderer; the back-office loads its code, its first screen's data and, in demo mode, the demo
 * backend all at once.
 */
const container = document.getElementById('root');

const isPublicTracking = (hash: string) => /^#\/suivi(\?|\/|$)/.test(hash);

function showStartFailure(error: unknown): void {
  if (!container) return;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'padding: 24px; font-family: system-ui';
  const title = document.createElement('h1');
  title.textContent = 'Impossible de démarrer l’application';
  const detail = document.createElement('p');
  detail.textContent = error instanceof Error ? error.message : String(error);
  alert.append(title, detail);
  container.replaceChildren(alert);
}

async function boot(): Promise<void> {
  if (!container) throw new Error('Élément #root introuvable');
  if (isPublicTracking(window.location.hash)) {
    const { bootTracking } = await import('./bootTracking');
    await bootTracking(container);
    window.addEventListener('hashchange', () => {
      if (!isPublicTracking(window.location.hash)) window.location.reload();
    });
    return;
  }
  const { bootBackOffice } = await import('./bootBackOffice');
  await bootBackOffice(container);
}

boot().catch(showStartFailure);
