// A codec picked from a table by a name the configuration gives (session 56): `registry[name]()` is either of the
// table's factories, so `codec.encode(envelope, key)` gives what each codec's `encode` gives. A state one of them
// hands out unauthenticated (AES-CBC, plain base64) has a path to the client with no seal on it, and is reported; a
// table of codecs that all sign is silent.
import sealedRule from '../../rules/require-sealed-state.js';
import { lines, testRule } from '../rule-tester.js';

const tableRows = (third: string) => [
  "import { createCipheriv, createHmac, randomBytes } from 'node:crypto';",
  '',
  'class HmacCodec {',
  '  encode(value, key) {',
  "    const body = Buffer.from(JSON.stringify(value)).toString('base64url');",
  "    return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;",
  '  }',
  '}',
  'class RotatedHmacCodec {',
  '  encode(value, key) {',
  "    const body = Buffer.from(JSON.stringify({ kid: 2, value })).toString('base64url');",
  "    return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;",
  '  }',
  '}',
  'class CbcCodec {',
  '  encode(value, key) {',
  '    const iv = randomBytes(16);',
  "    const cipher = createCipheriv('aes-256-cbc', key, iv);",
  "    return `${iv.toString('base64url')}.${Buffer.concat([cipher.update(JSON.stringify(value)), cipher.final()]).toString('base64url')}`;",
  '  }',
  '}',
  '',
  `const registry = { hmac: () => new HmacCodec(), rotated: () => new RotatedHmacCodec(), ${third} };`,
  '',
  'function encodeState(name, value, key) {',
  '  const codec = registry[name]();',
  '  return `${name}~${codec.encode(value, key)}`;',
  '}',
  '',
  'export function closeTicket(userId, args, key) {',
  "  const requestState = encodeState(process.env.STATE_CODEC ?? 'hmac', { sub: userId, tool: 'close_ticket', ticketId: args.ticketId, exp: Date.now() + 300000 }, key);",
  "  return { resultType: 'input_required', inputRequests: {}, requestState };",
  '}',
];

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a table whose codecs all sign', code: lines(...tableRows('legacy: () => new HmacCodec()')) }],
  invalid: [
    {
      name: 'a table with an AES-CBC codec: the state may be encrypted without authentication',
      code: lines(...tableRows('cbc: () => new CbcCodec()')),
      errors: [{ messageId: 'unsignedState', line: 32, column: 61, endLine: 32, endColumn: 73 }],
    },
  ],
});
