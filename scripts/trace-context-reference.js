// The reference for scripts/check-trace-context.sh: traceparent values, and
// what OpenTelemetry's W3C Trace Context propagator makes of each.
//
//   node scripts/trace-context-reference.js CASES EXPECTED [COUNT]
//
// writes to CASES one JSON string a line (the value of a traceparent
// field): the W3C test suite's traceparent cases, restated, then COUNT
// (default 5000) mutations of valid values, drawn from a fixed seed; and to
// EXPECTED, line for line, `{"valid":false}` when the propagator ignores
// the value, else `{"valid":true,"trace_id":...,"parent_id":...,"flags":N}`.
'use strict';
const fs = require('fs');
const api = require('@opentelemetry/api');
const { W3CTraceContextPropagator } = require('@opentelemetry/core');

const [casesFile, expectedFile, countArg] = process.argv.slice(2);
if (!casesFile || !expectedFile) {
    console.error('usage: trace-context-reference.js CASES EXPECTED [COUNT]');
    process.exit(2);
}
const count = Number(countArg || 5000);

// a small deterministic generator (xorshift32): the same cases every run
let state = 0x9e3779b9;
function next() {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state;
}
const pick = (s) => s[next() % s.length];
const hex = (n) => Array.from({ length: n }, () => pick('0123456789abcdef')).join('');

const trace = '0af7651916cd43dd8448eb211c80319c';
const parent = 'b7ad6b7169203331';
const tp = (v, t, p, f) => `${v}-${t}-${p}-${f}`;

// the W3C test suite's traceparent cases (test/test.py), restated
const cases = [
    tp('00', trace, parent, '01'),
    tp('00', trace, parent, '00'),
    tp('00', trace, parent, '09'),
    tp('00', trace.toUpperCase(), parent, '01'),
    tp('00', trace, parent.toUpperCase(), '01'),
    tp('0A', trace, parent, '01'),
    tp('00', trace, parent, '0A'),
    tp('ff', trace, parent, '01'),
    tp('00', '0'.repeat(32), parent, '01'),
    tp('00', trace, '0'.repeat(16), '01'),
    tp('00', trace.slice(1), parent, '01'),
    tp('00', trace + '0', parent, '01'),
    tp('00', trace, parent.slice(1), '01'),
    tp('00', trace, parent + '0', '01'),
    tp('0', trace, parent, '01'),
    tp('000', trace, parent, '01'),
    tp('00', trace, parent, '1'),
    tp('00', trace, parent, '001'),
    tp('00', trace, parent, '01') + '-',
    tp('00', trace, parent, '01') + '-what-the-future-will-be-like',
    tp('cc', trace, parent, '01'),
    tp('cc', trace, parent, '01') + '-what-the-future-will-be-like',
    tp('cc', trace, parent, '01') + '.what-the-future-will-be-like',
    tp('cc', trace, parent, '01') + 'what',
    `00_${trace}-${parent}-01`,
    `00-${trace}_${parent}-01`,
    `00-${trace}-${parent}_01`,
    ' ' + tp('00', trace, parent, '01'),
    tp('00', trace, parent, '01') + ' ',
    '\t' + tp('00', trace, parent, '01') + '\t',
    '  ' + tp('00', trace, parent, '01'),
    tp('00', trace, parent, '01') + '  ',
    `00-${trace.slice(0, 31)}g-${parent}-01`,
    `00-${trace}-${parent.slice(0, 15)}g-01`,
    '',
    '00',
    '00-',
];

// mutations of valid values: a character replaced, removed, inserted or
// doubled, a part zeroed or upper-cased, blanks around, a later version's
// fields after the flags
const alphabet = '0123456789abcdefABCDEFgz- \t\n\r.';
function valid() {
    return tp(pick(['00', '00', '00', '01', 'cc', 'fe', 'ff']), hex(32), hex(16), hex(2));
}
function mutate(s) {
    const i = next() % (s.length + 1);
    switch (next() % 9) {
    case 0: return s.slice(0, i) + pick(alphabet) + s.slice(i + 1);
    case 1: return s.slice(0, i) + s.slice(i + 1);
    case 2: return s.slice(0, i) + pick(alphabet) + s.slice(i);
    case 3: return s.slice(0, i) + s.slice(i, i + 1) + s.slice(i);
    case 4: return s.slice(0, 3) + '0'.repeat(32) + s.slice(35);
    case 5: return s.slice(0, 36) + '0'.repeat(16) + s.slice(52);
    case 6: return s.slice(0, i) + s.slice(i, i + 4).toUpperCase() + s.slice(i + 4);
    case 7: return pick(['', ' ', '\t', '  ']) + s + pick(['', ' ', '\t', '  ', '\n']);
    default: return s + pick(['-', '-x', '-what-the-future', 'x', '-a\nb', '-a\tb']);
    }
}
for (let k = 0; k < count; ++k) {
    let s = valid();
    const m = next() % 4; // 0 to 3 mutations: some values stay valid
    for (let j = 0; j < m; ++j) s = mutate(s);
    cases.push(s);
}

const propagator = new W3CTraceContextPropagator();
const getter = { get: (c, k) => c[k], keys: (c) => Object.keys(c) };
const out = cases.map((value) => {
    const ctx = propagator.extract(api.ROOT_CONTEXT, { traceparent: value }, getter);
    const sc = api.trace.getSpanContext(ctx);
    if (!sc) return JSON.stringify({ valid: false });
    return JSON.stringify({ valid: true, trace_id: sc.traceId, parent_id: sc.spanId, flags: sc.traceFlags });
});
fs.writeFileSync(casesFile, cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
fs.writeFileSync(expectedFile, out.join('\n') + '\n');
