// pmu-explorer embedding loader. Include it as a module:
//   <link rel="stylesheet" href=".../pmu-explorer.css">   (optional: reserves the boxes from the first paint)
//   <script type="module" src=".../pmu-explorer.js"></script>
//   <pmu-explorer machine="sparc-t4" register="PCR0" value="0x8018"></pmu-explorer>
// or call PmuExplorer.mount(element, {machine, register, value, view}) / new PmuExplorer.Explorer(...)
// once `PmuExplorer.ready` has resolved. The wasm module and the stylesheets are loaded from the
// folder this file was loaded from, once per page however many widgets it has. TypeScript
// declarations: pmu-explorer.d.ts beside this file.
//
// Each <pmu-explorer> is a box of a fixed height (pmu-explorer.css: one per view; a page sets
// its own with CSS, such as style="height: 40rem", or "auto" to let it grow) that shows the
// register's name until the wasm has arrived, so the page around it does not move when the
// widget appears in it.

// The bundle's other files, relative to this one. The build writes the names it gave them here
// (content-hashed: scripts/stamp-loader.sh, a Trunk hook), and the lab's wasm size in bytes (its
// progress bar's end); these are their names unhashed.
export const files = { js: 'pmu-ui.js', wasm: 'pmu-ui_bg.wasm', css: 'style.css', registerJs: 'pmu-register.js', registerWasm: 'pmu-register_bg.wasm', appJs: 'pmu-app.js', appWasm: 'pmu-app_bg.wasm', labBytes: 0 };

const base = new URL('.', import.meta.url);
const url = (name) => new URL(name, base).href;

function addStylesheet(href) {
  if ([...document.querySelectorAll('link[rel=stylesheet]')].some((l) => l.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
}

// The boxes first (if the page did not link them), then the widgets' own look. The app's page
// (index.html, `<body data-pmu-app>`) links its own stylesheet and has no widget boxes.
const appPage = document.body?.hasAttribute('data-pmu-app') ?? false;
if (!appPage) {
  addStylesheet(url('pmu-explorer.css'));
  addStylesheet(url(files.css));
}

/** The JavaScript API (the `Explorer` class, `bench`, and the lessons: `lessons()`,
 * `lesson(id)`, `checkLesson(id, session)`): set once `ready` has resolved. */
export let Explorer;
export let bench;
export let lessons;
export let lesson;
export let checkLesson;
let wasmMount;

// Two modules. The register explorer (pmu-register: the tables, decode and encode, the bit grid,
// the field controls; about a third of the lab's bytes) comes first when a page shows a register
// widget, so that the widget is usable early; on the app's page it comes as the app's first
// module (pmu-app: the same with the default machine's simulator, which runs the first screen's
// Steps). The lab (pmu-ui: everything, with the simulators, time travel, lessons, PCL and the
// tool bridges) comes when a widget or the page's script needs it, or once the page is idle; it
// then takes over each register widget, replaying the writes made in it on its simulator.

let labStarted = false;
let labArrived = false;
/** The lab's glue module and its wasm's exports, once it has arrived. */
let lab;
let settleLab;
/** Resolves when the lab has arrived; `Explorer` may be constructed after that. The lab starts
 * loading when a widget needs it, or once the page's register widgets are usable (at once on a
 * page that has none), so that awaiting `ready` always ends. */
export const ready = new Promise((resolve, reject) => { settleLab = { resolve, reject }; });

// The service worker that keeps the release for offline use (offline.js), once the lab has
// arrived: imported then, so that it is never on the way to the widgets.
ready.then(() => import(url('offline.js'))).catch(() => {});

/** Who wants to see the lab's progress: functions of (bytes loaded, bytes in all). */
const progressWatchers = new Set();

/** `response` with its body counted as it streams, for the progress bars. */
function counted(response) {
  if (!response.ok || !response.body) return response;
  const total = files.labBytes || Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  let loaded = 0;
  const body = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      loaded += value.byteLength;
      for (const watch of progressWatchers) watch(loaded, total);
      controller.enqueue(value);
    },
  });
  return new Response(body, { status: response.status, headers: { 'content-type': 'application/wasm' } });
}

function startLab() {
  if (labStarted) return;
  labStarted = true;
  (async () => {
    const wasm = fetch(url(files.wasm)).then(counted);
    wasm.catch(() => {}); // reported by the instantiation below
    const glue = await import(url(files.js));
    const exports = await glue.default({ module_or_path: wasm });
    ({ mount: wasmMount, Explorer, bench, lessons, lesson, checkLesson } = glue);
    lab = { glue, exports };
    labArrived = true;
  })().then(settleLab.resolve, settleLab.reject);
}

let registerModule;
/** The register explorer's module, loaded once: on the app's page, the app's first module. */
function loadRegister() {
  registerModule ??= (async () => {
    const wasm = fetch(url(appPage ? files.appWasm : files.registerWasm));
    wasm.catch(() => {});
    const glue = await import(url(appPage ? files.appJs : files.registerJs));
    await glue.default({ module_or_path: wasm });
    return glue;
  })();
  return registerModule;
}

// When the lab starts: decided once the widgets already in the page have asked (their elements
// upgrade when this module defines <pmu-explorer>, before this timer runs). With register widgets
// it waits until they are usable, so that the two downloads do not share the line; without, it
// starts at once.
let labWanted = false;
setTimeout(() => {
  if (!registerModule) {
    startLab();
    return;
  }
  registerModule.then(
    () => (labWanted ? startLab() : whenIdle(startLab)),
    () => startLab(),
  );
}, 0);
function whenIdle(f) {
  if ('requestIdleCallback' in window) requestIdleCallback(f, { timeout: 2000 });
  else setTimeout(f, 200);
}
/** The lab, loaded now (or as soon as the register widgets are usable). */
function needLab() {
  labWanted = true;
  if (!registerModule) startLab();
  else registerModule.then(startLab, startLab);
  return ready;
}

/** The arguments of `mountRegister` for `options`, or undefined when the widget needs the lab
 * (a view other than the register, a setup, a lesson, another strand, or an option of a kind the
 * register module does not read, which the lab then explains). */
function registerArgs(options) {
  const text = (v) => (v === undefined ? '' : typeof v === 'string' ? v : undefined);
  const { machine, register, value, readonly, theme, thread, view, ...rest } = options;
  if (Object.keys(rest).length > 0 || typeof register !== 'string') return undefined;
  if (view !== undefined && view !== 'register') return undefined;
  if (thread !== undefined && String(thread) !== '0') return undefined;
  const number = typeof value === 'number' && Number.isSafeInteger(value) ? String(value)
    : typeof value === 'bigint' ? `0x${value.toString(16)}` : text(value);
  const flag = readonly === undefined || readonly === false || readonly === 'false' ? false
    : readonly === true || readonly === '' || readonly === 'true' ? true : undefined;
  const args = [text(machine), register, number, flag, text(theme)];
  return args.includes(undefined) ? undefined : args;
}

/** A widget of the register module, handed to the lab when it arrives (and the widget is not in
 * use): the lab's widget starts from the page's value and replays each write made here. */
class EarlyHandle {
  constructor(element, options, inner) {
    this.element = element;
    this.options = options;
    this.inner = inner;
    ready.then(() => this.#handOver(), () => {});
  }

  #handOver() {
    if (!this.inner || this.lab) return;
    if (this.element.contains(document.activeElement)) {
      this.element.addEventListener('focusout', () => setTimeout(() => this.#handOver(), 0), { once: true });
      return;
    }
    const options = { ...this.options };
    const writes = this.inner.writes();
    if (writes.length > 0) {
      const { register, value } = options;
      const first = value === undefined ? [] : [`${register}=${typeof value === 'bigint' ? `0x${value.toString(16)}` : value}`];
      options.setup = [...first, ...writes.map((w) => `${register}=${w}`)].join('; ');
      delete options.value;
    }
    // The lab's widget renders beside this one, which then leaves: both in the microtasks
    // before the next frame, so that the page never shows the box empty.
    const early = this.inner;
    this.lab = wasmMount(this.element, options);
    early.unmount();
    this.inner = undefined;
  }

  unmount() {
    this.inner?.unmount();
    this.inner = undefined;
    this.lab?.unmount();
    this.lab = undefined;
  }

  free() { this.unmount(); }

  [Symbol.dispose]() { this.unmount(); }
}

/** Mount a widget into `element`. Options: machine, register, value, thread, view
 * (register | counters | timeline | events | compare), readonly, theme (light | dark | auto), seed,
 * setup ("PIC0=0xfffffff0; mode=user"), compare (lanes' setups separated by |, such as
 * "PCR0.sl=26; PCR0.ut=1 | PCR0.sl=26; PCR0.st=1"), lesson (a lesson's id: the widget opens on
 * its start and shows its goals). A register widget is usable before the lab has arrived. */
export async function mount(element, options = {}) {
  if (!(element instanceof Element)) throw new TypeError('mount: the first argument must be a DOM element');
  const args = !labArrived && options !== null && typeof options === 'object' ? registerArgs(options) : undefined;
  if (args !== undefined) {
    try {
      const module = await loadRegister();
      if (!labArrived) return new EarlyHandle(element, options, module.mountRegister(element, ...args));
    } catch {
      // Not a register the module knows, or the module failed: the lab shows the widget.
    }
  }
  await needLab();
  return wasmMount(element, options);
}

/** Shows the lab's download in `bar` and `note` (after `what`, a text or a function giving it)
 * until it has arrived. */
function watchLab(bar, note, what = 'loading the lab') {
  const kb = (n) => `${Math.round(n / 1000).toLocaleString('en')} KB`;
  const watch = (loaded, total) => {
    if (total > 0) {
      bar.max = total;
      bar.value = Math.min(loaded, total);
      note.textContent = `${typeof what === 'function' ? what() : what}: ${kb(loaded)} of ${kb(total)}`;
    }
  };
  progressWatchers.add(watch);
  ready.finally(() => progressWatchers.delete(watch)).catch(() => {});
}

/** The key under which the app saves the session (crates/pmu-ui/src/browser/persist.rs, KEY):
 * a visitor who has one reopens it, and gets no early editor. */
const SESSION_KEY = 'pmu-explorer-session';

/** Where the early editor keeps what was done in it until the app saves a session, which then
 * holds it (crates/pmu-ui/src/browser/persist.rs removes it): a reload before the lab arrives
 * loses nothing. */
const EARLY_KEY = 'pmu-explorer-early';

/** Whether this visit opens the default session: no session in the link, none saved. */
function newVisitor() {
  try {
    return location.hash.length <= 1 && localStorage.getItem(SESSION_KEY) === null;
  } catch {
    return false; // no storage (a sandbox): the lab decides, as for everyone else
  }
}

/** What an earlier visit did in the early editor and no app saved yet: its scenario steps, or
 * none (nothing kept, or what is stored is no list of steps). */
function earlyKept() {
  try {
    const kept = JSON.parse(localStorage.getItem(EARLY_KEY) ?? '[]');
    return Array.isArray(kept) ? kept : [];
  } catch {
    return [];
  }
}

function keepEarly(steps) {
  try {
    if (steps.length > 0) localStorage.setItem(EARLY_KEY, JSON.stringify(steps));
    else localStorage.removeItem(EARLY_KEY);
  } catch { /* no storage: nothing to keep it in */ }
}

/** Starts the app on its page (index.html loads this file as its start script; see the end).
 * index.html holds a static copy of the app's first screen (`.app-shell`). For a new visitor, the
 * app's first module makes its editor live first (`mountAppEditor` into `.early-editor`), and
 * the copy's Step buttons run their steps on that module's simulator (the default session's)
 * and show the new cycle, so that the register can be edited and stepped before the lab has
 * arrived. The lab comes right after that module, shows its download in the copy's history line,
 * and then replaces the copy with the app, which starts from what was done meanwhile
 * (`startApp(steps, field)`: the writes and Steps in order, as scenario steps, replayed to the
 * same state, and the field in use). */
function startApp() {
  const shell = document.querySelector('.app-shell');
  const slot = shell?.querySelector('.early-editor');
  const stepGroup = shell?.querySelector('.simbar [role=group][aria-label=Step]');
  const cycleText = shell?.querySelector('.simbar .cycle');
  let early;
  let shortcuts;
  /** The Steps clicked, each with the number of writes made before it. */
  const queued = [];
  const where = shell?.querySelector('.history-where');
  let note;
  const visitor = newVisitor();
  // A reload before the lab arrived: what was done then waits for the lab, and the copy says so.
  const kept = visitor ? earlyKept() : [];
  const keptSteps = kept.length;
  // Short, as the history line is (its full sentence is the note's title).
  const waiting = () => {
    if (keptSteps > 0) {
      if (note) note.title = 'What you did before the page was reloaded is kept: it is replayed as soon as the simulator is here.';
      return `${keptSteps} earlier ${keptSteps === 1 ? 'step waits' : 'steps wait'}`;
    }
    const cycles = queued.reduce((sum, q) => sum + q.cycles, 0);
    const steps = `${cycles.toLocaleString('en')} ${cycles === 1 ? 'cycle' : 'cycles'}`;
    // The app's first module runs the Steps itself: what is still on its way is the rest.
    if (early?.step) {
      if (note) {
        note.title = cycles === 0
          ? 'The counters, the log and the history are loading; the register and the Steps are yours meanwhile.'
          : `The Steps have run (${steps}); the counters, the log and the history are loading, and show them when they are here.`;
      }
      return 'counters and log';
    }
    if (note) {
      note.title = cycles === 0 ? 'The simulator is loading; the page is yours meanwhile.'
        : `The simulator is loading; the Steps asked for (${steps}) run as soon as it is here.`;
    }
    return cycles === 0 ? 'simulator' : `${steps} wait`;
  };
  if (where) {
    const bar = document.createElement('progress');
    bar.setAttribute('aria-label', 'The simulator\'s download');
    note = document.createElement('span');
    note.textContent = `${waiting()}…`;
    watchLab(bar, note, waiting);
    where.replaceChildren(bar, ' ', note);
  }
  // The steps queued and the writes made, in order, as scenario steps.
  const earlySteps = () => {
    const writes = early?.writes() ?? [];
    const register = early?.register;
    const steps = [];
    let w = 0;
    const writesUpTo = (n) => {
      for (; w < n; w += 1) steps.push({ write: { reg: register, value: writes[w] } });
    };
    for (const q of queued) {
      writesUpTo(q.after);
      steps.push({ run: { cycles: q.cycles } });
    }
    writesUpTo(writes.length);
    return steps;
  };
  if (slot && visitor && keptSteps === 0) {
    loadRegister().then((module) => {
      if (labArrived) return;
      early = module.mountAppEditor(slot);
      const buttons = [...(stepGroup?.querySelectorAll('button[data-cycles]') ?? [])];
      for (const button of buttons) {
        button.addEventListener('click', () => {
          const cycles = Number(button.dataset.cycles);
          // Run here at once, and again by the lab, which replays what was done here.
          try {
            const text = early?.step?.(cycles);
            if (text !== undefined && cycleText) cycleText.textContent = text;
          } catch { /* the lab runs it when it is here, as it does every Step */ }
          queued.push({ cycles, after: early?.writes().length ?? 0 });
          if (note) note.textContent = `${waiting()}…`;
          keepEarly(earlySteps());
        });
      }
      // A write is made by the editor's own handlers: kept once they have run.
      for (const type of ['change', 'click', 'keydown']) {
        slot.addEventListener(type, () => setTimeout(() => { if (early) keepEarly(earlySteps()); }, 0), true);
      }
      stepGroup?.removeAttribute('inert');
      // The app's shortcuts for them (1 to 5, as the copy's titles say), outside text boxes.
      shortcuts = (e) => {
        const typing = e.target instanceof Element && e.target.matches('input, select, textarea, [contenteditable]');
        const n = Number(e.key);
        if (e.ctrlKey || e.metaKey || e.altKey || typing || !(n >= 1 && n <= buttons.length)) return;
        e.preventDefault();
        buttons[n - 1].click();
      };
      document.addEventListener('keydown', shortcuts);
    }).catch(() => {}); // no early editor: the copy waits for the lab, as it did before
  }
  // The app takes over at once, unless a text box or a list of the early editor is in use: then
  // when it is left, so that nothing typed is lost.
  const begin = () => {
    const active = document.activeElement;
    if (early && slot.contains(active) && active.matches('input, select, textarea')) {
      if (note) {
        note.textContent = 'here: leave the box';
        note.title = 'The rest of the app is here: it takes over when you leave this box, with what you typed.';
      }
      active.addEventListener('focusout', () => setTimeout(begin, 0), { once: true });
      return;
    }
    const field = early && slot.contains(active) ? active.closest('[data-field]')?.dataset.field ?? '' : '';
    // A Step button in use (by the keyboard, say) stays in use: the app's takes the focus.
    const stepFocused = stepGroup?.contains(active) ? active.dataset.cycles : undefined;
    const steps = early ? earlySteps() : [];
    if (early) keepEarly(steps);
    // The editor scrolls on its own on a laptop's screen: the app's starts where the copy's was.
    // The app renders, selects the field and focuses its control in a microtask queued by
    // startApp; this one runs after it, before the page is drawn again.
    const scrolled = slot?.parentElement?.scrollTop ?? 0;
    if (shortcuts) document.removeEventListener('keydown', shortcuts);
    const handed = keptSteps > 0 ? kept : steps;
    lab.glue.startApp(handed.length > 0 ? JSON.stringify(handed) : '', field);
    early?.unmount();
    early = undefined;

    queueMicrotask(() => {
      const editor = document.querySelector('.app section.editor');
      if (editor && scrolled > 0) editor.scrollTop = scrolled;
      if (stepFocused) document.querySelector(`[data-testid=simbar] button[data-cycles="${stepFocused}"]`)?.focus();
    });
    // What Trunk's start script gave the page: the bindings, and an event once the app runs.
    window.wasmBindings = lab.glue;
    dispatchEvent(new CustomEvent('pmu-app-started', { detail: { wasm: lab.exports } }));
  };
  needLab().then(begin, (e) => {
    if (where) where.textContent = `The simulator could not be loaded: ${e}. Reload the page to try again.`;
  });
}

const ATTRIBUTES = ['machine', 'register', 'value', 'thread', 'view', 'readonly', 'theme', 'seed', 'setup', 'compare', 'lesson'];

const VIEW_TITLES = { counters: 'Counters', timeline: 'Thread timeline', events: 'Event catalogue', compare: 'Side by side' };

/** What a widget shows until the wasm has arrived: its register's name (or its view's) and
 * machine, as text (attributes are never inserted as HTML). */
function placeholder(options) {
  const box = document.createElement('div');
  box.className = 'pmu-explorer-placeholder';
  box.dataset.testid = 'widget-placeholder';
  const title = document.createElement('strong');
  // A `compare` option without a view is the compare view.
  const view = options.view ?? (options.compare !== undefined ? 'compare' : undefined);
  title.textContent = options.lesson !== undefined ? `Lesson ${options.lesson}`
    : options.register ?? VIEW_TITLES[view] ?? 'pmu-explorer';
  const note = document.createElement('span');
  note.textContent = options.lesson !== undefined ? 'loading the lesson…'
    : `${options.machine ?? 'sparc-t4'} · loading the explorer…`;
  // The lab's download in bytes, once it has started (a register widget needs only the
  // register module, and never shows it).
  const bar = document.createElement('progress');
  bar.setAttribute('aria-label', 'The explorer\'s download');
  bar.removeAttribute('value');
  watchLab(bar, note);
  box.append(title, bar, note);
  return box;
}

/** `<pmu-explorer machine=... register=... value=... view=...>`: a live widget. Attribute values
 * are passed as plain strings to the model, which validates them; nothing is inserted as HTML. */
class PmuExplorerElement extends HTMLElement {
  static get observedAttributes() { return ATTRIBUTES; }

  connectedCallback() { if (!this.handle && !this.pending) this.#render(); }

  attributeChangedCallback() { if (this.isConnected && (this.handle || this.pending)) this.#render(); }

  disconnectedCallback() {
    this.handle?.unmount();
    this.handle = undefined;
    this.pending = undefined;
  }

  async #render() {
    const options = {};
    for (const name of ATTRIBUTES) {
      if (this.hasAttribute(name)) options[name] = this.getAttribute(name);
    }
    this.handle?.unmount();
    this.handle = undefined;
    // The widget renders into `root`; the placeholder after it is hidden by pmu-explorer.css as
    // soon as `root` has content, in the same frame.
    const root = document.createElement('div');
    root.className = 'pmu-explorer-root';
    const waiting = placeholder(options);
    this.replaceChildren(root, waiting);
    const token = {};
    this.pending = token;
    try {
      const handle = await mount(root, options);
      if (this.pending !== token) {
        handle.unmount(); // disconnected or re-rendered meanwhile
        return;
      }
      this.handle = handle;
    } catch (e) {
      if (this.pending === token) waiting.lastChild.textContent = `could not load: ${e}`;
    } finally {
      if (this.pending === token) this.pending = undefined;
    }
  }
}

if (!customElements.get('pmu-explorer')) customElements.define('pmu-explorer', PmuExplorerElement);

// Lessons: lessons() lists them, lesson(id) gives one (text, goals, hints, start, solution),
// checkLesson(id, session) checks a session (a scenario object or its JSON text).
window.PmuExplorer = {
  mount,
  ready,
  files,
  get Explorer() { return Explorer; },
  get bench() { return bench; },
  get lessons() { return lessons; },
  get lesson() { return lesson; },
  get checkLesson() { return checkLesson; },
};

// The app's page starts the app (its only script besides offline.js).
if (appPage) startApp();
