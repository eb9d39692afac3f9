// The load benchmark (scripts/load.sh): opens the app and docs.html in headless Chromium throttled
// like Lighthouse's mobile profile, cold and warm, and prints what each load transferred and when
// the page painted, became usable and finished its first Step. Reported, never asserted.
// Usage: node web/tests/load.mjs [dist-dir] [runs]   (LOAD_JSON=file also writes the figures;
// LOAD_PAGES=app or docs loads one page only; LOAD_SW=block keeps the service worker out;
// LOAD_ENCODING=br serves brotli where the browser accepts it)
//
// The throttling is Lighthouse's "mobile slow 4G" (lighthouse-core/config/constants.js,
// throttling.mobileSlow4G): 150 ms round trip, 1.6 * 1024 kbit/s down, 750 kbit/s up, CPU 4x
// slower, applied through the DevTools protocol to the one page (Network.emulateNetworkConditions,
// Emulation.setCPUThrottlingRate). The server sends gzip when the client accepts it, as static
// hosts do (a file's precompressed `.gz` beside it if the build wrote one), with the
// Cache-Control that README's "Deploying" asks for, so that a warm load revalidates the pages
// and reuses the hashed files.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch } from './harness.mjs';

const dist = path.resolve(process.argv[2] ?? 'dist');
const runs = Number(process.argv[3] ?? 3);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.ts': 'text/plain; charset=utf-8',
};

/** LOAD_ENCODING=br serves the build's brotli copies (`.br`, scripts/precompress.sh) to a browser
 * that accepts them, as a host that serves precompressed files does; gzip otherwise. */
const BROTLI = process.env.LOAD_ENCODING === 'br';
/** The Accept-Encoding headers the browser sent. */
const encodings = new Set();

/** Serves `dist` as a static host does: gzip, ETags, and long caching for content-hashed names. */
function serve() {
  const gzipped = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let file = path.normalize(path.join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist)) return res.writeHead(403).end();
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) return res.writeHead(404).end('not found');
    const stat = fs.statSync(file);
    const etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    // Trunk's hashes are 16 hex digits or fewer (a leading zero is dropped), the modules' 16.
    const hashed = /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/.test(file);
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      vary: 'accept-encoding',
    };
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, headers).end();
    let body = fs.readFileSync(file);
    const accepts = req.headers['accept-encoding'] ?? '';
    encodings.add(accepts);
    const compressible = /\.(html|js|wasm|css|json|ts)$/.test(file);
    if (BROTLI && /\bbr\b/.test(accepts) && compressible && fs.existsSync(`${file}.br`)) {
      body = fs.readFileSync(`${file}.br`);
      headers['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepts) && compressible) {
      if (fs.existsSync(`${file}.gz`)) body = fs.readFileSync(`${file}.gz`);
      else {
        if (!gzipped.has(etag)) gzipped.set(etag, zlib.gzipSync(body, { level: 9 }));
        body = gzipped.get(etag);
      }
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** What each page is waiting for: `usable` is the selector whose first appearance makes the page
 * usable (the app: a field control of the register editor; docs.html: one in its first register
 * widget), `step` the Step button clicked as soon as it is, and `cycle` the text that changes when
 * the Step has run. */
const PAGES = {
  app: {
    path: '/',
    // The early editor's (the register module's, in the static first screen) or the app's.
    usable: '[data-testid^="field-"]',
    // The static first screen's Step 10 once it takes clicks (it queues the step until the lab
    // has arrived), or the app's.
    step: '.app-shell .simbar [role=group]:not([inert]) [data-cycles="10"], [data-testid=simbar] [data-testid=step-10]',
    cycle: '.simbar .cycle',
    // The lab has arrived when the app has replaced the copy.
    lab: '[data-testid=simbar]',
  },
  docs: {
    path: '/docs.html',
    usable: '[data-example="t4-pcr"] [data-testid=widget] [data-testid^="field-"]',
    step: '[data-example="t4-overflow"] [data-testid=widget] [data-testid=step-10]',
    cycle: '[data-example="t4-overflow"] [data-testid=widget] [data-testid=cycle]',
    // Only the lab draws that widget.
    lab: '[data-example="t4-overflow"] [data-testid=widget]',
  },
};

/** Records, in the page's clock from navigation, when `usable` first matched, the paint timing
 * and the layout shifts (summed as Chromium's CLS does not window them here: any shift counts). */
function observe({ usable }) {
  window.__load = { shift: 0 };
  const seen = () => {
    if (window.__load.usable === undefined && document.querySelector(usable)) window.__load.usable = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__load.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__load.shift += e.value;
      // What moved, for LOAD_DEBUG: each source's element, and where it was and is.
      (window.__load.shifts ??= []).push(`${Math.round(e.startTime)} ms ${e.value.toFixed(4)}: ${e.sources.map((x) => `${x.node?.nodeName}.${x.node?.className} ${Math.round(x.previousRect.y)}->${Math.round(x.currentRect.y)}`).join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** One load of `page` in `context` (cold: its HTTP cache and storage cleared first). */
async function load(context, server, which, cold) {
  const spec = PAGES[which];
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cold) {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'all' });
  }
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Bytes on the wire per request, with the time each finished (the protocol's clock, seconds).
  const finished = [];
  let start;
  cdp.on('Network.requestWillBeSent', (e) => { if (start === undefined) start = e.timestamp; });
  cdp.on('Network.loadingFinished', (e) => finished.push({ t: e.timestamp, bytes: e.encodedDataLength }));
  await page.addInitScript(observe, { usable: spec.usable });
  await page.goto(`${server.url}${spec.path}`);
  await page.waitForFunction(() => window.__load.usable !== undefined, null, { timeout: 60000, polling: 50 });
  const usable = await page.evaluate(() => window.__load.usable);
  const bytesUsable = finished
    .filter((f) => (f.t - start) * 1000 <= usable + 50)
    .reduce((s, f) => s + f.bytes, 0);
  // The first Step, clicked at once: its time runs from the click to the cycle's new text,
  // whether the code that steps has arrived yet or not.
  let stepAt;
  const stepMs = await page.evaluate(async ({ step, cycle }) => {
    const wait = (sel) => new Promise((done) => {
      const found = () => document.querySelector(sel);
      if (found()) return done(found());
      const o = new MutationObserver(() => { if (found()) { o.disconnect(); done(found()); } });
      o.observe(document, { childList: true, subtree: true });
    });
    const button = await wait(step);
    const before = (await wait(cycle)).textContent;
    const t0 = performance.now();
    button.click();
    await new Promise((done) => {
      const check = () => {
        const c = document.querySelector(cycle);
        if (c && c.textContent !== before) { done(); return true; }
        return false;
      };
      if (check()) return;
      const o = new MutationObserver(() => { if (check()) o.disconnect(); });
      o.observe(document, { childList: true, subtree: true, characterData: true });
    });
    return { ms: performance.now() - t0, at: performance.now() };
  }, spec).then((r) => { stepAt = r.at; return r.ms; });
  // The lab, from navigation (on docs.html it has drawn the Step's widget already).
  const labAt = await page.waitForFunction((sel) => document.querySelector(sel) && performance.now(), spec.lab, { timeout: 60000, polling: 50 })
    .then((h) => h.jsonValue());
  // Whatever else the page fetches once idle (a background load) counts in the total.
  await page.waitForTimeout(1500);
  const fcp = await page.waitForFunction(() => window.__load.fcp, null, { timeout: 5000 })
    .then((h) => h.jsonValue(), () => NaN);
  const shift = await page.evaluate(() => window.__load.shift);
  if (process.env.LOAD_DEBUG) console.log(`${which} ${cold ? 'cold' : 'warm'} shifts:`, await page.evaluate(() => window.__load.shifts ?? []));
  const bytesTotal = finished.reduce((s, f) => s + f.bytes, 0);
  await cdp.detach();
  await page.close();
  return { fcp, usable, bytesUsable, stepMs, stepAt, labAt, bytesTotal, shift };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await serve();
const results = {};
for (const which of Object.keys(PAGES).filter((p) => !process.env.LOAD_PAGES || process.env.LOAD_PAGES === p)) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser profile per cold run; the warm load follows in the same profile.
    const context = await launch({ serviceWorkers: process.env.LOAD_SW === 'block' ? 'block' : 'allow' });
    cold.push(await load(context, server, which, true));
    // The service worker (if the build has one) has installed once the page was idle.
    const [page] = context.pages().length ? context.pages() : [await context.newPage()];
    await page.goto(`${server.url}${PAGES[which].path}`).catch(() => {});
    // (A build without one never registers it, and `ready` would wait forever: it is awaited
    // only once a registration exists, which offline.js makes once the page is idle.)
    await page.evaluate(async () => {
      for (let i = 0; i < 30 && !(await navigator.serviceWorker.getRegistration()); i++) await new Promise((r) => setTimeout(r, 100));
      if (await navigator.serviceWorker.getRegistration()) await navigator.serviceWorker.ready;
    }).catch(() => {});
    warm.push(await load(context, server, which, false));
    await context.close();
  }
  results[which] = { cold, warm };
}
server.close();

const kb = (b) => `${(b / 1000).toFixed(1)} KB`;
const ms = (t) => `${(t / 1000).toFixed(2)} s`;
const rows = [['page', 'cache', 'transferred to usable', 'in all', 'first paint', 'usable', 'first Step', 'its result', 'lab ready', 'layout shift']];
for (const [which, r] of Object.entries(results)) {
  for (const kind of ['cold', 'warm']) {
    const xs = r[kind];
    const m = (k) => median(xs.map((x) => x[k]));
    rows.push([which, kind, kb(m('bytesUsable')), kb(m('bytesTotal')), ms(m('fcp')), ms(m('usable')),
      ms(m('stepMs')), ms(m('stepAt')), ms(m('labAt')), Math.max(...xs.map((x) => x.shift)).toFixed(3)]);
  }
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
console.log(`load: Lighthouse mobile throttling (150 ms, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_SLOWDOWN}x), ${BROTLI ? 'brotli served where accepted, else gzip' : 'gzip served'}; median of ${runs} runs; the browser accepted: ${[...encodings].join(' | ')}`);
for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(widths[i])).join('  '));
console.log('(usable: the app\'s register editor, docs.html\'s first register widget; first Step: from its click, clicked as soon as its button is there (docs.html: the overflow widget\'s, which the lab draws); its result: when that Step\'s result showed, from navigation; lab ready: when the lab had arrived (the app replaced its first screen; docs.html drew the overflow widget), from navigation; layout shift: the largest sum of a run)');
for (const [which, r] of Object.entries(results)) {
  console.log(`runs, ${which}: usable ${r.cold.map((x) => Math.round(x.usable)).join(', ')} ms cold; ${r.warm.map((x) => Math.round(x.usable)).join(', ')} ms warm`);
}
if (process.env.LOAD_JSON) fs.writeFileSync(process.env.LOAD_JSON, JSON.stringify(results, null, 2));
