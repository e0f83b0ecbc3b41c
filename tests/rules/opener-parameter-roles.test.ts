import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * An opener of another module that compares decoded fields with its parameters (`claims.who !== who`) checks what
 * each call passes there: the user when the call passes the request's user, the tool when it passes the tool's name.
 */

const project = mkdtempSync(join(tmpdir(), 'mcp-state-opener-roles-'));
writeFileSync(
  join(project, 'seal.js'),
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    'export function seal(data, who, tool) {',
    "  const body = Buffer.from(JSON.stringify({ d: data, who, tool, exp: Date.now() + 600_000 })).toString('base64url');",
    '  return `${body}.${sign(body)}`;',
    '}',
    'export function unseal(token, who, tool) {',
    "  const [body = '', mac = ''] = token.split('.');",
    '  const expected = Buffer.from(sign(body));',
    '  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected)) return null;',
    "  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());",
    '  if (claims.who !== who || claims.tool !== tool || claims.exp < Date.now()) return null;',
    '  return claims.d;',
    '}',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

function server(user: string): string {
  return lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { seal, unseal } from './seal.js';",
    'const userOf = (ctx) => ctx.http?.authInfo?.extra?.userId;',
    'export function register(server) {',
    "  server.registerTool('export_notebook', {}, async (args, ctx) => {",
    `    const who = ${user};`,
    '    const raw = ctx.mcpReq.requestState();',
    "    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: seal({ notebook: args.notebook }, who, 'export_notebook') });",
    "    const state = unseal(raw, who, 'export_notebook');",
    "    return { content: [{ type: 'text', text: state ? state.notebook : 'expired' }] };",
    '  });',
    '}',
  );
}

testRule('require-state-binding', rule, {
  valid: [{ name: "the opener compares 'who' with the request's user the call passes", filename: join(project, 'server.js'), code: server('userOf(ctx)') }],
  invalid: [
    {
      name: 'the call passes a constant where the opener compares the user',
      filename: join(project, 'server-constant.js'),
      code: server("'anonymous'"),
      errors: [{ messageId: 'helperSkipsChecks', line: 9, column: 19, endLine: 9, endColumn: 54 }],
    },
  ],
});
