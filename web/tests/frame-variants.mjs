// What a stylesheet change would do to the live run's frame, before the change is made: opens
// the built app in headless Chromium, programs the soak's heaviest page (montecito-soak.mjs),
// runs it at 10^10 cycles per frame, and for each variant (a name and CSS added to the page) in
// turns, reversing the order every other round, prints the median of the rounds, reported and
// never asserted:
// - frames per second, counted in the page over 1.5 s (each round's figure after the medians);
// - from Chromium's trace over 1 s, per animation frame, in milliseconds: the renderer's main
//   thread's tasks, the frame callback (the model's step and Yew's render), layout, pre-paint
//   and paint.
// A variant that hides a part (`display: none`) tells what that part costs; note that hiding a
// column of the workbench moves the others into its place, which a container query may redraw.
// Usage: node web/tests/frame-variants.mjs DIST VARIANTS.json [rounds]
//   VARIANTS.json: [{"name": "base", "css": ""}, {"name": "no bit grid", "css": ".bit-grid{display:none}"}]
// A DIST written `t4:DIST` opens the T4's counterpart of the soak instead (t4-soak.mjs).
// The machine's load moves every figure: keep it quiet, and compare variants of one run only.
import { readFileSync } from 'node:fs';
import { openSide } from './t4-soak.mjs';

const [side, file, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 3);
if (!side || !file || !(rounds > 0)) {
  console.error('usage: node web/tests/frame-variants.mjs [t4:]DIST VARIANTS.json [rounds]');
  process.exit(2);
}
const variants = JSON.parse(readFileSync(file, 'utf8'));
const { server, browser, page, tid } = await openSide(side);
await page.evaluate(() => {
  const s = document.createElement('style');
  s.id = 'frame-variant';
  document.head.append(s);
});
await tid(page, 'speed').selectOption('10000000000');
await tid(page, 'run').click();
await page.waitForTimeout(1000);

const cdp = await page.context().newCDPSession(page);
const kinds = { task: ['RunTask'], raf: ['FireAnimationFrame'], layout: ['Layout'], prepaint: ['PrePaint'], paint: ['Paint'] };
const results = variants.map(() => ({ fps: [], ...Object.fromEntries(Object.keys(kinds).map((k) => [k, []])) }));
for (let r = 0; r < rounds; r += 1) {
  const order = [...variants.entries()];
  for (const [i, v] of r % 2 ? order.reverse() : order) {
    await page.evaluate((css) => { document.getElementById('frame-variant').textContent = css; }, v.css);
    await page.waitForTimeout(300);
    const fps = await page.evaluate(() => new Promise((done) => {
      let n = 0;
      const t0 = performance.now();
      const f = () => { n += 1; if (performance.now() - t0 < 1500) requestAnimationFrame(f); else done(n / ((performance.now() - t0) / 1000)); };
      requestAnimationFrame(f);
    }));
    const events = [];
    const collect = (d) => events.push(...d.value);
    cdp.on('Tracing.dataCollected', collect);
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    // The renderer's main thread: the one that runs the most tasks.
    const busy = new Map();
    for (const e of events) if (e.name === 'RunTask') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
    const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
    const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
    const frames = mine.filter((e) => e.name === 'FireAnimationFrame').length;
    // Paint is traced twice, nested: count the outer one.
    const outer = (e) => e.name !== 'Paint' || !mine.some((o) => o !== e && o.name === 'Paint' && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur);
    const out = results[i];
    out.fps.push(fps);
    for (const [k, names] of Object.entries(kinds)) {
      out[k].push(mine.filter((e) => names.includes(e.name) && outer(e)).reduce((s, e) => s + (e.dur ?? 0), 0) / 1000 / frames);
    }
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`medians of ${rounds} rounds; per frame, in ms: the main thread's tasks, the frame callback, layout, pre-paint, paint`);
for (const [i, v] of variants.entries()) {
  const o = results[i];
  const cols = Object.keys(kinds).map((k) => `${k} ${median(o[k]).toFixed(2)}`).join('  ');
  console.log(`${v.name.padEnd(28)} fps ${median(o.fps).toFixed(1)}  ${cols}   (fps ${o.fps.map((x) => x.toFixed(0)).join(' ')})`);
}
await tid(page, 'pause').click();
await browser.close();
await server.close();
