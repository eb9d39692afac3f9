// Two builds' live runs in turns: opens each build's app in a headless Chromium of its own,
// programs the soak's page on both (montecito-soak.mjs), optionally takes STEPS steps of one
// cycle first (a long history), and then, round after round (the order reversed every other
// round), runs one at 10^10 cycles per frame while the other stays paused, and prints, reported
// and never asserted:
// - each build's frames per second, counted in the page, per round and their median;
// - the CPU time of Chromium's threads during the turns (from /proc, in ticks per second: 100
//   is one core), by process type and thread name, the medians of the rounds. The paused page
//   costs next to nothing, so the figures are the running page's.
// Both pages open at once, so that a build's turn and the other's are a few seconds apart on a
// machine whose speed drifts: compare the two builds of one run only.
// A side written `t4:DIST` opens the T4's counterpart of the soak instead (t4-soak.mjs), so that
// `soak-ab.mjs DIST t4:DIST` compares the two machines' live runs of one build.
// Usage: node web/tests/soak-ab.mjs DIST_A DIST_B [rounds] [seconds]   (STEPS=400 for a long history)
import { readFileSync, readdirSync } from 'node:fs';
import { openSide } from './t4-soak.mjs';

const [a, b, roundsArg, secondsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 6);
const seconds = Number(secondsArg ?? 5);
const steps = Number(process.env.STEPS ?? 0);
if (!a || !b || !(rounds > 0) || !(seconds > 0) || !(steps >= 0)) {
  console.error('usage: node web/tests/soak-ab.mjs DIST_A DIST_B [rounds] [seconds]   (STEPS=N for a long history)');
  process.exit(2);
}

/** CPU ticks (user and system) of every Chromium thread, by "process type: thread name". */
function ticks() {
  const out = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let cmd;
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!/chrom/i.test(cmd)) continue;
    const type = cmd.match(/--type=([a-z-]+)/)?.[1] ?? 'browser';
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const key = `${type}: ${name}`;
        out.set(key, (out.get(key) ?? 0) + Number(f[11]) + Number(f[12]));
      } catch {
        // The thread ended while it was read.
      }
    }
  }
  return out;
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const sides = [];
for (const dist of [a, b]) {
  const s = await openSide(dist);
  for (let i = 0; i < steps; i += 1) await s.tid(s.page, 'step-1').click();
  await s.tid(s.page, 'speed').selectOption('10000000000');
  sides.push({ dist, ...s, fps: [], threads: new Map() });
}
for (let r = 0; r < rounds; r += 1) {
  for (const s of r % 2 ? [...sides].reverse() : sides) {
    await s.tid(s.page, 'run').click();
    await s.page.waitForTimeout(800);
    const before = ticks();
    const fps = await s.page.evaluate((ms) => new Promise((done) => {
      let n = 0;
      const t0 = performance.now();
      const f = () => { n += 1; if (performance.now() - t0 < ms) requestAnimationFrame(f); else done(n / ((performance.now() - t0) / 1000)); };
      requestAnimationFrame(f);
    }), seconds * 1000);
    for (const [k, v] of ticks()) {
      const per = (v - (before.get(k) ?? 0)) / seconds;
      s.threads.set(k, [...(s.threads.get(k) ?? []), per]);
    }
    s.fps.push(fps);
    await s.tid(s.page, 'pause').click();
    await s.page.waitForTimeout(300);
  }
}
for (const s of sides) {
  console.log(`${s.dist}: ${median(s.fps).toFixed(1)} frames/s (rounds: ${s.fps.map((f) => f.toFixed(1)).join(', ')})`);
  const busy = [...s.threads].map(([k, v]) => [k, median(v)]).filter(([, v]) => v >= 1).sort((x, y) => y[1] - x[1]);
  for (const [k, v] of busy) console.log(`  ${v.toFixed(1).padStart(6)} ticks/s  ${k}`);
}
console.log(`${b} / ${a}: ${(median(sides[1].fps) / median(sides[0].fps)).toFixed(2)} in frames per second`);
for (const s of sides) {
  await s.browser.close();
  await s.server.close();
}
