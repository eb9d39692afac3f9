// End-to-end test of the built page (dist/): opens it in headless Chromium as a new user would
// and checks what only the running wasm app can create.
// Usage: node web/tests/e2e.mjs [dist-dir] [screenshot-dir]
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch, run, assert } from './harness.mjs';

const dist = process.argv[2] ?? 'dist';
const shots = process.argv[3] ?? 'target/screenshots';
fs.mkdirSync(shots, { recursive: true });

const server = await serve(dist);
const browser = await launch();

/** Open the app in a fresh page and collect page errors. */
async function open(query = '') {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${server.url}/${query}`);
  return { page, errors };
}

const tests = {
  'the wasm app starts and renders the machine choice': async () => {
    const { page, errors } = await open();
    // The select exists only once the Yew app has mounted: index.html has no such element.
    const select = page.locator('[data-testid=machine-select]');
    await select.waitFor({ timeout: 20000 });
    const values = await select.locator('option').evaluateAll((os) => os.map((o) => o.value));
    assert(JSON.stringify(values) === JSON.stringify(['sparc-t4', 'sparc-kt', 'montecito']),
      `machine options are ${values}`);
    await page.screenshot({ path: path.join(shots, 'app.png'), fullPage: true });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },
  'choosing a machine lists its registers': async () => {
    const { page, errors } = await open();
    await page.locator('[data-testid=machine-select]').selectOption('montecito');
    await page.locator('[data-testid=reg-item-PMC4]').waitFor({ timeout: 10000 });
    await page.locator('[data-testid=machine-select]').selectOption('sparc-t4');
    await page.locator('[data-testid=reg-item-PCR0]').waitFor({ timeout: 10000 });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },
  'toggling PCR0.ut in the register view sets bit 2': async () => {
    const { page, errors } = await open();
    await page.locator('[data-testid=machine-select]').selectOption('sparc-t4');
    await page.locator('[data-testid=reg-item-PCR0]').click();
    const value = page.locator('[data-testid=reg-value-PCR0]');
    await value.waitFor({ timeout: 10000 });
    assert(await value.textContent() === '0x0000000000000000', `PCR0 starts at ${await value.textContent()}`);
    const ut = page.locator('[data-testid=field-PCR0-ut]');
    await ut.click();
    // TABLE 10-1: ut is bit 2.
    await page.waitForFunction(
      () => document.querySelector('[data-testid=reg-value-PCR0]')?.textContent === '0x0000000000000004',
      null, { timeout: 5000 });
    assert(await ut.getAttribute('aria-pressed') === 'true', 'the ut toggle reads pressed');
    await page.screenshot({ path: path.join(shots, 'register-view.png'), fullPage: true });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },
};

const failed = await run(tests, {});
await browser.close();
await server.close();
process.exit(failed ? 1 : 0);
