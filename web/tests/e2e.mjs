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
    await page.locator('[data-testid=reg-PMC4]').waitFor({ timeout: 10000 });
    await page.locator('[data-testid=machine-select]').selectOption('sparc-t4');
    await page.locator('[data-testid=reg-PCR0]').waitFor({ timeout: 10000 });
    assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
    await page.close();
  },
};

const failed = await run(tests, {});
await browser.close();
await server.close();
process.exit(failed ? 1 : 0);
