// pmu-explorer's service worker: keeps one release's files, so that a second visit (the app,
// docs.html, a page of this folder with widgets) works without the network, and a classroom can
// use the app offline. Registered by offline.js once a page has loaded; a debug build (trunk
// serve) registers none.
//
// The build (scripts/stamp-offline.sh) writes the release's version and its files here. Every
// request for one of them is answered from this release's cache, the pages too, so that a tab
// always runs one release: a new release's worker installs beside this one and takes over when
// no tab of this release is left open (the browser's default), then deletes the older caches.
// Anything else goes to the network as if there were no worker.
const VERSION = 'unbuilt';
const FILES = [];

const CACHE = `pmu-explorer-${VERSION}`;
const scope = new URL('./', self.location).href;
const cached = new Set(FILES.map((f) => new URL(f, scope).href));

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...cached])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(
    keys.filter((k) => k.startsWith('pmu-explorer-') && k !== CACHE).map((k) => caches.delete(k)),
  )));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  url.search = '';
  // The folder itself is its index.html.
  const key = url.href === scope ? new URL('index.html', scope).href : url.href;
  if (!cached.has(key)) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => (await cache.match(key)) ?? fetch(request)));
});
