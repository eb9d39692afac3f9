// TypeScript declarations for the embedding loader (pmu-explorer.js) and the JavaScript API it
// hands on from the wasm module. web/tests/types.mjs holds them against the built bundle: every
// name declared here exists at run time and every export is declared, and the shapes of the
// results below are the shapes the model returns (pmu_model::scenario::output, pmu-ui's
// js_values.rs).

/**
 * A 64-bit value as an argument: a BigInt, a non-negative integer number below 2^53, or a
 * string ("0x8018", "32792").
 */
export type U64 = bigint | number | string;

/**
 * A 64-bit number in a result (cycles, seeds, field values): a number up to 2^53 - 1, where
 * numbers are exact, and a BigInt beyond.
 */
export type U64Out = number | bigint;

/** A register value in a result: "0x" and 16 hex digits. */
export type Hex = string;

/** A SPARC privilege mode. */
export type SparcMode = 'user' | 'privileged' | 'hyperprivileged';

/** An Itanium privilege state: PSR.cpl (0-3) and the monitor enables, as booleans or 0/1. */
export interface ItaniumMode {
  cpl: U64;
  up?: boolean | number;
  pp?: boolean | number;
  /** The enables may also be given as `psr: {up, pp}`. */
  psr?: { up?: boolean | number; pp?: boolean | number };
}

/** What `runUntil` waits for. */
export type RunCondition = 'overflow' | 'trap' | 'thread_switch';

/** Why a run stopped. */
export type Stopped =
  | 'cycles'
  | 'overflow'
  | 'trap'
  | 'thread_switch'
  | 'cycle'
  | 'max_cycles'
  | 'event_limit';

/** `write`'s result: the value the register holds now and why written bits did not take. */
export interface Written {
  value: Hex;
  notes: string[];
}

/** `write`'s result when the hardware refused the access (the trap is in the log). */
export interface Trapped {
  trapped: string;
}

export type WriteResult = Written | Trapped;

export interface RunResult {
  cycles: U64Out;
  stopped: Stopped;
}

/** A real tool's format (docs/interop.md). */
export type InteropFormat = 'perf' | 'cpc' | 'pfmon' | 'registers';

/** What `Explorer.import` applied: the register writes and the tool's notes. */
export interface ImportResult {
  machine: string;
  format: InteropFormat;
  writes: { reg: string; value: Hex; thread: number }[];
  notes: string[];
  /** The parts of the line that program no register here: what was typed, what it does
   * instead, and who acts on it (the tool, its kernel interface, the workload). Absent when
   * the whole line was imported. */
  not_imported?: { what: string; why: string; whose: string }[];
}

/** Each tool's command line for the registers, or why the tool cannot express them. */
export interface ExportResult {
  machine: string;
  exports: {
    format: InteropFormat;
    tool: string;
    spec?: string;
    command?: string;
    reason?: string;
    differences: string[];
  }[];
}

/** What `Explorer.why` returns: the conditions that gate one counter, in the manual's words. */
export interface WhyResult {
  counter: string;
  /** Software has programmed something for it. */
  programmed: boolean;
  /** It advances as the workload runs. */
  counting: boolean;
  gates: Gate[];
}

/** One condition on a counter. */
export interface Gate {
  /** Whether it gates the count or only software's reads of it. */
  kind: "counting" | "reading";
  met: boolean;
  /** The register fields it reads: "PCR0.ut", "PSR.up". */
  fields: string[];
  text: string;
  /** The manual by title, with its table or section. */
  source: string;
}

export interface HypercallResult {
  /** "EOK", "EINVAL", "ENOACCESS", ... */
  status: string;
  code: U64Out;
  value: Hex | null;
}

/** A thread's privilege state in `state()`. */
export type ModeState = SparcMode | { cpl: number; psr: { up: boolean; pp: boolean } };

export interface NotCounting {
  counter: string;
  why: string[];
}

/** A derived monitor computed from the counters in use (the manual's Derived Monitors tables
 * on Montecito; natural ratios on the SPARCs). */
export interface DerivedValue {
  name: string;
  /** null while a denominator is 0. */
  value: number | null;
  /** The formula used: arithmetic over event names (with mask parts) and other monitors. */
  formula: string;
  /** Each event term, the counter that supplied it and its count. */
  terms: { term: string; counter: string; count: U64Out }[];
  /** Where the formula comes from. */
  source: string;
}

export interface ThreadState {
  thread: number;
  mode: ModeState | null;
  /** The SPARC mode now (the base mode raised by the workload's phase); null on Itanium. */
  mode_now: SparcMode | null;
  /** Register name to value, in table order. */
  registers: Record<string, Hex>;
  not_counting?: NotCounting[];
  /** The derived monitors the thread's counters compute (absent when none). */
  derived?: DerivedValue[];
}

/** The thread switching of a machine that switches threads. */
export interface SwitchingState {
  foreground: number;
  switching: boolean;
  urgency: number[];
  position: U64Out[];
  switches: U64Out;
  switch_reasons: Record<string, U64Out>;
}

/** `state()`: the scenario result shape of docs/scenarios.md ("Output"). */
export interface State {
  machine: string;
  seed: U64Out;
  workload: string;
  cycle: U64Out;
  /** Always empty in `state()` (a scenario's read steps). */
  reads: unknown[];
  log: LogEntry[];
  /** Thread 0's registers. */
  registers: Record<string, Hex>;
  threads: ThreadState[];
  /** Always empty in `state()` (a scenario's failed expectations). */
  errors: unknown[];
  thread_switching?: SwitchingState;
  pcl?: unknown[];
}

interface LogBase {
  cycle: U64Out;
  thread?: number;
}

export interface OverflowEntry extends LogBase {
  kind: 'overflow';
  counter: string;
  control: string;
}

export interface TrapEntry extends LogBase {
  kind: 'trap';
  name: string;
  counter?: string;
  tpc?: string;
  ntc?: boolean;
  repeat?: boolean;
  note: string;
}

export interface TrapLostEntry extends LogBase {
  kind: 'trap_lost';
  name: string;
  counter: string;
  reason: string;
}

export interface HypercallEntry extends LogBase {
  kind: 'hypercall';
  fn: string;
  fn_number: string;
  args: string[];
  status: string;
  status_code: U64Out;
  value?: Hex;
}

export interface NoteEntry extends LogBase {
  kind: 'note';
  text: string;
}

export interface InterruptEntry extends LogBase {
  kind: 'interrupt';
  name: string;
  counter?: string;
  note: string;
}

export interface FreezeEntry extends LogBase {
  kind: 'freeze';
  note: string;
}

export interface ThreadSwitchEntry extends LogBase {
  kind: 'thread_switch';
  from: number;
  to: number;
  reason: string;
  urgency_from: number;
  urgency_to: number;
}

/** One log entry; `kind` says which fields it has. */
export type LogEntry =
  | OverflowEntry
  | TrapEntry
  | TrapLostEntry
  | HypercallEntry
  | NoteEntry
  | InterruptEntry
  | FreezeEntry
  | ThreadSwitchEntry;

export interface BenchResult {
  name: string;
  cycles: U64Out;
  actions: U64Out;
  seconds: number;
  cycles_per_second: number;
  /** The time of one action (a step, a step back), in milliseconds. */
  ms_per_action: number;
  /** Its cycles per second over the T4's in the same steps, in the same run; null for the
   * T4's own and for benchmarks that do not step. */
  vs_t4: number | null;
}

/** The log's events a step of the history made. */
export interface StepEvents {
  overflows: number;
  /** Traps and interrupts, taken or lost. */
  traps: number;
  switches: number;
}

/** One step of an Explorer's history: one call that acted on the machine. */
export interface HistoryStep {
  /** `goto(index)` goes to the state after this step (the first step is 1). */
  index: number;
  kind: 'write' | 'read' | 'run' | 'mode' | 'hypercall' | 'setting' | 'reset';
  /** The call in a few words: "write PCR0 = 0x000000000000d004", "run 10 cycles". */
  label: string;
  /** The step's actions as scenario steps (docs/scenarios.md). */
  actions: Record<string, unknown>[];
  fromCycle: U64Out;
  toCycle: U64Out;
  events: StepEvents;
}

/** `history()`: where the explorer is (how many steps lie before its state) and every step. */
export interface History {
  position: number;
  length: number;
  steps: HistoryStep[];
}

/**
 * A simulated machine for scripts and tests: the same model as the app, without any UI. Every
 * bad argument throws an Error whose message names it; a failed call changes nothing. (The
 * loader sets this binding when `ready` resolves: construct one after that.)
 */
export class Explorer {
  /** `new Explorer("sparc-t4", 1)`; `threads` defaults to the machine's default count. */
  constructor(machine: string, seed?: U64 | null, threads?: number | null);
  /** A raw value, or field values by name (`{sl: 26, ut: 1}`; a field may take an encoding's name). */
  write(reg: string, value: U64 | Record<string, U64>, thread?: number | null): WriteResult | null;
  /** Read as software would: null if the read trapped. */
  read(reg: string, thread?: number | null): bigint | null;
  readHex(reg: string, thread?: number | null): Hex | null;
  setMode(mode: SparcMode | ItaniumMode, thread?: number | null): void;
  run(cycles: U64): RunResult | null;
  /** At most `maxCycles` (default 2^48). */
  runUntil(condition: RunCondition, maxCycles?: U64 | null): RunResult | null;
  /** A sun4v hypercall by name ("KT_GET_PERFREG") or number, on machines with a hypervisor. */
  hypercall(func: string, args: U64[], thread?: number | null): HypercallResult | null;
  /** Import a perf / cpustat / pfmon string or REG=VALUE pairs and apply its writes. */
  import(text: string, format?: InteropFormat | null, thread?: number | null): ImportResult;
  /** The real tools' command lines for what the registers of `thread` hold. */
  export(format?: InteropFormat | null, thread?: number | null): ExportResult;
  /** Why a counter counts or not ("PMD4"): each condition, met or not, in the manual's words. */
  why(counter: string, thread?: number | null): WhyResult;
  state(): State;
  log(): LogEntry[];
  readonly cycle: bigint;
  /**
   * Time travel: every call that acts on the machine is a step. One step back (false at the
   * start), one forward (false at the end), or to the state after `index` steps (0: the start),
   * which is the state replaying those calls from scratch gives. A call after going back cuts
   * the steps after it.
   */
  back(): boolean;
  forward(): boolean;
  goto(index: U64): void;
  history(): History;
  /** Check this machine against a lesson's goals (docs/lessons.md). An explorer makes no PCL
   * calls: a goal on a PCL region's count is unmet here (check such sessions with
   * `checkLesson`). Throws for an unknown lesson or one on another machine. */
  checkLesson(id: string): LessonCheck;
  /** Free the machine's memory now (the garbage collector does it later otherwise). */
  free(): void;
  [Symbol.dispose](): void;
  /** The lesson's machine at the end of its starting session. */
  static lesson(id: string): Explorer;
}

/** One entry of `lessons()`. */
export interface LessonEntry {
  id: string;
  title: string;
  /** A machine id. */
  machine: string;
}

/** `lesson(id)`: what a learner reads, and the sessions that start and solve it. Texts name
 * the manuals by title. */
export interface Lesson extends LessonEntry {
  text: string;
  goals: string[];
  hints: string[];
  /** The starting session: a scenario (docs/scenarios.md). */
  start: Record<string, unknown>;
  /** Steps that, appended to the start's, meet every goal. */
  solution: Record<string, unknown>[];
}

/** A session checked against a lesson's goals (the shape of `pmu lesson check --json`). */
export interface LessonCheck {
  id: string;
  /** Every goal is met. */
  done: boolean;
  goals: GoalCheck[];
}

export interface GoalCheck {
  text: string;
  met: boolean;
}

/** Widget options: as `<pmu-explorer>` attributes (strings) or `mount`'s object. The list is
 * crates/pmu-ui/src/js/widget_options.rs's `OPTIONS`, which a test holds this to. */
export interface WidgetOptions {
  /** A machine id, as `pmu machines` lists them; the first machine if left out. */
  machine?: string;
  /** The register shown; the machine's first (or the lesson's register) if left out. */
  register?: string;
  /** A value written to the register (as software writes it) before the widget is shown. */
  value?: U64;
  /** The strand or thread shown, from 0. */
  thread?: number | string;
  /**
   * What the widget shows: the register (the default), the register with the counters, the
   * thread timeline (machines that switch threads), the event catalogue, or lanes side by side
   * (with `compare`).
   */
  view?: 'register' | 'counters' | 'timeline' | 'events' | 'compare';
  /** The register is shown, not edited. */
  readonly?: boolean | string;
  /** Light or dark; `auto` (the default) follows the page's preference. */
  theme?: 'light' | 'dark' | 'auto';
  /** The workload's random seed (1 if left out). */
  seed?: U64;
  /**
   * `;`-separated `REG=VALUE` writes, `REG.field=VALUE` field writes, and `mode=...`,
   * `psr.cpl=N`, `psr.up=0|1`, `psr.pp=0|1`.
   */
  setup?: string;
  /**
   * Lanes side by side (the compare view): setups separated by `|`, each lane the same
   * machine, workload and seed with its own programming, stepping together; such as
   * "PCR0.sl=26; PCR0.ut=1 | PCR0.sl=26; PCR0.st=1".
   */
  compare?: string;
  /** A lesson's id: the widget opens on its machine and start and shows its goals. */
  lesson?: string;
}

/** What `mount` resolves to. */
export interface WidgetHandle {
  unmount(): void;
  free(): void;
  [Symbol.dispose](): void;
}

/** Resolves when the lab (the module with the simulators, which `Explorer` needs) has arrived;
 * construct an `Explorer` after that. The lab loads when a widget needs it, or once the page's
 * register widgets are usable (at once on a page without any). */
export const ready: Promise<void>;

/** The names of the bundle's other files, relative to the loader (content-hashed in a build):
 * the lab's glue and wasm, the stylesheet, the register module's glue and wasm, the app's first
 * module's glue and wasm; and the lab's wasm size in bytes. */
export const files: { js: string; wasm: string; css: string; registerJs: string; registerWasm: string; appJs: string; appWasm: string; labBytes: number };

/** Mount a widget into `element`; bad options show an inline error in the widget. */
export function mount(element: Element, options?: WidgetOptions): Promise<WidgetHandle>;

/** The standard benchmarks of `pmu bench`, in this wasm build with the browser's clock (set
 * when `ready` resolves). */
export function bench(): BenchResult[];

/** Every lesson (set when `ready` resolves). */
export function lessons(): LessonEntry[];

/** One lesson; throws for an unknown id, naming it and the lessons. */
export function lesson(id: string): Lesson;

/** Play a session (a scenario object or its JSON text, as `pmu run` takes it) and check it
 * against lesson `id`; throws for an unknown lesson or a bad session, naming it, and for a
 * session that asks for more work than the page replays at once (saying how far it got). */
export function checkLesson(id: string, session: Record<string, unknown> | string): LessonCheck;

declare global {
  interface Window {
    PmuExplorer: {
      mount: typeof mount;
      ready: typeof ready;
      files: typeof files;
      readonly Explorer: typeof Explorer;
      readonly bench: typeof bench;
      readonly lessons: typeof lessons;
      readonly lesson: typeof lesson;
      readonly checkLesson: typeof checkLesson;
    };
  }
}
