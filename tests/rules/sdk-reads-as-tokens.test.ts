// SDK 2.x `ctx.mcpReq.requestState()` on a server out of sight: a handler that hands the read to a JWT library as a
// token's text (`decodeJwt(raw)`, `jwtVerify(raw, key)`) has no verify hook, which would have handed it the verified
// payload instead. A decode without verifying it is then an unverified read of the client's state.
import rule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

const tool = (read: string) =>
  lines(
    "import { decodeJwt, jwtVerify } from 'jose';",
    'const key = new TextEncoder().encode(process.env.STATE_SECRET);',
    'export async function promote(args, ctx) {',
    '  const raw = ctx.mcpReq.requestState();',
    "  if (!raw) return { content: [{ type: 'text', text: 'start' }] };",
    `  const claims = ${read};`,
    "  return { content: [{ type: 'text', text: String(claims.stage) }] };",
    '}',
    "export const register = (server) => server.registerTool('promote', { inputSchema: {} }, promote);",
  );

testRule('require-sealed-state', rule, {
  valid: [{ name: 'verified with the key', code: tool('(await jwtVerify(raw, key)).payload') }],
  invalid: [
    {
      name: 'decoded without verifying',
      code: tool('decodeJwt(raw)'),
      errors: [{ messageId: 'unverifiedRead', line: 6, column: 18, endLine: 6, endColumn: 32 }],
    },
  ],
});
