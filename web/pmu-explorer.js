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
// (content-hashed: scripts/stamp-loader.sh, a Trunk hook); these are their names unhashed.
export const files = { js: 'pmu-ui.js', wasm: 'pmu-ui_bg.wasm', css: 'style.css' };

const base = new URL('.', import.meta.url);
const url = (name) => new URL(name, base).href;

function addStylesheet(href) {
  if ([...document.querySelectorAll('link[rel=stylesheet]')].some((l) => l.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
}

// The boxes first (if the page did not link them), then the widgets' own look.
addStylesheet(url('pmu-explorer.css'));
addStylesheet(url(files.css));

/** The JavaScript API (the `Explorer` class, `bench`, and the lessons: `lessons()`,
 * `lesson(id)`, `checkLesson(id, session)`): set once `ready` has resolved. */
export let Explorer;
export let bench;
export let lessons;
export let lesson;
export let checkLesson;
let wasmMount;

/** Resolves when the wasm module is ready; `Explorer` may be constructed after that. The wasm
 * is fetched at once, beside its JS glue, and instantiated once. */
export const ready = (async () => {
  const wasm = fetch(url(files.wasm));
  wasm.catch(() => {}); // reported by the instantiation below
  const glue = await import(url(files.js));
  await glue.default({ module_or_path: wasm });
  ({ mount: wasmMount, Explorer, bench, lessons, lesson, checkLesson } = glue);
})();

/** Mount a widget into `element`. Options: machine, register, value, thread, view
 * (register | counters | timeline | events | compare), readonly, theme (light | dark | auto), seed,
 * setup ("PIC0=0xfffffff0; mode=user"), compare (lanes' setups separated by |, such as
 * "PCR0.sl=26; PCR0.ut=1 | PCR0.sl=26; PCR0.st=1"), lesson (a lesson's id: the widget opens on
 * its start and shows its goals). */
export async function mount(element, options = {}) {
  if (!(element instanceof Element)) throw new TypeError('mount: the first argument must be a DOM element');
  await ready;
  return wasmMount(element, options);
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
  box.append(title, note);
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
