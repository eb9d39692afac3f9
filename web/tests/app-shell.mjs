// Writes the app's first screen into index.html as static HTML, so that the page paints at once
// and the wasm replaces it (crates/pmu-ui/src/lib.rs, start_app) without the page moving: opens
// the built app (a new visitor: no saved session) in headless Chromium, takes its first screen
// as the app rendered it, and writes it between index.html's `<!-- app-shell -->` markers. The
// copy is inert and keeps no test hooks, ids or labels' targets, so that nothing can be used
// (or found by a test) before the app is there.
// Usage: node web/tests/app-shell.mjs [dist-dir]   (scripts/app-shell.sh builds first)
// Run it again when the first screen changes; the end-to-end test checks that the copy names the
// machine and registers the app shows.
import fs from 'node:fs';
import { serve, launch } from './harness.mjs';

const dist = process.argv[2] ?? 'dist';
const server = await serve(dist);
const browser = await launch();
const page = await browser.newPage();
await page.setViewportSize({ width: 1440, height: 1000 });
await page.goto(`${server.url}/`);
await page.locator('[data-testid=machine-select]').waitFor({ timeout: 30000 });
await page.evaluate(() => localStorage.clear());
await page.goto('about:blank');
await page.goto(`${server.url}/`);
await page.locator('[data-testid=machine-select]').waitFor({ timeout: 30000 });
await page.waitForTimeout(500);
const shell = await page.evaluate(() => {
  const app = document.querySelector('[data-testid=app]').cloneNode(true);
  // The first screen's frame: the header (the machine), the simulation bar, the register list
  // of the default machine and the editor's introduction, where the app puts them, and an empty
  // slot where the app draws the register: the loader lets the register module draw it there for
  // a new visitor (web/pmu-explorer.js, startApp). The register itself and the side column are
  // left out: they are most of the first screen's bytes and layout time.
  for (const el of [...app.children]) {
    if (!el.matches('header, .simbar, main')) el.remove();
  }
  const main = app.querySelector('main');
  for (const el of [...(main?.children ?? [])]) {
    if (!el.matches('nav.reg-nav, section.editor')) el.remove();
  }
  const editor = main?.querySelector('section.editor');
  if (!editor?.querySelector('.intro')) throw new Error('app-shell: the first screen has no editor with an introduction');
  for (const el of [...editor.children]) {
    if (!el.matches('.intro')) el.remove();
  }
  const slot = document.createElement('div');
  slot.className = 'early-editor';
  editor.append(slot);
  // Everything copied is inert: nothing in it can be used before the app is there. For a new
  // visitor the loader makes the slot live (the register module draws into it) and the Step
  // buttons (web/pmu-explorer.js, startApp), so each part is inert on its own.
  const simbar = app.querySelector('.simbar');
  for (const el of [app.querySelector('header'), ...simbar.querySelector('.sim-main').children, ...[...simbar.children].filter((c) => !c.matches('.sim-main')),
    main.querySelector('nav'), editor.querySelector('.intro')]) {
    el.setAttribute('inert', '');
  }
  for (const el of [app, ...app.querySelectorAll('*')]) {
    for (const a of [...el.attributes]) {
      if (/^(data-testid|id|for|aria-controls|aria-describedby|aria-labelledby|aria-owns|aria-activedescendant|list|form)$/.test(a.name)) el.removeAttribute(a.name);
    }
  }
  // A select is as wide as its longest option: the copy keeps them all, and marks the chosen one.
  for (const s of app.querySelectorAll('select')) {
    for (const o of s.options) {
      if (o.selected) o.setAttribute('selected', '');
      else o.removeAttribute('selected');
    }
  }
  for (const i of app.querySelectorAll('input')) i.setAttribute('value', i.value);
  // Links to the page itself (the permalink) become relative, as the app writes them where it runs.
  for (const a of app.querySelectorAll('a[href]')) {
    if (a.href.startsWith(location.origin)) a.setAttribute('href', `./${a.href.slice(location.origin.length + 1)}`);
  }
  app.classList.add('app-shell');
  app.setAttribute('aria-busy', 'true');
  return app.outerHTML;
});
await browser.close();
await server.close();

const index = fs.readFileSync('index.html', 'utf8');
const re = /(<!-- app-shell -->)[\s\S]*?(<!-- \/app-shell -->)/;
if (!re.test(index)) throw new Error('index.html has no <!-- app-shell --> ... <!-- /app-shell --> markers');
fs.writeFileSync('index.html', index.replace(re, `$1\n${shell}\n    $2`));
console.log(`app-shell: index.html holds the app's first screen (${shell.length} bytes)`);
