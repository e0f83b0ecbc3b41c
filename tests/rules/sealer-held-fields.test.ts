// A sealer of another module that signs the user and the tool it is handed under fields of its own (`sub`, `tool`) is
// judged there; whether a destructive tool's arguments are in what it signs depends on each call's payload, judged here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-held-fields-'));
writeFileSync(
  join(project, 'seal.js'),
  lines(
    "import { createHmac } from 'node:crypto';",
    "",
    "const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    "",
    "export function sealState(payload, sub, tool) {",
    "  const claims = { ...payload, sub, tool, exp: Date.now() + 300_000 };",
    "  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');",
    "  return `${body}.${sign(body)}`;",
    "}",
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const server = (payload: string) =>
  lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { z } from 'zod';",
    "import { sealState } from './seal.js';",
    "",
    "const userOf = (ctx) => ctx.http.authInfo.extra.userId;",
    "",
    "export function register(server) {",
    "  server.registerTool('purge', { inputSchema: { root: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
    `    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Purge \${args.root}?\` }) }, requestState: sealState(${payload}, userOf(ctx), 'purge') });`,
    "  });",
    "}",
  );

testRule('require-state-binding', rule, {
  valid: [{ name: 'the arguments are in the payload the sealer spreads in', filename: join(project, 'bound.js'), code: server('{ count: 3, args }') }],
  invalid: [
    {
      name: 'a destructive tool whose payload leaves its arguments out',
      filename: join(project, 'server.js'),
      code: server('{ count: 3 }'),
      errors: [{ messageId: 'missingArgs', line: 9, column: 123, endLine: 9, endColumn: 168 }],
    },
  ],
});
