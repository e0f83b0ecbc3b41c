// A per-call context typed by an interface (`ctx: ToolContext` with `interface ToolContext { signer: StateSigner }`,
// imported type-only from a module that imports `StateSigner` type-only in turn) holds each member as its declared type
// says: `ctx.signer` is what `createStateSigner` (declared to return a `StateSigner`) makes, so `ctx.signer.seal(…)` is
// that hand-rolled sealer's seal, whose JSON the client can read.
import rule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('context-types');

write('package.json', '{ "type": "module" }');
write(
  'signer.ts',
  "import { createHmac } from 'node:crypto';",
  'export interface StateSigner { seal(payload: object): string }',
  'export function createStateSigner(key: string): StateSigner {',
  '  return {',
  '    seal(payload) {',
  "      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');",
  "      return body + '.' + createHmac('sha256', key).update(body).digest('base64url');",
  '    },',
  '  };',
  '}',
);
write('types.ts', "import type { StateSigner } from './signer.js';", 'export interface ToolContext { signer: StateSigner; pageSize: number }');
write('codec.ts', "import { createRequestStateCodec } from '@modelcontextprotocol/server';", 'export type PendingCodec = ReturnType<typeof createRequestStateCodec>;');
write('deps.ts', "import type { PendingCodec } from './codec.js';", 'export interface PluginDeps { readonly codec: () => PendingCodec }');
write('plain-types.ts', 'export interface ToolContext { signer: { seal(payload: object): string }; pageSize: number }');

const tool = (types: string, extra: string) =>
  lines(
    `import type { ToolContext } from './${types}.js';`,
    'export function run(req: { headers: { authorization: string } }, ctx: ToolContext) {',
    `  return { resultType: 'input_required', inputRequests: {}, requestState: ctx.signer.seal({ step: 'confirm'${extra} }) };`,
    '}',
  );

const plugin = (extra: string) =>
  lines(
    "import type { PluginDeps } from './deps.js';",
    'export const install = (server: any, { codec }: PluginDeps) =>',
    "  server.registerTool('void_transfer', {}, async (args: any, ctx: any) => ({ resultType: 'input_required', inputRequests: {}, requestState: await codec().mint({ step: 'confirm'" + extra + " }, ctx) }));",
  );

testRule('no-secrets-in-state', rule, {
  valid: [
    { name: 'plain JavaScript: an untyped context', filename: path('plain.js'), code: "export const run = (req, ctx) => ({ requestState: ctx.signer.seal({ bearer: req.headers.authorization }) });" },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'the state holds no credential', filename: path('clean.ts'), code: tool('types', '') },
      { name: "a signer type no module makes a value of: unknown", filename: path('unknown.ts'), code: tool('plain-types', ', bearer: req.headers.authorization') },
    ],
    invalid: [
      {
        name: "the context's signer seals the bearer token into JSON the client reads",
        filename: path('tool.ts'),
        code: tool('types', ', bearer: req.headers.authorization'),
        errors: [{ messageId: 'secretInState', line: 3, column: 110, endLine: 3, endColumn: 143, suggestions: [{ messageId: 'removeProperty', data: { key: 'bearer' }, output: tool('types', '') }] }],
      },
      {
        name: 'a member typed as a function returning the SDK codec (`codec: () => PendingCodec`) mints the bearer token',
        filename: path('plugin.ts'),
        code: plugin(', bearer: ctx.http.authInfo.token'),
        errors: [{ messageId: 'secretInState', line: 3, column: 179, endLine: 3, endColumn: 210, suggestions: [{ messageId: 'removeProperty', data: { key: 'bearer' }, output: plugin('') }] }],
      },
    ],
  },
});
