// The TypeScript declarations (web/pmu-explorer.d.ts) against the built bundle:
//  1. they compile, and web/tests/types/usage.ts type-checks against them under `strict`
//     (with the misuses it expects to be rejected rejected);
//  2. every name they declare exists at run time in dist/pmu-explorer.js, and every name the
//     loader exports is declared (also on the Explorer class and the widget handle);
//  3. the values the API returns have the declared shapes: each key declared (and each
//     required key there), each value of the declared type (numbers, BigInts, strings, the
//     log's kinds), from calls on every machine.
// Usage: node web/tests/types.mjs [dist-dir]  (TypeScript is pinned in web/package.json.)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { serve, launch, run, assert } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dts = path.resolve(here, '..', 'pmu-explorer.d.ts');
const usage = path.resolve(here, 'types', 'usage.ts');
const dist = process.argv[2] ?? 'dist';

const program = ts.createProgram([dts, usage], {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ES2022,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.esnext.disposable.d.ts'],
  types: [],
});
const checker = program.getTypeChecker();
const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(dts));
const exported = new Map(checker.getExportsOfModule(moduleSymbol).map((s) => [s.name, s]));

/** A declared type by its exported name. */
function declared(name) {
  const s = exported.get(name);
  assert(s, `${name} is declared`);
  return checker.getDeclaredTypeOfSymbol(s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
}

/** The names of a type's members as JavaScript sees them (`[Symbol.dispose]` as "Symbol.dispose"). */
function memberNames(type) {
  return checker.getPropertiesOfType(type).map((p) => {
    const d = p.valueDeclaration ?? p.declarations?.[0];
    if (d?.name && ts.isComputedPropertyName(d.name)) return d.name.expression.getText();
    return p.name;
  });
}

/** Errors where `value` does not have `type` (at `where`). */
function check(value, type, where, errors) {
  const f = type.flags;
  if (f & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return;
  if (type.isUnion()) {
    const kindOf = value && typeof value === 'object' && typeof value.kind === 'string' ? value.kind : undefined;
    const members = type.types.filter((t) => {
      const k = t.getProperty?.('kind');
      if (kindOf === undefined || !k) return true;
      const kt = checker.getTypeOfSymbol(k);
      return kt.isStringLiteral() && kt.value === kindOf;
    });
    const tried = members.map((t) => {
      const e = [];
      check(value, t, where, e);
      return e;
    });
    if (!tried.some((e) => e.length === 0)) {
      errors.push(...(tried.length === 1 ? tried[0] : [`${where}: ${show(value)} is none of ${checker.typeToString(type)}`]));
    }
    return;
  }
  if (type.isStringLiteral()) {
    if (value !== type.value) errors.push(`${where}: ${show(value)} is not "${type.value}"`);
    return;
  }
  if (f & ts.TypeFlags.String) return typeof value === 'string' || errors.push(`${where}: ${show(value)} is not a string`);
  if (f & ts.TypeFlags.Number) return typeof value === 'number' || errors.push(`${where}: ${show(value)} is not a number`);
  if (f & ts.TypeFlags.BigInt) return typeof value === 'bigint' || errors.push(`${where}: ${show(value)} is not a BigInt`);
  if (f & ts.TypeFlags.BooleanLike) return typeof value === 'boolean' || errors.push(`${where}: ${show(value)} is not a boolean`);
  if (f & ts.TypeFlags.Null) return value === null || errors.push(`${where}: ${show(value)} is not null`);
  if (f & ts.TypeFlags.Undefined) return value === undefined || errors.push(`${where}: ${show(value)} is not undefined`);
  if (checker.isArrayType(type)) {
    if (!Array.isArray(value)) return errors.push(`${where}: ${show(value)} is not an array`);
    const [element] = checker.getTypeArguments(type);
    value.forEach((v, i) => check(v, element, `${where}[${i}]`, errors));
    return;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return errors.push(`${where}: ${show(value)} is not an object of type ${checker.typeToString(type)}`);
  }
  const index = checker.getIndexTypeOfType(type, ts.IndexKind.String);
  if (index) {
    for (const [k, v] of Object.entries(value)) check(v, index, `${where}.${k}`, errors);
    return;
  }
  const props = checker.getPropertiesOfType(type);
  for (const p of props) {
    const optional = (p.flags & ts.SymbolFlags.Optional) !== 0;
    if (!(p.name in value)) {
      if (!optional) errors.push(`${where}: the declared key ${p.name} is missing`);
      continue;
    }
    check(value[p.name], checker.getNonNullableType(checker.getTypeOfSymbol(p)) === checker.getTypeOfSymbol(p) || !optional
      ? checker.getTypeOfSymbol(p)
      : checker.getNonNullableType(checker.getTypeOfSymbol(p)), `${where}.${p.name}`, errors);
  }
  for (const k of Object.keys(value)) {
    if (!props.some((p) => p.name === k)) errors.push(`${where}: the key ${k} is not declared`);
  }
}

function show(v) {
  return typeof v === 'bigint' ? `${v}n` : JSON.stringify(v);
}

/** BigInts cross page.evaluate as tagged strings; these turn them back. */
function revive(v) {
  if (Array.isArray(v)) return v.map(revive);
  if (v && typeof v === 'object') {
    if (typeof v.$bigint === 'string') return BigInt(v.$bigint);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x)]));
  }
  return v;
}

const server = await serve(dist);
const browser = await launch();
let page;

/** What the built bundle exports and returns, gathered in the page. */
async function gather() {
  if (page) return gather.result;
  page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${server.url}/docs.html`);
  const raw = await page.evaluate(async () => {
    const tag = (v) => JSON.parse(JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? { $bigint: String(x) } : x)));
    const names = (o) => Object.getOwnPropertyNames(o)
      .concat(Object.getOwnPropertySymbols(o).map((s) => (s === Symbol.dispose ? 'Symbol.dispose' : String(s))));
    const m = await import('./pmu-explorer.js');
    await m.ready;
    const div = document.createElement('div');
    document.body.appendChild(div);
    const handle = await m.mount(div, { machine: 'sparc-t4', register: 'PCR0' });
    const handleNames = names(Object.getPrototypeOf(handle));
    handle.unmount();
    const samples = [];
    const keep = (type, value) => samples.push({ type, value: tag(value) });
    const t4 = new m.Explorer('sparc-t4', 1);
    keep('WriteResult | null', t4.write('PIC0', 0xfffffff0n));
    keep('WriteResult | null', t4.write('PCR0', { sl: 26, ut: 1, st: 1, ht: 1 }));
    keep('RunResult | null', t4.run(20));
    t4.write('PCR0', { picnpt: 1 });
    t4.setMode('user');
    keep('WriteResult | null', t4.write('PIC0', 5)); // traps: picnpt = 1 in user mode
    t4.read('PIC0');
    keep('State', t4.state());
    keep('LogEntry[]', t4.log());
    keep('History', t4.history());
    t4.back();
    keep('History', t4.history());
    keep('ImportResult', new m.Explorer('sparc-t4', 1).import('perf stat -e r6800000:u'));
    keep('ImportResult', new m.Explorer('sparc-t4', 1).import('cputrack -c pic0=Instr_ld ./a.out'));
    keep('ExportResult', t4.export());
    t4.forward();
    t4.goto(1);
    const kt = new m.Explorer('sparc-kt', 1);
    kt.setMode('privileged');
    keep('HypercallResult | null', kt.hypercall('KT_SET_PERFREG', [0, '0x800a']));
    keep('HypercallResult | null', kt.hypercall('KT_GET_PERFREG', [26]));
    keep('LogEntry[]', kt.log());
    keep('State', kt.state());
    const mt = new m.Explorer('montecito', 1);
    mt.setMode({ cpl: 3, up: true });
    mt.write('PMC4', '0x02001208');
    keep('RunResult | null', mt.runUntil('thread_switch'));
    keep('State', mt.state());
    keep('LogEntry[]', mt.log());
    keep('State', new m.Explorer('sparc-t4', 2n ** 64n - 1n).state());
    keep('LessonEntry[]', m.lessons());
    const lesson = m.lesson('t4-disrupting-handler');
    keep('Lesson', lesson);
    keep('LessonCheck', m.checkLesson(lesson.id, lesson.start));
    keep('LessonCheck', m.checkLesson(lesson.id, { ...lesson.start, steps: [...lesson.start.steps, ...lesson.solution] }));
    keep('LessonCheck', m.Explorer.lesson('mt-monitor-enable').checkLesson('mt-monitor-enable'));
    return {
      exports: Object.keys(m).sort(),
      window: Object.keys(window.PmuExplorer).sort(),
      explorer: names(m.Explorer.prototype),
      handle: handleNames,
      kinds: { ready: typeof m.ready?.then, mount: typeof m.mount, bench: typeof m.bench, Explorer: typeof m.Explorer, lessons: typeof m.lessons, checkLesson: typeof m.checkLesson, explorerLesson: typeof m.Explorer.lesson },
      samples,
    };
  });
  assert(errors.length === 0, `page errors: ${errors.join('; ')}`);
  gather.result = revive(raw);
  return gather.result;
}

/** The machinery wasm-bindgen adds to every class, which the declarations leave out. */
const WASM_BINDGEN = new Set(['constructor', '__destroy_into_raw', '__wbg_ptr']);

const failed = await run({
  'the declarations compile, and the usage type-checks under strict': async () => {
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const text = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')
      + (d.file ? ` (${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1})` : ''));
    assert(diagnostics.length === 0, text.join('\n'));
  },

  'every declared export exists at run time, and every export is declared': async () => {
    const { exports, window, kinds } = await gather();
    const values = [...exported.values()]
      .filter((s) => s.flags & ts.SymbolFlags.Value)
      .map((s) => s.name)
      .sort();
    assert(JSON.stringify(exports) === JSON.stringify(values), `exports ${exports} vs declared ${values}`);
    assert(JSON.stringify(window) === JSON.stringify(values), `window.PmuExplorer has ${window}`);
    assert(kinds.ready === 'function' && kinds.mount === 'function' && kinds.bench === 'function'
      && kinds.Explorer === 'function' && kinds.lessons === 'function' && kinds.checkLesson === 'function'
      && kinds.explorerLesson === 'function', JSON.stringify(kinds));
  },

  'Explorer and the widget handle have the declared members, and no others': async () => {
    const { explorer, handle } = await gather();
    const compare = (what, runtime, type) => {
      const have = runtime.filter((n) => !WASM_BINDGEN.has(n)).sort();
      const want = memberNames(type).sort();
      assert(JSON.stringify(have) === JSON.stringify(want), `${what}: at run time ${have}; declared ${want}`);
    };
    compare('Explorer', explorer, declared('Explorer'));
    compare('WidgetHandle', handle, declared('WidgetHandle'));
  },

  'the results have the declared shapes on every machine': async () => {
    const { samples } = await gather();
    const errors = [];
    const typeOf = (text) => {
      // "WriteResult | null", "LogEntry[]", "State": built from the declared types.
      const [base, nullable] = text.split(' | ');
      const array = base.endsWith('[]');
      const t = declared(array ? base.slice(0, -2) : base);
      return { t, array, nullable: nullable === 'null' };
    };
    let kinds = new Set();
    samples.forEach(({ type, value }, i) => {
      const { t, array, nullable } = typeOf(type);
      const where = `sample ${i} (${type})`;
      if (value === null) return nullable || errors.push(`${where}: null`);
      if (array) {
        assert(Array.isArray(value), `${where}: not an array`);
        value.forEach((v, j) => { kinds.add(v.kind); check(v, t, `${where}[${j}]`, errors); });
      } else {
        check(value, t, where, errors);
      }
    });
    assert(errors.length === 0, errors.join('\n'));
    // The samples reach the interesting cases: these kinds, a trapped write, BigInt numbers.
    for (const k of ['overflow', 'trap', 'hypercall', 'thread_switch']) assert(kinds.has(k), `no ${k} entry sampled (only ${[...kinds]})`);
    assert(samples.some((s) => s.value && 'trapped' in s.value), 'a trapped write was sampled');
    assert(samples.some((s) => typeof s.value?.seed === 'bigint'), 'a state with BigInt numbers was sampled');
  },
});

await browser.close();
await server.close();
process.exit(failed ? 1 : 0);
