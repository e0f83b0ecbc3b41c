// A JWT signed or verified inside the initializer of a variable named for state (an Effect layer: `const
// StateCodecLive = Layer.effect(StateCodec, Effect.gen(function* () { const mint = … }))`) is state's, whatever its
// inner functions are called; verify options spread in from a shared object (`{ ...VERIFY_OPTIONS, issuer }`) are
// read there, unless the literal sets them again after the spread.
import rule from '../../rules/require-state-binding.js';
import { lines, testRule } from '../rule-tester.js';

const layer = (name: string, verify: string, ttl = "'5m'") =>
  lines(
    "import { Effect, Layer } from 'effect';",
    "import { SignJWT, jwtVerify } from 'jose';",
    "const VERIFY_OPTIONS = { algorithms: ['HS256'], clockTolerance: '12h' };",
    'const key = new TextEncoder().encode(process.env.STATE_SECRET);',
    `export const ${name} = Layer.effect(Tag, Effect.gen(function* () {`,
    `  const mint = (claims, sub) => Effect.tryPromise(() => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setExpirationTime(${ttl}).sign(key));`,
    `  const open = (token, sub) => Effect.tryPromise(() => jwtVerify(token, key, ${verify}));`,
    '  return { mint, open };',
    '}));',
  );

testRule('require-state-binding', rule, {
  valid: [
    { name: 'a layer not named for state', code: layer('SessionLive', '{ ...VERIFY_OPTIONS, subject: sub }', "'2h'") },
    { name: 'the tolerance set again after the spread', code: layer('StateCodecLive', "{ ...VERIFY_OPTIONS, subject: sub, clockTolerance: '5s' }") },
  ],
  invalid: [
    {
      name: 'a two-hour state JWT and a 12-hour tolerance spread in from shared options',
      code: layer('StateCodecLive', '{ ...VERIFY_OPTIONS, subject: sub }', "'2h'"),
      errors: [
        // where the shared options are written, once for every verify that spreads them in
        { messageId: 'jwtToleranceTooLong', data: { ttl: '12 h', max: '10 min' }, line: 3, column: 49, endLine: 3, endColumn: 70, suggestions: [{ messageId: 'removeClockTolerance', output: layer('StateCodecLive', '{ ...VERIFY_OPTIONS, subject: sub }', "'2h'").replace(", clockTolerance: '12h'", '') }] },
        { messageId: 'ttlTooLong', data: { ttl: '2 h', max: '10 min', maxSeconds: '600' }, line: 6, column: 130, endLine: 6, endColumn: 153, suggestions: [{ messageId: 'shortenTtl', data: { value: "'10m'" }, output: layer('StateCodecLive', '{ ...VERIFY_OPTIONS, subject: sub }', "'10m'") }] },
      ],
    },
  ],
});
