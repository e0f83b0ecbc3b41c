// A hand-rolled sealer of another module whose name says it seals state, and whose signed object lacks fields
// whatever its callers pass, is reported in its own module; a call of it is not reported again for the same gaps.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-reported-once-'));
mkdirSync(join(project, 'lib'), { recursive: true });
const helper = lines(
  "import { createHmac } from 'node:crypto';",
  'const STATE_KEY = process.env.STATE_KEY;',
  'export function sealTripState(state, userId, tool) {',
  "  const body = Buffer.from(JSON.stringify({ ...state, v: 1 })).toString('base64url');",
  "  return `${body}.${createHmac('sha256', STATE_KEY).update(body).digest('base64url')}`;",
  '}',
  '',
);
writeFileSync(join(project, 'lib/state.js'), helper);
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('require-state-binding', rule, {
  valid: [
    {
      filename: join(project, 'server.js'),
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { sealTripState } from './lib/state.js';",
        "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
        "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => inputRequired({ inputRequests: {}, requestState: sealTripState({ step: 1 }, ctx.http?.authInfo?.extra?.userId, 'plan_trip') }));",
      ),
    },
  ],
  invalid: [
    {
      filename: join(project, 'lib/state.js'),
      code: helper,
      errors: [
        {
          messageId: 'missingSignedFields',
          data: {
            missing: 'the user, the tool and an expiry',
            fields: "userId (the authenticated user), tool (the tool's name) and exp (for example Date.now() + 600_000)",
            them: 'them',
          },
          line: 4,
          column: 43,
          endLine: 4,
          endColumn: 61,
        },
      ],
    },
  ],
});
