import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

/*
 * A sealer and an opener that are closures another module's factory returns (`const h = makeStateHelpers();
 * h.seal(…)`) are judged at the call as the module's own exports are: the lifetime the sealer writes, and what the
 * opener checks, read also from fields it destructures (`const { u, t, exp } = JSON.parse(…)`).
 */

const project = mkdtempSync(join(tmpdir(), 'mcp-state-factory-closures-'));
function factory(ttlSeconds: number, userCheck: string): string {
  return lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    'export function makeStateHelpers() {',
    "  const sign = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    '  function seal(state, userId, tool) {',
    `    const body = Buffer.from(JSON.stringify({ s: state, u: userId, t: tool, exp: Math.floor(Date.now() / 1000) + ${ttlSeconds} })).toString('base64url');`,
    '    return `${body}.${sign(body)}`;',
    '  }',
    '  function open(token, userId, tool) {',
    "    const [body, mac] = String(token).split('.');",
    '    const expected = Buffer.from(sign(body));',
    '    if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected)) return null;',
    "    const { s, u, t, exp } = JSON.parse(Buffer.from(body, 'base64url').toString());",
    `    if (${userCheck}t !== tool || exp <= Math.floor(Date.now() / 1000)) return null;`,
    '    return s;',
    '  }',
    '  return { seal, open };',
    '}',
  );
}
writeFileSync(join(project, 'short.js'), factory(600, 'u !== userId || '));
writeFileSync(join(project, 'long.js'), factory(3600, 'u !== userId || '));
writeFileSync(join(project, 'unchecked.js'), factory(600, ''));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function server(from: string): string {
  return lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    `import { makeStateHelpers } from './${from}';`,
    'const h = makeStateHelpers();',
    'export function register(server) {',
    "  server.registerTool('plan_trip', {}, async (args, ctx) => {",
    '    const userId = ctx.http?.authInfo?.extra?.userId;',
    '    const raw = ctx.mcpReq.requestState();',
    "    if (raw === undefined) return inputRequired({ inputRequests: {}, requestState: h.seal({ city: args.city }, userId, 'plan_trip') });",
    "    const saved = h.open(raw, userId, 'plan_trip');",
    "    return saved ? { content: [{ type: 'text', text: saved.city }] } : { isError: true, content: [] };",
    '  });',
    '}',
  );
}

testRule('require-state-binding', rule, {
  valid: [
    { name: "a factory's closures that write 10 minutes and check the user, the tool and the expiry they destructure", filename: join(project, 'server-short.js'), code: server('short.js') },
  ],
  invalid: [
    {
      name: "a factory's sealer that writes an hour: reported at the call",
      filename: join(project, 'server-long.js'),
      code: server('long.js'),
      errors: [{ messageId: 'ttlTooLong', line: 8, column: 84, endLine: 8, endColumn: 132 }],
    },
    {
      name: "a factory's opener that never checks the user it destructures: reported at the call",
      filename: join(project, 'server-unchecked.js'),
      code: server('unchecked.js'),
      errors: [{ messageId: 'helperSkipsChecks', line: 9, column: 19, endLine: 9, endColumn: 51 }],
    },
  ],
});
