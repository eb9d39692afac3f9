// Before and after, from one run: the standard benchmarks of two builds, taken in turns so that
// a noisy machine weighs on both alike, with the median of each figure and its ratio (after /
// before). A measurement to report, not a test.
//
//   node web/tests/bench-compare.mjs --native BEFORE/pmu AFTER/pmu [ROUNDS]
//       two release builds of the command line (`pmu bench --json`)
//   node web/tests/bench-compare.mjs --wasm BEFORE/dist AFTER/dist [ROUNDS]
//       two release bundles (`PmuExplorer.bench()` in headless Chromium)
//   node web/tests/bench-compare.mjs --wasm-native DIST PMU [ROUNDS]
//       one build in the browser against the command line of the same code: the ratio is the
//       wasm figure over the native one
//
// ROUNDS defaults to 5. A ratio above 1 is faster after (in the browser); each figure is
// simulated cycles per second.
import { execFileSync } from 'node:child_process';
import { serve, launch } from './harness.mjs';

const [mode, first, second, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 5);
if (!['--native', '--wasm', '--wasm-native'].includes(mode) || !first || !second || !(rounds >= 1)) {
  console.error('usage: node web/tests/bench-compare.mjs --native|--wasm BEFORE AFTER [ROUNDS]\n'
    + '       node web/tests/bench-compare.mjs --wasm-native DIST PMU [ROUNDS]');
  process.exit(2);
}
// The figure compared against, then the one compared.
const [before, after] = mode === '--wasm-native' ? [second, first] : [first, second];
const [beforeName, afterName] = mode === '--wasm-native' ? ['native', 'wasm'] : ['before', 'after'];

/** One run of every benchmark of a command line: [{ name, cycles_per_second }]. */
const native = async (pmu) => JSON.parse(execFileSync(pmu, ['bench', '--json'], { encoding: 'utf8' }));
const bundles = mode === '--native' ? [] : mode === '--wasm' ? [before, after] : [after];
const servers = Object.fromEntries(await Promise.all(bundles.map(async (dist) => [dist, await serve(dist)])));
const browser = bundles.length ? await launch() : null;
/** One run of every benchmark of a release bundle, in headless Chromium. */
const wasm = async (dist) => {
  const page = await browser.newPage();
  await page.goto(`${servers[dist].url}/docs.html`);
  await page.waitForFunction(() => window.PmuExplorer !== undefined, null, { timeout: 30000 });
  const r = await page.evaluate(async () => { await window.PmuExplorer.ready; return window.PmuExplorer.bench(); });
  await page.close();
  return r;
};
const measure = (build) => (servers[build] ? wasm(build) : native(build));
const done = async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((s) => s.close()));
};

const runs = { [before]: [], [after]: [] };
for (let i = 0; i < rounds; i += 1) {
  // Alternate which build goes first, so that neither always runs on a warmer machine.
  for (const build of i % 2 ? [after, before] : [before, after]) runs[build].push(await measure(build));
  process.stderr.write(`round ${i + 1} of ${rounds}\n`);
}
await done();

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const figures = (build) => {
  const by = new Map();
  for (const run of runs[build]) for (const r of run) by.set(r.name, [...(by.get(r.name) ?? []), r.cycles_per_second]);
  return new Map([...by].map(([name, xs]) => [name, median(xs)]));
};
const [b, a] = [figures(before), figures(after)];
const width = Math.max(...[...a.keys(), ...b.keys()].map((n) => n.length));
console.log(`${'benchmark'.padEnd(width)}  ${beforeName.padStart(10)}  ${afterName.padStart(10)}  ${afterName}/${beforeName}`);
for (const name of new Set([...b.keys(), ...a.keys()])) {
  const [x, y] = [b.get(name), a.get(name)];
  const ratio = x && y ? (y / x).toFixed(2) : '(only one build has it)';
  const f = (v) => (v === undefined ? '-' : v.toExponential(3)).padStart(10);
  console.log(`${name.padEnd(width)}  ${f(x)}  ${f(y)}  ${ratio}`);
}
console.log(`(medians of ${rounds} rounds, cycles per second, the builds taken in turns)`);
