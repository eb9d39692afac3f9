// The soak's setup, shared by the end-to-end test's soak and the frame's profiles
// (frame-profile.mjs, frame-variants.mjs): a Montecito with two threads, every counter on its own event and the
// execution trace buffer, so that a live run draws the heaviest page the app allows.
import { serve, launch } from './harness.mjs';

// Every counter of both threads, each on its own event, counting at every privilege level
// (plm = 15) Itanium instructions only (ism = 2): PMC4-15 (seed 003 Table 3-6, L1082-L1093).
// Each es is the event's Table 4-42 code (lines in seed 003); the values are what
// `pmu encode montecito PMCn es=... umask=... plm=15 ism=2` gives.
export const SOAK_PMCS = [
  ['PMC4', '0x200120f'], // CPU_OP_CYCLES 0x12 (L2621)
  // L1D events count only with an L1D event of their set in PMC5 (section 3.3.3, L1124;
  // section 4.8.2): PMC5 and PMC7 both count L1D set 1.
  ['PMC5', '0x200c40f'], // L1D_READS_SET1 0xc4 (L2758)
  ['PMC6', '0x2070c0f'], // THREAD_SWITCH_EVENTS 0x0c, umask ALL (L2616, Table 4-129)
  ['PMC7', '0x200c70f'], // L1D_READ_MISSES 0xc7 (L2761)
  // L2D_MISSES is in no L2D set (the L2D set rules of section 4.8.4 do not bind it).
  ['PMC8', '0x200cb0f'], // L2D_MISSES 0xcb, PMD4-9 only (L2765)
  ['PMC9', '0x200400f'], // L1I_READS 0x40 (L2637)
  ['PMC10', '0x200dc0f'], // L3_MISSES 0xdc (L2776)
  ['PMC11', '0x200db0f'], // L3_REFERENCES 0xdb (L2775)
  ['PMC12', '0x2005b0f'], // BR_MISPRED_DETAIL 0x5b, umask ALL.ALL_PRED (L2661, Table 4-51)
  ['PMC13', '0x200000f'], // BACK_END_BUBBLE 0x00, umask ALL (L2605, Table 4-44)
  ['PMC14', '0x200080f'], // IA64_INST_RETIRED 0x08 (L2612)
  ['PMC15', '0x200110f'], // BRANCH_EVENT 0x11 (L2620)
  // The execution trace buffer captures every branch at every level: plm 15, tm, ptm and
  // ppm 3 (PMC39, seed 003 Table 3-26), as the Montecito walk-through above does.
  ['PMC39', '0x3f0f'],
  // PMD4 (CPU_OP_CYCLES) 10^9 cycles before its 47-bit count wraps (Table 3-7: count is
  // bits 46:0), so that the run goes through an overflow too.
  ['PMD4', '0x7fffc4653600'],
];

/** Writes `value` (hex) to the register `reg` of the thread on screen, as a user would: finds it
 * with the register search and types the value in its hex box. */
export async function writeRegister(page, { tid, waitText }, reg, value) {
  await tid(page, 'reg-search').fill(reg);
  await tid(page, 'reg-search').press('Enter');
  await tid(page, `reg-${reg}`).waitFor();
  await tid(page, `value-${reg}-hex`).fill(value);
  await tid(page, `value-${reg}-hex`).press('Enter');
  await waitText(page, `reg-value-${reg}`, `0x${BigInt(value).toString(16).padStart(16, '0')}`);
}

/** Programs SOAK_PMCS on both threads of the Montecito app open in `page` (its first screen's
 * introduction hidden), through the register search and the hex boxes, as a user would. */
export async function programSoak(page, { tid, waitText }) {
  await tid(page, 'machine-select').selectOption('montecito');
  await tid(page, 'thread-view').waitFor({ timeout: 10000 });
  const pmcs = SOAK_PMCS;
  const writeHex = (reg, value) => writeRegister(page, { tid, waitText }, reg, value);
  for (const thread of ['0', '1']) {
    await tid(page, 'thread-select').selectOption(thread);
    // User monitors at privilege level 3 with PSR.up = 1 (seed 003 section 3.3.1).
    await tid(page, 'mode-select').selectOption('3');
    if (await tid(page, 'psr-up').getAttribute('aria-pressed') !== 'true') await tid(page, 'psr-up').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=psr-up]').getAttribute('aria-pressed') === 'true');
    for (const [reg, value] of pmcs) await writeHex(reg, value);
  }
}

/** Opens the app built in `dist` in headless Chromium at 1440x1000 with no saved session, hides
 * the first screen's introduction and programs the soak (or what `program` programs, such as
 * t4-soak.mjs's counterpart), ready to run: the page of the frame's profiles (frame-profile.mjs,
 * frame-variants.mjs). Close `browser` and `server` when done. */
export async function openSoak(dist, program = programSoak) {
  const tid = (page, id) => page.locator(`[data-testid="${id}"]`).first();
  const waitText = (page, id, expected) => page.waitForFunction(
    ([i, e]) => document.querySelector(`[data-testid="${i}"]`)?.textContent.trim() === e, [id, expected], { timeout: 5000 });
  const server = await serve(dist);
  const browser = await launch();
  const page = await browser.newPage();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${server.url}/`);
  await tid(page, 'machine-select').waitFor({ timeout: 30000 });
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await page.goto(`${server.url}/`);
  await tid(page, 'machine-select').waitFor({ timeout: 30000 });
  await tid(page, 'intro-hide').click();
  await program(page, { tid, waitText });
  return { server, browser, page, tid };
}
