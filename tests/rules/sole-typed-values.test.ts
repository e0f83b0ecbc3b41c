// A parameter typed by an interface or a type alias (`deps: ToolDeps`) holds the one value of that type its module
// shows: the only variable declared with it (`const deps: ToolDeps = { codec: () => makeCodec(…) }`), or the result of
// the only function declared to return it. Through it a tool's codec is the SDK codec its factory makes, and what it
// mints is readable state. Where the module shows several values of the type, or none, the parameter is unknown.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-typed-values-'));
const write = (name: string, ...rows: string[]) => writeFileSync(join(project, name), lines(...rows));
write(
  'codec.ts',
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export function makeCodec(secret: string) {',
  '  return createRequestStateCodec({ key: new TextEncoder().encode(secret), ttlSeconds: 300, bind: (ctx: any) => ctx.http.authInfo.extra.sub });',
  '}',
);
const server = (...deps: string[]) =>
  lines(
    "import { makeCodec } from './codec';",
    'export interface ToolDeps { codec(): ReturnType<typeof makeCodec> extends infer C ? C : never; }',
    'export function build(secret: string) {',
    ...deps,
    '  return deps;',
    '}',
  );
write('server.ts', ...server('  const deps: ToolDeps = { codec: () => makeCodec(secret) };').split('\n'));
write('server-two.ts', ...server('  const deps: ToolDeps = { codec: () => makeCodec(secret) };', '  const other: ToolDeps = { codec: () => makeCodec(secret) };', '  void other;').split('\n'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const tool = (serverModule: string) =>
  lines(
    `import type { ToolDeps } from './${serverModule}';`,
    'export function register(server: any, deps: ToolDeps) {',
    '  const codec = deps.codec();',
    "  server.registerTool('link', { description: 'Link an account' }, async (_args: unknown, ctx: any) => {",
    '    const grant = await exchange(ctx);',
    '    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ login: grant.login, accessToken: grant.access_token }, ctx) });',
    '  });',
    '}',
    'declare function exchange(ctx: unknown): Promise<{ login: string; access_token: string }>;',
    'declare function inputRequired(result: unknown): unknown;',
  );

testRule('no-secrets-in-state', rule, {
  valid: [
    {
      name: 'a parameter of no type: unknown',
      filename: join(project, 'tool-untyped.js'),
      code: tool('server').replace("import type { ToolDeps } from './server';", '').replace('server: any, deps: ToolDeps', 'server, deps').replace('(_args: unknown, ctx: any)', '(_args, ctx)').split('\n').filter((row) => !row.startsWith('declare')).join('\n'),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'two values of the type: unknown', filename: join(project, 'tool-two.ts'), code: tool('server-two') }],
    invalid: [
      {
        name: 'the one value of the interface: its codec mints readable state',
        filename: join(project, 'tool.ts'),
        code: tool('server'),
        errors: [
          {
            messageId: 'secretInState',
            line: 6, column: 100, endLine: 6, endColumn: 131,
            suggestions: [{ messageId: 'removeProperty', data: { key: 'accessToken' }, output: tool('server').replace(', accessToken: grant.access_token', '') }],
          },
        ],
      },
    ],
  },
});
