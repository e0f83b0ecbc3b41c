// A hand-rolled sealer that writes an expiry only when a call hands it an option (`if (opts.ttlMs) claims.exp = …`):
// a call that gives none seals state that never expires, reported at that call, whether the sealer is another
// module's or the file's own. A call that gives the option, and a sealer that always writes the expiry, are silent.
import rule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('optional-expiries');
write('package.json', '{}');

const sealer = (expiry: string) => [
  "const crypto = require('node:crypto');",
  "const key = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
  "if (key.length < 32) throw new Error('STATE_KEY must hold 32 random bytes');",
  'function mac(body) {',
  "  return crypto.createHmac('sha256', key).update(body).digest('base64url');",
  '}',
  'function seal(payload, opts = {}) {',
  '  const claims = { ...payload, iat: Date.now() };',
  `  ${expiry}`,
  "  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');",
  '  return `${body}.${mac(body)}`;',
  '}',
];
const OPTIONAL = 'if (opts.ttlMs) claims.exp = claims.iat + opts.ttlMs;';
const ALWAYS = 'claims.exp = claims.iat + (opts.ttlMs ?? 300_000);';
write('seal.js', lines(...sealer(OPTIONAL), 'module.exports = { seal };'));
write('seal-always.js', lines(...sealer(ALWAYS), 'module.exports = { seal };'));

/** A 1.x-style handler sealing its state with `seal(…)`, passing `options` when given. */
const handler = (options?: string) => [
  'async function dispatch(args, extra) {',
  '  const userId = extra.authInfo.extra.userId;',
  `  const requestState = seal({ sub: userId, tool: 'dispatch', siteId: args.siteId }${options ? `, ${options}` : ''});`,
  "  return { resultType: 'input_required', inputRequests: { truck: { method: 'elicitation/create', params: { message: 'Which truck?', requestedSchema: { type: 'object', properties: {} } } } }, requestState };",
  '}',
  'module.exports = { dispatch };',
];
const imported = (module: string, options?: string) => lines(`const { seal } = require('./${module}');`, ...handler(options));
const local = (expiry: string, options?: string) => lines(...sealer(expiry), ...handler(options));

const leftOut = (line: number, endColumn: number) => ({
  messageId: 'expiryOptionLeftOut' as const,
  data: { helper: 'seal', option: 'ttlMs' },
  line,
  column: 24,
  endLine: line,
  endColumn,
});

testRule('require-state-binding', rule, {
  valid: [
    { name: "another module's sealer, given the option", filename: path('timed.js'), code: imported('seal', '{ ttlMs: 300_000 }') },
    { name: "another module's sealer that always writes the expiry", filename: path('always.js'), code: imported('seal-always') },
    { name: 'the sealer of the file, given the option', filename: path('local-timed.js'), code: local(OPTIONAL, '{ ttlMs: 300_000 }') },
    { name: 'the sealer of the file, always writing the expiry', filename: path('local-always.js'), code: local(ALWAYS) },
  ],
  invalid: [
    { name: "another module's sealer, given no option", filename: path('untimed.js'), code: imported('seal'), errors: [leftOut(4, 84)] },
    { name: "another module's sealer, given options without the lifetime", filename: path('other-option.js'), code: imported('seal', "{ audience: 'fleet' }"), errors: [leftOut(4, 107)] },
    { name: 'the sealer of the file, given no option', filename: path('local-untimed.js'), code: local(OPTIONAL), errors: [leftOut(15, 84)] },
  ],
});
