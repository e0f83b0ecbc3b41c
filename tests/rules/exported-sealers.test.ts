// An exported hand-rolled sealer that spreads a payload no call of its file passes: callers in other modules fill it, so
// the user and the tool are judged at their calls, and at home only the expiry, which the sealer adds itself. A sealer
// that takes the user or the tool apart (`sealState(state, userId, tool)`) is still judged at home for all three.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const SEALER = lines(
  "import { createHmac } from 'node:crypto';",
  'export function sealState(payload) {',
  "  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 300_000 })).toString('base64url');",
  "  return `${body}.${createHmac('sha256', process.env.STATE_SECRET).update(body).digest('base64url')}`;",
  '}',
  '',
);

const project = mkdtempSync(join(tmpdir(), 'mcp-state-exported-sealers-'));
writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'exported-sealers', type: 'module' }));
writeFileSync(join(project, 'state.js'), SEALER);
afterAll(() => rmSync(project, { recursive: true, force: true }));

testRule('require-state-binding', rule, {
  valid: [
    { filename: join(project, 'state.js'), code: SEALER },
    {
      // the caller passes the user and the tool; the sealer adds the expiry
      filename: join(project, 'bound-caller.js'),
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from './state.js';",
        "const server = new McpServer({ name: 'hooks', version: '1.0.0' });",
        "server.registerTool('replay_hook', {}, async ({ hookId }, ctx) => {",
        '  const userId = ctx.http?.authInfo?.extra?.userId;',
        "  return inputRequired({ inputRequests: {}, requestState: sealState({ userId, tool: 'replay_hook', hookId }) });",
        '});',
      ),
    },
  ],
  invalid: [
    {
      // at home: no expiry is added, whatever the callers pass
      code: lines(
        "import { createHmac } from 'node:crypto';",
        'export const sealState = (payload) => {',
        "  const body = Buffer.from(JSON.stringify({ ...payload, iat: Date.now() })).toString('base64url');",
        "  return `${body}.${createHmac('sha256', process.env.STATE_SECRET).update(body).digest('base64url')}`;",
        '};',
      ),
      errors: [
        {
          messageId: 'missingSignedFields',
          data: { missing: 'an expiry', fields: 'exp (for example Date.now() + 600_000)', them: 'it' },
          line: 3,
          column: 43,
          endLine: 3,
          endColumn: 74,
        },
      ],
    },
    {
      // at the call: the caller passes no user
      filename: join(project, 'unbound-caller.js'),
      code: lines(
        "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
        "import { sealState } from './state.js';",
        "const server = new McpServer({ name: 'hooks', version: '1.0.0' });",
        "server.registerTool('replay_hook', {}, async ({ hookId }) => {",
        "  return inputRequired({ inputRequests: {}, requestState: sealState({ tool: 'replay_hook', hookId }) });",
        '});',
      ),
      errors: [
        {
          messageId: 'helperMissingSignedFields',
          data: { helper: 'sealState', specifier: './state.js', missing: 'the user', fields: 'userId (the authenticated user)', them: 'it' },
          line: 5,
          column: 59,
          endLine: 5,
          endColumn: 101,
        },
      ],
    },
  ],
});
