// Mechanisms added in session 60, each across modules: predicates of a functional pipe (fp-ts E.fromPredicate, Effect
// filterOrFail) handed a MAC a curried or Effect helper makes; a JWT signed through jsonwebtoken's callback inside a
// promise made by hand; a classic CommonJS tool module whose result helper assigns requestState and whose sealer builds
// its claims with Object.assign; a key function caching its fallback before returning it; a key decoder that refuses
// short keys; an fp-ts Option fallback handed to a curried sealer; a neverthrow opener whose checks a curried helper makes.
import bindingRule from '../../rules/require-state-binding.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const PACKAGE = '{ "name": "callbacks-pipes", "private": true, "type": "module" }';
const SAFE_IMPORT = "import { safeEqual } from 'eslint-plugin-mcp-state/seal';";

// 1. fp-ts: a predicate handed the MAC a curried helper of another module makes
const hooks = tempProject('fp-ts-predicate');
hooks.write('package.json', PACKAGE);
hooks.write('crypto.js',
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  '',
  "export const macOf = (key) => (data) => createHmac('sha256', key).update(data).digest('base64url');",
  '',
  'export const sameText = (a, b) => {',
  '  const left = Buffer.from(a);',
  '  const right = Buffer.from(b);',
  '  return left.length === right.length && timingSafeEqual(left, right);',
  '};',
);
const delivery = (predicate: string) => [
  "import * as E from 'fp-ts/lib/Either.js';",
  "import { pipe } from 'fp-ts/lib/function.js';",
  "import { macOf, sameText } from './crypto.js';",
  '',
  "const key = Buffer.from(process.env.HOOK_SIGNING_KEY, 'base64');",
  '',
  'export const checkDelivery = (body, mac) =>',
  '  pipe(',
  '    macOf(key)(body),',
  `    E.fromPredicate(${predicate}, () => 'signature'),`,
  '    E.map(() => body),',
  '  );',
  '',
  'export const checkVersion = (header, wanted) =>',
  '  pipe(',
  "    String(header ?? 'v1').trim(),",
  "    E.fromPredicate((version) => version === wanted, () => 'version'),",
  '  );',
];
const unsafeDelivery = lines(...delivery('(expected) => expected === mac'));

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    { name: 'fp-ts: the predicate compares the MAC in constant time, another one a version made from a literal with ===', filename: hooks.path('delivery.js'), code: lines(...delivery('(expected) => sameText(expected, mac)')) },
  ],
  invalid: [
    {
      name: 'fp-ts: the predicate compares the MAC of a curried helper with ===; the version predicate is not reported',
      filename: hooks.path('delivery.js'),
      code: unsafeDelivery,
      // both sides are strings, where safeEqual() agrees with ===: a fix
      output: unsafeDelivery.replace("from './crypto.js';", `from './crypto.js';\n${SAFE_IMPORT}`).replace('expected === mac', 'safeEqual(expected, mac)'),
      errors: [
        {
          messageId: 'timingUnsafeCompareHelper',
          data: { name: 'mac', operator: '===', secret: 'the expected MAC or signature', helper: 'macOf', specifier: './crypto.js', sealModule: 'eslint-plugin-mcp-state/seal' },
          line: 10,
          column: 35,
          endLine: 10,
          endColumn: 51,
          suggestions: [],
        },
      ],
    },
  ],
});

// 2. Effect: a filterOrFail predicate handed the signature an Effect helper of another module makes
const effects = tempProject('effect-filter');
effects.write('package.json', PACKAGE);
effects.write('sign.js',
  "import { Effect } from 'effect';",
  '',
  "const hookKey = await crypto.subtle.importKey('raw', Buffer.from(process.env.HOOK_SECRET, 'base64'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);",
  '',
  'export const signature = (data) =>',
  "  Effect.tryPromise({ try: () => crypto.subtle.sign('HMAC', hookKey, data), catch: (e) => e })",
  "    .pipe(Effect.map((mac) => Buffer.from(mac).toString('base64')));",
);
const receive = (predicate: string, imports: string[] = []) => [
  "import { Effect, pipe } from 'effect';",
  "import { signature } from './sign.js';",
  ...imports,
  '',
  'export const receive = (delivery) =>',
  '  pipe(',
  '    signature(new TextEncoder().encode(delivery.body)),',
  `    Effect.filterOrFail(${predicate}, () => new Error('bad')),`,
  '    Effect.map(() => JSON.parse(delivery.body)),',
  '  );',
];
const unsafeReceive = lines(...receive('(expected) => expected === delivery.signature'));

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    {
      name: 'Effect: the filterOrFail predicate compares the signature with safeEqual()',
      filename: effects.path('receive.js'),
      code: lines(...receive('(expected) => safeEqual(expected, delivery.signature)', [SAFE_IMPORT])),
    },
  ],
  invalid: [
    {
      name: 'Effect: the filterOrFail predicate compares the signature of a tryPromise helper with ===',
      filename: effects.path('receive.js'),
      code: unsafeReceive,
      output: lines(...receive('(expected) => safeEqual(expected, delivery.signature)', [SAFE_IMPORT])),
      errors: [
        {
          messageId: 'timingUnsafeCompareHelper',
          data: { name: 'delivery.signature', operator: '===', secret: 'the expected MAC or signature', helper: 'signature', specifier: './sign.js', sealModule: 'eslint-plugin-mcp-state/seal' },
          line: 7,
          column: 39,
          endLine: 7,
          endColumn: 70,
          suggestions: [],
        },
      ],
    },
  ],
});

// 3. a JWT signed through jsonwebtoken's callback inside a promise made by hand in another module
const approvals = tempProject('jwt-callback-promise');
approvals.write('package.json', PACKAGE);
const approvalSigner = (lifetime: string) => [
  "import jwt from 'jsonwebtoken';",
  '',
  'export function signApproval(claims) {',
  '  return new Promise((resolve, reject) => {',
  `    jwt.sign(claims, process.env.APPROVAL_JWT_SECRET, { algorithm: 'HS256', expiresIn: '${lifetime}' }, (err, token) => {`,
  '      if (err) reject(err);',
  '      else resolve(token);',
  '    });',
  '  });',
  '}',
];
approvals.write('short/approvals.js', ...approvalSigner('10m'));
approvals.write('long/approvals.js', ...approvalSigner('2h'));
const dropTable = (claimedTool: string, toolCheck: string) => [
  "import jwt from 'jsonwebtoken';",
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { z } from 'zod';",
  "import { signApproval } from './approvals.js';",
  '',
  'export function registerDropTable(server, db) {',
  "  server.registerTool('drop_table', { description: 'Drop a table', inputSchema: { table: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
  '    const userId = ctx.http?.authInfo?.extra?.userId;',
  '    const raw = ctx.mcpReq.requestState();',
  '    if (raw === undefined) {',
  '      return inputRequired({',
  "        inputRequests: { confirm: { method: 'elicitation/create', params: { message: `Drop ${args.table}?`, requestedSchema: { type: 'object', properties: {} } } } },",
  `        requestState: await signApproval({ sub: userId, ${claimedTool}table: args.table }),`,
  '      });',
  '    }',
  "    const claims = jwt.verify(raw, process.env.APPROVAL_JWT_SECRET, { algorithms: ['HS256'] });",
  `    if (claims.sub !== userId${toolCheck} || claims.table !== args.table) {`,
  "      return { content: [{ type: 'text', text: 'That approval is not valid here.' }], isError: true };",
  '    }',
  '    await db.dropTable(args.table);',
  "    return { content: [{ type: 'text', text: `Dropped ${args.table}.` }] };",
  '  });',
  '}',
];
const boundDrop = lines(...dropTable("tool: 'drop_table', ", " || claims.tool !== 'drop_table'"));

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'the approval claims name the tool and the retry compares it', filename: approvals.path('short/drop.js'), code: boundDrop }],
  invalid: [
    {
      name: 'the approval claims name the user and the table but not the tool',
      filename: approvals.path('short/drop.js'),
      code: lines(...dropTable('', '')),
      errors: [{ messageId: 'helperMissingSignedFields', data: { helper: 'signApproval', specifier: './approvals.js', missing: 'the tool', fields: "tool (the tool's name)", them: 'it' }, line: 13, column: 29, endLine: 13, endColumn: 77, suggestions: [] }],
    },
    {
      name: 'the approval JWT the promised callback signs lives two hours',
      filename: approvals.path('long/drop.js'),
      code: boundDrop,
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '2 h', max: '10 min', maxSeconds: 600 }, line: 13, column: 29, endLine: 13, endColumn: 97, suggestions: [] }],
    },
  ],
});

// 4. a classic CommonJS tool module, its result helper assigning requestState and its sealer using Object.assign
const desk = tempProject('classic-commonjs');
desk.write('package.json', '{ "name": "support-desk", "private": true }');
desk.write('lib/reply.js',
  "'use strict';",
  '',
  'exports.needInput = function (inputRequests, requestState) {',
  "  var result = { resultType: 'input_required', inputRequests: inputRequests };",
  '  result.requestState = requestState;',
  '  return result;',
  '};',
  '',
  'exports.stateFrom = function (params) {',
  '  return params.requestState;',
  '};',
  '',
  'exports.text = function (text, isError) {',
  "  return { content: [{ type: 'text', text: text }], isError: !!isError };",
  '};',
);
desk.write('lib/round.js',
  "'use strict';",
  '',
  "var nodeCrypto = require('crypto');",
  '',
  'function key() {',
  '  var configured = process.env.ROUND_KEY;',
  "  if (!configured) throw new Error('ROUND_KEY is not set');",
  "  return Buffer.from(configured, 'base64');",
  '}',
  '',
  'function mac(body) {',
  "  return nodeCrypto.createHmac('sha256', key()).update(body).digest();",
  '}',
  '',
  'exports.pack = function (payload, userId, tool) {',
  '  var claims = JSON.stringify(Object.assign({}, payload, { uid: userId, tool: tool, exp: Date.now() + 600000 }));',
  "  var body = Buffer.from(claims).toString('base64url');",
  "  return body + '.' + mac(body).toString('base64url');",
  '};',
  '',
  'exports.open = function (token, userId, tool) {',
  "  var parts = String(token).split('.');",
  '  if (parts.length !== 2) return null;',
  "  var given = Buffer.from(parts[1], 'base64url');",
  '  var expected = mac(parts[0]);',
  '  if (given.length !== expected.length || !nodeCrypto.timingSafeEqual(given, expected)) return null;',
  "  var state = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));",
  '  if (state.uid !== userId || state.tool !== tool || state.exp <= Date.now()) return null;',
  '  return state;',
  '};',
);
desk.write('lib/cases.js',
  "'use strict';",
  '',
  'var open = new Map();',
  '',
  'exports.find = function (caseId) {',
  '  return open.get(caseId);',
  '};',
  '',
  'exports.close = function (caseId) {',
  '  open.delete(caseId);',
  '};',
);
const closeCase = (carried: string, argsCheck: string) => [
  "'use strict';",
  '',
  "var reply = require('../lib/reply');",
  "var round = require('../lib/round');",
  "var cases = require('../lib/cases');",
  '',
  "var NAME = 'close_case';",
  '',
  'exports.definition = {',
  "  name: 'close_case',",
  "  description: 'Close a support case',",
  "  inputSchema: { type: 'object', properties: { caseId: { type: 'string' } }, required: ['caseId'] },",
  '  annotations: { destructiveHint: true },',
  '};',
  '',
  'exports.call = function (params, extra) {',
  '  var args = params.arguments || {};',
  '  var userId = extra.authInfo.extra.userId;',
  '  var token = reply.stateFrom(params);',
  '  if (!token) {',
  '    var rec = cases.find(args.caseId);',
  "    var ask = { confirm: { method: 'elicitation/create', params: { message: 'Close \"' + rec.title + '\"?', requestedSchema: { type: 'object', properties: {} } } } };",
  `    return reply.needInput(ask, round.pack({ step: 'confirm', title: rec.title${carried} }, userId, NAME));`,
  '  }',
  '  var state = round.open(token, userId, NAME);',
  `  if (!state${argsCheck}) return reply.text('That confirmation is no longer valid.', true);`,
  '  cases.close(args.caseId);',
  "  return reply.text('Case closed.');",
  '};',
];

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'CommonJS: the state carries the case and the retry compares it',
      filename: desk.path('tools/close-case.js'),
      code: lines(...closeCase(', caseId: args.caseId', ' || state.caseId !== args.caseId')),
      languageOptions: commonJs,
    },
  ],
  invalid: [
    {
      name: 'CommonJS: the state carries the case title, the retry closes the case the arguments name again',
      filename: desk.path('tools/close-case.js'),
      code: lines(...closeCase('', '')),
      languageOptions: commonJs,
      errors: [{ messageId: 'missingArgs', data: { hint: ': sign the arguments (or a digest of them) with the state' }, line: 23, column: 33, endLine: 23, endColumn: 96, suggestions: [] }],
    },
  ],
});

// 5. a key function caching the configured key, or a literal it assigns right before returning it
const cachedKeys = tempProject('cached-key');
cachedKeys.write('package.json', PACKAGE);
const keyFunction = (otherwise: string[]) => [
  'let cached;',
  '',
  'export function stateKey() {',
  '  if (cached) return cached;',
  '  const configured = process.env.STATE_KEY;',
  '  if (configured) {',
  "    cached = Buffer.from(configured, 'base64');",
  '    return cached;',
  '  }',
  ...otherwise.map((row) => `  ${row}`),
  '}',
];
cachedKeys.write('literal/keys.js', ...keyFunction(["cached = Buffer.from('local-dev-signing-key');", 'return cached;']));
cachedKeys.write('required/keys.js', ...keyFunction(["throw new Error('STATE_KEY is required');"]));
const signer = [
  "import { createHmac } from 'node:crypto';",
  "import { stateKey } from './keys.js';",
  '',
  'export function signBody(body) {',
  "  return `${body}.${createHmac('sha256', stateKey()).update(body).digest('base64url')}`;",
  '}',
];

// 6. an AWS Secrets Manager key decoded by a helper that refuses short keys, or one that does not
const stored = tempProject('secrets-manager-decoder');
stored.write('package.json', PACKAGE);
const keyLoader = (lengthCheck: string[]) => [
  "import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';",
  '',
  'const client = new SecretsManagerClient({});',
  '',
  'function decodeKey(bytes) {',
  "  const key = Buffer.from(bytes.toString('utf8').trim(), 'base64');",
  ...lengthCheck,
  '  return key;',
  '}',
  '',
  'export async function loadStateKey(id) {',
  '  const answer = await client.send(new GetSecretValueCommand({ SecretId: id }));',
  "  return decodeKey(Buffer.from(answer.SecretString ?? '', 'utf8'));",
  '}',
];
stored.write('checked/keys.js', ...keyLoader(["  if (key.length < 32) throw new Error('short');"]));
stored.write('unchecked/keys.js', ...keyLoader([]));
const storedSigner = [
  "import { createHmac } from 'node:crypto';",
  "import { loadStateKey } from './keys.js';",
  '',
  'export async function signBody(body) {',
  "  const mac = createHmac('sha256', await loadStateKey(process.env.STATE_KEY_SECRET_ID)).update(body).digest('base64url');",
  '  return `${body}.${mac}`;',
  '}',
];

// 7. an fp-ts Option fallback in a config module, handed to a curried sealer
const refunds = tempProject('option-config');
refunds.write('package.json', PACKAGE);
const refundConfig = (fallback: string) => [
  "import * as O from 'fp-ts/lib/Option.js';",
  "import { pipe } from 'fp-ts/lib/function.js';",
  '',
  'export const config = {',
  "  region: process.env.AWS_REGION ?? 'eu-west-1',",
  `  stateSecret: pipe(O.fromNullable(process.env.REFUND_STATE_SECRET), O.getOrElse(${fallback}), (secret) => Buffer.from(secret, 'utf8')),`,
  '};',
];
refunds.write('literal/config.js', ...refundConfig("() => 'refund-local-secret'"));
refunds.write('required/config.js', ...refundConfig("() => { throw new Error('REFUND_STATE_SECRET is required'); }"));
const refundSealer = [
  "import { createHmac } from 'node:crypto';",
  "import { config } from './config.js';",
  '',
  'const sealWith = (key) => (payload) => {',
  "  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');",
  "  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;",
  '};',
  '',
  'export const sealRefund = sealWith(config.stateSecret);',
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    { name: 'a cached key function that throws where STATE_KEY is not set', filename: cachedKeys.path('required/sign.js'), code: lines(...signer) },
    { name: 'a Secrets Manager key whose decoder refuses short keys, so its empty fallback never becomes the key', filename: stored.path('checked/sign.js'), code: lines(...storedSigner) },
    { name: 'an fp-ts Option fallback that throws, handed to a curried sealer', filename: refunds.path('required/seal.js'), code: lines(...refundSealer) },
  ],
  invalid: [
    {
      name: 'a cached key function that assigns a literal right before returning it',
      filename: cachedKeys.path('literal/sign.js'),
      code: lines(...signer),
      errors: [{ messageId: 'literalFallbackHelper', data: { use: 'HMAC key', helper: 'stateKey', specifier: './keys.js', fallback: 'a literal written in the source code', source: 'the configured key' }, line: 5, column: 42, endLine: 5, endColumn: 52, suggestions: [] }],
    },
    {
      name: 'a Secrets Manager key decoded without a length check falls back to an empty string',
      filename: stored.path('unchecked/sign.js'),
      code: lines(...storedSigner),
      errors: [{ messageId: 'literalFallbackHelper', data: { use: 'HMAC key', helper: 'loadStateKey', specifier: './keys.js', fallback: 'an empty string', source: 'the configured key' }, line: 5, column: 42, endLine: 5, endColumn: 87, suggestions: [] }],
    },
    {
      name: 'an fp-ts Option literal fallback, handed to a curried sealer',
      filename: refunds.path('literal/seal.js'),
      code: lines(...refundSealer),
      errors: [{ messageId: 'literalFallbackHelper', data: { use: 'HMAC key', helper: 'config.stateSecret', specifier: './config.js', fallback: 'a literal written in the source code', source: 'REFUND_STATE_SECRET' }, line: 9, column: 36, endLine: 9, endColumn: 54, suggestions: [] }],
    },
  ],
});

// 8. a hand-rolled opener written with neverthrow, its binding checks made by a curried helper. The opener parses the
// JSON itself: written as `parse(body).andThen(…)` with a parsing helper of the module, it is not taken for an opener
// at all, and its look-alike without the user check goes unreported.
const rounds = (userCheck: string[]) => [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "import { err, ok } from 'neverthrow';",
  '',
  'const nowSeconds = () => Math.floor(Date.now() / 1000);',
  "const macOf = (body) => createHmac('sha256', process.env.ROUND_STATE_KEY).update(body).digest();",
  '',
  'export function sealRoundState(data, binding) {',
  '  const claims = { data, sub: binding.userId, tool: binding.tool, exp: nowSeconds() + 300 };',
  "  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');",
  "  return `${body}.${macOf(body).toString('base64url')}`;",
  '}',
  '',
  'const checkBinding = (binding) => (sealed) => {',
  "  if (sealed.exp <= nowSeconds()) return err('expired');",
  ...userCheck,
  "  if (sealed.tool !== binding.tool) return err('tool');",
  '  return ok(sealed.data);',
  '};',
  '',
  'export function openRoundState(token, binding) {',
  "  const [body = '', tag = ''] = String(token).split('.');",
  "  const given = Buffer.from(tag, 'base64url');",
  '  const expected = macOf(body);',
  "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return err('altered');",
  '  let claims;',
  '  try {',
  "    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '  } catch {',
  "    return err('malformed');",
  '  }',
  '  return ok(claims).andThen(checkBinding(binding)).map((data) => data);',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'neverthrow: the curried check compares the expiry, the user and the tool', code: lines(...rounds(["  if (sealed.sub !== binding.userId) return err('user');"])) }],
  invalid: [
    {
      name: 'neverthrow: the curried check compares the expiry and the tool but not the user',
      code: lines(...rounds([])),
      errors: [
        {
          messageId: 'openerSkipsChecks',
          data: { name: 'openRoundState', missing: 'the user', replay: 'for another user', fields: 'the user' },
          line: 19,
          column: 17,
          endLine: 19,
          endColumn: 31,
          suggestions: [],
        },
      ],
    },
  ],
});

// an opener parsing through a helper of its module made with Result.fromThrowable, its checks in a curried helper
const parsedRounds = (userCheck: string) => [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "import { err, ok, Result } from 'neverthrow';",
  '',
  "const KEY = Buffer.from(process.env.ROUND_KEY ?? '', 'base64');",
  'const nowSeconds = () => Math.floor(Date.now() / 1000);',
  "const macOf = (body) => createHmac('sha256', KEY).update(body).digest();",
  "const parse = Result.fromThrowable((body) => JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), () => 'malformed');",
  '',
  'const checkBinding = (binding) => (sealed) => {',
  "  if (sealed.exp <= nowSeconds()) return err('expired');",
  `${userCheck}  if (sealed.tool !== binding.tool) return err('tool');`,
  '  return ok(sealed.data);',
  '};',
  '',
  'export function openParsedState(token, binding) {',
  "  const [body, tag] = token.split('.');",
  "  const given = Buffer.from(tag ?? '', 'base64url');",
  '  const expected = macOf(body);',
  "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return err('signature');",
  '  return parse(body).andThen(checkBinding(binding)).map((data) => data);',
  '}',
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: 'a parsing helper of the module: the curried check compares the expiry, the user and the tool', code: lines(...parsedRounds("  if (sealed.sub !== binding.userId) return err('user');\n")) }],
  invalid: [
    {
      name: 'a parsing helper of the module: the curried check compares the expiry and the tool but not the user',
      code: lines(...parsedRounds('')),
      errors: [
        {
          messageId: 'openerSkipsChecks',
          data: { name: 'openParsedState', missing: 'the user', replay: 'for another user', fields: 'the user' },
          line: 15,
          column: 17,
          endLine: 15,
          endColumn: 32,
          suggestions: [],
        },
      ],
    },
  ],
});
