// The KT example of docs.html (its #kt-output): the JavaScript API called from a host page's own
// script. A file rather than an inline script, so that the page works under a
// Content-Security-Policy without inline scripts (README, "Content-Security-Policy").
import { ready, Explorer } from './pmu-explorer.js';
await ready;
const kt = new Explorer('sparc-kt', 1);
kt.setMode('privileged');
const lines = [];
const w = kt.write('PCR', { ht: 1, st: 1 });
lines.push(`write PCR {ht: 1, st: 1} -> ${w.value}; ${w.notes.join(' ')}`);
for (const [fn, args] of [['KT_SET_PERFREG', [0, '0x800a']], ['KT_GET_PERFREG', [0]], ['KT_GET_PERFREG', [26]], ['KT_SET_PERFREG', [8, 5]]]) {
  const r = kt.hypercall(fn, args);
  lines.push(`${fn}(${args.join(', ')}) -> ${r.status} (${r.code})${r.value ? ' ' + r.value : ''}`);
}
lines.push(`PCR now ${kt.readHex('PCR')}`);
document.getElementById('kt-output').textContent = lines.join('\n');
