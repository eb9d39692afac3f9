// End-to-end test of the built page (dist/): opens it in headless Chromium and uses it as a new
// user would, through the stable test hooks (ARCHITECTURE.md, Architecture Invariant (stable
// test hooks)). Takes screenshots and measures frame rate, toggle latency and cold loads with
// the Performance API, and the bundle's sizes, printed in one table at the end (reported, not
// asserted: no timed tests).
// Usage: node web/tests/e2e.mjs [dist-dir] [screenshot-dir] (E2E_ONLY=text: only those tests)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import os from 'node:os';
import { serve, launch, run, assert } from './harness.mjs';
import { SOAK_PMCS, programSoak, writeRegister } from './montecito-soak.mjs';

/** axe-core (web/package.json pins it), injected into pages to check them. */
const AXE = fs.readFileSync(new URL('../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

/** The serious and critical accessibility violations on the page, as text (none: ''). The
 * experimental rule label-content-name-mismatch (a visible label that the accessible name does
 * not contain) is on as well. */
async function axeViolations(page) {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  return found.join('\n');
}

const dist = process.argv[2] ?? 'dist';
const shots = process.argv[3] ?? 'target/screenshots';
fs.mkdirSync(shots, { recursive: true });

const server = await serve(dist);
const browser = await launch();
const measurements = {};

/** Open the app with no saved session (and `fragment` in the URL); collect page errors. */
async function open(fragment = '', size = { width: 1440, height: 1000 }) {
  const page = await browser.newPage();
  await page.setViewportSize(size);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${server.url}/`);
  // Let the app mount (and save what it restored) before forgetting the saved session.
  await page.locator('[data-testid=machine-select]').waitFor({ timeout: 20000 });
  await page.evaluate(() => localStorage.clear());
  // A hash-only change would not reload the document: go through a blank page.
  await page.goto('about:blank');
  await page.goto(`${server.url}/${fragment}`);
  // The select exists only once the Yew app has mounted: index.html has no such element.
  await page.locator('[data-testid=machine-select]').waitFor({ timeout: 20000 });
  return { page, errors };
}

/** The session a permalink carries, as scenario JSON text: format 2 (`#v=2&...&s=` raw
 * deflate in base64url, crates/pmu-ui/src/session/link.rs) or format 1 (`s=` URI-encoded JSON). */
function linkScenario(href) {
  const params = new URLSearchParams(href.split('#')[1] ?? '');
  const s = params.get('s') ?? '';
  return params.get('v') === '2' ? zlib.inflateRawSync(Buffer.from(s, 'base64url')).toString('utf8') : s;
}

/** The window sizes the walk-throughs run at: the most common laptop screens and a larger one. */
const SIZES = [{ width: 1440, height: 1000 }, { width: 1366, height: 768 }, { width: 1280, height: 720 }];

/** Asserts that no column of the workbench (the navigator, the editor, the side column and
 * its parts) is wider than its box: nothing in it is cut off at the right or needs a sideways
 * scroll bar. */
async function noSidewaysScroll(page, where) {
  const wide = await page.evaluate(() => [...document.querySelectorAll('main.workbench > *, .side-sim, .views')]
    .filter((c) => c.scrollWidth > c.clientWidth + 1)
    .map((c) => `${c.className}: ${c.scrollWidth} > ${c.clientWidth}`));
  assert(wide.length === 0, `${where}: columns scroll sideways: ${wide.join('; ')}`);
}

const tid = (page, id) => page.locator(`[data-testid="${id}"]`).first();
const text = async (page, id) => (await tid(page, id).textContent()).trim();

async function waitText(page, id, expected, timeout = 5000) {
  const t0 = Date.now();
  let last;
  while (Date.now() - t0 < timeout) {
    last = await text(page, id);
    if (last === expected) return;
    await page.waitForTimeout(25);
  }
  throw new Error(`${id}: expected "${expected}", found "${last}"`);
}

/**
 * A bounded, deterministic monkey inside the page: press every enabled button and choose every
 * option of every select under the elements matching `scope`, skipping `skip` (test ids).
 * After each action it looks at the page again and goes first to controls that action
 * revealed (the bit grid of a register just chosen), else to the first untried control in
 * document order. Controls of one kind (the same test id or label with the numbers taken out:
 * the bit cells of PCR0 and PCR1 are one kind) are tried at most `perKind` times, selects at
 * most `maxOptions` options (then back to the one they had), and at most `budget`
 * interactions or `ms` milliseconds in all. Links are never followed (they are not buttons).
 * Returns what it did. (With `window.__monkeyTrace = true` in the page it logs each control.)
 */
async function monkey(page, { scope = 'body', skip = [], budget = 300, perKind = 4, maxOptions = 12, ms = 20000 } = {}) {
  return page.evaluate(async ({ scope, skip, budget, perKind, maxOptions, ms }) => {
    const t0 = performance.now();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    const label = (el) => {
      const id = el.getAttribute('data-testid');
      if (id) return id;
      // Labels that carry the value ("PCR0 bit 3 (ut): 1") keep only what names the control.
      const aria = el.getAttribute('aria-label');
      if (aria) return aria.split(':')[0];
      return `${el.tagName}:${(el.textContent ?? '').trim().slice(0, 30)}`;
    };
    const done = new Set();
    const seen = new Set();
    const kinds = new Map();
    const counts = { buttons: 0, options: 0, kinds: 0 };
    let left = budget;
    const timeUp = () => left <= 0 || performance.now() - t0 > ms;
    // The untried controls now, in document order, each with its key; `fresh` are those not
    // on the page before the last action.
    const scan = () => {
      const roots = [...document.querySelectorAll(scope)];
      const all = [];
      roots.forEach((r, i) => {
        for (const el of r.querySelectorAll('button, select')) all.push({ el, key: `${i}/${label(el)}` });
      });
      const open = all.filter(({ el, key }) => !el.disabled && !skip.includes(el.getAttribute('data-testid'))
        && !done.has(key) && (kinds.get(key.replace(/[0-9]+/g, '#')) ?? 0) < perKind);
      const fresh = open.filter(({ key }) => !seen.has(key));
      for (const { key } of all) seen.add(key);
      return fresh.length ? fresh : open;
    };
    while (!timeUp()) {
      const [next] = scan();
      if (!next) break;
      const { el, key } = next;
      const kind = key.replace(/[0-9]+/g, '#');
      done.add(key);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      if (window.__monkeyTrace) console.log(`monkey ${key}`);
      if (el.tagName === 'SELECT') {
        // Every option (or every n-th of a long list), then back to the one it had.
        const values = [...el.options].map((o) => o.value);
        const original = el.value;
        const step = Math.max(1, Math.ceil(values.length / maxOptions));
        const choose = async (v) => {
          el.value = v;
          el.dispatchEvent(new Event('input', { bubbles: true }));
          el.dispatchEvent(new Event('change', { bubbles: true }));
          counts.options += 1;
          left -= 1;
          await settle();
        };
        for (let i = 0; i < values.length && !timeUp() && el.isConnected; i += step) await choose(values[i]);
        if (el.isConnected && el.value !== original && values.includes(original)) await choose(original);
      } else {
        el.click();
        counts.buttons += 1;
        left -= 1;
        await settle();
      }
    }
    counts.kinds = kinds.size;
    counts.ms = Math.round(performance.now() - t0);
    return counts;
  }, { scope, skip, budget, perKind, maxOptions, ms });
}

/** Errors that mean the wasm module failed: a panic (our hook's message) or a trap. */
const fatal = (errors) => errors.filter((e) => /panic|unreachable|RuntimeError|already borrowed/i.test(e));

/**
 * The Content-Security-Policy the app, docs.html and embedding pages are tested under (README,
 * "Content-Security-Policy"). Its script-src allows scripts from the page's own origin
 * and WebAssembly compilation, no inline script and no eval. Styles come from files only: no
 * inline style, not even a style attribute (the views draw swatches as SVG and take columns
 * and widths from classes). E2E_CSP replaces it while investigating.
 */
const CSP = process.env.E2E_CSP ?? ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'",
  "img-src 'self' data:", "object-src 'none'", "base-uri 'none'"].join('; ');

/**
 * Serve the documents whose path `isDocument(pathname)` accepts with the header
 * `Content-Security-Policy: CSP` (their body is `bodies[pathname]` if given, else the file of
 * dist/), and record every violation the page reports (`securitypolicyviolation` events, read
 * with `cspViolations(page)`). Call before the page's first navigation.
 */
async function withCsp(page, isDocument, bodies = {}) {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile || '?'}:${e.lineNumber} ${e.sample}`);
    });
  });
  await page.route((url) => url.origin === server.url && isDocument(url.pathname), async (route) => {
    const { pathname } = new URL(route.request().url());
    const headers = { 'content-security-policy': CSP };
    if (bodies[pathname] !== undefined) {
      const type = pathname.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8';
      await route.fulfill({ status: 200, contentType: type, headers, body: bodies[pathname] });
    } else {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), ...headers } });
    }
  });
}
const cspViolations = (page) => page.evaluate(() => window.__csp ?? ['no listener: the init script did not run']);

/** A page's errors: page errors and console errors (a CSP violation is logged as one). */
function collectErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return errors;
}

/** The app's page for a new visitor (nothing saved, no link), whose lab waits until `release()`
 * is called: the first screen and its first module alone. */
async function appBeforeLab(width, height) {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height });
  const errors = collectErrors(page);
  await page.addInitScript(() => { try { localStorage.clear(); } catch { /* about:blank */ } });
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route(/pmu-ui-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
  await page.goto(`${server.url}/`);
  return { page, errors, release };
}

const tests = {
  'the wasm app starts and renders the machine choice': async () => {
    const { page, errors } = await open();
    const values = await tid(page, 'machine-select').locator('option').evaluateAll((os) => os.map((o) => o.value));
    assert(JSON.stringify(values) === JSON.stringify(['sparc-t4', 'sparc-kt', 'montecito']), `machine options are ${values}`);
    await page.screenshot({ path: path.join(shots, 'app.png'), fullPage: true });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'app: its first screen paints before the wasm, its register can be edited before the lab, and the app takes its place without a shift': async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 1000 });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.addInitScript(() => {
      try { localStorage.clear(); } catch { /* about:blank */ }
      // Layout shift as CLS counts it: not within 500 ms of the user's input.
      window.__shift = 0;
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          window.__shift += e.value;
          window.__shifts.push(`${Math.round(e.startTime)} ms: ${e.sources.map((x) => `${x.node?.className} ${Math.round(x.previousRect.y)}->${Math.round(x.currentRect.y)}`).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route(/pmu-ui-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
    await page.goto(`${server.url}/`);
    await page.locator('.app-shell .reg-nav').waitFor({ state: 'attached', timeout: 10000 });
    const painted = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, null, { timeout: 5000 })
      .then(() => true, () => false);
    assert(painted, 'the app painted before its wasm arrived');
    // The copy is inert and carries no test hooks: nothing in it can be used or found as the app,
    // except the register the register module draws into its editor and the Step buttons, which
    // the loader makes live with it.
    for (const part of ['header', '.simbar .cycle', '.simbar [aria-label=Run]', '.sim-more', '.history-slot', '.reg-nav', '.intro']) {
      assert(await page.locator(`.app-shell ${part}[inert]`).count() === 1, `the copy's ${part} is inert`);
    }
    const shellRegs = await page.locator('.app-shell .reg-item').allTextContents();
    const shellMachine = await page.locator('.app-shell header select').first().inputValue();
    const box = (sel) => page.evaluate((s) => JSON.stringify(document.querySelector(s)?.getBoundingClientRect()), sel);
    const before = [await box('.app-shell header'), await box('.app-shell .reg-nav')];
    await page.screenshot({ path: path.join(shots, 'app-before-wasm.png') });
    // A new visitor edits the register before the lab has arrived, with the pointer.
    // The register module drew the register into the copy without moving anything.
    await page.locator('.early-editor [data-testid="field-PCR0-ut"]').waitFor({ timeout: 20000 });
    const drawn = await page.evaluate(() => window.__shift);
    assert(drawn === 0, `layout shift as the early editor was drawn: ${drawn}: ${await page.evaluate(() => window.__shifts.join('; '))}`);
    // A Step clicked meanwhile runs at once, on the first module's simulator (the default
    // session's), and the copy shows its cycle; the counters and the log are still on their way.
    await page.locator('.early-editor [data-testid="field-PCR0-ut"]').click({ timeout: 20000 });
    await page.locator('.app-shell .simbar [data-cycles="10"]').click();
    const early = await page.locator('.app-shell .simbar .cycle').textContent();
    assert(early === 'cycle 10', `the copy's cycle right after the Step: ${early}`);
    await page.locator('.app-shell .history-where').getByText('counters and log').waitFor({ timeout: 5000 });
    await page.locator('.early-editor [data-testid="field-PCR0-st"]').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000000c');
    assert(await page.locator('[data-testid]:not(.early-editor [data-testid])').count() === 0, 'no test hook before the app but the early editor\'s');
    assert(await page.locator('.app-shell .history-where progress').count() === 1, 'the lab\'s download shows');
    const top = (sel) => page.evaluate((s) => { const r = document.querySelector(s)?.getBoundingClientRect(); return JSON.stringify([r?.x, r?.y, r?.width]); }, sel);
    const editorBox = await top('.register-view');
    await page.screenshot({ path: path.join(shots, 'app-early-editor.png') });
    // From here on, the shifts the hand-over makes (the clicks' own are the user's: a slow
    // machine may draw them after the 500 ms that CLS forgives).
    await page.waitForTimeout(600);
    await page.evaluate(() => { window.__shift = 0; window.__shifts = []; });
    release();
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    const cameAt = await page.evaluate(() => performance.now());
    assert(await page.locator('.app-shell').count() === 0, 'the copy is gone');
    // The copy shows what the app shows first: its machine and registers, where the app puts them.
    assert(shellMachine === await tid(page, 'machine-select').inputValue(), `machine: ${shellMachine}`);
    const appRegs = await page.locator('.app .reg-item').allTextContents();
    assert(JSON.stringify(shellRegs) === JSON.stringify(appRegs), `registers: ${shellRegs.join(',')} / ${appRegs.join(',')}`);
    const after = [await box('.app header'), await box('.app .reg-nav')];
    assert(JSON.stringify(before) === JSON.stringify(after), `the first screen moved: ${before} -> ${after}`);
    // The app took the writes and the Step over, in their order, as steps of its history, and
    // kept the register's place and the focus.
    await waitText(page, 'reg-value-PCR0', '0x000000000000000c');
    await waitText(page, 'cycle', 'cycle 10');
    const where = await page.locator('.history-where').textContent();
    assert(where.includes('step 3 of 3'), `history: ${where}`);
    assert(editorBox === await top('.register-view'), `the register moved: ${editorBox} -> ${await top('.register-view')}`);
    const focused = await page.evaluate(() => document.activeElement?.dataset.testid);
    assert(focused === 'field-PCR0-st', `focus: ${focused}`);
    const shift = await page.evaluate(() => window.__shift);
    assert(shift === 0, `layout shift in the hand-over ${shift}: ${await page.evaluate(() => window.__shifts.join('; '))} (the app came at ${Math.round(cameAt)} ms)`);
    // One step back: the Step ran after the first write, before the second.
    await tid(page, 'step-back').click();
    await waitText(page, 'reg-value-PCR0', '0x0000000000000004');
    await waitText(page, 'cycle', 'cycle 10');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'app: a value being typed in the early editor is kept (the lab waits until the box is left), and the Step keys step': async () => {
    const { page, errors, release } = await appBeforeLab(1366, 768);
    const hex = page.locator('.early-editor [data-testid="value-PCR0-hex"]');
    await hex.waitFor({ timeout: 20000 });
    // The Step shortcut (2: Step 10) runs a step too; typed in a text box, a digit is text.
    await page.keyboard.press('2');
    await page.locator('.app-shell .simbar .cycle').getByText('cycle 10').waitFor({ timeout: 5000 });
    await hex.click();
    await hex.fill('0x1a002');
    await hex.press('Backspace');
    await hex.press('4');
    release();
    await page.locator('.app-shell .history-where').getByText('here: leave the box').waitFor({ timeout: 20000 });
    assert(await hex.inputValue() === '0x1a004', 'the typed text stays');
    // Enter writes it; leaving the box lets the lab take over.
    await hex.press('Enter');
    await page.keyboard.press('Tab');
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    await waitText(page, 'reg-value-PCR0', '0x000000000001a004');
    await waitText(page, 'cycle', 'cycle 10');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'app: by the keyboard alone, a Step runs before the lab, and its button keeps the focus when the lab takes over': async () => {
    const { page, errors, release } = await appBeforeLab(1280, 720);
    await page.locator('.early-editor [data-testid="field-PCR0-ut"]').waitFor({ timeout: 20000 });
    // The copy's header is inert: the first stop of Tab is the first Step button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const on = await page.evaluate(() => document.activeElement?.dataset.cycles);
    assert(on === '10', `focus on the Step buttons: ${on}`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const cycle = await page.locator('.app-shell .simbar .cycle').textContent();
    assert(cycle === 'cycle 20', `the copy's cycle after two Steps: ${cycle}`);
    release();
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    await waitText(page, 'cycle', 'cycle 20');
    const focused = await page.evaluate(() => document.activeElement?.dataset.testid);
    assert(focused === 'step-10', `focus after the hand-over: ${focused}`);
    await page.keyboard.press('Enter');
    await waitText(page, 'cycle', 'cycle 30');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'app: what was done before the simulator arrived survives a reload, and is replayed when it comes': async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    const errors = collectErrors(page);
    await page.goto(`${server.url}/`);
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    await page.evaluate(() => localStorage.clear());
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route(/pmu-ui-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
    await page.goto('about:blank');
    await page.goto(`${server.url}/`);
    const ut = page.locator('.early-editor [data-testid="field-PCR0-ut"]');
    await ut.waitFor({ timeout: 20000 });
    await ut.click();
    await page.waitForFunction(() => document.querySelector('.early-editor [data-testid="reg-value-PCR0"]')?.textContent === '0x0000000000000004');
    await page.keyboard.press('2');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('pmu-explorer-early') ?? '[]').length === 2);
    const kept = await page.evaluate(() => localStorage.getItem('pmu-explorer-early'));
    assert(kept === '[{"write":{"reg":"PCR0","value":"0x4"}},{"run":{"cycles":10}}]', `kept in order: ${kept}`);
    // Reloaded while the lab is still on its way: no early editor, the copy says what waits.
    await page.reload();
    await page.locator('.app-shell .history-where').getByText('2 earlier steps wait').waitFor({ timeout: 20000 });
    assert(await page.locator('.early-editor *').count() === 0, 'no early editor over kept steps');
    release();
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    await waitText(page, 'reg-value-PCR0', '0x0000000000000004');
    await waitText(page, 'cycle', 'cycle 10');
    // Once the app has saved the session, the session holds them.
    await page.waitForFunction(() => localStorage.getItem('pmu-explorer-early') === null && localStorage.getItem('pmu-explorer-session') !== null, null, { timeout: 5000 });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'app: a visitor with a saved session gets it back, not the early editor': async () => {
    const { page, errors } = await open();
    await tid(page, 'machine-select').selectOption('montecito');
    await tid(page, 'reg-item-PMC4').waitFor({ timeout: 10000 });
    await page.waitForTimeout(300);
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route(/pmu-ui-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
    await page.goto('about:blank');
    await page.goto(`${server.url}/`);
    await page.locator('.app-shell .reg-nav').waitFor({ timeout: 10000 });
    await page.waitForTimeout(1000);
    assert(await page.locator('.app-shell').count() === 1, 'the lab is held back');
    assert(await page.locator('.early-editor *').count() === 0, 'no early editor for a saved session');
    release();
    await tid(page, 'reg-item-PMC4').waitFor({ timeout: 20000 });
    assert(await tid(page, 'machine-select').inputValue() === 'montecito', 'the saved machine');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'choosing a machine lists its registers': async () => {
    const { page, errors } = await open();
    await tid(page, 'machine-select').selectOption('montecito');
    await tid(page, 'reg-item-PMC4').waitFor({ timeout: 10000 });
    await tid(page, 'machine-select').selectOption('sparc-kt');
    await tid(page, 'reg-item-PCR').waitFor({ timeout: 10000 });
    await tid(page, 'machine-select').selectOption('sparc-t4');
    await tid(page, 'reg-item-PCR0').waitFor({ timeout: 10000 });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  ...Object.fromEntries(SIZES.map((size) => [`T4 at ${size.width}x${size.height}: program PCR0 with the field controls, preset PIC0, step, see the wrap and ov`, async () => {
    const { page, errors } = await open('', size);
    await tid(page, 'machine-select').selectOption('sparc-t4');
    await tid(page, 'mode-select').selectOption('user');
    // Count cycles (sl 26) in user mode, with the field controls (seed 000 TABLE 10-1, 10-2).
    await tid(page, 'reg-item-PCR0').click();
    await tid(page, 'field-PCR0-sl-select').selectOption('26');
    await waitText(page, 'reg-value-PCR0', '0x000000000000d000');
    await tid(page, 'field-PCR0-ut').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d004');
    // Trying to set ov leaves it 0, and says why.
    await tid(page, 'field-PCR0-ov').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d004');
    // Preset PIC0 near 2^32 through its hex box.
    await tid(page, 'reg-item-PIC0').click();
    await tid(page, 'value-PIC0-hex').fill('0xfffffff0');
    await tid(page, 'value-PIC0-hex').press('Enter');
    await waitText(page, 'counter-PIC0', '4,294,967,280');
    assert(!(await tid(page, 'overflow-PIC0').getAttribute('class')).includes('lit'), 'ov clear before the wrap');
    await tid(page, 'step-10').click();
    await waitText(page, 'counter-PIC0', '4,294,967,290');
    await tid(page, 'step-10').click();
    await waitText(page, 'counter-PIC0', '4');
    assert((await tid(page, 'overflow-PIC0').getAttribute('class')).includes('lit'), 'ov lit after the wrap');
    const log = await text(page, 'log');
    assert(log.includes('overflow of PIC0'), `log: ${log}`);
    await page.screenshot({ path: path.join(shots, `t4-overflow-${size.width}x${size.height}.png`) });

    // The permalink reproduces the session exactly in a fresh page.
    const href = await tid(page, 'permalink').getAttribute('href');
    const cycle = await text(page, 'cycle');
    const fresh = await browser.newPage();
    await fresh.goto(href);
    await tid(fresh, 'machine-select').waitFor({ timeout: 20000 });
    await waitText(fresh, 'counter-PIC0', '4');
    assert(await text(fresh, 'cycle') === cycle, 'same cycle');
    assert((await tid(fresh, 'overflow-PIC0').getAttribute('class')).includes('lit'), 'ov lit in the restored page');
    await tid(fresh, 'reg-item-PCR0').click();
    await waitText(fresh, 'reg-value-PCR0', '0x000000000000d005');
    assert((await text(fresh, 'log')).includes('overflow of PIC0'), 'the log is replayed too');
    await fresh.close();
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  }])),

  ...Object.fromEntries(SIZES.map((size) => [`no layout shift at ${size.width}x${size.height}: hovering the fields moves nothing, and ut toggles right after load`, async () => {
    const { page, errors } = await open('', size);
    // Right after load, on the T4's PCR0: the click lands and PCR0 becomes 0x4.
    await tid(page, 'field-PCR0-ut').click();
    await waitText(page, 'reg-value-PCR0', '0x0000000000000004');
    const measure = () => page.evaluate(() => {
      const editor = document.querySelector('[data-testid=editor]');
      return {
        doc: document.documentElement.scrollHeight,
        win: window.scrollY,
        editorTop: editor.scrollTop,
        editorHeight: editor.scrollHeight,
        table: document.querySelector('table.fields').getBoundingClientRect().top,
      };
    });
    await tid(page, 'reg-PCR0').locator('table.fields').scrollIntoViewIfNeeded();
    const before = await measure();
    // The page is the window's height and each column scrolls on its own: nothing (not even a
    // visually hidden label far down a column) makes the document taller than the window,
    // where a scroll into view would carry the whole page away.
    assert(before.doc === size.height && before.win === 0, `the document is the window's height: ${JSON.stringify(before)}`);
    // The pointer crosses every row of the field table and the bit grid, twice.
    const rows = page.locator('table.fields tbody tr');
    const n = await rows.count();
    const seen = new Set();
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < n; i++) {
        const box = await rows.nth(i).boundingBox();
        if (!box || box.y < 0 || box.y + box.height > size.height) continue;
        await page.mouse.move(box.x + 20, box.y + box.height / 2, { steps: 2 });
        const now = await measure();
        seen.add(JSON.stringify(now));
        assert(now.doc === before.doc && now.win === before.win, `the document did not move at row ${i}: ${JSON.stringify(before)} -> ${JSON.stringify(now)}`);
        assert(now.editorTop === before.editorTop && now.editorHeight === before.editorHeight && now.table === before.table,
          `the editor did not move at row ${i}: ${JSON.stringify(before)} -> ${JSON.stringify(now)}`);
      }
    }
    assert(seen.size === 1, `one layout throughout: ${[...seen].join(' ')}`);
    // What is under the pointer is what was clicked: toggling ut again sets it back to 0.
    await tid(page, 'field-PCR0-ut').click();
    await waitText(page, 'reg-value-PCR0', '0x0000000000000000');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  }])),

  'workbench at 1366x768: the fields, the counters and the step controls are on screen together': async () => {
    const size = { width: 1366, height: 768 };
    for (const [machine, reg] of [['sparc-t4', 'PCR0'], ['montecito', 'PMC4']]) {
      const { page, errors } = await open('', size);
      await tid(page, 'machine-select').selectOption(machine);
      await tid(page, `reg-item-${reg}`).click();
      await tid(page, 'intro-hide').click();
      const on = async (loc, what) => {
        const b = await loc.boundingBox();
        assert(b && b.y >= 0 && b.y + Math.min(b.height, 20) <= size.height && b.x >= 0 && b.x + b.width <= size.width,
          `${machine}: ${what} is on screen: ${JSON.stringify(b)}`);
      };
      await on(page.locator('table.fields tbody tr').first(), 'the first field');
      await on(page.locator('[data-testid^="counter-"]').first(), 'the first counter');
      await on(tid(page, 'step-1000'), 'step 1k');
      await on(tid(page, 'run'), 'run');
      await page.screenshot({ path: path.join(shots, `workbench-${machine}-1366x768.png`) });
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await page.close();
    }
  },

  ...Object.fromEntries([...SIZES, { width: 1920, height: 1080 }].map((size) => [`counters at ${size.width}x${size.height}: after each machine's walk-through, counts near the wrap leave every overflow badge in the column`, async () => {
    const { page, errors } = await open('', size);
    for (const machine of await page.locator('[data-testid=machine-select] option').evaluateAll((os) => os.map((o) => o.value))) {
      await tid(page, 'machine-select').selectOption(machine);
      // Try this (Machine::tour): program a counter, preset it near its wrap, step; the count
      // is then at its widest (Montecito's 47 bits: 140,737,488,355,318), and one more step
      // wraps it and lights its badge.
      const buttons = page.locator('[data-testid=intro] ol button');
      const n = await buttons.count();
      assert(n >= 3, `${machine}: the walk-through's buttons`);
      const outside = () => page.evaluate(() => {
        const column = document.querySelector('.side-sim').getBoundingClientRect();
        return [...document.querySelectorAll('.side-sim [data-testid^="overflow-"], .side-sim [data-testid^="counter-"]')]
          .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.left < column.left || r.right > column.right); })
          .map((e) => e.dataset.testid);
      });
      for (let i = 0; i < n; i++) await buttons.nth(i).click();
      const near = await outside();
      assert(near.length === 0, `${machine}: near the wrap, out of the column: ${near.join(', ')}`);
      await buttons.nth(n - 1).click();
      assert(await page.locator('.side-sim .badge.lit').count() > 0, `${machine}: an overflow badge is lit`);
      const after = await outside();
      assert(after.length === 0, `${machine}: after the wrap, out of the column: ${after.join(', ')}`);
      await noSidewaysScroll(page, `${machine} at ${size.width}x${size.height}`);
    }
    await page.screenshot({ path: path.join(shots, `counters-${size.width}x${size.height}.png`) });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  }])),

  'bit grid at 1280x720: every field\'s name fits its box, on every register of every machine': async () => {
    const { page, errors } = await open('', { width: 1280, height: 720 });
    const cut = [];
    for (const machine of await page.locator('[data-testid=machine-select] option').evaluateAll((os) => os.map((o) => o.value))) {
      await tid(page, 'machine-select').selectOption(machine);
      const items = page.locator('[data-testid^="reg-item-"]');
      const n = await items.count();
      assert(n > 0, `${machine}: registers in the navigator`);
      for (let i = 0; i < n; i++) {
        await items.nth(i).click();
        // A name is written across its cells, or vertically when it is wider than they are
        // (bit_grid.rs); either way the whole name shows, with no ellipsis.
        const names = await page.evaluate(() => [...document.querySelectorAll('.editor .bg-name > span')]
          .filter((e) => (e.classList.contains('vertical') ? e.scrollHeight > e.clientHeight : e.scrollWidth > e.clientWidth))
          .map((e) => e.textContent));
        if (names.length) cut.push(`${machine} ${await items.nth(i).textContent()}: ${names.join(', ')}`);
      }
    }
    assert(cut.length === 0, `names cut in the bit grid: ${cut.join('; ')}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'first screen: one line says what this is, and Try this walks the machine\'s overflow in three steps': async () => {
    const { page, errors } = await open('', { width: 1366, height: 768 });
    // Each machine has its own walk-through (Machine::tour): Montecito's freezes and interrupts.
    await tid(page, 'machine-select').selectOption('montecito');
    await tid(page, 'reg-item-PMC4').waitFor();
    let intro = await text(page, 'intro');
    assert(intro.includes('SPARC T4') && intro.includes('Montecito') && intro.includes('Try this: a Montecito counter'), intro);
    await tid(page, 'try-1').click();
    // es = CPU_OP_CYCLES (0x12), plm = 8, ism = 2, oi = 1 (seed 003 Table 3-6).
    await waitText(page, 'reg-value-PMC4', '0x0000000002001228');
    await tid(page, 'try-2').click();
    await tid(page, 'try-3').click();
    await tid(page, 'try-3').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=log]')?.textContent.includes('interrupt'));
    let log = await text(page, 'log');
    assert(log.includes('overflow of PMD4') && log.includes('freeze') && log.includes('interrupt'), `log: ${log}`);
    // The T4's: PCR0 counts user cycles, PIC0 near 2^32, two steps of 10 cycles wrap it and trap.
    await tid(page, 'machine-select').selectOption('sparc-t4');
    await tid(page, 'reg-item-PCR0').waitFor();
    intro = await text(page, 'intro');
    assert(intro.includes('Try this: a SPARC T4 counter'), intro);
    await tid(page, 'try-1').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d006');
    assert(await tid(page, 'machine-select').inputValue() === 'sparc-t4', 'a T4 session');
    await tid(page, 'try-2').click();
    await waitText(page, 'counter-PIC0', '4,294,967,280');
    await tid(page, 'try-3').click();
    await waitText(page, 'counter-PIC0', '4,294,967,290');
    await tid(page, 'try-3').click();
    await waitText(page, 'counter-PIC0', '4');
    assert((await tid(page, 'overflow-PIC0').getAttribute('class')).includes('lit'), 'PCR0.ov lit');
    log = await text(page, 'log');
    assert(log.includes('overflow of PIC0') && log.includes('trap'), `log: ${log}`);
    // Oldest first: the overflow reads before the trap it caused.
    assert(log.indexOf('overflow of PIC0') < log.indexOf('trap'), `oldest first: ${log}`);
    await page.screenshot({ path: path.join(shots, 'try-this.png') });
    // It leads on to the lessons: the machine's next one opens in the Learn panel, which guides
    // from then on.
    await tid(page, 'try-learn').click();
    await tid(page, 'lesson').waitFor();
    assert(await tid(page, 'learn').getAttribute('aria-pressed') === 'true', 'the Learn panel is open');
    assert((await text(page, 'lesson')).includes('clear ov'), 'the trap handler lesson');
    assert(await tid(page, 'intro').count() === 0, 'no introduction beside a lesson');
    await tid(page, 'lesson-leave').click();
    await tid(page, 'intro').waitFor();
    // Hidden, it stays hidden.
    await tid(page, 'intro-hide').click();
    assert(await tid(page, 'intro').count() === 0, 'hidden');
    await page.reload();
    await tid(page, 'machine-select').waitFor();
    assert(await tid(page, 'intro').count() === 0, 'still hidden after a reload');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'no action loses work: each session-replacing action keeps the session it replaces (Undo, Leave, browser Back), acting in the past keeps the future, PCL calls are steps': async () => {
    const { page, errors } = await open('', { width: 1366, height: 768 });
    // The session as the page holds it: its recorded scenario, its position and its length.
    const held = async () => {
      const href = await tid(page, 'permalink').getAttribute('href');
      const h = tid(page, 'history');
      return JSON.stringify({ s: linkScenario(href), at: new URLSearchParams(href.split('#')[1]).get('at'),
        now: await h.getAttribute('aria-valuenow'), max: await h.getAttribute('aria-valuemax'),
        machine: await tid(page, 'machine-select').inputValue() });
    };
    const same = async (want, what) => {
      const t0 = Date.now();
      let got;
      while (Date.now() - t0 < 8000) {
        got = await held();
        if (got === want) return;
        await page.waitForTimeout(50);
      }
      throw new Error(`${what}: the session came back different:\n${got}\nwanted\n${want}`);
    };
    // Work: four strands, PCR1 programmed, 3,000 cycles, a step back.
    await tid(page, 'threads-select').selectOption('4');
    await tid(page, 'reg-item-PCR1').click();
    await tid(page, 'value-PCR1-hex').fill('0xd006');
    await tid(page, 'value-PCR1-hex').press('Enter');
    await tid(page, 'step-1000').click();
    await tid(page, 'step-1000').click();
    await tid(page, 'step-1000').click();
    await tid(page, 'step-back').click();
    await waitText(page, 'cycle', 'cycle 2,000');
    const work = await held();
    const undoes = async (act, what) => {
      await act();
      await tid(page, 'notice').waitFor();
      const n = await text(page, 'notice');
      assert(/previous session \(\d+ steps?\) is kept/.test(n), `${what}: the notice says what was kept: ${n}`);
      await tid(page, 'notice-undo').click();
      await same(work, what);
      await tid(page, 'notice-dismiss').click();
    };
    await undoes(() => tid(page, 'machine-select').selectOption('montecito'), 'changing machine');
    await undoes(() => tid(page, 'workload-select').selectOption({ index: 1 }), 'changing workload');
    await undoes(async () => { await tid(page, 'seed').fill('9'); await tid(page, 'seed').press('Enter'); }, 'changing seed');
    await undoes(() => tid(page, 'threads-select').selectOption('1'), 'changing strands');
    // Arrow keys in the machine list only choose: the session is replaced once, on Enter, and
    // Undo goes back to the work.
    await undoes(async () => {
      await tid(page, 'machine-select').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
      assert(await tid(page, 'notice').count() === 0, 'no new session before Enter');
      const { machine: chosen, ...still } = JSON.parse(await held());
      const { machine: _, ...was } = JSON.parse(work);
      assert(chosen === 'montecito' && JSON.stringify(still) === JSON.stringify(was), 'the work is still held before Enter, with Montecito chosen');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('[data-testid=machine-select]').value === 'montecito');
    }, 'arrow keys through the machines, then Enter');
    await undoes(() => tid(page, 'try-1').click(), 'the walk-through\'s first step');
    await undoes(() => tid(page, 'try-learn').click(), 'opening a lesson');
    // Leave the lesson: the session it replaced comes back, and a reload does not bring the lesson back.
    await tid(page, 'try-learn').click();
    await tid(page, 'lesson').waitFor();
    await tid(page, 'lesson-leave').click();
    await same(work, 'leaving the lesson');
    await page.reload();
    await tid(page, 'machine-select').waitFor();
    await same(work, 'a reload after leaving the lesson');
    assert(await tid(page, 'lesson').count() === 0, 'no lesson after the reload');
    // Browser Back and Forward move between sessions: each replacement is a history entry.
    await tid(page, 'machine-select').selectOption('montecito');
    await tid(page, 'reg-item-PMC4').waitFor();
    const mont = await held();
    await page.goBack();
    await same(work, 'browser Back');
    await page.goForward();
    await same(mont, 'browser Forward');
    await page.goBack();
    await same(work, 'browser Back again');
    // Acting in the past keeps the future: Undo restores it exactly.
    await tid(page, 'step-back').click();
    const past = await held();
    await tid(page, 'step-10').click();
    await tid(page, 'notice').waitFor();
    assert((await text(page, 'notice')).includes('Acting in the past'), await text(page, 'notice'));
    await tid(page, 'notice-undo').click();
    await same(past, 'acting in the past');
    // A PCL call is a step of the history: the steps before it stay, and Back undoes it.
    await tid(page, 'notice-dismiss').click();
    await tid(page, 'step-forward').click();
    await tid(page, 'step-forward').click();
    const before = await held();
    const max = Number(await tid(page, 'history').getAttribute('aria-valuemax'));
    await tid(page, 'pcl-start').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=pcl-call]')?.textContent.includes('PCLstart'));
    assert(Number(await tid(page, 'history').getAttribute('aria-valuemax')) === max + 1, 'PCLstart is one more step');
    assert(Number(await tid(page, 'history').getAttribute('aria-valuenow')) === max + 1, 'at the end');
    await tid(page, 'step-back').click();
    const back = JSON.parse(await held());
    const was = JSON.parse(before);
    assert(back.now === was.now && back.machine === was.machine, `Back across PCLstart: ${JSON.stringify(back)}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'masks are sets of bits: Instr_all typed into sl sets sl 3 and mask 0x3f, and the mask shows as named bits': async () => {
    const { page, errors } = await open('', { width: 1366, height: 768 });
    await tid(page, 'reg-item-PCR0').click();
    await tid(page, 'field-PCR0-sl').fill('Instr_all');
    await tid(page, 'field-PCR0-sl').press('Enter');
    // sl 3 (bits 15:11) and mask 0x3f (bits 10:5), as `pmu encode PCR0 sl=Instr_all` writes them.
    await waitText(page, 'reg-value-PCR0', '0x0000000000001fe0');
    assert((await text(page, 'field-PCR0-mask-names')) === 'Instr_all', await text(page, 'field-PCR0-mask-names'));
    for (const b of [0, 1, 2, 3, 4, 5]) {
      assert(await tid(page, `field-PCR0-mask-bit-${b}`).isChecked(), `mask bit ${b} checked`);
    }
    // One bit off: the names of the bits left.
    await tid(page, 'field-PCR0-mask-bit-1').click();
    await waitText(page, 'reg-value-PCR0', '0x0000000000001fa0');
    const names = await text(page, 'field-PCR0-mask-names');
    assert(names.includes('+') && !names.includes('Instr_all'), `named bits: ${names}`);
    for (const size of [{ width: 1366, height: 768 }, { width: 1280, height: 720 }, { width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await tid(page, 'field-PCR0-mask-bits').scrollIntoViewIfNeeded();
      await tid(page, 'field-PCR0-mask-bits').screenshot({ path: path.join(shots, `mask-bits-${size.width}.png`) });
    }
    // sl 16's mask ignores bits 5:3 (seed 000 L179): its three bits are still boxes, and all
    // three are the union that counts every L1 data cache miss (mask 7).
    await page.setViewportSize({ width: 1366, height: 768 });
    await tid(page, 'value-PCR0-hex').fill('0x8000');
    await tid(page, 'value-PCR0-hex').press('Enter');
    await waitText(page, 'reg-value-PCR0', '0x0000000000008000');
    assert(await page.locator('[data-testid^=field-PCR0-mask-bit-]').count() === 3, 'three mask bits for sl 16');
    for (const b of [0, 1, 2]) await tid(page, `field-PCR0-mask-bit-${b}`).click();
    await waitText(page, 'reg-value-PCR0', '0x00000000000080e0');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'toolbar: choosing "Run until: cycle" moves no control, the step buttons stay put as the cycle grows, the scrubber has room at 1280': async () => {
    for (const size of [{ width: 1366, height: 768 }, { width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
      const { page, errors } = await open('', size);
      const boxes = async () => Object.fromEntries(await Promise.all(['step-1', 'step-1000000', 'run', 'run-until', 'reset', 'history'].map(async (id) => [id, await tid(page, id).boundingBox()])));
      await tid(page, 'step-1').click();
      const before = await boxes();
      await tid(page, 'until-select').selectOption('cycle');
      const after = await boxes();
      for (const id of Object.keys(before)) {
        assert(Math.abs(before[id].x - after[id].x) < 1 && Math.abs(before[id].y - after[id].y) < 1 && Math.abs(before[id].width - after[id].width) < 1,
          `${size.width}: "Run until: cycle" moved ${id}: ${JSON.stringify(before[id])} -> ${JSON.stringify(after[id])}`);
      }
      for (let i = 0; i < 3; i += 1) await tid(page, 'step-1000000').click();
      await waitText(page, 'cycle', 'cycle 3,000,001');
      const grown = await boxes();
      assert(Math.abs(grown['step-1'].x - before['step-1'].x) < 1, `${size.width}: the step buttons drift as the cycle grows: ${before['step-1'].x} -> ${grown['step-1'].x}`);
      assert(grown.history.width >= 300, `${size.width}: the scrubber is ${grown.history.width} px wide`);
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await page.close();
    }
  },

  'keyboard: the T4 task (PCR0 counts user instructions with an overflow trap, PIC0 near its wrap, run until it traps) within 20 keystrokes': async () => {
    const { page, errors } = await open('', { width: 1366, height: 768 });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    // e: edit the register on screen (PCR0); Enter writes and leaves the input; / finds PIC0,
    // Enter opens it and edits its value; g runs until the condition (overflow, the trap's cause).
    const keys = ['e', ...'1fe6', 'Enter', '/', ...'pi', 'Enter', ...'fffffff0', 'Enter', 'g'];
    for (const k of keys) {
      await page.keyboard.press(k);
      await page.waitForTimeout(30);
    }
    await page.waitForFunction(() => document.querySelector('[data-testid=log]')?.textContent.includes('precise_performance_event'), null, { timeout: 5000 });
    assert((await tid(page, 'overflow-PIC0').getAttribute('class')).includes('lit'), 'PCR0.ov lit');
    await tid(page, 'reg-item-PCR0').click();
    await waitText(page, 'reg-value-PCR0', '0x0000000000001fe7');
    measurements.t4_task_keystrokes = keys.length;
    assert(keys.length <= 20, `the T4 task takes ${keys.length} keystrokes`);
    // Esc leaves a field, so that the shortcuts work again; the register search does not stick.
    await tid(page, 'seed').focus();
    await page.keyboard.press('Escape');
    assert(await page.evaluate(() => document.activeElement === document.body), 'Esc left the field');
    assert(await tid(page, 'reg-search').inputValue() === '', 'the search is cleared once a register is opened');
    // A select of named values commits on Enter, not on each arrow: one step of the history.
    const steps = Number(await tid(page, 'history').getAttribute('aria-valuemax'));
    await tid(page, 'field-PCR0-sl-select').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert(Number(await tid(page, 'history').getAttribute('aria-valuemax')) === steps, 'arrows alone write nothing');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid=history]')?.getAttribute('aria-valuemax')) === n + 1, steps);
    // So does the privilege mode: one step, on leaving the list.
    await tid(page, 'mode-select').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert(Number(await tid(page, 'history').getAttribute('aria-valuemax')) === steps + 1, 'arrows in the mode list write nothing');
    await page.keyboard.press('Tab');
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid=history]')?.getAttribute('aria-valuemax')) === n + 2, steps);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'walk-through: its steps tick, step 1 focuses the event select, Hide is undone from the help': async () => {
    const { page, errors } = await open('', { width: 1366, height: 768 });
    await tid(page, 'try-1').click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'field-PCR0-sl', null, { timeout: 5000 });
    assert((await tid(page, 'try-1-step').getAttribute('class') ?? '').includes('done'), 'step 1 ticked');
    await tid(page, 'try-2').click();
    assert((await tid(page, 'try-2-step').getAttribute('class') ?? '').includes('done'), 'step 2 ticked');
    await tid(page, 'intro-hide').click();
    assert(await tid(page, 'intro').count() === 0, 'hidden');
    await tid(page, 'help').click();
    await tid(page, 'help-show-intro').click();
    await tid(page, 'intro').waitFor();
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'first screens: the four sizes in both colour schemes (screenshots to look at)': async () => {
    for (const scheme of ['light', 'dark']) {
      for (const size of [{ width: 1366, height: 768 }, { width: 1280, height: 720 }, { width: 1920, height: 1080 }, { width: 390, height: 844 }]) {
        const { page, errors } = await open('', size);
        await page.emulateMedia({ colorScheme: scheme });
        await tid(page, 'intro').waitFor();
        await page.screenshot({ path: path.join(shots, `first-screen-${size.width}x${size.height}-${scheme}.png`) });
        assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
        await page.close();
      }
    }
  },

  'charts: labelled axes, one scale per counter, a wrap is a marker and never a fall; the timeline says who switched and why': async () => {
    const { page, errors } = await open();
    await tid(page, 'try-1').click();
    await tid(page, 'try-2').click();
    await tid(page, 'try-3').click();
    await tid(page, 'try-3').click();
    await waitText(page, 'counter-PIC0', '4');
    await tid(page, 'step-10').click();
    const chart = tid(page, 'chart-PIC0');
    await chart.waitFor();
    assert(await chart.locator('[data-testid=overflow-marker]').count() === 1, 'one wrap, one marker');
    const title = await chart.locator('[data-testid=overflow-marker] title').textContent();
    assert(title.includes('PIC0 wrapped'), title);
    const labels = await chart.locator('text.axis-label').allTextContents();
    assert(labels.includes('cycle') && labels.includes('events'), `axis labels: ${labels}`);
    assert(await chart.locator('text.tick').count() >= 4, 'tick labels on both axes');
    // The line rises through the wrap: SVG y never grows along it (y grows downwards).
    const ys = (await chart.locator('polyline').getAttribute('points')).trim().split(/\s+/).map((p) => Number(p.split(',')[1]));
    assert(ys.every((y, i) => i === 0 || y <= ys[i - 1] + 0.01), `never a fall: ${ys}`);
    await tid(page, 'chart-rate').click();
    await tid(page, 'chart-rate-all').waitFor();
    assert((await tid(page, 'chart-rate-all').locator('text.axis-label').allTextContents()).includes('per 1k cycles'), 'rate axis');
    await tid(page, 'charts').screenshot({ path: path.join(shots, 'chart-wrap.png') });
    // The Montecito timeline: a cycle axis, a row per thread, urgencies 0-7, and switches that
    // say who switched to whom and why.
    await tid(page, 'machine-select').selectOption('montecito');
    await tid(page, 'thread-view').waitFor();
    assert(await tid(page, 'no-switch-yet').count() === 1, 'before a switch the view says what to expect');
    await tid(page, 'until-select').selectOption('thread_switch');
    await tid(page, 'run-until').click();
    await tid(page, 'run-until').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=switch-marker]').length >= 2);
    const tl = tid(page, 'timeline');
    const rows = await tl.locator('text.row-label').allTextContents();
    assert(rows.join() === 'T0,T1', `row labels: ${rows}`);
    const ticks = await tl.locator('text.tick').allTextContents();
    // Gridlines at every urgency 0-7; labels at 0, 2, 5 (the nominal) and 7, apart on a phone too.
    assert(await tl.locator('line.grid-line').count() === 8, 'urgency gridlines 0-7');
    assert(['0', '2', '5', '7'].every((u) => ticks.includes(u)), `urgency labels: ${ticks}`);
    assert((await tl.locator('text.axis-label').allTextContents()).includes('cycle'), 'cycle axis');
    const marker = await tl.locator('[data-testid=switch-marker] title').first().textContent();
    assert(/T[01] \u2192 T[01]: T[01] urgency \d [<=>] T[01] urgency \d after an L3 (miss|data return); 15-cycle switch/.test(marker), `marker: ${marker}`);
    const log = await text(page, 'log');
    assert(/thread switch T[01] \u2192 T[01]: T[01] urgency \d/.test(log), `the log says whose urgency: ${log}`);
    await tid(page, 'thread-view').screenshot({ path: path.join(shots, 'timeline.png') });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'keyboard: shortcuts step and run, ? lists them, the register list moves with the arrows': async () => {
    const { page, errors } = await open('', { width: 1366, height: 768 });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('2');
    await waitText(page, 'cycle', 'cycle 10');
    await page.keyboard.press('4');
    await waitText(page, 'cycle', 'cycle 1,010');
    await page.keyboard.press('r');
    await tid(page, 'pause').waitFor();
    await page.keyboard.press('r');
    await tid(page, 'run').waitFor();
    await page.keyboard.press('?');
    await tid(page, 'help-dialog').waitFor();
    const help = await text(page, 'help-dialog');
    assert(['step 10 cycles', 'run, or pause', 'find a register'].every((t) => help.includes(t)), help);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid=help-dialog]'));
    // Typing in a field is not a shortcut.
    await tid(page, 'seed').focus();
    const cycle = await text(page, 'cycle');
    await page.keyboard.press('2');
    assert(await text(page, 'cycle') === cycle, 'a digit typed into the seed does not step');
    await page.keyboard.press('Escape');
    // "/" finds a register; the arrows move through the list and open what they reach.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'reg-search');
    await page.keyboard.type('pic');
    await page.keyboard.press('ArrowDown');
    await tid(page, 'reg-PIC0').waitFor();
    await page.keyboard.press('ArrowDown');
    await tid(page, 'reg-PIC1').waitFor();
    await page.keyboard.press('End');
    await tid(page, 'reg-PIC3').waitFor();
    // From the thread select, the register list and then the editor are a few Tabs away.
    await tid(page, 'machine-select').selectOption('montecito');
    await tid(page, 'reg-item-PMC4').click();
    await tid(page, 'thread-select').focus();
    let tabs = 0;
    while (tabs < 12) {
      await page.keyboard.press('Tab');
      tabs += 1;
      const id = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
      if (id.startsWith('value-PMC4') || id.startsWith('field-PMC4')) break;
    }
    assert(tabs < 12, `the editor is ${tabs} Tab presses from the thread select`);
    measurements.tabs_thread_select_to_editor = tabs;
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'log: oldest first, filtered by kind, each entry opens the register and bit it concerns': async () => {
    const { page, errors } = await open();
    await tid(page, 'try-1').click();
    await tid(page, 'try-2').click();
    await tid(page, 'try-3').click();
    await tid(page, 'try-3').click();
    await waitText(page, 'counter-PIC0', '4');
    const kinds = await tid(page, 'log').locator('li').evaluateAll((ls) => ls.map((l) => l.className));
    assert(kinds.length >= 2 && kinds[0].includes('overflow'), `the overflow comes first: ${kinds}`);
    await tid(page, 'log-filter').selectOption('trap');
    const traps = await tid(page, 'log').locator('li').evaluateAll((ls) => ls.map((l) => l.className));
    assert(traps.length >= 1 && traps.every((k) => k.includes('trap')), `traps only: ${traps}`);
    await tid(page, 'log-filter').selectOption('');
    await tid(page, 'reg-item-PIC2').click();
    await tid(page, 'log').getByRole('button', { name: 'PCR0.ov' }).first().click();
    await tid(page, 'reg-PCR0').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'field-PCR0-ov');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'log: a live run that logs dozens of entries a frame holds only the rows its box shows and says so; scrolled up or paused, the newest 300, and Pause stops it': async () => {
    const { page, errors } = await open();
    await tid(page, 'intro-hide').click();
    // PCR0 counts every select cycle and traps on overflow (t4-soak.mjs), PIC0 starts 2^24
    // short of its wrap: at 10^10 cycles a frame each frame logs overflows and repeated traps.
    for (const [reg, value] of [['PCR0', '0xbfe'], ['PIC0', '0xff000000']]) await writeRegister(page, { tid, waitText }, reg, value);
    await tid(page, 'speed').selectOption('10000000000');
    await tid(page, 'run').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=log-shown]')?.textContent.includes('newest shown live'), null, { timeout: 10000 });
    // It keeps following its newest entry, frame after frame: the browser's own scrolls as
    // entries leave its top do not stop it.
    await page.waitForTimeout(1500);
    const follows = await tid(page, 'log').evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 4);
    assert(follows, 'the log follows its newest entry during the run');
    // The entries wrap to several lines in this column: a few rows fill the box, and the list
    // holds those and one more, not the 40 it may hold at most.
    const live = await tid(page, 'log').evaluate((el) => ({ rows: el.children.length, full: el.scrollHeight > el.clientHeight }));
    assert(live.rows > 1 && live.rows < 20, `the rows its box shows while running, not ${live.rows}`);
    assert(live.full, 'the rows held while running fill the box');
    assert((await tid(page, 'log-shown').getAttribute('title')).includes('pause, or scroll the log up'), 'the count says why');
    // By keyboard alone: ArrowUp on the list stops it following at once (the browser scrolls
    // smoothly, and the next frame would scroll it back before its first scroll event); End
    // brings it back to its newest entry, and it follows again.
    await tid(page, 'log').focus();
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length > 40 && document.querySelector('[data-testid=log-follow]'), null, { timeout: 5000 });
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.querySelector('[data-testid=log-shown]').textContent.includes('newest shown live'), null, { timeout: 5000 });
    // Scrolled up to read with the wheel, the list holds the newest 300 again while the run
    // goes on, and offers the way back to its newest entry.
    await tid(page, 'log').hover();
    await page.mouse.wheel(0, -3000);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length > 40, null, { timeout: 5000 });
    await tid(page, 'log-follow').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=log-shown]').textContent.includes('newest shown live') && !document.querySelector('[data-testid=log-follow]'), null, { timeout: 5000 });
    await tid(page, 'log').hover();
    await page.mouse.wheel(0, -3000);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] li').length > 40, null, { timeout: 5000 });
    await tid(page, 'pause').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid=log-shown]').textContent.includes('newest'));
    // Paused, the run stops: on a page whose frames render for longer than Yew's 16 ms slice,
    // the frame loop once went on stepping behind a "Run" button (page/app.rs).
    const cycle = await text(page, 'cycle');
    await page.waitForTimeout(1000);
    assert(await text(page, 'cycle') === cycle, `paused at ${cycle}, the run went on: ${await text(page, 'cycle')}`);
    const total = Number((await text(page, 'log-shown')).replace(/[^0-9]/g, ''));
    const paused = await tid(page, 'log').locator('li').count();
    assert(paused === Math.min(300, total), `the newest 300 of ${total} shown when paused, not ${paused}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'permalink: a copy button says it copied, and the link keeps the speed': async () => {
    const { page, errors } = await open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await tid(page, 'speed').selectOption('1000000');
    await tid(page, 'step-10').click();
    await waitText(page, 'cycle', 'cycle 10');
    await tid(page, 'permalink-copy').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=permalink-status]')?.textContent.length > 0);
    const status = await text(page, 'permalink-status');
    assert(status === 'Copied', `status: ${status}`);
    const href = await tid(page, 'permalink').getAttribute('href');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert(copied === href, 'the clipboard holds the permalink');
    assert(href.includes('speed=1000000'), `the speed is in the link: ${href}`);
    const fresh = await browser.newPage();
    await fresh.goto(href);
    await tid(fresh, 'machine-select').waitFor({ timeout: 20000 });
    assert(await tid(fresh, 'speed').inputValue() === '1000000', 'the speed is restored');
    await fresh.close();
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'no internal words: the app (each machine) and docs.html name the manuals': async () => {
    const internal = /seed 00[0-9]|Ambiguity A[0-9]|DESIGN\.md|\b[a-z_]+\/[a-z_/]+\.rs\b/;
    const all = () => page.evaluate(() => {
      const texts = [document.body.textContent];
      for (const el of document.querySelectorAll('*')) {
        for (const a of ['title', 'aria-label', 'placeholder']) {
          const v = el.getAttribute(a);
          if (v) texts.push(v);
        }
      }
      return texts.join('\n');
    });
    let page;
    ({ page } = await open());
    for (const machine of ['sparc-t4', 'sparc-kt', 'montecito']) {
      await tid(page, 'machine-select').selectOption(machine);
      await page.waitForFunction((m) => document.querySelector('[data-testid=machine-select]').value === m, machine);
      // Every register of the machine (every group opened), with the details of its default field.
      const closed = await page.locator('[data-testid^="reg-group-"][aria-expanded="false"]').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-testid')));
      for (const g of closed) await tid(page, g).click();
      const regs = await page.evaluate(() => [...document.querySelectorAll('[data-testid^="reg-item-"]')].map((e) => e.getAttribute('data-testid')));
      for (const r of regs) {
        await tid(page, r).click();
        const found = internal.exec(await all());
        assert(!found, `${machine} ${r}: "${found?.[0]}" in ${(await all()).slice(Math.max(0, found?.index - 80), found?.index + 80)}`);
      }
      // And the events' details in the catalogue.
      const found = internal.exec(await all());
      assert(!found, `${machine}: ${found?.[0]}`);
    }
    await page.close();
    page = await browser.newPage();
    await page.goto(`${server.url}/docs.html`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=widget]').length >= 4, null, { timeout: 20000 });
    const found = internal.exec(await all());
    assert(!found, `docs.html: "${found?.[0]}" in ${(await all()).slice(Math.max(0, found?.index - 80), found?.index + 80)}`);
    await page.close();
  },

  'accessibility: axe-core finds no serious or critical violation on the app (each machine) and docs.html': async () => {
    const report = [];
    for (const machine of ['sparc-t4', 'sparc-kt', 'montecito']) {
      const { page } = await open('', { width: 1366, height: 768 });
      await tid(page, 'machine-select').selectOption(machine);
      await page.waitForFunction((m) => document.querySelector('[data-testid=machine-select]').value === m, machine);
      await tid(page, 'step-1000').click();
      const v = await axeViolations(page);
      if (v) report.push(`app ${machine}:\n${v}`);
      await page.close();
    }
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs.html`);
    await page.waitForFunction(() => document.querySelectorAll('[data-example] [data-testid=widget]').length >= 5, null, { timeout: 20000 });
    await page.waitForFunction(() => !document.querySelector('#kt-output')?.textContent.includes('running'));
    const v = await axeViolations(page);
    if (v) report.push(`docs.html:\n${v}`);
    await page.close();
    // In dark mode too: docs.html keeps its light page, and each widget its own dark colours
    // (the page's rule for code, a cream background, does not reach into a widget).
    const dark = await browser.newPage();
    await dark.emulateMedia({ colorScheme: 'dark' });
    await dark.goto(`${server.url}/docs.html`);
    await dark.waitForFunction(() => document.querySelectorAll('[data-example] [data-testid=widget]').length >= 5, null, { timeout: 20000 });
    await dark.waitForFunction(() => !document.querySelector('#kt-output')?.textContent.includes('running'));
    const dv = await axeViolations(dark);
    if (dv) report.push(`docs.html in dark mode:\n${dv}`);
    await dark.screenshot({ path: path.join(shots, 'docs-dark.png') });
    await dark.close();
    assert(report.length === 0, report.join('\n'));
  },

  'phones: at 390x844 the app and docs.html do not scroll sideways, the bit grid wraps, targets are 44 px': async () => {
    const size = { width: 390, height: 844 };
    for (const machine of ['sparc-t4', 'sparc-kt', 'montecito']) {
      const { page, errors } = await open('', size);
      await tid(page, 'machine-select').selectOption(machine);
      await page.waitForFunction((m) => document.querySelector('[data-testid=machine-select]').value === m, machine);
      const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
      assert(m.sw <= m.cw, `${machine}: no horizontal scroll (${m.sw} > ${m.cw})`);
      // The grid wraps into rows of at most 16 bits, each bit a 44-px target.
      const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.bit-grid .bg-row')].filter((r) => r.offsetParent).map((r) => r.querySelectorAll('.bg-cell').length)));
      assert(widest <= 16, `${machine}: rows of ${widest} bits`);
      const small = await page.evaluate(() => [...document.querySelectorAll('.app-header button, .app-header a, .app-header input, .app-header select, .sim-main button, .bit-grid button, .fields button, .intro button, .history-bar button, .scrubber input')]
        .filter((b) => b.offsetParent).map((b) => [b.getAttribute('data-testid') ?? b.textContent.trim(), b.getBoundingClientRect()])
        .filter(([, r]) => r.height < 43.5 || r.width < 24).map(([n, r]) => `${n} ${Math.round(r.width)}x${Math.round(r.height)}`));
      assert(small.length === 0, `${machine}: targets smaller than 44 px: ${small.join(', ')}`);
      // The introduction comes first: its top is in the first screen, above the register list.
      const intro = await tid(page, 'intro').boundingBox();
      const nav = await tid(page, 'reg-nav').boundingBox();
      assert(intro && intro.y < size.height && intro.y < nav.y, `${machine}: the introduction starts at y = ${intro?.y}, the register list at ${nav.y}`);
      await page.screenshot({ path: path.join(shots, `phone-${machine}.png`) });
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await page.close();
    }
    const page = await browser.newPage();
    await page.setViewportSize(size);
    await page.goto(`${server.url}/docs.html`);
    await page.waitForFunction(() => document.querySelectorAll('[data-example] [data-testid=widget]').length >= 5, null, { timeout: 20000 });
    const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
    assert(m.sw <= m.cw, `docs.html: no horizontal scroll (${m.sw} > ${m.cw})`);
    await page.screenshot({ path: path.join(shots, 'phone-docs.png') });
    await page.close();
  },

  'the bit grid: the layout CSS shows follows the value, the hidden one keeps what it last showed until it is shown': async () => {
    const { page, errors } = await open();
    // Bit 0's value in each layout of PIC0's grid (rows of 32, rows of 8).
    const bit0 = () => page.evaluate(() => Object.fromEntries(['wide', 'narrow'].map((l) => {
      const cell = [...document.querySelectorAll(`[data-testid=reg-PIC0] .bit-grid-${l} .bg-cell`)]
        .find((c) => c.querySelector('.bg-num')?.textContent === '0');
      return [l, cell?.querySelector('.bg-val')?.textContent.trim()];
    })));
    const frames = (n) => page.evaluate((n) => new Promise((res) => { const f = (k) => (k ? requestAnimationFrame(() => f(k - 1)) : res()); f(n); }), n);
    // Waits, a frame at a time, for bit 0 of a layout to show a value.
    const waitBit0 = async (layout, value) => {
      const end = Date.now() + 5000;
      for (let seen = await bit0(); seen[layout] !== value; seen = await bit0()) {
        assert(Date.now() < end, `bit 0 of the ${layout} grid shows ${value}: ${JSON.stringify(seen)}`);
        await frames(1);
      }
    };
    await tid(page, 'reg-item-PIC0').click();
    await frames(3);
    let seen = await bit0();
    assert(seen.wide === '0' && seen.narrow === '0', `before the write: ${JSON.stringify(seen)}`);
    await tid(page, 'value-PIC0-hex').fill('0xff');
    await tid(page, 'value-PIC0-hex').press('Enter');
    await waitText(page, 'reg-value-PIC0', '0x00000000000000ff');
    await frames(3);
    seen = await bit0();
    assert(seen.wide === '1' && seen.narrow === '0', `the wide grid follows, the hidden one is not drawn again: ${JSON.stringify(seen)}`);
    // On a phone's width the narrow layout comes on display and shows the value a frame later.
    await page.setViewportSize({ width: 390, height: 844 });
    await waitBit0('narrow', '1');
    await tid(page, 'value-PIC0-hex').fill('0xfe');
    await tid(page, 'value-PIC0-hex').press('Enter');
    await waitText(page, 'reg-value-PIC0', '0x00000000000000fe');
    await frames(3);
    seen = await bit0();
    assert(seen.narrow === '0' && seen.wide === '1', `now the narrow grid follows and the wide one waits: ${JSON.stringify(seen)}`);
    // A printout as wide as a laptop's window shows the layout that follows, not the kept one.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await frames(3);
    const printed = await page.evaluate(() => [...document.querySelectorAll('[data-testid=reg-PIC0] .bit-grid')].filter((g) => g.offsetParent).map((g) => g.className));
    assert(printed.length === 1 && printed[0].includes('bit-grid-narrow'), `printed: ${printed}`);
    assert((await bit0()).narrow === '0', 'the printed layout shows the value');
    await page.emulateMedia({ media: 'screen' });
    await waitBit0('wide', '0');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'time travel: step back and forward with the buttons, the scrubber and the keyboard; what changed; the permalink at a mid-history position': async () => {
    const { page, errors } = await open();
    const at = async () => Number(await tid(page, 'history').getAttribute('aria-valuenow'));
    const waitAt = async (n) => {
      await page.waitForFunction((n) => document.querySelector('[data-testid=history]')?.getAttribute('aria-valuenow') === String(n), n, { timeout: 5000 });
    };
    const changes = async () => (await tid(page, 'changes-list').locator('li').allTextContents()).map((s) => s.trim());
    // Step 1: user mode; 2-3: PCR0 counts user cycles (sl 26, ut); 4: PIC0 near its wrap
    // (seed 000 TABLE 10-1).
    await tid(page, 'mode-select').selectOption('user');
    await tid(page, 'reg-item-PCR0').click();
    await tid(page, 'field-PCR0-sl-select').selectOption('26');
    await tid(page, 'field-PCR0-ut').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d004');
    await tid(page, 'reg-item-PIC0').click();
    await tid(page, 'value-PIC0-hex').fill('0xfffffff0');
    await tid(page, 'value-PIC0-hex').press('Enter');
    await waitText(page, 'counter-PIC0', '4,294,967,280');
    await waitAt(4);
    assert((await changes()).includes('PIC0 0x00000000 -> 0xfffffff0'), `after the write: ${await changes()}`);
    // Steps 5 and 6: two clicks on "Step 10" are two steps; the second wraps PIC0.
    await tid(page, 'step-10').click();
    await waitText(page, 'counter-PIC0', '4,294,967,290');
    await tid(page, 'step-10').click();
    await waitText(page, 'counter-PIC0', '4');
    await waitAt(6);
    assert(await tid(page, 'history').getAttribute('aria-valuemax') === '6', 'six steps');
    let list = await changes();
    assert(list.includes('PCR0.ov 0 -> 1') && list.includes('PIC0 0xfffffffa -> 0x00000004'), `the wrap: ${list}`);
    assert(await text(page, 'delta-PIC0') === '+10 \u21bb', `PIC0 counted 10 across its wrap: ${await text(page, 'delta-PIC0')}`);
    assert(await text(page, 'counter-delta-PIC0') === '+10', 'the counter table shows the delta too');
    assert((await text(page, 'changes-log')).includes('overflow of PIC0'), 'the overflow is in the log in between');
    await tid(page, 'reg-item-PCR0').click();
    assert(await page.locator('[data-testid=reg-PCR0] .bit-grid-wide .bg-cell.changed').count() === 1, 'PCR0.ov is highlighted in the grid');
    await page.screenshot({ path: path.join(shots, 'time-travel-wrap.png'), fullPage: false });
    // Back with the button: before the wrap, ov clear, the overflow in the future.
    await tid(page, 'step-back').click();
    await waitAt(5);
    await waitText(page, 'counter-PIC0', '4,294,967,290');
    assert(!(await tid(page, 'overflow-PIC0').getAttribute('class')).includes('lit'), 'ov clear before the wrap');
    assert(!(await text(page, 'log')).includes('overflow of PIC0'), 'no overflow yet');
    assert((await changes()).join() === 'PIC0 0xfffffff0 -> 0xfffffffa', `step 5: ${await changes()}`);
    assert(await page.locator('[data-testid=reg-PCR0] .bit-grid-wide .bg-cell.changed').count() === 0, 'nothing of PCR0 changed in step 5');
    // The scrubber with the keyboard: Left, Home, End.
    await tid(page, 'history').focus();
    await page.keyboard.press('ArrowLeft');
    await waitAt(4);
    await waitText(page, 'counter-PIC0', '4,294,967,280');
    await page.keyboard.press('Home');
    await waitAt(0);
    await waitText(page, 'counter-PIC0', '0');
    await waitText(page, 'cycle', 'cycle 0');
    assert(await tid(page, 'changes-list').count() === 0, 'nothing to compare at the start');
    await page.keyboard.press('End');
    await waitAt(6);
    await waitText(page, 'counter-PIC0', '4');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitAt(3);
    await waitText(page, 'counter-PIC0', '0');
    assert((await changes()).includes('PCR0.ut 0 -> 1'), `step 3: ${await changes()}`);
    // Dragging the scrubber's thumb to the end moves the whole page there.
    const box = await tid(page, 'history').boundingBox();
    const y = box.y + box.height / 2;
    const xOf = (i) => box.x + 8 + (box.width - 16) * (i / 6);
    await page.mouse.move(xOf(3), y);
    await page.mouse.down();
    await page.mouse.move(xOf(4.5), y, { steps: 4 });
    // The scrubber keeps its width while the position's text changes under the drag.
    assert(JSON.stringify(await tid(page, 'history').boundingBox()) === JSON.stringify(box), 'the scrubber did not move or resize during the drag');
    await page.mouse.move(xOf(6), y, { steps: 4 });
    await page.mouse.up();
    await waitAt(6);
    await waitText(page, 'counter-PIC0', '4');
    assert((await tid(page, 'overflow-PIC0').getAttribute('class')).includes('lit'), 'ov lit at the end again');
    // The page's shortcuts, away from any input: [ back, ] forward.
    await page.locator('h1').first().click();
    await page.keyboard.press('[');
    await waitAt(5);
    await page.keyboard.press('[');
    await waitAt(4);
    await page.keyboard.press(']');
    await waitAt(5);
    await waitText(page, 'counter-PIC0', '4,294,967,290');
    // ... but not inside a text box.
    await tid(page, 'compare-lane-0').focus();
    await page.keyboard.press('[');
    await page.waitForTimeout(100);
    assert(await at() === 5, 'typing [ in a text box is typing');
    assert(await tid(page, 'compare-lane-0').inputValue() === '[', 'the [ went into the box');
    await tid(page, 'compare-lane-0').fill('');
    await page.locator('h1').first().click();
    // Forward with the button, then compare two points: from the start to here.
    await tid(page, 'step-forward').click();
    await waitAt(6);
    await tid(page, 'changes-from').fill('0');
    await tid(page, 'changes-from').dispatchEvent('change');
    await page.waitForFunction(() => document.querySelector('[data-testid=changes-span]')?.textContent.includes('step 0'));
    list = await changes();
    assert(list.includes('PCR0.sl 0 -> 0x1a') && list.includes('PCR0.ut 0 -> 1') && list.includes('PCR0.ov 0 -> 1'), `0 -> 6: ${list}`);
    await tid(page, 'changes-previous').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=changes-span]')?.textContent.includes('step 5'));
    // The permalink at a mid-history position reopens there, with the later steps to go to.
    await tid(page, 'step-back').click();
    await tid(page, 'step-back').click();
    await waitAt(4);
    const href = await tid(page, 'permalink').getAttribute('href');
    assert(/[#&]at=4(&|$)/.test(href), `the link records the position: ${href.slice(-40)}`);
    const fresh = await browser.newPage();
    await fresh.goto(href);
    await tid(fresh, 'history').waitFor({ timeout: 20000 });
    await fresh.waitForFunction(() => document.querySelector('[data-testid=history]')?.getAttribute('aria-valuenow') === '4');
    assert(await tid(fresh, 'history').getAttribute('aria-valuemax') === '6', 'the steps after the position are kept');
    await waitText(fresh, 'counter-PIC0', '4,294,967,280');
    assert((await tid(fresh, 'changes-list').locator('li').allTextContents()).includes('PIC0 0x00000000 -> 0xfffffff0'), 'what changed at step 4');
    await tid(fresh, 'step-forward').click();
    await tid(fresh, 'step-forward').click();
    await waitText(fresh, 'counter-PIC0', '4');
    await fresh.close();
    // A new action after going back cuts the future: step 100 from step 4.
    await tid(page, 'step-100').click();
    await waitAt(5);
    assert(await tid(page, 'history').getAttribute('aria-valuemax') === '5', 'the future was cut');
    await waitText(page, 'counter-PIC0', '84');
    assert(await tid(page, 'step-forward').isDisabled(), 'nothing to go forward to');
    await page.locator('.history-bar').screenshot({ path: path.join(shots, 'history-bar.png') });
    await tid(page, 'changes').screenshot({ path: path.join(shots, 'changes.png') });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'compare: two T4 sessions differing only in ut and st add up to a third with both set': async () => {
    const { page, errors } = await open();
    // A user-mode strand whose workload makes system calls (privileged phases).
    await tid(page, 'mode-select').selectOption('user');
    await tid(page, 'compare-rebase').click();
    const setLane = async (i, text) => {
      await tid(page, `compare-lane-${i}`).fill(text);
      await tid(page, `compare-lane-${i}`).dispatchEvent('change');
    };
    await setLane(0, 'PCR0.sl=26; PCR0.ut=1');
    await setLane(1, 'PCR0.sl=26; PCR0.st=1');
    await tid(page, 'compare-add').click();
    await setLane(2, 'PCR0.sl=26; PCR0.ut=1; PCR0.st=1');
    await tid(page, 'compare-step-1000000').click();
    await tid(page, 'compare-step-1000000').click();
    await waitText(page, 'compare-cycle', 'cycle 2,000,000');
    const n = async (id) => BigInt((await text(page, id)).replaceAll(',', ''));
    const [user, system, both] = [await n('compare-PIC0-0'), await n('compare-PIC0-1'), await n('compare-PIC0-2')];
    assert(user > 0n && system > 0n, `both count: user ${user}, system ${system}`);
    assert(user + system === both, `user ${user} + system ${system} = both ${both}`);
    assert((await text(page, 'compare-diff-PIC0-2')).replaceAll(',', '') === `+${both - user}`, 'the difference from lane A');
    assert(await tid(page, 'compare-chart').locator('polyline').count() === 3, 'a line per lane');
    // A bad setup is named in its lane.
    await setLane(1, 'PCR0.nope=1');
    assert((await tid(page, 'compare').textContent()).includes('no field "nope"'), 'the bad field is named');
    await setLane(1, 'PCR0.sl=26; PCR0.st=1');
    await tid(page, 'compare-step-1000000').click();
    await tid(page, 'compare').screenshot({ path: path.join(shots, 'compare.png') });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'why: a Montecito counter with ism = 0 says why it does not count, and counts once ism = 2': async () => {
    const { page, errors } = await open();
    await tid(page, 'machine-select').selectOption('montecito');
    await tid(page, 'reg-item-PMC4').waitFor({ timeout: 10000 });
    // A new Montecito session runs as a user program: privilege level 3 with PSR.up = 1 (seed
    // 003 section 3.3.1), shown in the mode control. PMC4 counts CPU_OP_CYCLES at every level
    // (plm = 15) and leaves ism at its reset value 0.
    assert(await tid(page, 'mode-select').inputValue() === '3', 'PSR.cpl 3 from the start');
    assert(await tid(page, 'psr-up').getAttribute('aria-pressed') === 'true', 'PSR.up 1 from the start');
    await tid(page, 'reg-item-PMC4').click();
    await tid(page, 'field-PMC4-es-select').selectOption(String(0x12));
    await tid(page, 'field-PMC4-plm').fill('15');
    await tid(page, 'field-PMC4-plm').press('Enter');
    await tid(page, 'step-1000').click();
    await tid(page, 'why-PMD4').waitFor({ timeout: 5000 });
    assert(await text(page, 'counter-PMD4') === '0', 'PMD4 stays 0');
    const why = await text(page, 'why-PMD4');
    assert(why.includes('ism') && why.includes('PMC4.ism'), `the note names ism: ${why}`);
    assert(!/seed 00[0-3]/.test(why), `the note names the manual: ${why}`);
    // The register's diagnostics say the same.
    assert((await text(page, 'diag-why-PMD4')).includes('ism'), 'diagnostics name ism');
    // The encoding says what the manual says of ism 0.
    const ismOption = await tid(page, 'field-PMC4-ism-select').locator('option:checked').textContent();
    assert(ismOption.includes('undefined'), `ism 0 is labelled: ${ismOption}`);
    // The link in the note focuses the field.
    await tid(page, 'why-PMD4').getByRole('button', { name: 'PMC4.ism' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'field-PMC4-ism');
    await tid(page, 'field-PMC4-ism').fill('2');
    await tid(page, 'field-PMC4-ism').press('Enter');
    await tid(page, 'step-1000').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="counter-PMD4"]').textContent.trim() !== '0');
    assert(await tid(page, 'why-PMD4').count() === 0, 'the explanation is gone');
    assert(await tid(page, 'diag-why-PMD4').count() === 0, 'and from the diagnostics');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'why: a T4 PCR0 counting cycles without a mode bit names the mode bits': async () => {
    const { page, errors } = await open();
    await tid(page, 'reg-item-PCR0').click();
    await tid(page, 'field-PCR0-sl-select').selectOption('26');
    await waitText(page, 'reg-value-PCR0', '0x000000000000d000');
    await tid(page, 'why-PIC0').waitFor({ timeout: 5000 });
    const why = await text(page, 'why-PIC0');
    assert(['PCR0.ut', 'PCR0.st', 'PCR0.ht'].every((f) => why.includes(f)), `names the mode bits: ${why}`);
    assert(why.includes('SPARC T4 Supplement'), `cites the manual by name: ${why}`);
    await tid(page, 'field-PCR0-ut').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d004');
    await page.waitForFunction(() => !document.querySelector('[data-testid="why-PIC0"]'));
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  ...Object.fromEntries(SIZES.map((size) => [`Montecito at ${size.width}x${size.height}: two threads, run until a thread switch, the timeline and urgencies change`, async () => {
    const { page, errors } = await open('', size);
    await tid(page, 'machine-select').selectOption('montecito');
    await tid(page, 'thread-view').waitFor({ timeout: 10000 });
    assert(await tid(page, 'threads-select').inputValue() === '2', 'two threads');
    const before = [await text(page, 'urgency-0'), await text(page, 'urgency-1')];
    assert(before.join() === '5,5', `both threads start at the nominal urgency 5: ${before}`);
    // User monitors count CPU_OP_CYCLES at privilege level 3 with PSR.up = 1 (seed 003 3.3.1),
    // where a new session starts.
    assert(await tid(page, 'mode-select').inputValue() === '3', 'PSR.cpl 3');
    assert(await tid(page, 'psr-up').getAttribute('aria-pressed') === 'true', 'PSR.up 1');
    await tid(page, 'reg-item-PMC4').click();
    await tid(page, 'field-PMC4-es-select').selectOption(String(0x12));
    await tid(page, 'field-PMC4-plm').fill('8');
    await tid(page, 'field-PMC4-plm').press('Enter');
    await tid(page, 'field-PMC4-ism').fill('2');
    await tid(page, 'field-PMC4-ism').press('Enter');
    // Event selects are searchable by name: type it, the datalist offers it, Enter takes it.
    await tid(page, 'reg-item-PMC5').click();
    assert(await tid(page, 'field-PMC5-es').getAttribute('list') === 'events-montecito', 'es has a datalist');
    await tid(page, 'field-PMC5-es').fill('L1D_READ_MISSES');
    await tid(page, 'field-PMC5-es').press('Enter');
    await waitText(page, 'reg-value-PMC5', '0x000000000000c700');
    await tid(page, 'until-select').selectOption('thread_switch');
    await tid(page, 'run-until').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=log]')?.textContent.includes('thread switch'));
    const fgBefore = await page.locator('[data-testid^="thread-"].foreground').getAttribute('data-testid');
    await tid(page, 'run-until').click();
    await page.waitForTimeout(200);
    const fgAfter = await page.locator('[data-testid^="thread-"].foreground').getAttribute('data-testid');
    assert(fgBefore !== fgAfter, `the foreground thread changed: ${fgBefore} -> ${fgAfter}`);
    const after = [await text(page, 'urgency-0'), await text(page, 'urgency-1')];
    assert(after.join() !== '5,5', `urgencies moved: ${after}`);
    assert(await tid(page, 'timeline').locator('rect.switch-window').count() >= 2, 'switch windows drawn');
    assert((await text(page, 'counter-PMD4')) !== '0', 'PMD4 counts CPU_OP_CYCLES');
    // The execution trace buffer: PMC39 captures every branch at every level (seed 003
    // Table 3-26); after enough branches the 16-entry ring is full.
    // PMC39's group is closed at first: find it by name.
    await tid(page, 'reg-search').fill('PMC39');
    await tid(page, 'reg-search').press('Enter');
    await tid(page, 'reg-PMC39').waitFor();
    for (const [field, value] of [['plm', '15'], ['tm', '3'], ['ptm', '3'], ['ppm', '3']]) {
      await tid(page, `field-PMC39-${field}`).fill(value);
      await tid(page, `field-PMC39-${field}`).press('Enter');
      await page.waitForTimeout(50);
    }
    await tid(page, 'step-1000000').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=trace-row]').length === 16);
    const traceHead = await tid(page, 'trace-view').locator('p').first().textContent();
    assert(traceHead.includes('full true'), `PMD38 full bit: ${traceHead}`);
    // Monitoring is not frozen: the table says a read now returns undefined values (seed 003 L1649).
    assert((await text(page, 'etb-state')).includes('undefined values'), await text(page, 'etb-state'));
    // Sixteen entries, the EARs and the timeline: no column of the workbench scrolls sideways.
    await noSidewaysScroll(page, `Montecito, the ETB full, at ${size.width}x${size.height}`);
    await page.screenshot({ path: path.join(shots, `montecito-threads-${size.width}x${size.height}.png`) });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  }])),

  'host styles: a documentation theme\'s element rules (code, tables, buttons, lists, line height) leave the widgets as they are, in both colour schemes': async () => {
    // What typical documentation themes set on bare elements (web/tests/hostile.css); a widget
    // keeps its own look under all of it (what is compared: each element's colours, font,
    // spacing and box).
    const HOSTILE = fs.readFileSync(new URL('./hostile.css', import.meta.url), 'utf8');
    const PROPS = ['color', 'background-color', 'font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing',
      'text-transform', 'padding-top', 'padding-left', 'border-top-width', 'border-left-width', 'margin-top', 'list-style-type'];
    const look = (page) => page.evaluate((props) => {
      const out = [];
      document.querySelectorAll('[data-example] [data-testid=widget]').forEach((w, i) => {
        const box0 = w.getBoundingClientRect();
        w.querySelectorAll('*').forEach((el, j) => {
          if (j > 400) return;
          const cs = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          out.push(`${i}:${j}:${el.tagName}:${el.getAttribute('data-testid') ?? el.className?.baseVal ?? el.className}:` +
            props.map((p) => cs.getPropertyValue(p)).join('|') + `|${Math.round(r.width)}x${Math.round(r.height)}`);
        });
        out.push(`${i}:box:${Math.round(box0.width)}x${Math.round(box0.height)}`);
      });
      return out;
    }, PROPS);
    const failures = [];
    for (const scheme of ['light', 'dark']) {
      const page = await browser.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${server.url}/docs.html`);
      await page.waitForFunction(() => document.querySelectorAll('[data-example] [data-testid=widget]').length >= 5, null, { timeout: 20000 });
      await page.waitForTimeout(300);
      const clean = await look(page);
      await page.addStyleTag({ content: HOSTILE });
      await page.waitForTimeout(300);
      const hostile = await look(page);
      await page.screenshot({ path: path.join(shots, `docs-hostile-css-${scheme}.png`) });
      assert(clean.length === hostile.length, `${scheme}: the widgets have ${clean.length} elements, ${hostile.length} under the host's rules`);
      const diffs = clean.map((c, k) => [c, hostile[k]]).filter(([c, h]) => c !== h);
      if (diffs.length) failures.push(`${scheme}: ${diffs.length} of ${clean.length} elements change, e.g.\n  ${diffs.slice(0, 8).map(([c, h]) => `${c}\n  -> ${h}`).join('\n  ')}`);
      await page.close();
    }
    assert(failures.length === 0, failures.join('\n'));
  },

  'docs page: the register widget is usable before the lab arrives; the lab takes it over with its writes, without a shift': async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shift += e.value; })
        .observe({ type: 'layout-shift', buffered: true });
    });
    // The lab is held back; the register module is not.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route(/pmu-ui-[0-9a-f]+_bg\.wasm$/, async (route) => { await held; await route.continue(); });
    await page.goto(`${server.url}/docs.html`);
    const widget = '[data-example=t4-pcr] [data-testid=widget]';
    await page.waitForSelector(`${widget}[data-module=register]`, { timeout: 20000 });
    // The lab's widgets wait with a progress bar; the register widget works already.
    assert(await page.locator('[data-example=t4-overflow] [data-testid=widget-placeholder] progress').count() === 1, 'a lab widget shows the download');
    await page.locator(`${widget} [data-testid=field-PCR0-ut]`).click();
    await page.waitForFunction((w) => document.querySelector(`${w} [data-testid=reg-value-PCR0]`).textContent === '0x000000000000801c', widget);
    // The lab arrives while the field has focus: the widget stays until the focus leaves it.
    release();
    await page.waitForFunction(() => document.querySelectorAll('[data-example] [data-testid=widget]').length === 7, null, { timeout: 20000 });
    await page.waitForTimeout(300);
    assert(await page.locator(`${widget}[data-module=register]`).count() === 1, 'the widget in use is not taken over');
    await page.locator('h1').click();
    await page.waitForSelector(`${widget}:not([data-module])`, { timeout: 5000 });
    const value = await page.locator(`${widget} [data-testid=reg-value-PCR0]`).textContent();
    assert(value === '0x000000000000801c', `the lab replayed the write: ${value}`);
    assert(await page.locator('[data-example=t4-pcr] [data-testid=widget]').count() === 1, 'one widget in the box');
    const shift = await page.evaluate(() => window.__shift);
    assert(shift === 0, `layout shift ${shift}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'docs page: every widget renders, they are independent, hostile attributes are inert': async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${server.url}/docs.html`);
    const examples = await page.locator('[data-example]').count();
    await page.waitForFunction((n) => document.querySelectorAll('[data-example] [data-testid=widget]').length === n, examples, { timeout: 20000 });
    assert(examples === 7, `seven widget examples, found ${examples}`);
    await page.waitForFunction(() => document.getElementById('kt-output').textContent.includes('EINVAL'));
    const kt = await page.locator('#kt-output').textContent();
    assert(kt.includes('ENOTSUPPORTED') && kt.includes('0x000000000000800a'), `KT example: ${kt}`);
    // Change a field in the first widget: only that widget's value changes.
    const values = () => page.locator('[data-testid=reg-value-PCR0]').allTextContents();
    const before = await values();
    assert(before.length === 3 && before[0] === '0x0000000000008018', `PCR0 widgets (the third is the lesson's): ${before}`);
    await page.locator('[data-example=t4-pcr] [data-testid=field-PCR0-ut]').click();
    await page.waitForFunction(() => document.querySelector('[data-example=t4-pcr] [data-testid=reg-value-PCR0]').textContent === '0x000000000000801c');
    const after = await values();
    assert(after[1] === before[1], `the other PCR0 widget did not change: ${before[1]} -> ${after[1]}`);
    // The overflow walk-through: step, PIC0 wraps, ov lights in that widget only.
    await page.locator('[data-example=t4-overflow] [data-testid=step-100]').click();
    await page.waitForFunction(() => document.querySelector('[data-example=t4-overflow] [data-testid=overflow-PIC0]').classList.contains('lit'));
    // The overflow widget steps back: ov clear again, forward: lit.
    await page.locator('[data-example=t4-overflow] [data-testid=step-back]').click();
    await page.waitForFunction(() => !document.querySelector('[data-example=t4-overflow] [data-testid=overflow-PIC0]').classList.contains('lit'));
    assert(await page.locator('[data-example=t4-overflow] [data-testid=step-back]').isDisabled(), 'the setup is the widget\'s start');
    await page.locator('[data-example=t4-overflow] [data-testid=step-forward]').click();
    await page.waitForFunction(() => document.querySelector('[data-example=t4-overflow] [data-testid=overflow-PIC0]').classList.contains('lit'));
    // The compare widget: user + system = both, on the same workload and seed.
    await page.locator('[data-example=t4-compare] [data-testid=compare-step-1000000]').click();
    await page.waitForFunction(() => document.querySelector('[data-example=t4-compare] [data-testid=compare-cycle]').textContent.includes('1,000,000'));
    const lane = async (i) => BigInt((await page.locator(`[data-example=t4-compare] [data-testid=compare-PIC0-${i}]`).textContent()).replaceAll(',', ''));
    const [u, s, both] = [await lane(0), await lane(1), await lane(2)];
    assert(u > 0n && s > 0n && u + s === both, `compare widget: ${u} + ${s} = ${both}`);
    // The Montecito freeze example: run past the preload; PMC0.fr freezes and an interrupt is logged.
    await page.locator('[data-example=mt-freeze] [data-testid=step-1000]').click();
    await page.waitForFunction(() => document.querySelector('[data-example=mt-freeze] [data-testid=log]').textContent.includes('interrupt'));
    // A widget with hostile attributes renders an error and no injected element.
    await page.evaluate(() => {
      const el = document.createElement('pmu-explorer');
      el.id = 'hostile';
      el.setAttribute('machine', 'sparc-t4');
      el.setAttribute('register', '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>');
      el.setAttribute('value', '"><b>bold</b>');
      document.body.appendChild(el);
    });
    await page.waitForSelector('#hostile [data-testid=widget-error]');
    const msg = await page.locator('#hostile [data-testid=widget-error]').textContent();
    assert(msg.includes('register:') && msg.includes('<img src=x'), `error names the register: ${msg}`);
    assert(await page.locator('#hostile img, #hostile script, #hostile b').count() === 0, 'no injected element');
    assert(await page.evaluate(() => window.__pwned === undefined), 'no script ran');
    await page.screenshot({ path: path.join(shots, 'docs.png'), fullPage: false });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'Import and export: paste a perf and a cputrack string, apply, export the perf line': async () => {
    const { page, errors } = await open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await tid(page, 'machine-select').selectOption('sparc-t4');
    await tid(page, 'mode-select').selectOption('user');
    // A misspelt name: the error names it, and there is nothing to apply.
    await tid(page, 'import-text').fill('cputrack -c pic0=Instr_lod');
    await tid(page, 'import-error').waitFor();
    assert((await text(page, 'import-error')).includes('Instr_lod'), await text(page, 'import-error'));
    assert(await tid(page, 'import-apply').count() === 0, 'no apply for a bad string');
    // A perf event: PCR0 = 0xd006, written in hyperprivileged mode, back to user.
    await tid(page, 'import-text').fill('perf stat -e r6800000:u');
    await tid(page, 'import-apply').click();
    await tid(page, 'import-status').waitFor();
    await tid(page, 'reg-item-PCR0').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d006');
    assert(await tid(page, 'mode-select').inputValue() === 'user', 'back in user mode');
    const perf = await text(page, 'export-perf');
    // r6800000 is the kernel's own `cycles` (encoding 0x680): the export names it so.
    assert(perf.includes('perf stat -e cycles:u'), `perf export: ${perf}`);
    await tid(page, 'export-perf-copy').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=export-perf-copy]')?.textContent === 'Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert(copied.startsWith('perf stat -e cycles:u'), `clipboard: ${copied}`);
    // A cputrack string: PCR1 counts DC_miss_nospec (sl 16, mask 0x07) with toe, as Solaris does.
    await tid(page, 'import-text').fill('cputrack -c pic0=Instr_ld,pic1=DC_miss_nospec,sys ./a.out');
    // Only part of the line programs registers: the result says so and lists the rest.
    await tid(page, 'import-not-imported').waitFor();
    assert((await text(page, 'import-not-imported')).includes('./a.out'), await text(page, 'import-not-imported'));
    assert((await text(page, 'import-result')).includes('1 part not imported'), await text(page, 'import-result'));
    await tid(page, 'import-apply').click();
    assert((await text(page, 'import-status')).includes('Not imported: 1 part'), await text(page, 'import-status'));
    await tid(page, 'reg-item-PCR1').click();
    await waitText(page, 'reg-value-PCR1', '0x00000000000080ee');
    await page.waitForFunction(() => document.querySelector('[data-testid=export-cpc]')?.textContent.includes('DC_miss_nospec'));
    await tid(page, 'interop-panel').scrollIntoViewIfNeeded();
    await tid(page, 'interop-panel').screenshot({ path: path.join(shots, 'interop-sparc-t4.png') });
    // PIC0 counts Instr_ld and PIC1 DC_miss_nospec: the counters compute the T4's derived
    // monitors over them, with their formula a click away; running gives them values.
    await tid(page, 'derived-L1D_LOAD_MISS_RATIO').waitFor();
    await tid(page, 'derived-all').click();
    assert((await text(page, 'derived-all')).includes(' = '), await text(page, 'derived-all'));
    await tid(page, 'derived').screenshot({ path: path.join(shots, 'derived-sparc-t4.png') });
    // The event catalogue finds an event by the name Solaris gives it, and says whose name it is.
    await tid(page, 'event-search').fill('Cycles_user');
    await page.waitForFunction(() => document.querySelector('.event-list')?.textContent.includes('Cycles_user in Solaris cpc'));
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'offline: after a first visit, the app and docs.html work without the network (the service worker keeps one release)': async () => {
    // A browser of its own: the other tests block service workers, which would answer the
    // requests they hold back or rewrite.
    const context = await launch({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${server.url}/docs.html`);
      await page.waitForFunction(() => document.querySelectorAll('[data-example] [data-testid=widget]').length === 7, null, { timeout: 20000 });
      // offline.js registers the worker once the page is idle; it is active once it has kept
      // every file of the release.
      const keys = await page.evaluate(async () => {
        for (let i = 0; i < 100 && !(await navigator.serviceWorker.getRegistration()); i++) await new Promise((r) => setTimeout(r, 100));
        await navigator.serviceWorker.ready;
        return caches.keys();
      });
      assert(keys.length === 1 && /^pmu-explorer-[0-9a-f]{16}$/.test(keys[0]), `one release's cache: ${keys}`);
      await context.setOffline(true);
      await context.route('**/*', (route) => route.abort());
      const app = await context.newPage();
      app.on('pageerror', (e) => errors.push(String(e)));
      await app.goto(`${server.url}/#reg=PCR1`);
      await app.locator('[data-testid=machine-select]').waitFor({ timeout: 20000 });
      await app.locator('[data-testid=step-10]').click();
      await app.waitForFunction(() => document.querySelector('[data-testid=simbar] [data-testid=cycle]').textContent.includes('10'));
      await page.reload();
      await page.waitForFunction(() => document.querySelectorAll('[data-example] [data-testid=widget]').length === 7, null, { timeout: 20000 });
      await page.locator('[data-example=t4-overflow] [data-testid=step-100]').click();
      await page.waitForFunction(() => document.querySelector('[data-example=t4-overflow] [data-testid=overflow-PIC0]').classList.contains('lit'));
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    } finally {
      await context.close();
    }
  },

  'offline: a new release replaces the cache once no tab of the old one is open, and a tab never mixes them': async () => {
    // A copy of the bundle that becomes a "new release" under the test's hands.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmu-release-'));
    for (const f of fs.readdirSync(dist)) fs.copyFileSync(path.join(dist, f), path.join(dir, f));
    const own = await serve(dir);
    const context = await launch({ serviceWorkers: 'allow' });
    try {
      const cacheKeys = (page) => page.evaluate(() => caches.keys());
      const installed = (page) => page.evaluate(async () => {
        for (let i = 0; i < 100 && !(await navigator.serviceWorker.getRegistration()); i++) await new Promise((r) => setTimeout(r, 100));
        await navigator.serviceWorker.ready;
      });
      const first = await context.newPage();
      await first.goto(`${own.url}/docs.html`);
      await installed(first);
      const [old] = await cacheKeys(first);
      // The new release: another version in sw.js, another page text.
      const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8').replace(/^const VERSION = '([0-9a-f]+)';$/m, "const VERSION = '0123456789abcdef';");
      fs.writeFileSync(path.join(dir, 'sw.js'), sw);
      fs.writeFileSync(path.join(dir, 'docs.html'), fs.readFileSync(path.join(dir, 'docs.html'), 'utf8').replace('Three performance-monitoring units, live', 'The next release'));
      // A page opened while the old release's tab is open still gets the old release, whole.
      const second = await context.newPage();
      await second.goto(`${own.url}/docs.html`);
      await second.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      const heading = await second.locator('h1').textContent();
      assert(heading.includes('Three performance-monitoring units'), `the old release while its tab is open: ${heading}`);
      await second.waitForFunction(() => document.querySelectorAll('[data-example] [data-testid=widget]').length === 7, null, { timeout: 20000 });
      // Once no tab of the old release is left, the new one takes over and the old cache goes.
      await second.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => new Promise((done) => {
        const w = r.installing ?? r.waiting;
        if (!w || w.state === 'installed') done();
        else w.addEventListener('statechange', () => { if (w.state === 'installed') done(); });
      })));
      await first.close();
      await second.close();
      const third = await context.newPage();
      // (Between tries the tab shows a blank page, so that it is no client of the old release's
      // worker while the new one activates. A try waits for the page's text, not for its load
      // event: under the whole suite's load, a load while the new worker activates once took over
      // 30 s.)
      for (let i = 0; i < 40; i++) {
        const loaded = await third.goto(`${own.url}/docs.html`, { waitUntil: 'domcontentloaded', timeout: 15000 }).then(() => true, () => false);
        if (loaded && (await third.locator('h1').textContent()).includes('The next release')) break;
        await third.goto('about:blank');
        await third.waitForTimeout(500);
      }
      const state = await third.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return JSON.stringify({ active: r?.active?.state, waiting: r?.waiting?.state, installing: r?.installing?.state, keys: await caches.keys() });
      });
      assert((await third.locator('h1').textContent()).includes('The next release'), `the new release after the old tabs closed: ${state}`);
      await third.waitForFunction((o) => caches.keys().then((k) => k.length === 1 && k[0] !== o), old, { timeout: 10000 });
    } finally {
      await context.close();
      await own.close();
    }
  },

  'release bundle: content-hashed wasm, JS and CSS; the loader keeps its name and names them': async () => {
    const names = fs.readdirSync(dist);
    const matching = (re) => names.filter((n) => re.test(n));
    const [js, wasm, css] = [/^pmu-ui-[0-9a-f]{8,}\.js$/, /^pmu-ui-[0-9a-f]{8,}_bg\.wasm$/, /^style-[0-9a-f]{8,}\.css$/].map(matching);
    assert(js.length === 1 && wasm.length === 1 && css.length === 1, `one hashed file of each: ${names.join(', ')}`);
    assert(!names.includes('pmu-ui.js') && !names.includes('pmu-ui_bg.wasm') && !names.includes('style.css'), `no unhashed copies: ${names.join(', ')}`);
    assert(names.includes('pmu-explorer.js') && names.includes('pmu-explorer.css'), 'the loader and its boxes keep their names');
    const loader = fs.readFileSync(path.join(dist, 'pmu-explorer.js'), 'utf8');
    const [rjs, rwasm] = [/^pmu-register-[0-9a-f]{16}\.js$/, /^pmu-register-[0-9a-f]{16}_bg\.wasm$/].map(matching);
    assert(rjs.length === 1 && rwasm.length === 1, `one hashed register module: ${names.join(', ')}`);
    const [ajs, awasm] = [/^pmu-app-[0-9a-f]{16}\.js$/, /^pmu-app-[0-9a-f]{16}_bg\.wasm$/].map(matching);
    assert(ajs.length === 1 && awasm.length === 1, `one hashed app's first module: ${names.join(', ')}`);
    const bytes = fs.statSync(path.join(dist, wasm[0])).size;
    assert(loader.includes(`{ js: '${js[0]}', wasm: '${wasm[0]}', css: '${css[0]}', registerJs: '${rjs[0]}', registerWasm: '${rwasm[0]}', appJs: '${ajs[0]}', appWasm: '${awasm[0]}', labBytes: ${bytes} }`), 'the loader names the hashed files');
    // The app's page links its stylesheet and starts through the loader, which brings the
    // app's first module first: nothing in it preloads the lab or the documentation's register
    // module.
    const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    assert(index.includes(`href="./${ajs[0]}"`) && index.includes(`href="./${awasm[0]}"`), 'index.html preloads the app\'s first module');
    assert(!index.includes(rjs[0]) && !index.includes(rwasm[0]), 'index.html does not preload the register module');
    assert(index.includes(`./${css[0]}`), 'index.html names its stylesheet, relative to itself');
    assert(index.includes('<script type="module" src="./pmu-explorer.js"></script>'), 'index.html starts through the loader');
    assert(!index.includes(js[0]) && !index.includes(wasm[0]), 'index.html does not preload the lab');
  },

  'embedding from a page in another folder: the loader finds the bundle beside itself': async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    // A host page two folders away from the bundle (served by the test, not in dist/).
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>elsewhere</title>
      <link rel="icon" href="data:,"><link rel="stylesheet" href="../../pmu-explorer.css">
      <script type="module" src="../../pmu-explorer.js"></script></head>
      <body><h1>A page in another folder</h1>
      <pmu-explorer machine="sparc-t4" register="PCR0" value="0x8018"></pmu-explorer>
      <pre id="api"></pre>
      <script type="module">
        import { ready, Explorer } from '../../pmu-explorer.js';
        await ready;
        const t4 = new Explorer('sparc-t4', 1);
        t4.write('PCR0', { sl: 26, ut: 1 });
        document.getElementById('api').textContent = t4.readHex('PCR0');
      </script></body></html>`;
    await page.route(`${server.url}/elsewhere/deep/page.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${server.url}/elsewhere/deep/page.html`);
    await page.locator('pmu-explorer [data-testid=widget]').waitFor({ timeout: 20000 });
    await waitText(page, 'reg-value-PCR0', '0x0000000000008018');
    await page.locator('[data-testid=field-PCR0-ut]').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000801c');
    await page.waitForFunction(() => document.getElementById('api').textContent !== '');
    const api = await page.locator('#api').textContent();
    assert(api === '0x000000000000d004', `the JavaScript API from the other folder: ${api}`);
    // The widget's stylesheet came from the bundle's folder, under its hashed name.
    const sheets = await page.evaluate(() => [...document.styleSheets].map((s) => s.href).filter(Boolean));
    assert(sheets.some((h) => h === `${server.url}/pmu-explorer.css`), `boxes: ${sheets}`);
    assert(sheets.some((h) => new RegExp(`^${server.url}/style-[0-9a-f]+\\.css$`).test(h)), `widget stylesheet: ${sheets}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'strict CSP: the app, docs.html and a widget on a page in another folder work under script-src \'self\' \'wasm-unsafe-eval\'': async () => {
    // The release bundle has no inline script, no inline event handler and no <style> block.
    for (const name of ['index.html', 'docs.html']) {
      const html = fs.readFileSync(path.join(dist, name), 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim());
      assert(inline.length === 0, `${name}: inline scripts: ${inline.map(([t]) => t.slice(0, 120)).join(' | ')}`);
      assert(!/<[a-z][^>]*\son[a-z]+=/i.test(html), `${name}: an inline event handler`);
      assert(!/<style\b/i.test(html), `${name}: a <style> block`);
    }
    console.log(`     policy: ${CSP}`);

    // The app: it mounts, and a field toggles.
    let page = await browser.newPage();
    let errors = collectErrors(page);
    await withCsp(page, (p) => p === '/' || p.endsWith('.html'));
    await page.goto(`${server.url}/`);
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.goto(`${server.url}/`);
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    await tid(page, 'reg-item-PCR0').click();
    await waitText(page, 'reg-value-PCR0', '0x0000000000000000');
    await tid(page, 'field-PCR0-ut').click();
    await waitText(page, 'reg-value-PCR0', '0x0000000000000004');
    // A Montecito with two threads draws the views that once set style attributes (the
    // timeline's swatches, the charts, the bit grid's columns), and a run paints them.
    await tid(page, 'machine-select').selectOption('montecito');
    await tid(page, 'thread-view').waitFor({ timeout: 10000 });
    await tid(page, 'step-1000000').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=cycle]').textContent.includes('1,000,000'));
    let violations = await cspViolations(page);
    assert(violations.length === 0, `app: CSP violations: ${violations.join('; ')}`);
    assert(errors.length === 0, `app: errors: ${errors.join('; ')}`);
    await page.close();

    // docs.html: every widget arrives, one toggles, and the page's own script (docs.js) ran.
    page = await browser.newPage();
    errors = collectErrors(page);
    await withCsp(page, (p) => p.endsWith('.html'));
    await page.goto(`${server.url}/docs.html`);
    const examples = await page.locator('[data-example]').count();
    await page.waitForFunction((n) => document.querySelectorAll('[data-example] [data-testid=widget]').length === n, examples, { timeout: 20000 });
    await page.locator('[data-example=t4-pcr] [data-testid=field-PCR0-ut]').click();
    await page.waitForFunction(() => document.querySelector('[data-example=t4-pcr] [data-testid=reg-value-PCR0]').textContent === '0x000000000000801c');
    await page.waitForFunction(() => document.getElementById('kt-output').textContent.includes('PCR now'), null, { timeout: 10000 });
    violations = await cspViolations(page);
    assert(violations.length === 0, `docs.html: CSP violations: ${violations.join('; ')}`);
    assert(errors.length === 0, `docs.html: errors: ${errors.join('; ')}`);
    await page.close();

    // A host page two folders away from the bundle, with its own script in a file: a widget,
    // the JavaScript API, and the host's button.
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>strict host</title>
      <link rel="icon" href="data:,"><link rel="stylesheet" href="../../pmu-explorer.css">
      <script type="module" src="../../pmu-explorer.js"></script><script type="module" src="host.js"></script></head>
      <body><h1>A host page with a strict policy</h1>
      <pmu-explorer machine="montecito" register="PMC4" value="0x200120f"></pmu-explorer>
      <pmu-explorer machine="sparc-t4" view="counters" setup="PCR0.sl=26; PCR0.ut=1; mode=user"></pmu-explorer>
      <button id="host-button" type="button">host</button> <output id="host-count">0</output>
      <pre id="api"></pre></body></html>`;
    const host = `import { ready, Explorer } from '../../pmu-explorer.js';
      const button = document.getElementById('host-button');
      button.addEventListener('click', () => { const o = document.getElementById('host-count'); o.textContent = String(Number(o.textContent) + 1); });
      await ready;
      const t4 = new Explorer('sparc-t4', 1);
      t4.write('PCR0', { sl: 26, ut: 1 });
      document.getElementById('api').textContent = t4.readHex('PCR0');`;
    page = await browser.newPage();
    errors = collectErrors(page);
    await withCsp(page, (p) => p.startsWith('/elsewhere/'), { '/elsewhere/deep/page.html': html, '/elsewhere/deep/host.js': host });
    await page.goto(`${server.url}/elsewhere/deep/page.html`);
    await page.waitForFunction(() => document.querySelectorAll('pmu-explorer [data-testid=widget]').length === 2, null, { timeout: 20000 });
    // PMC4 counts CPU_OP_CYCLES (es 0x12) at every level, Itanium code only (seed 003 Table
    // 3-6); the widget's oi button sets bit 5.
    await waitText(page, 'reg-value-PMC4', '0x000000000200120f');
    await page.locator('[data-testid=field-PMC4-oi]').click();
    await waitText(page, 'reg-value-PMC4', '0x000000000200122f');
    const counter = page.locator('pmu-explorer[view=counters] [data-testid=counter-PIC0]');
    await page.locator('pmu-explorer[view=counters] [data-testid=step-1000]').click();
    await page.waitForFunction(() => document.querySelector('pmu-explorer[view=counters] [data-testid=counter-PIC0]').textContent.trim() !== '0');
    assert((await counter.textContent()).trim() === '1,000', `user cycles: ${await counter.textContent()}`);
    await page.waitForFunction(() => document.getElementById('api').textContent !== '');
    assert(await page.locator('#api').textContent() === '0x000000000000d004', 'the JavaScript API from the host script');
    await page.locator('#host-button').click();
    await page.waitForFunction(() => document.getElementById('host-count').textContent === '1');
    violations = await cspViolations(page);
    assert(violations.length === 0, `host page: CSP violations: ${violations.join('; ')}`);
    assert(errors.length === 0, `host page: errors: ${errors.join('; ')}`);
    await page.screenshot({ path: path.join(shots, 'csp-host.png') });
    await page.close();
  },

  'soak: a Montecito with two threads, every counter and the trace buffer, at the fastest speed for a minute; memory and the DOM stay bounded': async () => {
    const seconds = Number(process.env.E2E_SOAK_SECONDS ?? 60);
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 1000 });
    const errors = collectErrors(page);
    // The wasm module's exports (its memory among them), from the loader's event.
    await page.addInitScript(() => {
      addEventListener('pmu-app-started', (e) => { window.__wasm = e.detail.wasm; });
    });
    await page.goto(`${server.url}/`);
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.goto(`${server.url}/`);
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    await tid(page, 'intro-hide').click();
    await programSoak(page, { tid, waitText });
    assert(await tid(page, 'threads-select').inputValue() === '2', 'two threads');
    const pmcs = SOAK_PMCS;
    await tid(page, 'speed').selectOption('10000000000');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const sample = async (label) => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const m = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
      const page_ = await page.evaluate(() => ({
        wasm: window.__wasm?.memory?.buffer?.byteLength ?? NaN,
        nodes: document.getElementsByTagName('*').length,
        cycle: document.querySelector('[data-testid=cycle]').textContent.trim(),
        steps: document.querySelector('[data-testid=history]')?.getAttribute('aria-valuemax'),
        log: document.querySelectorAll('[data-testid=log] li').length,
      }));
      return { label, heap: m.JSHeapUsedSize, domNodes: m.Nodes, listeners: m.JSEventListeners, ...page_ };
    };
    const samples = [await sample('programmed')];
    assert(Number.isFinite(samples[0].wasm) && samples[0].wasm > 0, 'the wasm memory is reachable');
    await tid(page, 'run').click();
    await tid(page, 'pause').waitFor();
    // While it runs, the register's bit grid paints its values on a canvas over its cells
    // (register_view/live_paint.rs).
    await page.waitForSelector('[data-testid=reg-PMD4] .bit-grid.painted canvas.bg-paint', { timeout: 5000 });
    await page.screenshot({ path: path.join(shots, 'soak-montecito-live.png') });
    // Frames counted in the page while it runs, each with its time; a sample every tenth of
    // the run, its start and end in the page's clock too.
    await page.evaluate(() => {
      window.__frames = [];
      const tick = (t) => { window.__frames.push(t); if (!window.__stopFrames) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    const now = () => page.evaluate(() => performance.now());
    const pauses = [];
    const t0 = Date.now();
    for (let i = 1; i <= 10; i++) {
      await page.waitForTimeout(Math.max(0, t0 + (seconds * 1000 * i) / 10 - Date.now()));
      const from = await now();
      samples.push(await sample(`${Math.round((seconds * i) / 10)} s`));
      pauses.push([from, await now()]);
    }
    const times = await page.evaluate(() => { window.__stopFrames = true; return window.__frames; });
    const frames = times.length;
    const elapsed = (Date.now() - t0) / 1000;
    // A sample forces a garbage collection and walks the DOM, which a user's session never
    // does, and the page draws no frame meanwhile: the rate between samples leaves out every
    // interval between two frames that overlaps a sample.
    let [between, span] = [0, 0];
    for (let k = 1; k < times.length; k++) {
      const [a, b] = [times[k - 1], times[k]];
      if (!pauses.some(([p, q]) => a < q && b > p)) [between, span] = [between + 1, span + b - a];
    }
    const fpsBetween = between / (span / 1000);
    await tid(page, 'pause').click();
    await tid(page, 'run').waitFor();
    // Stopped, the canvas is gone and the cells show the value again.
    const grid = await page.evaluate(() => {
      const g = [...document.querySelectorAll('[data-testid=reg-PMD4] .bit-grid')].find((x) => x.offsetParent);
      return {
        painted: document.querySelectorAll('.bit-grid.painted, canvas.bg-paint').length,
        bits: [...g.querySelectorAll('.bg-cell')].map((c) => [Number(c.querySelector('.bg-num').textContent), c.querySelector('.bg-val').textContent.trim()]),
        value: document.querySelector('[data-testid=reg-value-PMD4]').textContent.trim(),
      };
    });
    assert(grid.painted === 0, 'stopped, no grid is painted');
    assert(grid.bits.length >= 32 && grid.bits.every(([b, t]) => t === String((BigInt(grid.value) >> BigInt(b)) & 1n)),
      `the cells show ${grid.value}: ${JSON.stringify(grid.bits)}`);
    const mib = (n) => `${(n / 1048576).toFixed(1)} MiB`;
    for (const s of samples) {
      console.log(`     soak ${s.label.padEnd(10)} JS heap ${mib(s.heap)}, wasm memory ${mib(s.wasm)}, DOM ${s.nodes} elements (${s.domNodes} nodes), ${s.listeners} listeners, ${s.cycle}, ${s.steps} steps, ${s.log} log entries shown`);
    }
    const fps = frames / elapsed;
    console.log(`     soak: ${frames} frames in ${elapsed.toFixed(1)} s = ${fps.toFixed(1)} frames/s at 10^10 cycles per frame`
      + ` (${fpsBetween.toFixed(1)} between the ${pauses.length} samples, which paused it for ${pauses.reduce((t, [p, q]) => t + q - p, 0).toFixed(0)} ms)`);
    const [first, warm, mid, last] = [samples[0], samples[1], samples[5], samples[samples.length - 1]];
    measurements.soak = { seconds, fps: +fps.toFixed(1), fps_between_samples: +fpsBetween.toFixed(1), samples };
    // Bounds, not times: what the run adds after its first tenth is at most a few MiB, and the
    // second half adds no more than the first did (linear growth would double it).
    assert(last.cycle !== first.cycle, 'it ran');
    assert(last.wasm <= 64 * 1048576, `wasm memory ${mib(last.wasm)} <= 64 MiB`);
    assert(last.wasm - warm.wasm <= 8 * 1048576, `wasm memory grew ${mib(last.wasm - warm.wasm)} after the first tenth`);
    assert(last.heap <= 48 * 1048576, `JS heap ${mib(last.heap)} <= 48 MiB`);
    assert(last.heap - warm.heap <= 8 * 1048576, `JS heap grew ${mib(last.heap - warm.heap)} after the first tenth`);
    assert(last.nodes <= first.nodes + 1500, `DOM elements ${first.nodes} -> ${last.nodes}`);
    assert(last.nodes - mid.nodes <= 200, `DOM elements grew ${last.nodes - mid.nodes} in the second half`);
    assert(last.domNodes <= 4 * first.domNodes + 10000, `DOM nodes ${first.domNodes} -> ${last.domNodes}`);
    assert(await tid(page, 'panic').count() === 0, 'no panic banner');
    // What was programmed ran: every counter of the thread on screen counted, PMD4 wrapped, and
    // the trace buffer's 16-entry ring is full (seed 003 Table 3-26).
    const idle = await page.evaluate((n) => n.filter((r) => document.querySelector(`[data-testid=counter-${r}]`)?.textContent.trim() === '0'),
      pmcs.filter(([r]) => /^PMC([4-9]|1[0-5])$/.test(r)).map(([r]) => r.replace('PMC', 'PMD')));
    const whys = await Promise.all(idle.map(async (r) => (await tid(page, `why-${r}`).count()) ? await text(page, `why-${r}`) : 'no note'));
    assert(idle.length === 0, `counters still at 0: ${idle.map((r, i) => `${r} (${whys[i]})`).join('; ')}`);
    assert((await text(page, 'log')).includes('overflow of PMD4'), 'PMD4 wrapped');
    assert(await page.locator('[data-testid=trace-row]').count() === 16, 'the ETB ring is full');
    // The page still responds: a step after the run.
    const before = await text(page, 'cycle');
    await tid(page, 'step-1000').click();
    await page.waitForFunction((b) => document.querySelector('[data-testid=cycle]').textContent.trim() !== b, before, { timeout: 10000 });
    await page.screenshot({ path: path.join(shots, 'soak-montecito.png') });
    await cdp.detach();
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'hostile embedding: widgets with hostile attributes each show their own error as text; the healthy widgets and the host page keep working': async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const dialogs = [];
    page.on('dialog', async (d) => { dialogs.push(d.message()); await d.dismiss(); });
    const megabyte = 'A'.repeat(1 << 20);
    const markup = '<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=2</script><b>bold</b>';
    // Each hostile widget: its attributes, and what its error must name (text, not markup).
    const hostile = [
      ['machine-markup', { machine: markup }, 'machine: unknown machine'],
      ['register-markup', { machine: 'sparc-t4', register: markup }, 'register: sparc-t4 has no register'],
      ['value-js', { machine: 'sparc-t4', register: 'PCR0', value: 'javascript:alert(1)' }, 'value:'],
      ['setup-js', { machine: 'sparc-t4', setup: 'javascript:alert(document.cookie)' }, 'setup:'],
      ['theme-markup', { machine: 'sparc-t4', theme: '"><svg onload="alert(1)">' }, 'theme:'],
      ['view-js', { machine: 'sparc-t4', view: 'javascript:alert(1)' }, 'view:'],
      ['lesson-path', { lesson: '../../etc/passwd<img src=x onerror=alert(1)>' }, 'lesson:'],
      ['compare-markup', { machine: 'sparc-t4', compare: '<b>x</b> | javascript:alert(1)' }, 'compare: lane A'],
      ['register-1mb', { machine: 'sparc-t4', register: megabyte }, 'register:'],
      ['value-1mb', { machine: 'sparc-t4', register: 'PCR0', value: megabyte }, 'value:'],
      ['machine-unknown', { machine: 'vax-11/780' }, 'machine: unknown machine "vax-11/780"'],
      ['thread-negative', { machine: 'sparc-t4', thread: '-1' }, 'thread:'],
      ['thread-huge', { machine: 'montecito', thread: '99999999999999999999999' }, 'thread:'],
      ['value-negative', { machine: 'sparc-t4', register: 'PIC0', value: '-5' }, 'value:'],
      ['value-huge', { machine: 'sparc-t4', register: 'PCR0', value: '0x1_0000_0000_0000_0000' }, 'value:'],
      ['value-nan', { machine: 'sparc-t4', register: 'PCR0', value: 'NaN' }, 'value:'],
      ['seed-nan', { machine: 'sparc-t4', seed: 'NaN' }, 'seed:'],
      ['seed-negative', { machine: 'sparc-t4', seed: '-1' }, 'seed:'],
      ['timeline-t4', { machine: 'sparc-t4', view: 'timeline' }, 'view: the thread timeline'],
    ];
    // A setup of 100,000 writes (each a step of the widget's history, 1.1 MB of text): it must
    // not keep the host page from working. Replayed at once, it would hold the main thread for
    // about 7 s (the longest task is printed below); the widget setup's replay budget
    // (Architecture Invariant (no link of death)) is what shortens it. The test asserts only
    // that the page and the healthy widgets work afterwards. A setup has no
    // run part, so a widget cannot ask for an unbounded run (each write is one bounded action).
    const manySteps = Array.from({ length: 100000 }, (_, i) => `PIC0=${i}`).join('; ');
    const heavy = [
      ['setup-100k', { machine: 'sparc-t4', view: 'counters', setup: manySteps }],
    ];
    const attrs = (o) => Object.entries(o).map(([k, v]) => `${k}="${v.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')}"`).join(' ');
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>hostile host</title>
      <link rel="icon" href="data:,"><link rel="stylesheet" href="/pmu-explorer.css">
      <script type="module" src="/pmu-explorer.js"></script></head>
      <body><h1>A host page with hostile widgets</h1>
      <button id="host-button" type="button">host</button> <output id="host-count">0</output>
      <pmu-explorer id="healthy-t4" machine="sparc-t4" register="PCR0" value="0x8018"></pmu-explorer>
      ${hostile.map(([id, o]) => `<pmu-explorer id="${id}" ${attrs(o)}></pmu-explorer>`).join('\n')}
      ${heavy.map(([id, o]) => `<pmu-explorer id="${id}" ${attrs(o)}></pmu-explorer>`).join('\n')}
      <pmu-explorer id="healthy-mt" machine="montecito" view="counters" setup="psr.cpl=3; psr.up=1; PMC4.es=CPU_OP_CYCLES; PMC4.plm=15; PMC4.ism=2"></pmu-explorer>
      <div id="mounted"></div>
      </body></html>`;
    await page.route(`${server.url}/hostile/page.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.addInitScript(() => {
      window.__longest = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        document.getElementById('host-button').addEventListener('click', () => {
          const o = document.getElementById('host-count');
          o.textContent = String(Number(o.textContent) + 1);
        });
      });
    });
    const t0 = Date.now();
    await page.goto(`${server.url}/hostile/page.html`);
    const all = hostile.length + heavy.length + 2;
    await page.waitForFunction((n) => document.querySelectorAll('pmu-explorer:has([data-testid=widget], [data-testid=widget-error])').length === n, all, { timeout: 60000 });
    const settled = Date.now() - t0;
    // The host page's own button works.
    await page.locator('#host-button').click();
    await page.waitForFunction(() => document.getElementById('host-count').textContent === '1');
    // Each hostile widget shows its own error, naming the option, with the markup as text.
    for (const [id, , expected] of hostile) {
      const w = page.locator(`#${id}`);
      assert(await w.locator('[data-testid=widget-error]').count() === 1, `${id}: an error`);
      assert(await w.locator('[data-testid=widget]').count() === 0, `${id}: no widget`);
      const msg = await w.locator('[data-testid=widget-error]').textContent();
      assert(msg.includes(expected), `${id}: "${expected}" in ${msg.slice(0, 300)}`);
      assert(msg.length < 2000, `${id}: the error quotes at most a bounded part of the input (${msg.length} characters)`);
    }
    assert((await page.locator('#register-markup [data-testid=widget-error]').textContent()).includes('<img src=x'), 'the markup is shown as text');
    // Nothing was injected: no element from the attributes, no script ran, no dialog opened.
    const injected = await page.evaluate(() => document.querySelectorAll('pmu-explorer img, pmu-explorer script, pmu-explorer svg[onload], pmu-explorer b, pmu-explorer [onerror], pmu-explorer [onload]').length);
    assert(injected === 0, `${injected} injected elements`);
    assert(await page.evaluate(() => window.__pwned === undefined), 'no script ran');
    assert(await page.evaluate(() => [...document.querySelectorAll('a[href]')].every((a) => !a.href.startsWith('javascript:'))), 'no javascript: link');
    // The same through mount(): options that are not strings.
    const viaMount = await page.evaluate(async () => {
      await window.PmuExplorer.ready;
      const out = {};
      const cases = {
        'object-machine': { machine: { toString() { window.__pwned = 3; return 'sparc-t4'; } } },
        'nan-value': { machine: 'sparc-t4', register: 'PCR0', value: NaN },
        'negative-value': { machine: 'sparc-t4', register: 'PCR0', value: -1 },
        'huge-value': { machine: 'sparc-t4', register: 'PCR0', value: 1e300 },
        'negative-bigint': { machine: 'sparc-t4', register: 'PCR0', value: -1n },
        'huge-bigint': { machine: 'sparc-t4', register: 'PCR0', value: 2n ** 64n },
        'infinite-thread': { machine: 'montecito', thread: Infinity },
        'array-setup': { machine: 'sparc-t4', setup: ['PIC0=1'] },
        'not-object': 'machine=sparc-t4',
      };
      for (const [name, options] of Object.entries(cases)) {
        const el = document.createElement('div');
        el.id = `mounted-${name}`;
        document.getElementById('mounted').appendChild(el);
        try {
          await window.PmuExplorer.mount(el, options);
          // Yew renders on its scheduler, after mount returns.
          await new Promise((r) => setTimeout(r, 20));
          out[name] = el.querySelector('[data-testid=widget-error]')?.textContent ?? (el.querySelector('[data-testid=widget]') ? 'a widget' : 'nothing');
        } catch (e) {
          out[name] = `threw ${e}`;
        }
      }
      return out;
    });
    console.log(`     hostile: mount() with bad options: ${JSON.stringify(viaMount).slice(0, 1500)}`);
    for (const [name, what] of Object.entries(viaMount)) {
      assert(what.startsWith('pmu-explorer: '), `mount(${name}): an error in the widget, found: ${what.slice(0, 200)}`);
    }
    assert(await page.evaluate(() => window.__pwned === undefined), 'no script ran through mount');
    // The heavy setups end in a widget or an error; either way the page went on working.
    for (const [id] of heavy) {
      const w = page.locator(`#${id}`);
      const shown = await w.locator('[data-testid=widget]').count() ? 'a widget' : `an error: ${(await w.locator('[data-testid=widget-error]').textContent()).slice(0, 200)}`;
      console.log(`     hostile: ${id} shows ${shown}`);
    }
    // The healthy widgets work: a toggle, a step.
    await page.locator('#healthy-t4 [data-testid=field-PCR0-ut]').click();
    await page.waitForFunction(() => document.querySelector('#healthy-t4 [data-testid=reg-value-PCR0]').textContent === '0x000000000000801c');
    await page.locator('#healthy-mt [data-testid=step-1000]').click();
    await page.waitForFunction(() => document.querySelector('#healthy-mt [data-testid=counter-PMD4]')?.textContent.trim() === '1,000');
    await page.locator('#host-button').click();
    await page.waitForFunction(() => document.getElementById('host-count').textContent === '2');
    const longest = await page.evaluate(() => window.__longest);
    console.log(`     measured: ${all} widgets settled in ${settled} ms; longest main-thread task ${longest.toFixed(0)} ms`);
    measurements.hostile = { widgets: all, settled_ms: settled, longest_task_ms: Math.round(longest) };
    assert(dialogs.length === 0, `dialogs opened: ${dialogs.join('; ')}`);
    assert(await page.locator('[data-testid=widget-panic]').count() === 0, 'no widget stopped');
    await page.screenshot({ path: path.join(shots, 'hostile.png') });
    assert(fatal(errors).length === 0, `fatal: ${fatal(errors).join('; ')}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'docs page: placeholders paint before the wasm, no layout shift when seven widgets arrive, one load of each module': async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          window.__shifts.push({ value: e.value, input: e.hadRecentInput, sources: (e.sources ?? []).map((s) => s.node?.nodeName ?? '?') });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      window.__instantiations = 0;
      for (const name of ['instantiate', 'instantiateStreaming']) {
        const original = WebAssembly[name];
        WebAssembly[name] = function (...args) { window.__instantiations += 1; return original.apply(this, args); };
      }
    });
    // Hold the wasm back until the placeholders have been seen.
    let release;
    const held = new Promise((r) => { release = r; });
    let wasmRequests = 0;
    await page.route(/_bg\.wasm$/, async (route) => { wasmRequests += 1; await held; await route.continue(); });
    await page.goto(`${server.url}/docs.html`);
    const examples = await page.locator('[data-example]').count();
    await page.waitForFunction((n) => document.querySelectorAll('[data-example] [data-testid=widget-placeholder]').length === n, examples);
    const titles = await page.locator('[data-testid=widget-placeholder] strong').allTextContents();
    assert(JSON.stringify(titles) === JSON.stringify(['PCR0', 'PCR0', 'Lesson t4-disrupting-handler', 'Side by side', 'PMC4', 'Thread timeline', 'Event catalogue']), `placeholders: ${titles}`);
    assert(await page.locator('[data-testid=widget]').count() === 0, 'no widget before the wasm');
    // The wasm is held back, so a paint recorded now came before it (the browser records the
    // paint entry a moment after the frame: wait for it rather than read it once).
    const painted = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1, null, { timeout: 5000 })
      .then(() => true, () => false);
    assert(painted, 'the page painted before the wasm arrived');
    await page.screenshot({ path: path.join(shots, 'docs-placeholders.png'), fullPage: false });
    // Where the host page's own text is, while it waits and once the widgets are in.
    const layout = () => page.evaluate(() => [...document.querySelectorAll('body > h2, body > p, body > pre, pmu-explorer')].map((e) => {
      const r = e.getBoundingClientRect();
      return `${Math.round(r.top + scrollY)}+${Math.round(r.height)}`;
    }).join(' '));
    const before = await layout();
    release();
    await page.waitForFunction((n) => document.querySelectorAll('[data-example] [data-testid=widget]').length === n, examples, { timeout: 20000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert(await page.locator('[data-testid=widget-placeholder]:visible').count() === 0, 'the placeholders are gone');
    const after = await layout();
    assert(after === before, `the host page moved: ${before} -> ${after}`);
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.reduce((s, e) => s + e.value, 0);
    measurements.docs_layout_shift = total;
    assert(total === 0, `layout shift ${total}: ${JSON.stringify(shifts)}`);
    // The register module and the lab, each once, however many widgets use them.
    const instantiations = await page.evaluate(() => window.__instantiations);
    assert(instantiations === 2 && wasmRequests === 2, `${examples} widgets: ${instantiations} instantiations, ${wasmRequests} wasm requests`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'load: cold load to interactive, the app and docs.html (median of five)': async () => {
    // Each load in a fresh page with the HTTP cache off; the time is the page's own clock
    // (from navigation) when the condition first held, seen by a MutationObserver.
    const cold = async (url, selector, count) => {
      const runs = [];
      for (let i = 0; i < 5; i++) {
        const page = await browser.newPage();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await page.addInitScript(({ selector, count }) => {
          try { localStorage.clear(); } catch { /* about:blank has no storage */ }
          const seen = () => {
            if (window.__interactive === undefined && document.querySelectorAll(selector).length >= count) {
              window.__interactive = performance.now();
            }
            if (window.__first === undefined && document.querySelectorAll(selector).length >= 1) window.__first = performance.now();
          };
          new MutationObserver(seen).observe(document, { childList: true, subtree: true });
          // Paint timing entries arrive after the frame that painted, often after the page is
          // interactive: an observer catches them whenever they come.
          try {
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) {
                if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
                if (e.name === 'first-paint') window.__fp = e.startTime;
              }
            }).observe({ type: 'paint', buffered: true });
          } catch { /* no paint timing: the fallback below */ }
        }, { selector, count });
        await page.goto(url);
        await page.waitForFunction(() => window.__interactive !== undefined, null, { timeout: 20000 });
        // First paint: the browser's first-contentful-paint entry (or first-paint), waited for
        // a moment; where the browser records neither, the end of the first frame drawn after
        // the page became interactive (an upper bound, marked with '>=' in the table).
        const painted = await page.waitForFunction(() => window.__fcp ?? window.__fp, null, { timeout: 2000 })
          .then((h) => h.jsonValue(), () => undefined);
        const frame = painted === undefined
          ? await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
          : undefined;
        runs.push(await page.evaluate(({ painted, frame }) => ({
          interactive: window.__interactive,
          first: window.__first,
          fcp: painted ?? frame,
          fcpBound: painted === undefined,
        }), { painted, frame }));
        await cdp.detach();
        await page.close();
      }
      const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[2];
      return {
        interactive: median('interactive'),
        first: median('first'),
        fcp: median('fcp'),
        fcpBound: runs.some((r) => r.fcpBound),
        all: runs.map((r) => Math.round(r.interactive)),
      };
    };
    const app = await cold(`${server.url}/`, '[data-testid=machine-select]', 1);
    const docs = await cold(`${server.url}/docs.html`, '[data-example] [data-testid=widget]', 6);
    measurements.load = { app, docs };
    console.log(`     measured: app ${app.interactive.toFixed(0)} ms to interactive (runs ${app.all.join(', ')}); docs.html ${docs.interactive.toFixed(0)} ms to all its widgets (runs ${docs.all.join(', ')})`);
  },

  'Learn, SPARC T4: a wrong attempt, its hint, then the disrupting handler by hand; each goal ticks, the lesson is done': async () => {
    const { page, errors } = await open();
    const checked = async (n) => (await tid(page, `lesson-goal-${n}`).getAttribute('aria-checked')) === 'true';
    const waitChecked = (n, want) => page.waitForFunction(([n, want]) =>
      document.querySelector(`[data-testid="lesson-goal-${n}"]`)?.getAttribute('aria-checked') === String(want), [n, want], { timeout: 5000 });
    await tid(page, 'learn').click();
    await tid(page, 'lesson-t4-disrupting-handler').click();
    await tid(page, 'lesson').waitFor();
    assert(await tid(page, 'machine-select').inputValue() === 'sparc-t4', 'the lesson opened on its machine');
    // The starting session: PCR0 counts user cycles with toe, the trap was taken twice.
    await waitText(page, 'reg-value-PCR0', '0x000000000000d007');
    assert((await text(page, 'log')).includes('disrupting_performance_event'), 'the start replayed its traps');
    assert(!(await checked(0)) && !(await checked(1)), 'no goal is met at the start');
    const lessonText = await text(page, 'lesson');
    assert(lessonText.includes('SPARC T4 Supplement') && !/seed 00/.test(lessonText), `citations name the manual: ${lessonText.slice(0, 200)}`);
    // The mistake: clear ov while PIC0 still counts. It wraps 16 cycles later and sets ov again.
    await tid(page, 'field-PCR0-ov').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d006');
    await tid(page, 'step-1000000').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d007');
    assert(!(await checked(0)) && !(await checked(1)), 'the wrong attempt leaves the goals unmet');
    assert((await tid(page, 'lesson-goal-0').locator('xpath=..').textContent()).includes('expected PCR0.ov = 0, found 1'), 'the goal says why');
    await tid(page, 'lesson-hint').click();
    await tid(page, 'lesson-hint').click();
    const hint = await text(page, 'lesson-hint-1');
    assert(hint.startsWith('The manual:') && hint.includes('stop counting'), `the hint says what the manual says: ${hint}`);
    // Start again, and do it as the programming note says: stop counting, then clear ov.
    await tid(page, 'lesson-restart').click();
    await waitText(page, 'cycle', 'cycle 1,280');
    await waitText(page, 'reg-value-PCR0', '0x000000000000d007');
    await tid(page, 'field-PCR0-ut').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d003');
    await waitChecked(1, true);
    assert(!(await checked(0)), 'ov is still set');
    await tid(page, 'field-PCR0-ov').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d002');
    assert(!(await checked(0)), 'not yet 100,000 cycles into the session');
    assert(await tid(page, 'lesson-done').count() === 0, 'not done yet');
    await tid(page, 'step-1000000').click();
    await waitChecked(0, true);
    await tid(page, 'lesson-done').waitFor();
    await page.screenshot({ path: path.join(shots, 'lesson-t4-done.png'), fullPage: false });
    // The lesson's permalink reopens the session on the lesson, done.
    const href = await tid(page, 'permalink').getAttribute('href');
    assert(/#v=2&lesson=t4-disrupting-handler&s=/.test(href), `permalink: ${href.slice(0, 80)}`);
    const fresh = await browser.newPage();
    await fresh.goto(href);
    await tid(fresh, 'lesson-done').waitFor({ timeout: 20000 });
    assert(await text(fresh, 'cycle') === await text(page, 'cycle'), 'same cycle');
    await fresh.close();
    // The list marks it done, and the progress is in localStorage.
    await tid(page, 'lesson-list').click();
    assert((await text(page, 'lesson-t4-disrupting-handler')).includes('done'), 'marked done in the list');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('pmu-explorer-lessons')));
    assert(kept['t4-disrupting-handler'].done === true && kept['t4-disrupting-handler'].hints === 2, JSON.stringify(kept));
    await tid(page, 'learn-panel').screenshot({ path: path.join(shots, 'lesson-list.png') });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'Learn, Montecito: the monitor enable equation by hand, each goal ticks, the lesson is done': async () => {
    const { page, errors } = await open('#lesson=mt-monitor-enable');
    const waitChecked = (n, want) => page.waitForFunction(([n, want]) =>
      document.querySelector(`[data-testid="lesson-goal-${n}"]`)?.getAttribute('aria-checked') === String(want), [n, want], { timeout: 5000 });
    const checked = async () => Promise.all([0, 1, 2].map(async (n) => (await tid(page, `lesson-goal-${n}`).getAttribute('aria-checked')) === 'true'));
    await tid(page, 'lesson').waitFor();
    assert(await tid(page, 'machine-select').inputValue() === 'montecito', 'the lesson opened on its machine');
    assert((await checked()).join() === 'false,false,false', 'no goal is met at the start');
    // PMC4 selects CPU_OP_CYCLES at PSR.cpl 3; PMD4 counts nothing yet (seed 003 section 3.3.1).
    assert(await text(page, 'counter-PMD4') === '0', 'PMD4 has counted nothing');
    // PSR.up for a user monitor, ism '10, and plm for every level first.
    await tid(page, 'psr-up').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=psr-up]').getAttribute('aria-pressed') === 'true');
    await tid(page, 'field-PMC4-ism').fill('2');
    await tid(page, 'field-PMC4-ism').press('Enter');
    await tid(page, 'field-PMC4-plm').fill('15');
    await tid(page, 'field-PMC4-plm').press('Enter');
    await tid(page, 'step-1000000').click();
    await waitChecked(0, true);
    await waitChecked(2, true);
    assert((await checked()).join() === 'true,false,true', `PMD4 counts, but at every level: ${await checked()}`);
    // Only user code: plm = 1000 binary.
    await tid(page, 'field-PMC4-plm').fill('8');
    await tid(page, 'field-PMC4-plm').press('Enter');
    await waitChecked(1, true);
    await tid(page, 'lesson-done').waitFor();
    await page.screenshot({ path: path.join(shots, 'lesson-montecito-done.png'), fullPage: false });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'Learn: the PCL lesson, its solution played, then by hand with the PCL panel region calls (recorded as steps)': async () => {
    const { page, errors } = await open('#lesson=pcl-region-through-a-wrap');
    await tid(page, 'lesson').waitFor();
    await tid(page, 'lesson-solution').click();
    const steps = await text(page, 'lesson-solution-steps');
    assert(steps.includes('{"pcl":{"start"') && steps.includes('{"pcl":"stop"}'), `the steps: ${steps}`);
    await tid(page, 'lesson-play').click();
    await tid(page, 'lesson-done').waitFor({ timeout: 10000 });
    for (const n of [0, 1, 2]) {
      assert(await tid(page, `lesson-goal-${n}`).getAttribute('aria-checked') === 'true', `goal ${n}`);
    }
    // The region's calls are in the session: the permalink replays them, and the lesson is done there too.
    const href = await tid(page, 'permalink').getAttribute('href');
    const scenario = decodeURIComponent(await tid(page, 'download').getAttribute('href'));
    assert(scenario.includes('"pcl"'), 'PCL calls recorded as steps');
    const fresh = await browser.newPage();
    await fresh.goto(href);
    await tid(fresh, 'lesson-done').waitFor({ timeout: 20000 });
    await fresh.close();
    // By hand, with the PCL panel's region buttons: PCLstart, a live run past 2^32 cycles, PCLstop.
    await tid(page, 'lesson-restart').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=lesson-done]') === null);
    await tid(page, 'pcl-start').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=pcl-call]')?.textContent.includes('PCLstart: PCL_SUCCESS'));
    await tid(page, 'speed').selectOption('100000000');
    await tid(page, 'run').click();
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=cycle]').textContent.replace(/[^0-9]/g, '')) > 5e9, null, { timeout: 20000 });
    await tid(page, 'pause').click();
    await tid(page, 'pcl-stop').click();
    await tid(page, 'lesson-done').waitFor({ timeout: 5000 });
    const reading = await text(page, 'pcl-reading');
    assert(/PCL_CYCLES\s*[4-9],[0-9]{3},[0-9]{3},[0-9]{3}/.test(reading), `a 64-bit total past 2^32: ${reading}`);
    await tid(page, 'pcl-panel').screenshot({ path: path.join(shots, 'lesson-pcl-region.png') });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'docs page: a lesson embedded as a widget, completed in the widget': async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${server.url}/docs.html`);
    const w = page.locator('[data-example=lesson]');
    await w.locator('[data-testid=lesson]').waitFor({ timeout: 20000 });
    const goal = (n) => w.locator(`[data-testid=lesson-goal-${n}]`);
    assert(await goal(0).getAttribute('aria-checked') === 'false' && await goal(1).getAttribute('aria-checked') === 'false', 'unmet at the start');
    await w.locator('[data-testid=field-PCR0-ut]').click();
    await page.waitForFunction(() => document.querySelector('[data-example=lesson] [data-testid=lesson-goal-1]').getAttribute('aria-checked') === 'true');
    await w.locator('[data-testid=field-PCR0-ov]').click();
    await w.locator('[data-testid=step-1000000]').click();
    await w.locator('[data-testid=lesson-done]').waitFor({ timeout: 5000 });
    assert(await goal(0).getAttribute('aria-checked') === 'true', 'goal 0 met');
    // Each section links to its lessons in the app.
    const links = await page.locator('a[href^="index.html#lesson="]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert(new Set(links).size >= 15, `links to every lesson: ${new Set(links).size}`);
    await w.screenshot({ path: path.join(shots, 'docs-lesson.png') });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'PCL panel: check countability, apply the programming, read live portable values': async () => {
    const { page, errors } = await open();
    await tid(page, 'machine-select').selectOption('sparc-t4');
    await page.waitForFunction(() => document.querySelector('[data-testid=pcl-result]')?.textContent.includes('PCL_SUCCESS'));
    await tid(page, 'pcl-apply').click();
    await tid(page, 'step-1000000').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=pcl-live]')?.textContent.includes('PCL_IPC'));
    const live = await text(page, 'pcl-live');
    const ipc = Number(/PCL_IPC\s*([0-9.]+)/.exec(live)?.[1]);
    assert(ipc > 0.05 && ipc < 2, `IPC from the simulated counters: ${live}`);
    // The programming went through the model: PCR0 holds sl 26 (cycles) in user mode.
    await tid(page, 'reg-item-PCR0').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000d004');
    await tid(page, 'pcl-panel').screenshot({ path: path.join(shots, 'pcl-apply-sparc-t4.png') });
    // KT in user mode: the PCR is written in privileged mode (a user-mode WRASR %pcr traps,
    // seed 001 section 2.1) and the strand goes back to user mode; the counters count.
    await tid(page, 'machine-select').selectOption('sparc-kt');
    await tid(page, 'reg-item-PCR').waitFor({ timeout: 10000 });
    assert(await tid(page, 'mode-select').inputValue() === 'user', 'KT strand in user mode');
    await tid(page, 'pcl-apply').click();
    await tid(page, 'pcl-status').waitFor();
    assert((await text(page, 'pcl-status')).includes('Step or run'), 'applied, nothing run yet');
    await tid(page, 'step-1000000').click();
    await page.waitForFunction(() => /PCL_INSTR\s*[1-9]/.test(document.querySelector('[data-testid=pcl-live]')?.textContent ?? ''));
    assert(await tid(page, 'pcl-status').count() === 0, 'counting: no status');
    assert(await tid(page, 'mode-select').inputValue() === 'user', 'back in user mode');
    assert(!(await text(page, 'log')).includes('privileged_opcode'), 'no trap');
    // Privileged mode is not one a user-mode programming counts in: the live values say so.
    await tid(page, 'mode-select').selectOption('privileged');
    await tid(page, 'step-1000').click();
    await tid(page, 'step-1000').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=pcl-status]')?.textContent.includes('Not counting now'));
    assert((await text(page, 'pcl-status')).includes('strand 0 is in privileged mode'), await text(page, 'pcl-status'));
    await tid(page, 'pcl-panel').screenshot({ path: path.join(shots, 'pcl-apply-sparc-kt.png') });
    // Montecito with two threads, where Apply on thread 1 must not panic. A new session runs as
    // a user program (PSR.cpl 3); at PSR.cpl 0 a user-mode programming (plm = PL3) counts
    // nothing, and the panel says why.
    await tid(page, 'machine-select').selectOption('montecito');
    await page.waitForFunction(() => document.querySelector('[data-testid=pcl-result]')?.textContent.includes('PMC5'));
    assert(await tid(page, 'threads-select').inputValue() === '2', 'two threads');
    assert(await tid(page, 'mode-select').inputValue() === '3', 'PSR.cpl 3 from the start');
    await tid(page, 'thread-select').selectOption('1');
    await tid(page, 'mode-select').selectOption('0');
    await tid(page, 'pcl-apply').click();
    await tid(page, 'step-1000000').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=pcl-status]')?.textContent.includes('Nothing has counted'));
    const idle = await text(page, 'pcl-status');
    assert(idle.includes('thread 1 is in PSR.cpl 0, PSR.up 1'), `says why: ${idle}`);
    await tid(page, 'pcl-panel').screenshot({ path: path.join(shots, 'pcl-apply-montecito-cpl0.png') });
    await tid(page, 'mode-select').selectOption('3');
    await tid(page, 'step-1000000').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=pcl-status]') === null);
    await tid(page, 'pcl-panel').screenshot({ path: path.join(shots, 'pcl-apply-montecito.png') });
    // The availability grid opens on demand.
    await tid(page, 'pcl-grid-toggle').click();
    await tid(page, 'pcl-grid').waitFor();
    const cells = await tid(page, 'pcl-grid').locator('td').count();
    assert(cells >= 61 * 18, `grid cells: ${cells}`);
    await page.screenshot({ path: path.join(shots, 'pcl.png'), fullPage: true });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'a malformed link shows a message, falls back to the default, and keeps the saved session': async () => {
    // A saved session: a KT stepped 10 cycles.
    const { page: first } = await open();
    await tid(first, 'machine-select').selectOption('sparc-kt');
    await tid(first, 'step-10').click();
    await waitText(first, 'cycle', 'cycle 10');
    await first.waitForFunction(() => (localStorage.getItem('pmu-explorer-session') ?? '').includes('sparc-kt'));
    const saved = await first.evaluate(() => localStorage.getItem('pmu-explorer-session'));
    await first.close();
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}/#s=%7B%22machine%22%3A%22vax%22%7D`);
    await tid(page, 'machine-select').waitFor({ timeout: 20000 });
    const msg = await text(page, 'error');
    assert(msg.includes('could not be restored') && msg.includes('machine'), `message: ${msg}`);
    assert(await tid(page, 'machine-select').inputValue() === 'sparc-t4', 'default machine');
    await page.waitForTimeout(300);
    assert(await page.evaluate(() => localStorage.getItem('pmu-explorer-session')) === saved, 'the saved session is kept');
    await tid(page, 'error').getByRole('button', { name: 'Restore saved' }).click();
    await waitText(page, 'cycle', 'cycle 10');
    assert(await tid(page, 'machine-select').inputValue() === 'sparc-kt', 'the saved KT session is back');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'workload parameters: edit the JSON, apply, and the counts follow': async () => {
    const { page, errors } = await open();
    await tid(page, 'reg-item-PCR0').click();
    await tid(page, 'field-PCR0-sl-select').selectOption('25');
    await waitText(page, 'reg-value-PCR0', '0x000000000000c800');
    await tid(page, 'field-PCR0-mask').fill('15');
    await tid(page, 'field-PCR0-mask').press('Enter');
    await tid(page, 'field-PCR0-ut').click();
    await waitText(page, 'reg-value-PCR0', '0x000000000000c9e4');
    await tid(page, 'step-1000000').click();
    const before = Number((await text(page, 'counter-PIC0')).replaceAll(',', ''));
    // Ten times the mispredict rate: sl 25 (branch mispredicts) must count more.
    await page.locator('details.workload summary').click();
    const json = JSON.parse(await tid(page, 'workload-json').inputValue());
    json.mispredict = 0.5;
    await tid(page, 'workload-json').fill(JSON.stringify(json, null, 2));
    await tid(page, 'workload-apply').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=workload-select]').value === 'custom');
    await tid(page, 'step-1000000').click();
    const after = Number((await text(page, 'counter-PIC0')).replaceAll(',', ''));
    assert(after - before > 3 * before, `mispredicts: ${before} in the first 1M cycles, ${after - before} in the next`);
    // A bad parameter is named and changes nothing.
    await tid(page, 'workload-json').fill('{"taken": 7}');
    await tid(page, 'workload-apply').click();
    const msg = await text(page, 'error');
    assert(msg.includes('taken'), `error names the field: ${msg}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'KT: the hypervisor console reports status codes': async () => {
    const { page, errors } = await open();
    await tid(page, 'machine-select').selectOption('sparc-kt');
    await tid(page, 'mode-select').selectOption('privileged');
    await tid(page, 'hv-console').locator('input').first().fill('26');
    await tid(page, 'hv-get').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=hv-status]')?.textContent.includes('EINVAL'));
    await tid(page, 'hv-console').locator('input').first().fill('0');
    await tid(page, 'hv-console').locator('input').nth(1).fill('0x800c');
    await tid(page, 'hv-set').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=hv-status]')?.textContent.includes('EOK'));
    await tid(page, 'reg-item-PCR').click();
    await waitText(page, 'reg-value-PCR', '0x000000000000800c');
    await page.screenshot({ path: path.join(shots, 'kt-hypervisor.png'), fullPage: true });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'performance: frames per second while running and toggle-to-repaint time': async () => {
    const { page, errors } = await open();
    await tid(page, 'reg-item-PCR0').click();
    // Toggle latency: from the click to the changed value text, over 20 toggles.
    const toggle = await page.evaluate(async () => {
      const button = document.querySelector('[data-testid="field-PCR0-ut"]');
      const value = document.querySelector('[data-testid="reg-value-PCR0"]');
      const times = [];
      for (let i = 0; i < 20; i++) {
        const before = value.textContent;
        const t0 = performance.now();
        // The DOM change is seen by a MutationObserver as soon as Yew writes it.
        const t1 = await new Promise((resolve) => {
          const obs = new MutationObserver(() => {
            if (value.textContent !== before) { obs.disconnect(); resolve(performance.now()); }
          });
          obs.observe(value, { childList: true, characterData: true, subtree: true });
          button.click();
        });
        times.push(t1 - t0);
        await new Promise((r) => requestAnimationFrame(r));
      }
      times.sort((a, b) => a - b);
      return { median: times[10], max: times[19] };
    });
    // Frame rate while running at 1M cycles per frame with four counters.
    await tid(page, 'field-PCR0-sl-select').selectOption('26');
    await tid(page, 'run').click();
    const fps = await page.evaluate(async () => {
      let frames = 0;
      const t0 = performance.now();
      await new Promise((resolve) => {
        const tick = () => { frames++; if (performance.now() - t0 < 2000) requestAnimationFrame(tick); else resolve(); };
        requestAnimationFrame(tick);
      });
      return frames / ((performance.now() - t0) / 1000);
    });
    await tid(page, 'pause').click();
    measurements.toggle_ms_median = +toggle.median.toFixed(2);
    measurements.toggle_ms_max = +toggle.max.toFixed(2);
    measurements.fps_running = +fps.toFixed(1);
    console.log(`     measured: toggle repaint median ${toggle.median.toFixed(2)} ms (max ${toggle.max.toFixed(2)} ms); ${fps.toFixed(1)} frames/s while running`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'wasm throughput: the standard benchmarks in the browser': async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs.html`);
    await page.waitForFunction(() => window.PmuExplorer !== undefined, null, { timeout: 20000 });
    const results = await page.evaluate(async () => { await window.PmuExplorer.ready; return window.PmuExplorer.bench(); });
    assert(Array.isArray(results) && results.length >= 4, 'benchmark results');
    measurements.wasm_bench = results;
    for (const r of results) {
      const per = r.actions > 1 ? `; ${r.ms_per_action.toFixed(4)} ms per action (${r.actions} actions)` : '';
      console.log(`     wasm: ${r.name}: ${r.cycles} cycles in ${r.seconds.toFixed(4)} s = ${r.cycles_per_second.toExponential(3)} cycles/s${per}`);
    }
    await page.close();
  },

  'monkey: every button and select on each machine (and Montecito with two threads), then step': async () => {
    const configs = [
      { machine: 'sparc-t4', threads: '1' },
      { machine: 'sparc-kt', threads: '1' },
      { machine: 'montecito', threads: '1' },
      { machine: 'montecito', threads: '2' },
    ];
    for (const { machine, threads } of configs) {
      const { page, errors } = await open();
      await tid(page, 'machine-select').selectOption(machine);
      await page.waitForFunction((m) => document.querySelector('[data-testid=machine-select]').value === m, machine);
      await tid(page, 'threads-select').selectOption(threads);
      await page.waitForFunction((n) => document.querySelector('[data-testid=threads-select]').value === n, threads);
      // The machine and the number of threads stay as chosen: the monkey leaves them alone. It
      // leaves out the live run too: a run steps every frame at the chosen speed, whose time
      // has no bound (the performance test drives Run and Pause).
      // The Learn panel opens lessons on their own machines: the lesson tests drive it.
      const did = await monkey(page, { skip: ['machine-select', 'threads-select', 'run', 'try-1', 'try-learn', 'learn'], budget: 400, perKind: 8, ms: 25000 });
      console.log(`     monkey ${machine} x${threads}: ${did.buttons} button presses, ${did.options} options over ${did.kinds} kinds of control, ${did.ms} ms`);
      assert(await tid(page, 'panic').count() === 0, `${machine}: no panic banner`);
      assert(await tid(page, 'machine-select').inputValue() === machine, `${machine}: still on the machine`);
      const before = await text(page, 'cycle');
      await tid(page, 'step-1000').click();
      await page.waitForFunction((b) => document.querySelector('[data-testid=cycle]').textContent.trim() !== b, before, { timeout: 5000 });
      assert(fatal(errors).length === 0, `${machine} x${threads}: ${fatal(errors).join('; ')}`);
      const pageErrors = errors.filter((e) => !e.startsWith('Failed to load resource'));
      assert(pageErrors.length === 0, `${machine} x${threads}: page errors: ${pageErrors.join('; ')}`);
      await page.close();
    }
  },

  'monkey: every button and select of the docs page widgets, then step': async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${server.url}/docs.html`);
    const examples = await page.locator('[data-example]').count();
    await page.waitForFunction((n) => document.querySelectorAll('[data-example] [data-testid=widget]').length === n, examples, { timeout: 20000 });
    const did = await monkey(page, { scope: '[data-testid=widget]', budget: 400, perKind: 8, ms: 25000 });
    console.log(`     monkey docs.html (${examples} widgets): ${did.buttons} button presses, ${did.options} options over ${did.kinds} kinds of control, ${did.ms} ms`);
    assert(await page.locator('[data-testid=widget-panic]').count() === 0, 'no widget stopped');
    // Every widget with step buttons still steps.
    const stepping = page.locator('[data-testid=widget]:has([data-testid=cycle])');
    const n = await stepping.count();
    assert(n >= 2, `widgets that step: ${n}`);
    for (let i = 0; i < n; i++) {
      const w = stepping.nth(i);
      const before = (await w.locator('[data-testid=cycle]').textContent()).trim();
      await w.locator('[data-testid=step-100]').click();
      await page.waitForFunction(([i, b]) => document.querySelectorAll('[data-testid=widget]:has([data-testid=cycle])')[i].querySelector('[data-testid=cycle]').textContent.trim() !== b, [i, before], { timeout: 5000 });
    }
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'a panic shows a banner, stops saving, and Reload reopens the saved session': async () => {
    const { page, errors } = await open();
    await tid(page, 'machine-select').selectOption('sparc-kt');
    await tid(page, 'step-10').click();
    await waitText(page, 'cycle', 'cycle 10');
    await page.waitForFunction(() => (localStorage.getItem('pmu-explorer-session') ?? '').includes('sparc-kt'));
    const saved = await page.evaluate(() => localStorage.getItem('pmu-explorer-session'));
    // The test-only export does nothing without its confirmation text.
    await page.evaluate(() => window.wasmBindings.__pmu_test_panic('panic'));
    assert(await tid(page, 'panic').count() === 0, 'no banner without the confirmation');
    const thrown = await page.evaluate(() => {
      try { window.wasmBindings.__pmu_test_panic('panic the page for the end-to-end test'); return 'returned'; } catch (e) { return String(e); }
    });
    assert(/unreachable/i.test(thrown), `the release build aborts: ${thrown}`);
    const banner = await text(page, 'panic');
    assert(banner.includes('pmu-explorer stopped') && banner.includes('deliberate panic'), `banner: ${banner}`);
    const logged = errors.filter((e) => e.includes('pmu-explorer panicked'));
    assert(logged.length === 1, `logged once: ${errors.join('; ')}`);
    // Nothing writes over the saved session after the panic (yew happens to live on here,
    // since the panic was not inside it; a step would have saved).
    await tid(page, 'step-10').click();
    await page.waitForTimeout(300);
    assert(await page.evaluate(() => localStorage.getItem('pmu-explorer-session')) === saved, 'the saved session is kept');
    await page.screenshot({ path: path.join(shots, 'panic.png'), fullPage: false });
    await tid(page, 'panic-reload').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid=panic]') && document.querySelector('[data-testid=cycle]'), null, { timeout: 20000 });
    await waitText(page, 'cycle', 'cycle 10');
    assert(await tid(page, 'machine-select').inputValue() === 'sparc-kt', 'the saved KT session is back');
    await page.close();
  },

  'a panic on a page with widgets marks the widgets and leaves the host page alone': async () => {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${server.url}/docs.html`);
    const examples = await page.locator('[data-example]').count();
    await page.waitForFunction((n) => document.querySelectorAll('[data-example] [data-testid=widget]').length === n, examples, { timeout: 20000 });
    const host = await page.locator('#kt-output').textContent();
    const thrown = await page.evaluate(async () => {
      // The same module instance the loader loaded: its content-hashed name is in `files`.
      const { files } = await import('/pmu-explorer.js');
      const wasm = await import(`/${files.js}`);
      try { wasm.__pmu_test_panic('panic the page for the end-to-end test'); return 'returned'; } catch (e) { return String(e); }
    });
    assert(/unreachable/i.test(thrown), `aborted: ${thrown}`);
    assert(await page.locator('[data-testid=widget-panic]').count() === examples, 'every widget says it stopped');
    assert(await page.locator('[data-testid=panic]').count() === 0, 'no page banner on a host page');
    assert(await page.locator('#kt-output').textContent() === host, 'the host page is untouched');
    assert(errors.filter((e) => e.includes('pmu-explorer panicked')).length === 1, `logged once: ${errors.join('; ')}`);
    await page.close();
  },

  'docs widgets are compact: grid, value and fields; details on demand; the app\'s step buttons; boxes that fit': async () => {
    // The app's step buttons, as its simulation bar labels them (test id = label).
    const stepLabels = (loc) => loc.evaluateAll((bs) => bs.filter((b) => /^(compare-)?step-\d+$/.test(b.dataset.testid))
      .map((b) => `${b.dataset.testid.replace('compare-', '')}=${b.textContent.trim()}`).join(' '));
    const { page: app, errors: appErrors } = await open('', { width: 1366, height: 768 });
    const appSteps = await stepLabels(app.locator('[data-testid=simbar] button'));
    assert(appSteps.split(' ').length >= 4 && appSteps.includes('step-10=Step 10'), `the app's steps: ${appSteps}`);
    assert(appErrors.length === 0, `page errors: ${appErrors.join('; ')}`);
    await app.close();
    for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
      const page = await browser.newPage();
      await page.setViewportSize(size);
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      await page.goto(`${server.url}/docs.html`);
      const examples = await page.locator('[data-example]').count();
      await page.waitForFunction((n) => document.querySelectorAll('[data-example] [data-testid=widget]').length === n, examples, { timeout: 20000 });
      const w = (name) => page.locator(`[data-example=${name}]`);
      // Every widget with step buttons has the app's, labelled as the app labels them.
      for (const name of ['t4-overflow', 'lesson', 'mt-freeze', 'mt-threads', 't4-compare']) {
        const steps = await stepLabels(w(name).locator('button'));
        assert(steps === appSteps, `${name}: steps ${steps}, the app's ${appSteps}`);
      }
      // The prose: "Step 10 cycles twice: PIC0 wraps, PCR0.ov lights up", and the log reads
      // oldest first (the overflow before the trap it caused).
      assert((await page.locator('[data-example=t4-overflow]').evaluate((e) => e.previousElementSibling.previousElementSibling.textContent)).includes('Step 10 cycles twice'), 'the prose asks for two steps of 10');
      await w('t4-overflow').locator('[data-testid=step-10]').click();
      await w('t4-overflow').locator('[data-testid=step-10]').click();
      await page.waitForFunction(() => document.querySelector('[data-example=t4-overflow] [data-testid=overflow-PIC0]').classList.contains('lit'));
      const kinds = await w('t4-overflow').locator('[data-testid=log] li').evaluateAll((ls) => ls.map((l) => l.className));
      assert(kinds.length >= 2 && kinds[0].includes('overflow') && kinds.some((k) => k.includes('trap')), `the widget's log, oldest first: ${kinds}`);
      // The threads widget shows a switch before anyone steps, and says whose urgency was lower.
      assert(await w('mt-threads').locator('[data-testid=switch-marker]').count() >= 1, 'a switch at mount');
      assert(await w('mt-threads').locator('[data-testid=no-switch-yet]').count() === 0, 'no "no switch yet"');
      assert(/T[01] \u2192 T[01]: T[01] urgency \d < T[01] urgency \d after an L3/.test(await w('mt-threads').locator('ol.switches').textContent()), 'the switch explained');
      assert(await w('mt-threads').locator('[data-testid=step-back]').isDisabled(), 'the first switch is the widget\'s start');
      // The compare widget is for its table and chart: step it before measuring.
      await w('t4-compare').locator('[data-testid=compare-step-1000000]').click();
      await w('t4-compare').locator('[data-testid=compare-table]').waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // Each box is its widget's height: nothing scrolls inside, and at most 3rem is left over.
      const boxes = await page.evaluate(() => [...document.querySelectorAll('[data-example] pmu-explorer')].map((e) => {
        const widget = e.querySelector('[data-testid=widget]');
        return { name: e.closest('[data-example]').dataset.example, box: e.clientHeight, scroll: e.scrollHeight, widget: Math.round(widget.getBoundingClientRect().height) };
      }));
      console.log(`     measured at ${size.width}x${size.height}: docs widgets ${boxes.map((b) => `${b.name} ${b.widget}/${b.box} px`).join(', ')}`);
      for (const b of boxes) {
        assert(b.scroll <= b.box, `${size.width}px: ${b.name} scrolls inside its box (${b.scroll} > ${b.box})`);
        assert(b.box - b.widget <= 16 + 48, `${size.width}px: ${b.name}'s box is ${b.box} px for a ${b.widget}-px widget`);
      }
      if (size.width === 1366) {
        // Well below the whole editors they were (963 px and more).
        const h = Object.fromEntries(boxes.map((b) => [b.name, b.widget]));
        assert(h['t4-pcr'] < 400 && h['t4-overflow'] < 600 && h['mt-freeze'] < 600, `compact: ${JSON.stringify(h)}`);
        // The details of the field in focus, on demand.
        const pcr = w('t4-pcr');
        assert(await pcr.locator('table.fields').count() === 0, 'no field table');
        assert(!(await pcr.locator('[data-testid=details-PCR0]').isVisible()), 'details closed');
        await pcr.locator('[data-testid=field-PCR0-sl]').focus();
        assert((await pcr.locator('[data-testid=more-field-PCR0]').textContent()).startsWith('sl (bits 15:11) = 16'), 'the summary follows the focus');
        await pcr.locator('[data-testid=more-PCR0] summary').click();
        await pcr.locator('[data-testid=details-PCR0]').waitFor();
        const details = await pcr.locator('[data-testid=more-PCR0]').textContent();
        assert(details.includes('Source: SPARC T4 Supplement') && details.includes('About PCR0'), `details: ${details.slice(0, 200)}`);
        await pcr.locator('.rv-chip[data-field=mask]').hover();
        await page.waitForFunction(() => document.querySelector('[data-example=t4-pcr] [data-testid=details-PCR0] h3').textContent.startsWith('mask'));
        // Opened, the widget scrolls in its box; the page does not move.
        assert(await pcr.locator('pmu-explorer').evaluate((e) => e.clientHeight) === boxes.find((b) => b.name === 't4-pcr').box, 'the box keeps its height');
        await pcr.screenshot({ path: path.join(shots, 'docs-widget-details.png') });
      }
      await page.screenshot({ path: path.join(shots, `docs-widgets-${size.width}x${size.height}.png`) });
      assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
      await page.close();
    }
  },

  'the smaller points: sl in hex like its dropdown, the DRAM counters in order, the mode of the moment explained, one line per field at 1920': async () => {
    const { page, errors } = await open('', { width: 1920, height: 1080 });
    await tid(page, 'reg-item-PCR0').click();
    await tid(page, 'field-PCR0-sl-select').selectOption('26');
    await page.waitForFunction(() => document.querySelector('[data-testid=field-PCR0-sl]').value === '0x1a');
    const option = await tid(page, 'field-PCR0-sl-select').evaluate((s) => s.selectedOptions[0].text);
    assert(option.startsWith('0x1a - '), `the input and its dropdown read alike: ${option}`);
    const counters = await tid(page, 'counters').locator('th[scope=row]').allTextContents();
    const dram = counters.filter((c) => c.startsWith('DRAM'));
    assert(dram.join() === 'DRAM counter0,DRAM counter1,DRAM counter2,DRAM counter3', `DRAM counters in order: ${counters}`);
    // At 1920 px the editor fills its column and no field's row wraps.
    const layout = await page.evaluate(() => ({
      editor: document.querySelector('[data-testid=editor]').clientWidth,
      view: document.querySelector('[data-testid=reg-PCR0]').getBoundingClientRect().width,
      rows: [...document.querySelectorAll('[data-testid=reg-PCR0] table.fields tbody tr')].map((r) => r.getBoundingClientRect().height),
    }));
    assert(layout.view >= 0.9 * layout.editor, `the register fills the editor: ${layout.view} of ${layout.editor}`);
    assert(Math.max(...layout.rows) < 42, `one line per field: ${layout.rows}`);
    // "Mode: user" beside "now privileged" says why (a system call of the workload).
    await tid(page, 'mode-select').selectOption('user');
    assert((await tid(page, 'mode-now').getAttribute('title')).includes('system calls'), 'the mode of the moment is explained');
    let now = '';
    for (let i = 0; i < 100 && !now.includes('('); i++) {
      await tid(page, 'step-100').click();
      now = await text(page, 'mode-now');
    }
    assert(now === 'now privileged (system call)', `the mode of the moment says why: ${now}`);
    await page.screenshot({ path: path.join(shots, 'app-1920x1080.png') });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'narrow window: the parts stack, nothing overflows sideways, and the step controls stay in reach': async () => {
    const { page, errors } = await open('', { width: 600, height: 900 });
    await tid(page, 'reg-item-PCR0').click();
    await page.screenshot({ path: path.join(shots, 'narrow.png'), fullPage: false });
    const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
    assert(m.sw <= m.cw, `no horizontal scroll: ${m.sw} > ${m.cw}`);
    // Scrolled down to the counters, the step buttons are still on screen.
    await tid(page, 'counters').scrollIntoViewIfNeeded();
    const step = await tid(page, 'step-10').boundingBox();
    assert(step && step.y >= 0 && step.y + step.height <= 900, `step-10 on screen: ${JSON.stringify(step)}`);
    await tid(page, 'step-10').click();
    await waitText(page, 'cycle', 'cycle 10');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'link of death: the page is interactive at once, paused with Continue and Discard, and the saved session kept': async () => {
    // A saved session: a KT stepped 10 cycles.
    const { page, errors } = await open();
    await tid(page, 'machine-select').selectOption('sparc-kt');
    await tid(page, 'step-10').click();
    await waitText(page, 'cycle', 'cycle 10');
    await page.waitForFunction(() => (localStorage.getItem('pmu-explorer-session') ?? '').includes('sparc-kt'));
    const saved = await page.evaluate(() => localStorage.getItem('pmu-explorer-session'));
    // The link of death, in format 1 (no version; the scenario JSON URI-encoded): a T4 with 64 strands, sl 28
    // counting from 0xffffff00 on each, and 2,000 runs of 10^15 cycles.
    const steps = [{ mode: 'hyperprivileged' }];
    for (let t = 0; t < 64; t++) {
      steps.push({ thread: t, write: { reg: 'PIC0', value: '0xffffff00' } });
      steps.push({ thread: t, write: { reg: 'PCR0', fields: { sl: 28, mask: 1, ut: 1, st: 1, ht: 1 } } });
    }
    for (let i = 0; i < 2000; i++) steps.push({ run: { cycles: 1000000000000000 } });
    const link = `#s=${encodeURIComponent(JSON.stringify({ machine: 'sparc-t4', seed: 1, threads: 64, steps }))}`;
    measurements.link_of_death_bytes = link.length;
    await page.goto('about:blank');
    const t0 = Date.now();
    await page.goto(`${server.url}/${link}`);
    await tid(page, 'replay-paused').waitFor({ timeout: 20000 });
    measurements.link_of_death_ms = Date.now() - t0;
    const first = await text(page, 'replay-paused');
    assert(first.includes('2,129 steps') && first.includes('step 129 of 2,129'), `says what it asks and how far: ${first}`);
    // Interactive: a register opens, and nothing was saved.
    await tid(page, 'reg-item-PCR1').click();
    await tid(page, 'field-PCR1-sl-select').waitFor();
    assert(await tid(page, 'machine-select').inputValue() === 'sparc-t4', 'the link is shown');
    await page.waitForTimeout(300);
    assert(await page.evaluate(() => localStorage.getItem('pmu-explorer-session')) === saved, 'the saved session is kept');
    await page.screenshot({ path: path.join(shots, 'link-of-death-paused.png') });
    // A reload without accepting: paused again, the saved session still intact.
    await page.reload();
    await tid(page, 'replay-paused').waitFor({ timeout: 20000 });
    assert(await page.evaluate(() => localStorage.getItem('pmu-explorer-session')) === saved, 'kept after a reload');
    // Continue: another budget, further on.
    const cycleOf = (t) => Number(/cycle ([\d,]+)\)/.exec(t)[1].replaceAll(',', ''));
    const before = cycleOf(await text(page, 'replay-paused'));
    const t1 = Date.now();
    await tid(page, 'replay-continue').click();
    await page.waitForFunction((b) => {
      const m = /cycle ([\d,]+)\)/.exec(document.querySelector('[data-testid=replay-paused]')?.textContent ?? '');
      return m && Number(m[1].replaceAll(',', '')) > b;
    }, before, { timeout: 20000 });
    measurements.link_continue_ms = Date.now() - t1;
    assert(await page.evaluate(() => localStorage.getItem('pmu-explorer-session')) === saved, 'kept after Continue');
    // Discard: back to the saved KT session, which is in the address again.
    await tid(page, 'replay-discard').click();
    await waitText(page, 'cycle', 'cycle 10');
    assert(await tid(page, 'machine-select').inputValue() === 'sparc-kt', 'the saved session is back');
    assert(await page.locator('[data-testid=replay-paused]').count() === 0, 'no banner');
    await page.waitForFunction(() => location.hash.startsWith('#v=2&'));
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'permalinks: an old-format link opens, links are written in format 2, an unknown format keeps the saved session': async () => {
    const scenario = { machine: 'sparc-t4', seed: 1, threads: 1, steps: [
      { mode: 'user' }, { write: { reg: 'PCR0', fields: { sl: 26, ut: 1 } } }, { run: { cycles: 10 } }] };
    const { page, errors } = await open(`#s=${encodeURIComponent(JSON.stringify(scenario))}&reg=PCR0`);
    await waitText(page, 'cycle', 'cycle 10');
    await waitText(page, 'reg-value-PCR0', '0x000000000000d004');
    await waitText(page, 'counter-PIC0', '10');
    // Rewritten in format 2: it opens the same session.
    await page.waitForFunction(() => location.hash.startsWith('#v=2&s='));
    const v2 = await page.evaluate(() => location.hash);
    assert(v2.length < 200, `compressed: ${v2}`);
    const saved = await page.evaluate(() => localStorage.getItem('pmu-explorer-session'));
    await page.goto('about:blank');
    await page.goto(`${server.url}/${v2}`);
    await waitText(page, 'counter-PIC0', '10');
    // A link in a format this version does not know: said plainly, the saved session kept.
    await page.goto('about:blank');
    await page.goto(`${server.url}/#v=9&s=AAAA`);
    const msg = await text(page, 'error');
    assert(msg.includes('format 9') && msg.includes('cannot open'), `message: ${msg}`);
    await page.waitForTimeout(300);
    assert(await page.evaluate(() => localStorage.getItem('pmu-explorer-session')) === saved, 'the saved session is kept');
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },

  'a permalink over 8 KB says it is too long to share and offers the download': async () => {
    // Distinct writes compress poorly: 1,500 of them make a long link.
    const steps = [];
    for (let i = 0; i < 1500; i++) steps.push({ write: { reg: 'PIC0', value: `0x${(i * 2654435761 % 4294967296).toString(16)}` } });
    const { page, errors } = await open(`#s=${encodeURIComponent(JSON.stringify({ machine: 'sparc-t4', seed: 1, threads: 1, steps }))}`);
    await tid(page, 'permalink-too-long').waitFor({ timeout: 10000 });
    const title = await tid(page, 'download').getAttribute('title');
    assert(title.includes('too long to share safely'), `download offered: ${title}`);
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },
};

/** The bundle's files (wasm, JS, CSS) raw and gzip-compressed (level 9, as scripts/sizes.sh). */
function bundleSizes(dir) {
  return fs.readdirSync(dir).filter((n) => /\.(wasm|js|css)$/.test(n)).sort().map((name) => {
    const body = fs.readFileSync(path.join(dir, name));
    return { name, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
  });
}

/** Every measurement of the run in one table (reported, never asserted). */
function printMeasurements(m) {
  const rows = [];
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  for (const f of m.bundle) rows.push([`bundle: ${f.name}`, `${kb(f.raw)} raw, ${kb(f.gzip)} gzip`]);
  const code = m.bundle.filter((f) => /\.(wasm|js)$/.test(f.name));
  const sum = (k) => code.reduce((s, f) => s + f[k], 0);
  rows.push(['bundle: wasm + JS', `${kb(sum('raw'))} raw, ${kb(sum('gzip'))} gzip`]);
  const ms = (n) => `${n.toFixed(0)} ms`;
  if (m.load) {
    const { app, docs } = m.load;
    const paint = (r) => `first paint ${r.fcpBound ? '>= ' : ''}${ms(r.fcp)}`;
    rows.push(['app: cold load to interactive (median of 5)', `${ms(app.interactive)} (${paint(app)}; runs ${app.all.join(', ')})`]);
    rows.push(['docs.html: cold load to the first widget (median of 5)', `${ms(docs.first)} (${paint(docs)})`]);
    rows.push(['docs.html: cold load to all its widgets (median of 5)', `${ms(docs.interactive)} (runs ${docs.all.join(', ')})`]);
  }
  if (m.link_of_death_ms !== undefined) rows.push(['app: the link of death (a %s KB link) to paused and interactive'.replace('%s', (m.link_of_death_bytes / 1024).toFixed(0)), `${m.link_of_death_ms} ms (Continue: ${m.link_continue_ms} ms)`]);
  if (m.docs_layout_shift !== undefined) rows.push(['docs.html: layout shift while the widgets load', String(m.docs_layout_shift)]);
  if (m.toggle_ms_median !== undefined) rows.push(['app: toggle to repaint (median / max of 20)', `${m.toggle_ms_median} / ${m.toggle_ms_max} ms`]);
  if (m.fps_running !== undefined) rows.push(['app: frames per second while running', String(m.fps_running)]);
  if (m.soak) {
    const [a, z] = [m.soak.samples[0], m.soak.samples[m.soak.samples.length - 1]];
    const mib = (n) => `${(n / 1048576).toFixed(1)} MiB`;
    rows.push([`soak: Montecito x2 at 10^10 cycles/frame, ${m.soak.seconds} s`, `${m.soak.fps} frames/s (${m.soak.fps_between_samples} between its memory samples); JS heap ${mib(a.heap)} -> ${mib(z.heap)}, wasm ${mib(a.wasm)} -> ${mib(z.wasm)}, DOM ${a.nodes} -> ${z.nodes} elements`]);
  }
  if (m.hostile) rows.push([`hostile embedding: ${m.hostile.widgets} widgets settled; longest task`, `${m.hostile.settled_ms} ms; ${m.hostile.longest_task_ms} ms (the 100,000-write setup)`]);
  // Time travel is measured per step back; the simulator's throughput in cycles per second.
  for (const r of m.wasm_bench ?? []) {
    const vs = r.vs_t4 == null ? '' : ` (${r.vs_t4.toFixed(2)} of the T4's in the same steps)`;
    rows.push([`wasm: ${r.name}`, /step back/.test(r.name) ? `${r.ms_per_action.toFixed(3)} ms per step back` : `${r.cycles_per_second.toExponential(3)} cycles/s${vs}`]);
  }
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log('\nmeasurements (reported, not asserted):');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}

// E2E_ONLY=pattern runs only the tests whose names match it, a regular expression (while working
// on some: E2E_ONLY='time travel|Learn').
const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY) : null;
const failed = await run(Object.fromEntries(Object.entries(tests).filter(([name]) => !only || only.test(name))), {});
measurements.bundle = bundleSizes(dist);
printMeasurements(measurements);
fs.writeFileSync(path.join(shots, 'measurements.json'), JSON.stringify(measurements, null, 2));
await browser.close();
await server.close();
process.exit(failed ? 1 : 0);
