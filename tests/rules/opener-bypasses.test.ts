// An opener that checks a MAC on its way to one return but hands back what it decoded, with no check, on another
// (`if (!sig) return legacy(body)`): a forged token without a MAC is accepted there. Reported at that return.
import rule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

const opener = (noMac: string) =>
  lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    '',
    "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url');",
    '',
    'function legacy(body) {',
    "  return JSON.parse(Buffer.from(body + '='.repeat((4 - (body.length % 4)) % 4), 'base64').toString());",
    '}',
    '',
    'export function openState(token) {',
    "  const [body, sig] = token.split('.');",
    `  if (!sig) return ${noMac};`,
    '  const expected = Buffer.from(mac(body));',
    '  const given = Buffer.from(sig);',
    '  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;',
    "  return JSON.parse(Buffer.from(body, 'base64url').toString());",
    '}',
  );

testRule('require-sealed-state', rule, {
  valid: [
    { name: 'a token without a MAC is refused', code: opener('null') },
    { name: 'what it returns without a MAC is no decode of the token', code: opener('legacy(process.env.DEFAULT_STATE)') },
  ],
  invalid: [
    {
      name: 'a token without a MAC is decoded (padded back to base64 by a local helper) and returned',
      code: opener('legacy(body)'),
      errors: [{ messageId: 'openerSkipsVerification', data: { name: 'openState' }, line: 11, column: 20, endLine: 11, endColumn: 32 }],
    },
    {
      name: 'a token without a MAC is parsed where it is returned',
      code: opener("JSON.parse(Buffer.from(body, 'base64url').toString())"),
      errors: [{ messageId: 'openerSkipsVerification', data: { name: 'openState' }, line: 11, column: 20, endLine: 11, endColumn: 73 }],
    },
  ],
});
