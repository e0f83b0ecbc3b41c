// jose's `setExpirationTime(number)` takes the time the token expires at, in seconds. Where that number is the clock in
// seconds plus an amount, the amount is the lifetime in seconds whatever its name says: `issuedAt + config.stateTtlMs`
// with `stateTtlMs: 10 * 60 * 1000` lives 600,000 seconds.
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('jose-timestamp-lifetimes');
write('package.json', '{ "type": "module" }');
write('config.ts', lines('export const config = {', '  stateTtlMs: 10 * 60 * 1000,', '  stateTtlSeconds: 600,', '};'));

const TOKENS = (amount: string) =>
  lines(
    "import { SignJWT } from 'jose';",
    "import { config } from './config.js';",
    'export async function sealState(payload, binding, key) {',
    '  const issuedAt = Math.floor(Date.now() / 1000);',
    '  return new SignJWT({ ...payload, tool: binding.tool })',
    "    .setProtectedHeader({ alg: 'HS256' })",
    '    .setSubject(binding.userId)',
    '    .setIssuedAt(issuedAt)',
    `    .setExpirationTime(issuedAt + ${amount})`,
    '    .sign(key);',
    '}',
  );

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'the clock in seconds plus a lifetime in seconds', filename: path('tokens.ts'), code: TOKENS('config.stateTtlSeconds') },
    { name: 'the clock in seconds plus 600', filename: path('tokens.ts'), code: TOKENS('600') },
  ],
  invalid: [
    {
      name: 'the clock in seconds plus a lifetime in milliseconds',
      filename: path('tokens.ts'),
      code: TOKENS('config.stateTtlMs'),
      errors: [
        {
          messageId: 'ttlTooLong',
          data: { ttl: '10000 min', max: '10 min', maxSeconds: '600' },
          line: 9,
          column: 6,
          endLine: 9,
          endColumn: 53,
          suggestions: [{ messageId: 'shortenTtl', output: TOKENS('config.stateTtlMs').replace('setExpirationTime(issuedAt + config.stateTtlMs)', "setExpirationTime('10m')") }],
        },
      ],
    },
  ],
});
