// A parameter typed as what a factory makes (`codec: StateCodec`, `type StateCodec = ReturnType<typeof createStateCodec>`,
// imported type-only too) holds that factory's closures: their summaries apply at each call, although no caller is seen.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import secretsRule from '../../rules/no-secrets-in-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-typed-parameters-'));
writeFileSync(
  join(project, 'state.ts'),
  lines(
    "import { createHmac } from 'node:crypto';",
    '',
    'export function createStateCodec(secret: string) {',
    "  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');",
    '  return {',
    '    encode(payload: object): string {',
    "      const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300_000 })).toString('base64url');",
    '      return `${body}.${sign(body)}`;',
    '    },',
    '  };',
    '}',
    'export type StateCodec = ReturnType<typeof createStateCodec>;',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const handler = (codec: string, payload: string) => [
  "  server.registerTool('publish', { inputSchema: {} }, async (args: any, ctx: any) => {",
  '    const userId = ctx.http.authInfo.extra.userId;',
  `    return inputRequired({ inputRequests: {}, requestState: ${codec}.encode(${payload}) });`,
  '  });',
];

const typeOnlyImport = (payload: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import type { StateCodec } from './state';",
    '',
    'export function registerTools(server: any, codec: StateCodec) {',
    ...handler('codec', payload),
    '}',
  );

const awaitedAliasProperty = (payload: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { createStateCodec } from './state';",
    '',
    'type Codec = Awaited<ReturnType<typeof createStateCodec>>;',
    'export class Tools {',
    '  constructor(private readonly codec: Codec) {}',
    '  register(server: any) {',
    ...handler('this.codec', payload),
    '  }',
    '}',
  );

/** The same handler with an untyped parameter: its callers are not seen, so what it holds is unknown. */
const untyped = (payload: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    '',
    'export function registerTools(server, codec) {',
    "  server.registerTool('publish', { inputSchema: {} }, async (args, ctx) => {",
    '    const userId = ctx.http.authInfo.extra.userId;',
    `    return inputRequired({ inputRequests: {}, requestState: codec.encode(${payload}) });`,
    '  });',
    '}',
  );

const withToken = "{ userId, tool: 'publish', token: ctx.http.authInfo.token }";
const withoutToken = "{ userId, tool: 'publish' }";

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'an untyped parameter given the token: unknown, silent', filename: join(project, 'untyped.js'), code: untyped(withToken) }],
  invalid: [],
  typescriptOnly: {
    valid: [
      { name: 'a typed codec given no credential', filename: join(project, 'clean.ts'), code: typeOnlyImport(withoutToken) },
      {
        name: 'a structural type says nothing of what makes the value: unknown, silent',
        filename: join(project, 'structural.ts'),
        code: lines(
          "import { inputRequired } from '@modelcontextprotocol/server';",
          'interface Codec { encode(payload: object): string }',
          '',
          'export function registerTools(server: any, codec: Codec) {',
          ...handler('codec', withToken),
          '}',
        ),
      },
    ],
    invalid: [
      {
        name: 'the bearer token handed to a codec whose type is imported type-only',
        filename: join(project, 'type-only.ts'),
        code: typeOnlyImport(withToken),
        errors: [
          {
            messageId: 'secretInState',
            line: 7,
            column: 101,
            endLine: 7,
            endColumn: 131,
            suggestions: [{ messageId: 'removeProperty', data: { key: 'token' }, output: typeOnlyImport(withoutToken) }],
          },
        ],
      },
      {
        name: 'the bearer token handed to a parameter property typed by a local Awaited<ReturnType<…>> alias',
        filename: join(project, 'awaited-alias.ts'),
        code: awaitedAliasProperty(withToken),
        errors: [
          {
            messageId: 'secretInState',
            line: 10,
            column: 106,
            endLine: 10,
            endColumn: 136,
            suggestions: [{ messageId: 'removeProperty', data: { key: 'token' }, output: awaitedAliasProperty(withoutToken) }],
          },
        ],
      },
    ],
  },
});

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'an untyped parameter sealing a payload with no tool: unknown, silent', filename: join(project, 'untyped.js'), code: untyped('{ userId }') }],
  invalid: [],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: 'a typed codec sealing a payload with no tool: reported at the call, naming the closure',
        filename: join(project, 'no-tool.ts'),
        code: typeOnlyImport('{ userId }'),
        errors: [
          {
            messageId: 'helperMissingSignedFields',
            data: { helper: 'encode', specifier: './state', missing: 'the tool', fields: "tool (the tool's name)", them: 'it' },
            line: 7,
            column: 61,
            endLine: 7,
            endColumn: 85,
          },
        ],
      },
    ],
  },
});
