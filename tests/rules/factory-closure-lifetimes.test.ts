// A lifetime handed to a sealer factory that is itself a closure of another module's factory
// (`makeStateHelpers().makeSealer({ ttl: 3600 })`), judged at the option, where the sealer's token becomes state.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-state-factory-closures-'));
mkdirSync(join(project, 'lib'), { recursive: true });
writeFileSync(
  join(project, 'lib/state.js'),
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    'export function makeStateHelpers() {',
    '  function makeSealer({ secret, ttl }) {',
    "    const sign = (body) => createHmac('sha256', secret).update(body).digest('base64url');",
    '    function seal(state, userId, tool) {',
    "      const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + ttl * 1000 })).toString('base64url');",
    '      return `${body}.${sign(body)}`;',
    '    }',
    '    function open(token, userId, tool) {',
    "      const [body, mac] = token.split('.');",
    '      const expected = sign(body);',
    '      if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;',
    "      const saved = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    '      return saved.userId !== userId || saved.tool !== tool || saved.exp <= Date.now() ? null : saved;',
    '    }',
    '    return { seal, open };',
    '  }',
    '  return { makeSealer };',
    '}',
    '',
  ),
);
afterAll(() => rmSync(project, { recursive: true, force: true }));

const server = (ttl: string, sealed = true): string =>
  lines(
    "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
    "import { makeStateHelpers } from './lib/state.js';",
    'const helpers = makeStateHelpers();',
    `const sealer = helpers.makeSealer({ secret: process.env.TRIP_STATE_KEY, ${ttl} });`,
    "const server = new McpServer({ name: 'trips', version: '1.0.0' });",
    "server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => {",
    '  const raw = ctx.mcpReq.requestState();',
    '  const userId = ctx.http?.authInfo?.extra?.userId;',
    sealed
      ? "  if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: sealer.seal({ step: 1 }, userId, 'plan_trip') });"
      : "  if (raw === undefined) return { content: [{ type: 'text', text: sealer.seal({ step: 1 }, userId, 'plan_trip') }] };",
    "  const saved = sealer.open(raw, userId, 'plan_trip');",
    "  return { content: [{ type: 'text', text: saved ? 'ok' : 'refused' }] };",
    '});',
  );

testRule('require-state-binding', rule, {
  valid: [
    // five minutes
    { filename: join(project, 'short.js'), code: server('ttl: 300') },
    // an hour, for a token that is not request state
    { filename: join(project, 'link.js'), code: server('ttl: 3600', false) },
  ],
  invalid: [
    {
      filename: join(project, 'long.js'),
      code: server('ttl: 3600'),
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '1 h', max: '10 min', maxSeconds: '600' }, line: 4, column: 73, endLine: 4, endColumn: 82 }],
    },
  ],
});
