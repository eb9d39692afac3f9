// Registers the service worker (sw.js beside this file) once the page's wasm has run (on the
// app's page the loader says so with its pmu-app-started event; on other pages it imports this
// file once its lab has arrived) and the page is idle, so that the worker's download of the
// release's files never competes with the page's own. Only a release build registers it
// (scripts/stamp-offline.sh sets `release`), and only for a page of the same origin as the
// bundle (a service worker cannot serve another origin's pages).
const release = false;

const base = new URL('.', import.meta.url);
if (release && 'serviceWorker' in navigator && base.origin === location.origin) {
  const register = () => navigator.serviceWorker.register(new URL('sw.js', base), { scope: base.pathname, type: 'classic' })
    .catch(() => {}); // no worker (a private window, a file: page): the page works as before
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  const app = document.body?.hasAttribute('data-pmu-app');
  if (!app || window.wasmBindings) idle();
  else addEventListener('pmu-app-started', idle, { once: true });
}
