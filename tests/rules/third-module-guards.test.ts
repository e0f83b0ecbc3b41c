// An opener of another module that leaves the expiry to its callers, whose result a handler hands to a check of a third
// module (`assertFresh(envelope)` in a guards module, which cannot know the unit): a comparison there in another unit
// than the sealer writes is reported at the open. The handler reads the client's state from any member of what it is
// handed (`ctx.roundTrip.requestState`), and a sealer whose clock falls back to `Date.now` writes milliseconds.
import rule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('third-module-guards');

write('package.json', '{ "type": "module" }');
write(
  'state-token.js',
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  'export class StateSealer {',
  '  constructor(secret, opts = {}) {',
  '    this.secret = secret;',
  '    this.ttlMs = opts.ttlMs ?? 5 * 60_000;',
  '    this.clock = opts.clock ?? Date.now;',
  '  }',
  '  sign(body) {',
  "    return createHmac('sha256', this.secret).update(body).digest('base64url');",
  '  }',
  '  seal(data, binding) {',
  '    const now = this.clock();',
  '    const envelope = { sub: binding.sub, tool: binding.tool, exp: now + this.ttlMs, data };',
  "    const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');",
  '    return `${body}.${this.sign(body)}`;',
  '  }',
  '  open(token, binding) {',
  "    const [body, sig] = token.split('.');",
  '    const expected = Buffer.from(this.sign(body));',
  '    const given = Buffer.from(sig ?? \'\');',
  '    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;',
  "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '    if (envelope.sub !== binding.sub || envelope.tool !== binding.tool) return null;',
  '    return envelope;',
  '  }',
  '}',
);
write(
  'guards.js',
  'export function assertFresh(envelope) {',
  '  if (envelope.exp < Math.floor(Date.now() / 1000)) throw new Error("expired");',
  '}',
  'export function assertFreshMs(envelope) {',
  '  if (envelope.exp < Date.now()) throw new Error("expired");',
  '}',
);

const server = (guard: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { StateSealer } from './state-token.js';",
    `import { ${guard} } from './guards.js';`,
    '',
    'const sealer = new StateSealer(process.env.STATE_KEY);',
    'export function register(server) {',
    "  server.registerTool('export_report', { inputSchema: {} }, async (args, ctx) => {",
    "    const binding = { sub: ctx.http.authInfo.extra.userId, tool: 'export_report' };",
    '    if (ctx.roundTrip.requestState) {',
    '      const envelope = sealer.open(ctx.roundTrip.requestState, binding);',
    "      if (!envelope) return { content: [{ type: 'text', text: 'Invalid state.' }] };",
    `      ${guard}(envelope);`,
    "      return { content: [{ type: 'text', text: 'Exported.' }] };",
    '    }',
    "    const review = inputRequired.elicit({ message: 'Which period?' });",
    "    return inputRequired({ inputRequests: { review }, requestState: sealer.seal({ step: 1 }, binding) });",
    '  });',
    '}',
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'a guard that compares the expiry in milliseconds', filename: path('same-unit.js'), code: server('assertFreshMs') }],
  invalid: [
    {
      name: 'a guard of a third module that compares the expiry in seconds, reported at the open',
      filename: path('mixed.js'),
      code: server('assertFresh'),
      errors: [
        {
          messageId: 'mixedUnits',
          data: { name: 'assertFresh', field: 'exp', written: 'milliseconds', checked: 'seconds', comparison: 'envelope.exp < Math.floor(Date.now() / 1000)', effect: 'never expires' },
          line: 10, column: 24, endLine: 10, endColumn: 72,
        },
      ],
    },
  ],
});
