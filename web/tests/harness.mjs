// A small harness for the browser tests: serves a folder on 127.0.0.1, launches the system
// Chromium through playwright-core, runs named tests and prints "N passed, M failed".
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { chromium } from 'playwright-core';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** Serve `dir` on an ephemeral loopback port; resolves to { url, close }. */
export function serve(dir) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

/** Launch headless Chromium the way this machine allows (no downloads, no network). Service
 * workers are blocked unless `options` allow them: the tests route and rewrite the bundle's
 * requests, which a service worker would answer from its cache instead. */
export async function launch(options = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmu-chromium-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1400, height: 900 },
    serviceWorkers: 'block',
    ...options,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/** Run `tests` ({ name: async (ctx) => {} }) in order; print results; return the failure count. */
export async function run(tests, ctx) {
  let passed = 0;
  let failed = 0;
  for (const [name, fn] of Object.entries(tests)) {
    const t0 = Date.now();
    try {
      await fn(ctx);
      passed += 1;
      console.log(`ok   ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed += 1;
      console.log(`FAIL ${name}: ${e && e.stack ? e.stack : e}`);
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

export function assert(cond, message) {
  if (!cond) throw new Error(`assertion failed: ${message}`);
}
