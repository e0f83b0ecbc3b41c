// Every expiry the `requestState` is made of is judged where it is written (session 57), whatever makes the token of
// it: a codec picked from a table, an encoder, a sealer out of sight. `expiresAt: Date.now() + HOUR` in the envelope
// handed to `encodeState` gives the state an hour; five minutes is silent, and so is an expiry nothing hands out.
import bindingRule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const handler = (expiry: string, made = 'encodeState(process.env.STATE_CODEC ?? "hmac", envelope, key)') => [
  "import { encodeState } from './codecs/index.js';",
  '',
  'const WINDOW_MS = 60 * 60 * 1000;',
  '',
  'export async function closeTicket(params, userId, key) {',
  '  const envelope = {',
  '    data: { ticketId: params.arguments.ticketId },',
  '    sub: userId,',
  "    tool: 'close_ticket',",
  `    ${expiry},`,
  '  };',
  `  const requestState = ${made};`,
  "  return { resultType: 'input_required', inputRequests: {}, requestState };",
  '}',
];

const tooLong = (line: number, column: number, endColumn: number, ttl = '1 h') => ({ messageId: 'ttlTooLong' as const, data: { ttl, max: '10 min', maxSeconds: '600' }, line, column, endLine: line, endColumn, suggestions: [] });

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'five minutes in the envelope', code: lines(...handler('expiresAt: Date.now() + 5 * 60 * 1000')) },
    { name: 'an hour-long field the state does not carry', code: lines(...handler('expiresAt: Date.now() + 5 * 60 * 1000').slice(0, 11), '  audit.log({ retainUntil: Date.now() + WINDOW_MS });', ...handler('').slice(11)) },
    { name: 'a lifetime not named an expiry', code: lines(...handler('createdAt: Date.now() + WINDOW_MS')) },
  ],
  invalid: [
    // (reported at the constant that writes the hour, the one place to change it)
    { name: 'an hour in the envelope a table codec encodes', code: lines(...handler('expiresAt: Date.now() + WINDOW_MS')), errors: [tooLong(3, 19, 33)] },
    { name: 'an hour in seconds, encoded as base64 JSON', code: lines(...handler('exp: Math.floor(Date.now() / 1000) + 3600', "Buffer.from(JSON.stringify(envelope)).toString('base64url')")), errors: [tooLong(10, 10, 46)] },
    { name: 'a day, sealed by an injected store', code: lines(...handler('expires_at: Date.now() + 24 * 60 * 60 * 1000', 'await this.store.seal({ ...envelope, v: 2 })')), errors: [tooLong(10, 17, 49, '24 h')] },
  ],
});
