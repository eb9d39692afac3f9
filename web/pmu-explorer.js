// pmu-explorer embedding loader. Include it as a module:
//   <script type="module" src=".../pmu-explorer.js"></script>
//   <pmu-explorer machine="sparc-t4" register="PCR0" value="0x8018"></pmu-explorer>
// or call PmuExplorer.mount(element, {machine, register, value, view}) / new PmuExplorer.Explorer(...)
// once `PmuExplorer.ready` has resolved. The wasm module and its stylesheet are loaded from the
// folder this file was loaded from. TypeScript declarations: pmu-explorer.d.ts beside this file.
import init, { mount as wasmMount, Explorer, bench } from './pmu-ui.js';

const base = new URL('.', import.meta.url);

function addStylesheet() {
  if (document.querySelector('link[data-pmu-explorer-css]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('style.css', base).href;
  link.dataset.pmuExplorerCss = '';
  document.head.appendChild(link);
}

addStylesheet();

/** Resolves when the wasm module is ready; `Explorer` may be constructed after that. */
export const ready = init({ module_or_path: new URL('pmu-ui_bg.wasm', base) }).then(() => undefined);

/** Mount a widget into `element`. Options: machine, register, value, thread, view
 * (register | counters | timeline | events), readonly, theme (light | dark | auto), seed. */
export async function mount(element, options = {}) {
  if (!(element instanceof Element)) throw new TypeError('mount: the first argument must be a DOM element');
  await ready;
  return wasmMount(element, options);
}

const ATTRIBUTES = ['machine', 'register', 'value', 'thread', 'view', 'readonly', 'theme', 'seed', 'setup'];

/** `<pmu-explorer machine=... register=... value=... view=...>`: a live widget. Attribute values
 * are passed as plain strings to the model, which validates them; nothing is inserted as HTML. */
class PmuExplorerElement extends HTMLElement {
  static get observedAttributes() { return ATTRIBUTES; }

  connectedCallback() { this.#render(); }

  attributeChangedCallback() { if (this.isConnected && this.handle) this.#render(); }

  disconnectedCallback() { this.handle?.unmount(); this.handle = undefined; }

  async #render() {
    const options = {};
    for (const name of ATTRIBUTES) {
      if (this.hasAttribute(name)) options[name] = this.getAttribute(name);
    }
    this.handle?.unmount();
    this.replaceChildren();
    const root = document.createElement('div');
    this.appendChild(root);
    this.handle = await mount(root, options);
  }
}

if (!customElements.get('pmu-explorer')) customElements.define('pmu-explorer', PmuExplorerElement);

export { Explorer, bench };
window.PmuExplorer = { mount, Explorer, ready, bench };
