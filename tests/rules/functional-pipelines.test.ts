// Values carried by functional libraries (session 57): an fp-ts `pipe` holds its start through the steps that keep it,
// a fallback step adds its own value (`O.getOrElse(() => 'dev')`), a `map` or `chain` what its callback returns, a
// match what one of its handlers returns; `Effect.gen` gives what its generator returns and `yield*` what it delegates
// to; `Effect.map(effect, (value) => …)` hands its callback the effect's value; neverthrow's `Result.fromThrowable(fn)`
// is a function calling `fn`, whose `.andThen((claims) => …)` is handed what `fn` returns. Keys, units and secrets
// follow them as they follow plain code.
import bindingRule from '../../rules/require-state-binding.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const fpKey = (fallback: string) => [
  "import { createHmac } from 'node:crypto';",
  "import * as O from 'fp-ts/lib/Option.js';",
  "import { pipe } from 'fp-ts/lib/function.js';",
  '',
  `const secret = pipe(O.fromNullable(process.env.STATE_SECRET), ${fallback});`,
  '',
  "export const mac = (body) => createHmac('sha256', secret).update(body).digest('base64url');",
];

const effectKey = (onNone: string) => [
  "import { createHash } from 'node:crypto';",
  "import { hostname } from 'node:os';",
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  "import { Config, Effect, Option, Redacted } from 'effect';",
  '',
  'const stateKey = Effect.gen(function* () {',
  "  const configured = yield* Config.option(Config.redacted('STATE_KEY'));",
  '  return Option.match(configured, {',
  "    onSome: (secret) => new Uint8Array(Buffer.from(Redacted.value(secret), 'base64')),",
  `    onNone: ${onNone},`,
  '  });',
  '});',
  '',
  'export const makeCodec = Effect.map(stateKey, (key) =>',
  '  createRequestStateCodec({ key, ttlSeconds: 300, bind: (ctx) => ctx.http.authInfo.extra.userId }),',
  ');',
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    { name: 'a pipe whose fallback throws', code: lines(...fpKey("O.getOrElse(() => { throw new Error('STATE_SECRET is not set'); })")) },
    { name: 'an Effect whose missing key fails', code: lines(...effectKey("() => { throw new Error('STATE_KEY is not set'); }")) },
  ],
  invalid: [
    {
      name: 'a pipe that falls back to a literal',
      code: lines(...fpKey("O.getOrElse(() => 'dev-state-secret')")),
      errors: [{ messageId: 'literalFallback', data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'STATE_SECRET' }, line: 7, column: 51, endLine: 7, endColumn: 57 }],
    },
    {
      name: 'an Effect whose missing key is a hash of the host',
      code: lines(...effectKey("() => new Uint8Array(createHash('sha256').update(`mcp:${hostname()}`).digest())")),
      errors: [{ messageId: 'literalFallback', data: { use: 'request-state codec key', fallback: 'public facts (host, process, package)', source: 'the configured key' }, line: 15, column: 29, endLine: 15, endColumn: 32 }],
    },
  ],
});

const verifier = (clock: string) => [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "import { Result, err, ok } from 'neverthrow';",
  '',
  "const mac = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
  '',
  'export function signState(payload, { userId, tool }) {',
  '  const claims = { ...payload, uid: userId, tool, exp: Date.now() + 5 * 60 * 1000 };',
  "  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');",
  "  return `${body}.${mac(body).toString('base64url')}`;",
  '}',
  '',
  "const parseClaims = Result.fromThrowable((body) => JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), () => new Error('malformed'));",
  '',
  'export function verifyState(token, { userId, tool }) {',
  "  const [body, tag] = String(token).split('.');",
  "  const given = Buffer.from(tag ?? '', 'base64url');",
  '  const expected = mac(body);',
  "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return err(new Error('altered'));",
  '  return parseClaims(body).andThen((claims) => {',
  `    if (claims.exp < ${clock}) return err(new Error('expired'));`,
  "    if (claims.uid !== userId || claims.tool !== tool) return err(new Error('not yours'));",
  '    return ok(claims);',
  '  });',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'the continuation compares the expiry in milliseconds', code: lines(...verifier('Date.now()')) }],
  invalid: [
    {
      name: 'the continuation compares the millisecond expiry with a clock in seconds',
      code: lines(...verifier('Math.floor(Date.now() / 1000)')),
      errors: [{ messageId: 'mixedUnits', data: { name: 'verifyState', field: 'exp', written: 'milliseconds', checked: 'seconds', comparison: 'claims.exp < Math.floor(Date.now() / 1000)', effect: 'never expires' }, line: 20, column: 9, endLine: 20, endColumn: 51 }],
    },
  ],
});

const bank = tempProject('functional-bank');
bank.write('package.json', '{ "name": "bank", "private": true, "type": "module" }');
bank.write(
  'src/bank.ts',
  "import * as TE from 'fp-ts/lib/TaskEither.js';",
  "import { pipe } from 'fp-ts/lib/function.js';",
  '',
  'export const bankClient = (base: string) => {',
  '  const openSession = (userToken: string) =>',
  '    pipe(',
  "      TE.tryCatch(() => fetch(`${base}/sessions`, { method: 'POST', headers: { authorization: `Bearer ${userToken}` } }).then((res) => res.json()), String),",
  '      TE.map((s) => ({ id: s.session_id, headers: { authorization: `Bearer ${s.session_token}` } })),',
  '    );',
  '  return { openSession };',
  '};',
);
bank.write(
  'src/deps.ts',
  "import { bankClient } from './bank.js';",
  "import { envelopeFor } from './envelope.js';",
  '',
  "const deps = { bank: bankClient(process.env.BANK_URL!), state: envelopeFor(Buffer.from(process.env.STATE_KEY!, 'base64')) } as const;",
  '',
  'export type Deps = typeof deps;',
);
bank.write(
  'src/envelope.ts',
  "import { createHmac } from 'node:crypto';",
  '',
  'export const envelopeFor = (key: Buffer) => ({',
  '  seal(payload: object, binding: { userId: string; tool: string }) {',
  '    const body = Buffer.from(JSON.stringify({ ...payload, ...binding, exp: Date.now() + 300_000 })).toString(\'base64url\');',
  "    return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;",
  '  },',
  '});',
);
const statementRows = (kept: string) => [
  "import * as TE from 'fp-ts/lib/TaskEither.js';",
  "import { pipe } from 'fp-ts/lib/function.js';",
  "import type { Deps } from './deps.js';",
  '',
  'export const exportStatement = ({ bank, state }: Deps) => async (args: { accountId: string }, caller: { userId: string; token: string }) =>',
  '  pipe(',
  '    bank.openSession(caller.token),',
  '    TE.map((session) => ({',
  "      resultType: 'input_required',",
  '      inputRequests: {},',
  `      requestState: state.seal({ accountId: args.accountId, ${kept} }, { userId: caller.userId, tool: 'export_statement' }),`,
  '    })),',
  '  )();',
];

const oneFile = (kept: string) => [
  "import { createHmac } from 'node:crypto';",
  "import * as TE from 'fp-ts/lib/TaskEither.js';",
  "import { pipe } from 'fp-ts/lib/function.js';",
  '',
  "const seal = (payload) => { const body = Buffer.from(JSON.stringify(payload)).toString('base64url'); return `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url')}`; };",
  "const openSession = (token) => pipe(TE.tryCatch(() => login(token), String), TE.map((s) => ({ id: s.id, headers: { authorization: `Bearer ${s.session_token}` } })));",
  '',
  'export const start = (userId, token) =>',
  `  pipe(openSession(token), TE.map((session) => ({ resultType: 'input_required', inputRequests: {}, requestState: seal({ userId, tool: 'export', exp: Date.now() + 60000, ${kept} }) })));`,
];

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'one module: the session id kept', code: lines(...oneFile('session: session.id')) }],
  invalid: [
    {
      name: 'one module: the session headers kept',
      code: lines(...oneFile('upstream: session.headers')),
      errors: [
        {
          messageId: 'secretInState',
          data: { subject: "'authorization' looks like a secret (kept under 'upstream')", reader: 'the client can read sealed state (signed, not encrypted)' },
          line: 9,
          column: 170,
          endLine: 9,
          endColumn: 195,
          suggestions: [{ messageId: 'removeProperty', data: { key: 'upstream' }, output: lines(...oneFile('upstream: session.headers')).replace(', upstream: session.headers', '') }],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [{ name: 'the session id kept, not its headers', filename: bank.path('src/statement.ts'), code: lines(...statementRows('session: session.id')) }],
    invalid: [
      {
        name: 'the bank session headers another module builds kept in the state',
        filename: bank.path('src/statement.ts'),
        code: lines(...statementRows('upstream: session.headers')),
        errors: [
          {
            messageId: 'secretInState',
            data: { subject: "'authorization' looks like a secret (kept under 'upstream')", reader: 'the client can read sealed state (signed, not encrypted)' },
            line: 11,
            column: 61,
            endLine: 11,
            endColumn: 86,
            suggestions: [{ messageId: 'removeProperty', data: { key: 'upstream' }, output: lines(...statementRows('upstream: session.headers')).replace(', upstream: session.headers', '') }],
          },
        ],
      },
    ],
  },
});
