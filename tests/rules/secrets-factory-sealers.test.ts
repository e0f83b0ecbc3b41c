// A factory's closure of another module that MACs the JSON it writes is a sealer: what a call passes it is in the state.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-secrets-closures-'));
mkdirSync(join(project, 'lib'));
writeFileSync(
  join(project, 'lib/signer.js'),
  lines(
    "import { createHmac } from 'node:crypto';",
    "",
    "export function createSigner({ secret }) {",
    "  const tag = (body) => createHmac('sha256', secret).update(body).digest('hex');",
    "  function sign(payload, { user, tool }) {",
    "    const body = Buffer.from(JSON.stringify({ ...payload, user, tool, exp: Date.now() + 300_000 })).toString('base64url');",
    "    return `${body}.${tag(body)}`;",
    "  }",
    "  return { sign };",
    "}",
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('no-secrets-in-state', rule, {
  valid: [
    {
      name: "a factory's sealer given progress that holds no credential",
      filename: join(project, 'clean.js'),
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { createSigner } from './lib/signer.js';",
        "",
        "const signer = createSigner({ secret: process.env.STATE_SECRET });",
        "",
        "export function register(server) {",
        "  server.registerTool('scale', { inputSchema: {} }, async (args, ctx) => {",
        "    const info = ctx.http.authInfo;",
        "    const progress = { replicas: args.replicas };",
        "    return inputRequired({ inputRequests: {}, requestState: signer.sign(progress, { user: info.extra.userId, tool: 'scale' }) });",
        "  });",
        "}",
      ),
    },
  ],
  invalid: [
    {
      name: "the caller's bearer token handed to another module's factory sealer",
      filename: join(project, 'scale.js'),
      code: lines(
        "import { inputRequired } from '@modelcontextprotocol/server';",
        "import { createSigner } from './lib/signer.js';",
        "",
        "const signer = createSigner({ secret: process.env.STATE_SECRET });",
        "",
        "export function register(server) {",
        "  server.registerTool('scale', { inputSchema: {} }, async (args, ctx) => {",
        "    const info = ctx.http.authInfo;",
        "    const progress = { replicas: args.replicas, bearer: info.token };",
        "    return inputRequired({ inputRequests: {}, requestState: signer.sign(progress, { user: info.extra.userId, tool: 'scale' }) });",
        "  });",
        "}",
      ),
      errors: [
        {
          messageId: 'secretInState',
          line: 9,
          column: 49,
          endLine: 9,
          endColumn: 67,
          suggestions: [
            {
              messageId: 'removeProperty',
              data: { key: 'bearer' },
              output: lines(
                "import { inputRequired } from '@modelcontextprotocol/server';",
                "import { createSigner } from './lib/signer.js';",
                "",
                "const signer = createSigner({ secret: process.env.STATE_SECRET });",
                "",
                "export function register(server) {",
                "  server.registerTool('scale', { inputSchema: {} }, async (args, ctx) => {",
                "    const info = ctx.http.authInfo;",
                "    const progress = { replicas: args.replicas };",
                "    return inputRequired({ inputRequests: {}, requestState: signer.sign(progress, { user: info.extra.userId, tool: 'scale' }) });",
                "  });",
                "}",
              ),
            },
          ],
        },
      ],
    },
  ],
});
