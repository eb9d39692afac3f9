// Where a live run's frame goes: opens the built app in headless Chromium, programs the soak's
// heaviest page (montecito-soak.mjs: Montecito, two threads, every counter, the trace buffer), runs
// it at a speed (10^10 cycles per frame unless SPEED says otherwise) and prints, reported and
// never asserted:
// - frames per second, counted in the page;
// - the renderer's main thread from Chromium's trace (the Performance panel's categories): the
//   time of each kind of work per millisecond of the run (script, style, layout, paint);
// - the DOM changes per frame, by the view they are in;
// - the hottest functions of the script and wasm by self time (the release build keeps no wasm
//   names: wasm-function[N]);
// - with a build that keeps them (scripts/lab-with-names.sh DIST OUT, then this on OUT), the
//   renders: Yew inlines each component into its own copy of `CompStateInner::view`, so each
//   copy is told apart by its place in the wasm and shown with the named functions it calls.
// Usage: node web/tests/frame-profile.mjs [dist-dir] [seconds]   (build with trunk build --release)
// The machine's load moves every figure: compare two builds in one run, in turns.
import { openSoak } from './montecito-soak.mjs';

const dist = process.argv[2] ?? 'dist';
const seconds = Number(process.argv[3] ?? 3);
if (!(seconds > 0)) {
  console.error('usage: node web/tests/frame-profile.mjs [dist-dir] [seconds]');
  process.exit(2);
}
const { server, browser, page, tid } = await openSoak(dist);
await tid(page, 'speed').selectOption(process.env.SPEED ?? '10000000000');
await tid(page, 'run').click();
await page.waitForTimeout(1500);
const ms = seconds * 1000;

const fps = await page.evaluate((ms) => new Promise((done) => {
  let n = 0;
  const t0 = performance.now();
  const f = () => { n += 1; if (performance.now() - t0 < ms) requestAnimationFrame(f); else done(n / ((performance.now() - t0) / 1000)); };
  requestAnimationFrame(f);
}), ms);
console.log(`frames per second: ${fps.toFixed(1)}`);

const cdp = await page.context().newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
await page.waitForTimeout(ms);
await cdp.send('Tracing.end');
await complete;
// The renderer's main thread: the one that runs the most tasks.
const busy = new Map();
for (const e of events) if (e.name === 'RunTask') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
const kinds = new Map();
for (const e of events) if (`${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur) kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur);
console.log('main thread, microseconds per millisecond of the run (nested kinds overlap: RunTask holds the rest):');
for (const [k, v] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${(v / ms).toFixed(1).padStart(6)}  ${k}`);

const changes = await page.evaluate(() => new Promise((done) => {
  const tally = new Map();
  let frames = 0;
  const where = (n) => {
    const el = n.nodeType === 1 ? n : n.parentElement;
    return el?.closest('[data-testid]')?.dataset.testid ?? '(page)';
  };
  const o = new MutationObserver((ms) => {
    for (const m of ms) {
      const k = `${where(m.target)} (${m.type})`;
      tally.set(k, (tally.get(k) ?? 0) + 1 + m.addedNodes.length + m.removedNodes.length);
    }
  });
  o.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const f = () => {
    frames += 1;
    if (frames < 60) requestAnimationFrame(f);
    else { o.disconnect(); done({ frames, rows: [...tally].sort((a, b) => b[1] - a[1]).slice(0, 15) }); }
  };
  requestAnimationFrame(f);
}));
console.log('DOM changes per frame, by the nearest element with a test id:');
for (const [k, v] of changes.rows) console.log(`  ${(v / changes.frames).toFixed(0).padStart(6)}  ${k}`);

await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.waitForTimeout(ms);
const { profile } = await cdp.send('Profiler.stop');
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
for (const n of profile.nodes) for (const c of n.children ?? []) nodes.get(c).parent = n;
const self = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const n = nodes.get(id);
  const k = n.callFrame.functionName || `(anonymous) ${n.callFrame.url.split('/').pop()}`;
  const t = profile.timeDeltas[i] ?? 0;
  self.set(k, (self.get(k) ?? 0) + t);
  total += t;
});
console.log('self time of script and wasm ((program): the browser\'s own work; (idle): waiting):');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${(100 * v / total).toFixed(1).padStart(5)}%  ${k}`);
// The renders, when the build keeps wasm names (scripts/lab-with-names.sh): each copy of Yew's
// `CompStateInner::view` is one component's render, told apart by its offset in the wasm (the
// component's own function is inlined into it), with the named functions of this project it
// calls, so that the component can be recognised. A render inside another counts for the inner.
const renders = new Map();
profile.samples.forEach((id, i) => {
  const t = profile.timeDeltas[i] ?? 0;
  const below = [];
  for (let n = nodes.get(id); n; n = n.parent) {
    const f = n.callFrame.functionName;
    if (/Stateful>::view/.test(f)) {
      const k = `render at wasm offset ${n.callFrame.columnNumber}`;
      const r = renders.get(k) ?? { t: 0, calls: new Map() };
      r.t += t;
      const named = below.find((x) => /pmu_ui|pmu_model/.test(x)) ?? below.at(-1) ?? '(itself)';
      r.calls.set(named, (r.calls.get(named) ?? 0) + t);
      renders.set(k, r);
      break;
    }
    below.push(f.replace(/::h[0-9a-f]{16}$/, '').slice(0, 110));
  }
});
if (renders.size > 1) {
  console.log('renders, share of the run, each with what it spends most in:');
  for (const [k, r] of [...renders].sort((a, b) => b[1].t - a[1].t).slice(0, 12)) {
    console.log(`  ${(100 * r.t / total).toFixed(1).padStart(5)}%  ${k}`);
    for (const [c, v] of [...r.calls].sort((a, b) => b[1] - a[1]).slice(0, 3)) console.log(`          ${(100 * v / total).toFixed(1).padStart(5)}%  ${c}`);
  }
}

await tid(page, 'pause').click();
await browser.close();
await server.close();
