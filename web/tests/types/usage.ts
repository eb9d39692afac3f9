// Compiled (never run) by web/tests/types.mjs with `strict`: the declarations in
// web/pmu-explorer.d.ts describe the API the way a TypeScript user calls it. Each
// `@ts-expect-error` is a misuse the declarations must reject (the compile fails if one is
// accepted, as it would be if the types were `any`).
import { ready, mount, bench, Explorer, lessons, lesson, checkLesson } from '../../pmu-explorer.js';
import type { LessonCheck, LogEntry, State, WidgetHandle, WriteResult } from '../../pmu-explorer.js';

export async function usage(element: Element): Promise<string[]> {
  await ready;
  const t4 = new Explorer('sparc-t4', 1n);
  const w: WriteResult | null = t4.write('PCR0', { sl: 26, ut: 1 });
  if (w && 'value' in w) w.notes.join('; ');
  t4.write('PIC0', '0xfffffff0', 0);
  t4.setMode('user');
  new Explorer('montecito').setMode({ cpl: 3, psr: { up: 1, pp: false } }, 1);
  const ran = t4.runUntil('overflow', 1n << 40n);
  const cycles: number | bigint | undefined = ran?.cycles;
  const v: bigint | null = t4.read('PIC0');
  const hex: string | null = t4.readHex('PIC0');
  const s: State = t4.state();
  const lines = t4.log().map((e: LogEntry) => (e.kind === 'overflow' ? e.counter : e.kind));
  const now: bigint = t4.cycle;
  const went: boolean = t4.back() && t4.forward();
  t4.goto(0);
  const steps = t4.history().steps.map((step) => `${step.index}: ${step.label} (${step.events.overflows})`);
  t4.import('PCR0=0x8018', 'registers');
  const commands = t4.export('perf').exports.map((e) => e.command ?? e.reason);
  const handle: WidgetHandle = await mount(element, { machine: 'sparc-t4', register: 'PCR0', value: 0x8018n, view: 'counters' });
  await mount(element, { setup: 'mode=user', compare: 'PCR0.sl=26; PCR0.ut=1 | PCR0.sl=26; PCR0.st=1' });
  handle.unmount();
  window.PmuExplorer.bench().map((r) => r.cycles_per_second);
  t4.free();
  const first = lessons()[0].id;
  const l = lesson(first);
  const solved = { ...l.start, steps: [...(l.start.steps as unknown[]), ...l.solution] };
  const check: LessonCheck = checkLesson(first, solved);
  const done: boolean = check.done && Explorer.lesson(first).checkLesson(first).goals.every((g) => g.met || g.text.length > 0);
  await mount(element, { lesson: first });
  // @ts-expect-error a session is a scenario object or its JSON text
  checkLesson(first, 5);
  // @ts-expect-error a run waits for a known condition
  t4.runUntil('forever');
  // @ts-expect-error a mode is a SPARC mode's name or {cpl, up, pp}
  t4.setMode('godmode');
  // @ts-expect-error cycle is read-only
  t4.cycle = 5n;
  // @ts-expect-error the view is one of four
  await mount(element, { view: 'chart' });
  // @ts-expect-error bench takes no argument
  bench(3);
  // @ts-expect-error goto takes the index of a step
  t4.goto();
  // @ts-expect-error the formats are the tools' four
  t4.export('csv');
  return [String(cycles), String(v), String(hex), s.machine, String(now), String(went), String(done), ...lines, ...steps, ...commands.map(String)];
}
