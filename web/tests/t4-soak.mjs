// The T4's counterpart of the soak (montecito-soak.mjs), for comparing the two machines' live
// runs in one run (soak-ab.mjs, a side written `t4:DIST`): a SPARC T4 with two strands, as the
// Montecito soak has two threads, every counter of both on an event of its own, counting in
// every mode and trapping on overflow, PIC0 preset near its wrap so that the run goes through an
// overflow, and PIC0 on screen, so that the register view follows a counter at every frame.
import { openSoak, writeRegister } from './montecito-soak.mjs';

// PCR0-3 each on its own event, with ut, st and ht set and toe set (seed 000 Table 10-1, the
// PCR's fields; Table 10-2, the events and their masks). The values are what
// `pmu encode sparc-t4 PCRn sl=... mask=... ut=1 st=1 ht=1 toe=1` gives.
export const T4_SOAK_REGS = [
  ['PCR0', '0xbfe'], // sl 0x1 Select cycles, mask 0x1f (all select events)
  ['PCR1', '0x1ffe'], // sl 0x3 Instruction types, mask 0x3f (all instructions)
  ['PCR2', '0x80fe'], // sl 0x10 L1 data cache misses (precise), mask 0x7
  ['PCR3', '0xc9fe'], // sl 0x19 Branch mispredicts, mask 0xf
  // PIC0's counter is bits 31:0 (Table 10-3): 2^24 events before it wraps.
  ['PIC0', '0xff000000'],
];

/** Programs T4_SOAK_REGS on both strands of the T4 app open in `page` (its first screen's
 * introduction hidden) through the register search and the hex boxes, as a user would, and
 * leaves PIC0 on screen. */
export async function programT4Soak(page, { tid, waitText }) {
  await tid(page, 'machine-select').selectOption('sparc-t4');
  await page.waitForFunction(() => document.querySelector('[data-testid=machine-select]').value === 'sparc-t4');
  await tid(page, 'threads-select').selectOption('2');
  await page.waitForFunction(() => document.querySelector('[data-testid=threads-select]').value === '2');
  for (const strand of ['0', '1']) {
    await tid(page, 'thread-select').selectOption(strand);
    for (const [reg, value] of T4_SOAK_REGS) await writeRegister(page, { tid, waitText }, reg, value);
  }
}

/** Opens a side of a comparison ready to run: `t4:DIST` the T4's counterpart of the soak, any
 * other DIST the Montecito soak (montecito-soak.mjs's `openSoak`). */
export function openSide(side) {
  return side.startsWith('t4:') ? openSoak(side.slice(3), programT4Soak) : openSoak(side);
}
