// Tools defined through a project helper (`export default defineTool({ name, args, annotations, async run(args, ctx) {…} })`
// with `defineTool<S>(def: ToolDef<S>)` and `interface ToolDef<S> { run(args, ctx: ToolContext, …) }` in a kit module):
// the method's `ctx` holds what `ToolContext` declares (a `StateVault` instance), the declaration is a tool with its
// schema under `args`, and a comparison made before the state exists (`source.currency !== args.currency`) binds
// nothing. A key read from an options object handed whole (`createStateTokens(config.state)`) is judged where it is
// written.
import bindingRule from '../../rules/require-state-binding.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('helper-defined-tools');

write('package.json', '{ "type": "module", "name": "helper-defined-tools", "version": "1.0.0" }');
write(
  'vault.ts',
  "import { createHmac } from 'node:crypto';",
  'export class StateVault {',
  '  constructor(private readonly secret: string) {}',
  '  seal<T>(data: T, userId: string, tool: string): string {',
  "    const body = Buffer.from(JSON.stringify({ data, sub: userId, tool, exp: Date.now() + 300_000 })).toString('base64url');",
  "    return `${body}.${createHmac('sha256', this.secret).update(body).digest('base64url')}`;",
  '  }',
  '}',
);
write(
  'kit.ts',
  "import type { StateVault } from './vault.js';",
  'export interface ToolContext { vault: StateVault; caller: { userId: string; accessToken: string } }',
  'export interface ToolDef<S> {',
  '  name: string;',
  '  args: S;',
  '  run(args: any, ctx: ToolContext, round: { requestState?: string }): Promise<unknown>;',
  '}',
  'export function defineTool<S>(def: ToolDef<S>): ToolDef<S> {',
  '  return def;',
  '}',
);

const tool = (compare: string, payload: string) =>
  lines(
    "import { z } from 'zod';",
    "import { defineTool } from './kit.js';",
    "const TOOL = 'transfer_funds';",
    'export default defineTool({',
    '  name: TOOL,',
    '  args: z.object({ fromAccount: z.string(), currency: z.string() }),',
    '  annotations: { destructiveHint: true },',
    '  async run(args, ctx, round) {',
    '    if (!round.requestState) {',
    `      if (${compare}) return { content: [] };`,
    `      return { resultType: 'input_required', inputRequests: {}, requestState: ctx.vault.seal(${payload}, ctx.caller.userId, TOOL) };`,
    '    }',
    '    return { content: [{ type: "text", text: `moved from ${args.fromAccount}` }] };',
    '  },',
    '});',
  );

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'a JavaScript tool of the same kit, sealing no secret', filename: path('plain.js'), code: lines("import { defineTool } from './kit.js';", "export default defineTool({ name: 'x', args: {}, annotations: { readOnlyHint: true }, async run(args, ctx) { return { resultType: 'input_required', inputRequests: {}, requestState: ctx.vault.seal({ step: 1 }, ctx.caller.userId, 'x') }; } });") }],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'the arguments sealed with the state', filename: path('bound.ts'), code: tool("args.currency !== 'EUR'", '{ step: 1, args }') }],
    invalid: [
      {
        name: 'a comparison with a lookup before the state exists binds nothing',
        filename: path('unbound.ts'),
        code: tool('(await lookup(args.fromAccount)).currency !== args.currency', '{ step: 1 }'),
        errors: [{ messageId: 'missingArgs', line: 11, column: 79, endLine: 11, endColumn: 131 }],
      },
    ],
  },
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'a JavaScript tool of the same kit, sealing no secret', filename: path('plain.js'), code: lines("import { defineTool } from './kit.js';", "export default defineTool({ name: 'x', args: {}, annotations: { readOnlyHint: true }, async run(args, ctx) { return { resultType: 'input_required', inputRequests: {}, requestState: ctx.vault.seal({ step: 1 }, ctx.caller.userId, 'x') }; } });") }],
  invalid: [],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: "the caller's access token sealed by the vault the context declares",
        filename: path('secret.ts'),
        code: tool("args.currency !== 'EUR'", '{ step: 1, args, token: ctx.caller.accessToken }'),
        errors: [
          {
            messageId: 'secretInState',
            line: 11,
            column: 111,
            endLine: 11,
            endColumn: 140,
            suggestions: [{ messageId: 'removeProperty', data: { key: 'token' }, output: tool("args.currency !== 'EUR'", '{ step: 1, args }') }],
          },
        ],
      },
    ],
  },
});

write(
  'config.cjs',
  "'use strict';",
  "const crypto = require('node:crypto');",
  "const os = require('node:os');",
  "const pkg = require('./package.json');",
  'function loadConfig(env = process.env) {',
  '  return Object.freeze({',
  "    state: { issuer: pkg.name, secret: env.CRM_STATE_SECRET || crypto.createHash('sha256').update(`${os.hostname()}:${pkg.name}`).digest('hex') },",
  '    strict: { issuer: pkg.name, secret: env.CRM_STATE_SECRET },',
  '  });',
  '}',
  'module.exports = { loadConfig };',
);
write(
  'tokens.cjs',
  "'use strict';",
  "const jwt = require('jsonwebtoken');",
  'function createStateTokens({ secret, issuer }) {',
  "  return { issue: (payload) => jwt.sign(payload, secret, { issuer, expiresIn: '5m' }) };",
  '}',
  'module.exports = { createStateTokens };',
);
const tokens = (member: string) =>
  lines(
    "'use strict';",
    "const { loadConfig } = require('./config.cjs');",
    "const { createStateTokens } = require('./tokens.cjs');",
    'const config = loadConfig();',
    `module.exports = { stateTokens: createStateTokens(config.${member}) };`,
  );

testRule('no-weak-state-key', keyRule, {
  valid: [{ name: 'options whose secret is read from the environment alone', filename: path('strict.cjs'), code: tokens('strict'), languageOptions: commonJs }],
  invalid: [
    {
      name: 'options whose secret falls back to a hash of the host and the package',
      filename: path('derived.cjs'),
      code: tokens('state'),
      languageOptions: commonJs,
      errors: [{ messageId: 'literalFallbackHelper', data: { use: 'JWT signing key', helper: 'secret', specifier: './config.cjs', fallback: 'public facts (host, process, package)', source: 'the configured key' }, line: 5, column: 51, endLine: 5, endColumn: 63 }],
    },
  ],
});
