import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import bindingRule from '../../rules/require-state-binding.js';
import rule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * The user a fix binds is the caller the handler computes itself, wherever it computes it: a `const` read from
 * `authInfo` under any name, one a project function returns (in this module or another), or one the handler hands
 * to its own authorisation check. A credential, or a value the client's arguments carry, is never bound: the fix then
 * falls back to `principalOf(ctx)`.
 */

const project = mkdtempSync(join(tmpdir(), 'mcp-state-handler-callers-'));
writeFileSync(
  join(project, 'auth.js'),
  lines(
    'export function callerOf(ctx) {',
    '  const id = ctx.http?.authInfo?.clientId;',
    "  if (!id) throw new Error('no caller');",
    '  return id;',
    '}',
    'export const bearerOf = (ctx) => ctx.http?.authInfo?.token;',
    'export class Auth {',
    '  static callerOf(extra) {',
    "    return extra.authInfo?.extra?.userId ?? 'anonymous';",
    '  }',
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const HEADER = [
  "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
  "import { callerOf, bearerOf, Auth } from './auth.js';",
];
const SEAL_IMPORT = "import { sealState } from 'eslint-plugin-mcp-state/seal';";
const WITH_PRINCIPAL = "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';";

function server(body: readonly string[]): string[] {
  return [
    'export function register(server) {',
    "  server.registerTool('deploy', { description: 'Deploy' }, async (args, ctx) => {",
    ...body.map((line) => `    ${line}`),
    "    return inputRequired({ inputRequests: {}, requestState: JSON.stringify({ step: 2 }) });",
    '  });',
    '}',
  ];
}

function sealed(bindingUser: string, body: readonly string[], importLine = SEAL_IMPORT, header: readonly string[] = HEADER): string {
  return lines(
    ...header,
    importLine,
    ...server(body).map((line) =>
      line.includes('requestState: JSON')
        ? `    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { userId: ${bindingUser}, tool: 'deploy' }) });`
        : line,
    ),
  );
}

const UNSIGNED_AT = { column: 61, endColumn: 88 };

function invalid(name: string, body: readonly string[], bindingUser: string, importLine = SEAL_IMPORT, header: readonly string[] = HEADER) {
  const line = header.length + 2 + body.length + 1;
  const at = { ...UNSIGNED_AT, line, endLine: line };
  return {
    name,
    filename: join(project, 'server.js'),
    code: lines(...header, ...server(body)),
    errors: [{ messageId: 'unsignedState' as const, ...at, suggestions: [{ messageId: 'sealWithSealState' as const, output: sealed(bindingUser, body, importLine, header) }] }],
  };
}

testRule('require-sealed-state', rule, {
  valid: [],
  invalid: [
    invalid(
      "another module's helper returns authInfo's clientId, and the handler authorises by it: its const is bound",
      ['const caller = callerOf(ctx);', "if (!mayDeploy(caller)) throw new Error('forbidden');"],
      'caller',
    ),
    invalid(
      "the OAuth client that no check of the handler uses is not taken for the user",
      ['const caller = callerOf(ctx);'],
      'principalOf(ctx)',
      WITH_PRINCIPAL,
    ),
    invalid("another module's class's static method returns authInfo's user", ['const who = Auth.callerOf(ctx);'], 'who'),
    invalid('a const read from authInfo under a name that says nothing of users', ['const who = ctx.http?.authInfo?.extra?.sub;'], 'who'),
    invalid(
      "a local helper's result handed to the handler's own authorisation check",
      ['const actor = lookupActor(ctx.sessionId);', "if (!canDeploy(actor)) throw new Error('forbidden');"],
      'actor',
    ),
    invalid("a credential is not a caller: the bearer token is left, principalOf answers", ['const token = bearerOf(ctx);'], 'principalOf(ctx)', WITH_PRINCIPAL),
    invalid(
      "a caller the client's arguments name is not bound, even when checked",
      ['const actor = args.actor;', "if (!canDeploy(actor)) throw new Error('forbidden');"],
      'principalOf(ctx)',
      WITH_PRINCIPAL,
    ),
    invalid("a caller-named const that no check uses, from the context, is not assumed", ['const actor = lookupActor(ctx.sessionId);'], 'principalOf(ctx)', WITH_PRINCIPAL),
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [],
  invalid: [
    {
      name: 'a binding without the user gets the caller the handler computes',
      filename: join(project, 'bound.js'),
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        "import { Auth } from './auth.js';",
        'export function register(server) {',
        "  server.registerTool('deploy', {}, async (args, ctx) => {",
        '    const caller = Auth.callerOf(ctx);',
        "    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { tool: 'deploy' }) });",
        '  });',
        '}',
      ),
      errors: [
        {
          messageId: 'missingBinding',
          line: 7,
          column: 84,
          endLine: 7,
          endColumn: 102,
          suggestions: [
            {
              messageId: 'addField',
              output: lines(
                "import { inputRequired } from '@modelcontextprotocol/server';",
                "import { sealState } from 'eslint-plugin-mcp-state/seal';",
                "import { Auth } from './auth.js';",
                'export function register(server) {',
                "  server.registerTool('deploy', {}, async (args, ctx) => {",
                '    const caller = Auth.callerOf(ctx);',
                "    return inputRequired({ inputRequests: {}, requestState: sealState({ step: 2 }, { tool: 'deploy', userId: caller }) });",
                '  });',
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});
