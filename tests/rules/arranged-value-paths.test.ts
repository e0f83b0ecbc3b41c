// Values followed along arrangements blind round 33-36 authors chose (session 58): a parameter read where the object
// its function returned is read, the call in a third module (`Ok(value)` read as `draft.value`); a callee that is one of
// several objects' methods (a strategy table chosen by a setting), proven along each; a key and a lifetime a validation
// library falls back to (`createEnv` of @t3-oss/env-core, envalid's `cleanEnv`); what a sealer hands a package's
// serialiser (a cbor body in a binary frame it MACs); a token cut as `String(raw)`; a JWT helper's claims, as the call
// passes them, checked for a destructive tool's arguments; a secret reported in the module that writes it, not again
// at the dispatcher that calls it.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const PACKAGE = '{ "name": "arrangements", "private": true, "type": "module" }';

const escalations = tempProject('result-chain');
escalations.write('package.json', PACKAGE);
escalations.write('result.js',
  "export const Ok = (value) => ({ ok: true, value });",
  "export const Fail = (error) => ({ ok: false, error });",
);
const service = (kept: string) => [
  "import { Ok, Fail } from '../result.js';",
  '',
  'export function draftEscalation(ticket, extra) {',
  "  if (!ticket) return Fail(new Error('no ticket'));",
  `  return Ok({ ticketId: ticket.id${kept} });`,
  '}',
];
escalations.write('mapper.js',
  "export const toWire = (draft) => Buffer.from(JSON.stringify({ v: 2, ...draft })).toString('base64url');",
);
escalations.write('with-token/service.js', ...service(', onBehalfOf: extra.authInfo.token'));
escalations.write('without-token/service.js', ...service(''));
const controller = [
  "import { draftEscalation } from './service.js';",
  "import { toWire } from '../mapper.js';",
  "",
  "export function register(server, tickets) {",
  "  server.registerTool('escalate', {}, async (args, extra) => {",
  "    const draft = draftEscalation(await tickets.get(args.ticketId), extra);",
  "    if (!draft.ok) return { content: [{ type: 'text', text: draft.error.message }], isError: true };",
  "    return { resultType: 'input_required', inputRequests: {}, requestState: toWire(draft.value) };",
  "  });",
  "}",
];

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'a draft without the token, carried by Ok() of a third module', filename: escalations.path('without-token/controller.js'), code: lines(...controller) }],
  invalid: [
    {
      name: "the caller's token in a draft Ok() carries and a mapper encodes",
      filename: escalations.path('with-token/controller.js'),
      code: lines(...controller),
      errors: [{ messageId: 'secretInState', line: 8, column: 84, endLine: 8, endColumn: 95, suggestions: [] }],
    },
  ],
});

const strategies = tempProject('strategy-table');
strategies.write('package.json', PACKAGE);
strategies.write('codec.js',
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  "",
  "export function codecStrategy() {",
  "  const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 300, bind: (ctx) => ctx.http.authInfo.extra.userId });",
  "  return { mint: (state, ctx) => codec.mint(state, ctx), open: (token, ctx) => codec.verify(token, ctx) };",
  "}",
);
strategies.write('inspect.js',
  "export function inspectStrategy() {",
  "  return {",
  "    async mint(state) {",
  "      return Buffer.from(JSON.stringify(state)).toString('base64url');",
  "    },",
  "    async open(token) {",
  "      return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));",
  "    },",
  "  };",
  "}",
);
const table = (second: string) => [
  "import { codecStrategy } from '../codec.js';",
  "import { inspectStrategy } from '../inspect.js';",
  '',
  `const strategies = { codec: codecStrategy, ${second} };`,
  'let active;',
  '',
  'export function stateStrategy() {',
  "  if (!active) active = strategies[process.env.STATE_STRATEGY ?? 'codec']();",
  '  return active;',
  '}',
];
strategies.write('readable/index.js', ...table('inspect: inspectStrategy'));
strategies.write('sealed/index.js', ...table('strict: codecStrategy'));
const roundTrips = [
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { stateStrategy } from './index.js';",
  "",
  "export async function askAgain(ctx, inputRequests, state) {",
  "  const requestState = await stateStrategy().mint(state, ctx);",
  "  return inputRequired({ inputRequests, requestState });",
  "}",
  "",
  "export async function resumed(ctx, tool) {",
  "  const token = ctx.mcpReq.requestState();",
  "  if (token === undefined) return undefined;",
  "  const state = await stateStrategy().open(token, ctx);",
  "  if (state.tool !== tool) throw new Error('state of another tool');",
  "  return state;",
  "}",
];

strategies.write('readable/mcp.js', ...roundTrips);
const connectTool = (kept: string) => [
  "import { askAgain } from './mcp.js';",
  '',
  'export function register(server) {',
  "  server.registerTool('connect_cms', {}, async (args, ctx) => {",
  '    const login = ctx.mcpReq.inputResponses?.login?.content;',
  `    return askAgain(ctx, {}, { tool: 'connect_cms', step: 'pick-space', username: login.username${kept} });`,
  '  });',
  '}',
];

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'the typed user name handed to a helper that makes the state by a strategy of a table', filename: strategies.path('readable/tool.js'), code: lines(...connectTool('')) }],
  invalid: [
    {
      name: 'the typed password handed to a helper that makes the state by a strategy of a table',
      filename: strategies.path('readable/tool.js'),
      code: lines(...connectTool(', password: login.password')),
      errors: [{ messageId: 'secretInState', line: 6, column: 99, endLine: 6, endColumn: 123, suggestions: [{ messageId: 'removeProperty', output: lines(...connectTool('')) }] }],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'every strategy of the table seals and verifies', filename: strategies.path('sealed/mcp.js'), code: lines(...roundTrips) }],
  invalid: [
    {
      name: 'one strategy of the table writes readable JSON and reads it back',
      filename: strategies.path('readable/mcp.js'),
      code: lines(...roundTrips),
      errors: [
        { messageId: 'unsignedState', line: 6, column: 41, endLine: 6, endColumn: 53, suggestions: [] },
        { messageId: 'unverifiedRead', line: 12, column: 23, endLine: 12, endColumn: 55, suggestions: [] },
      ],
    },
  ],
});

const settings = tempProject('validated-environment');
settings.write('package.json', PACKAGE);
const t3 = (secret: string, ttl: string) => [
  "import { createEnv } from '@t3-oss/env-core';",
  "import { z } from 'zod';",
  '',
  'export const env = createEnv({',
  '  server: {',
  `    STATE_SECRET: z.string().min(32)${secret},`,
  `    STATE_TTL_SECONDS: z.coerce.number().int().positive()${ttl},`,
  '  },',
  '  runtimeEnv: process.env,',
  '});',
];
const envalid = (secret: string, ttl: string) => [
  "import { cleanEnv, num, str } from 'envalid';",
  '',
  'export const env = cleanEnv(process.env, {',
  `  STATE_SECRET: str(${secret}),`,
  `  STATE_TTL_SECONDS: num(${ttl}),`,
  '});',
];
settings.write('t3-fallbacks/env.js', ...t3(".default('local-development-state-secret-0001')", '.default(3600)'));
settings.write('t3-refused/env.js', ...t3(".default('dev')", '.default(300)'));
settings.write('envalid-fallbacks/env.js', ...envalid("{ default: 'local-development-state-secret-0001' }", '{ default: 3600 }'));
settings.write('envalid-required/env.js', ...envalid('', '{ default: 300 }'));
const codec = [
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  "import { env } from './env.js';",
  "",
  "export const codec = createRequestStateCodec({",
  "  key: new TextEncoder().encode(env.STATE_SECRET),",
  "  ttlSeconds: env.STATE_TTL_SECONDS,",
  "  bind: (ctx) => ctx.http.authInfo.extra.userId,",
  "});",
];
const ttlSuggestion = (output: string) => [{ messageId: 'shortenTtl' as const, output }];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    { name: 'a zod default its own min(32) refuses', filename: settings.path('t3-refused/codec.js'), code: lines(...codec) },
    { name: 'an envalid str() without a default', filename: settings.path('envalid-required/codec.js'), code: lines(...codec) },
  ],
  invalid: [
    {
      name: 'a createEnv default that passes min(32)',
      filename: settings.path('t3-fallbacks/codec.js'),
      code: lines(...codec),
      errors: [{ messageId: 'literalFallback', line: 5, column: 3, endLine: 5, endColumn: 50 }],
    },
    {
      name: "an envalid str({ default: '…' })",
      filename: settings.path('envalid-fallbacks/codec.js'),
      code: lines(...codec),
      errors: [{ messageId: 'literalFallback', line: 5, column: 3, endLine: 5, endColumn: 50 }],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'a five-minute zod default', filename: settings.path('t3-refused/codec.js'), code: lines(...codec) },
    { name: 'a five-minute envalid default', filename: settings.path('envalid-required/codec.js'), code: lines(...codec) },
  ],
  invalid: [
    {
      name: 'an hour-long createEnv default',
      filename: settings.path('t3-fallbacks/codec.js'),
      code: lines(...codec),
      errors: [{ messageId: 'ttlTooLong', line: 6, column: 3, endLine: 6, endColumn: 36, suggestions: ttlSuggestion(lines(...codec).replace('env.STATE_TTL_SECONDS', '600')) }],
    },
    {
      name: 'an hour-long envalid default',
      filename: settings.path('envalid-fallbacks/codec.js'),
      code: lines(...codec),
      errors: [{ messageId: 'ttlTooLong', line: 6, column: 3, endLine: 6, endColumn: 36, suggestions: ttlSuggestion(lines(...codec).replace('env.STATE_TTL_SECONDS', '600')) }],
    },
  ],
});

const frames = tempProject('serialised-frame');
frames.write('package.json', PACKAGE);
frames.write('frame.js',
  "import { createHmac } from 'node:crypto';",
  "import { encode } from 'cbor-x';",
  "",
  "export function writeFrame(user, tool, body) {",
  "  const header = Buffer.alloc(5);",
  "  header.writeUInt8(1, 0);",
  "  header.writeUInt32BE(Math.floor(Date.now() / 1000) + 300, 1);",
  "  const frame = Buffer.concat([header, Buffer.from(user), Buffer.from(tool), encode(body)]);",
  "  return Buffer.concat([frame, createHmac('sha256', process.env.FRAME_KEY).update(frame).digest()]).toString('base64url');",
  "}",
);
const importTool = (kept: string) => [
  "import { writeFrame } from './frame.js';",
  "",
  "export function register(server) {",
  "  server.registerTool('import_statements', {}, async (args, ctx) => {",
  "    const login = ctx.mcpReq.inputResponses?.login?.content;",
  `    return { resultType: 'input_required', inputRequests: {}, requestState: writeFrame(ctx.userId, 'import_statements', { step: 'mfa', username: login.username${kept} }) };`,
  "  });",
  "}",
];

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'the typed user name in a cbor body a frame MACs', filename: frames.path('tool.js'), code: lines(...importTool('')) }],
  invalid: [
    {
      name: 'the typed password in a cbor body a frame MACs',
      filename: frames.path('tool.js'),
      code: lines(...importTool(', password: login.password')),
      errors: [{ messageId: 'secretInState', line: 6, column: 162, endLine: 6, endColumn: 186, suggestions: [{ messageId: 'removeProperty', output: lines(...importTool('')) }] }],
    },
  ],
});

const peeks = tempProject('string-peek');
peeks.write('package.json', PACKAGE);
const peekHelper = (cut: string) => [
  'function claimsOf(token) {',
  `  const [body] = ${cut}.split('.');`,
  "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  '}',
  '',
  'export function peekRound(token) {',
  '  return { lockId: claimsOf(token).lockId };',
  '}',
];
peeks.write('string/peek.js', ...peekHelper('String(token)'));
peeks.write('verified/peek.js', ...peekHelper('String(token.lockHint)'));
const rollback = [
  "import { peekRound } from './peek.js';",
  "",
  "export function register(server, locks) {",
  "  server.registerTool('rollback', {}, async (args, ctx) => {",
  "    const raw = ctx.mcpReq.requestState();",
  "    if (raw !== undefined) await locks.release(peekRound(raw).lockId);",
  "    return { content: [{ type: 'text', text: 'released' }] };",
  "  });",
  "}",
];

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a helper cutting a field of what it is handed, not the token', filename: peeks.path('verified/tool.js'), code: lines(...rollback) }],
  invalid: [
    {
      name: 'a helper two calls deep cutting String(token) before any check',
      filename: peeks.path('string/tool.js'),
      code: lines(...rollback),
      errors: [{ messageId: 'unverifiedStateHelper', data: { helper: 'peekRound', specifier: './peek.js', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' }, line: 6, column: 48, endLine: 6, endColumn: 62, suggestions: [] }],
    },
  ],
});

const releases = tempProject('jwt-helper-arguments');
releases.write('package.json', PACKAGE);
releases.write('jwtHelpers.js',
  "import jwt from 'jsonwebtoken';",
  "",
  "export function signState(claims) {",
  "  return jwt.sign(claims, process.env.STATE_KEY, { expiresIn: 300 });",
  "}",
  "",
  "export function verifyState(token) {",
  "  return jwt.verify(token, process.env.STATE_KEY);",
  "}",
);
const rollbackTool = (claims: string) => [
  "import { signState, verifyState } from './jwtHelpers.js';",
  "",
  "export function register(server, z, deploys) {",
  "  server.registerTool('rollback_release', { inputSchema: { service: z.string() }, annotations: { destructiveHint: true } }, async (args, ctx) => {",
  "    const raw = ctx.mcpReq.requestState();",
  `    if (!raw) return { resultType: 'input_required', inputRequests: {}, requestState: signState({ sub: ctx.userId, tool: 'rollback_release', step: 'confirm'${claims} }) };`,
  "    const claims = verifyState(raw);",
  "    if (claims.sub !== ctx.userId || claims.tool !== 'rollback_release') throw new Error('not yours');",
  "    await deploys.rollback(args.service);",
  "    return { content: [{ type: 'text', text: 'rolled back' }] };",
  "  });",
  "}",
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: "the destructive tool's arguments in the claims the call passes", filename: releases.path('tool.js'), code: lines(...rollbackTool(', args')) }],
  invalid: [
    {
      name: "a JWT helper signing claims without the destructive tool's arguments",
      filename: releases.path('tool.js'),
      code: lines(...rollbackTool('')),
      errors: [{ messageId: 'missingArgs', line: 6, column: 87, endLine: 6, endColumn: 160, suggestions: [] }],
    },
  ],
});

const dispatched = tempProject('dispatched-secret');
dispatched.write('package.json', PACKAGE);
const escalate = [
  "import { createHmac } from 'node:crypto';",
  "",
  "function seal(payload) {",
  "  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');",
  "  return `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url')}`;",
  "}",
  "",
  "export async function escalateTool(params, extra) {",
  "  const payload = { uid: extra.userId, tool: 'escalate', exp: Date.now() + 300000 };",
  "  Object.assign(payload, { forwardAuth: extra.authInfo.token });",
  "  return { resultType: 'input_required', inputRequests: {}, requestState: seal(payload) };",
  "}",
];
dispatched.write('escalate.js', ...escalate);
const dispatcher = [
  "import { escalateTool } from './escalate.js';",
  "",
  "export async function dispatch(params, extra) {",
  "  switch (params.name) {",
  "    case 'escalate':",
  "      return escalateTool(params, extra);",
  "    default:",
  "      return { content: [{ type: 'text', text: 'unknown tool' }], isError: true };",
  "  }",
  "}",
];

testRule('no-secrets-in-state', secretsRule, {
  valid: [{ name: 'the dispatcher of a handler whose module reports its secret', filename: dispatched.path('handlers.js'), code: lines(...dispatcher) }],
  invalid: [
    {
      name: "the handler that puts the caller's token in its state, reported once, there",
      filename: dispatched.path('escalate.js'),
      code: lines(...escalate),
      errors: [{ messageId: 'secretInState', line: 10, column: 28, endLine: 10, endColumn: 61, suggestions: [{ messageId: 'removeProperty', output: lines(...escalate).replace('{ forwardAuth: extra.authInfo.token }', '{}') }] }],
    },
  ],
});

const lifetimes = tempProject('configured-lifetime');
lifetimes.write('package.json', PACKAGE);
const lifetimeConfig = (fallback: string) => `export const config = { state: { issuer: 'billing', lifetime: process.env.STATE_TOKEN_LIFETIME ?? '${fallback}' } };`;
lifetimes.write('long/config.js', lifetimeConfig('2h'));
lifetimes.write('short/config.js', lifetimeConfig('5m'));
const stateTokens = [
  "import { SignJWT } from 'jose';",
  "import { config } from './config.js';",
  "",
  "export async function issueStateToken(claims, userId, tool) {",
  "  return new SignJWT(claims)",
  "    .setProtectedHeader({ alg: 'HS256' })",
  "    .setSubject(userId)",
  "    .setAudience(tool)",
  "    .setExpirationTime(config.state.lifetime)",
  "    .sign(new TextEncoder().encode(process.env.STATE_KEY));",
  "}",
];

testRule('require-state-binding', bindingRule, {
  valid: [{ name: "a jose lifetime a setting gives, falling back to '5m'", filename: lifetimes.path('short/tokens.js'), code: lines(...stateTokens) }],
  invalid: [
    {
      name: "a jose lifetime a setting gives, falling back to '2h'",
      filename: lifetimes.path('long/tokens.js'),
      code: lines(...stateTokens),
      errors: [{ messageId: 'ttlTooLong', line: 9, column: 6, endLine: 9, endColumn: 46, suggestions: [] }],
    },
  ],
});

const rings = tempProject('key-ring');
rings.write('package.json', PACKAGE);
rings.write('dev-ring/ring.js',
  "import { existsSync, readFileSync } from 'node:fs';",
  "",
  "export function loadKeys(path) {",
  "  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')).map(({ kid, secret }) => ({ kid, secret: Buffer.from(secret, 'base64') }));",
  "  return [{ kid: 'dev', secret: Buffer.from('cluster-ops-dev-keyring-not-for-production') }];",
  "}",
);
rings.write('required-ring/ring.js',
  "import { readFileSync } from 'node:fs';",
  '',
  'export function loadKeys(path) {',
  "  return JSON.parse(readFileSync(path, 'utf8')).map(({ kid, secret }) => ({ kid, secret: Buffer.from(secret, 'base64') }));",
  '}',
);
const ringToken = [
  "import { createHmac } from 'node:crypto';",
  "import { loadKeys } from './ring.js';",
  "",
  "function macOf(secret, body) {",
  "  return createHmac('sha256', secret).update(body).digest('base64url');",
  "}",
  "",
  "export function sealBody(body) {",
  "  const { kid, secret } = loadKeys(process.env.KEYRING_FILE)[0];",
  "  return `${kid}.${body}.${macOf(secret, body)}`;",
  "}",
];

testRule('no-weak-state-key', weakKeyRule, {
  valid: [{ name: 'a key ring read from a file, with no ring of its own', filename: rings.path('required-ring/token.js'), code: lines(...ringToken) }],
  invalid: [
    {
      name: "a literal development ring another module's function falls back to, handed to a signing helper",
      filename: rings.path('dev-ring/token.js'),
      code: lines(...ringToken),
      errors: [{ messageId: 'literalFallback', line: 10, column: 34, endLine: 10, endColumn: 40, suggestions: [] }],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'a random handle under a fixed prefix', code: lines(
  "import { randomBytes } from 'node:crypto';",
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "",
  "const HANDLE_PREFIX = 'pnd_';",
  "",
  "export function register(server, pending) {",
  "  server.registerTool('merge_tickets', {}, async (args, ctx) => {",
  "    const handle = randomBytes(24).toString('base64url');",
  "    await pending.put(handle, { userId: ctx.userId, survivorId: args.survivorId });",
  "    return inputRequired({ inputRequests: {}, requestState: `${HANDLE_PREFIX}${handle}` });",
  "  });",
  "}",
  ) }],
  invalid: [
    {
      name: 'JSON of the arguments under the same prefix',
      code: lines(
  "import { randomBytes } from 'node:crypto';",
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "",
  "const HANDLE_PREFIX = 'pnd_';",
  "",
  "export function register(server, pending) {",
  "  server.registerTool('merge_tickets', {}, async (args, ctx) => {",
  "    const handle = randomBytes(24).toString('base64url');",
  "    await pending.put(handle, { userId: ctx.userId, survivorId: args.survivorId });",
  "    return inputRequired({ inputRequests: {}, requestState: `${HANDLE_PREFIX}${JSON.stringify({ survivorId: args.survivorId })}` });",
  "  });",
  "}",
      ),
      errors: [{ messageId: 'unsignedState', line: 10, column: 61, endLine: 10, endColumn: 129, suggestions: [] }],
    },
  ],
});

const restarts = tempProject('dispatched-arguments');
for (const variant of ['bound', 'unbound']) {
  restarts.write(`${variant}/package.json`, PACKAGE);
  restarts.write(`${variant}/tokens.js`,
  "import { SignJWT, jwtVerify } from 'jose';",
  "",
  "const key = new TextEncoder().encode(process.env.STATE_KEY);",
  "",
  "export const stateTokens = {",
  "  issue: (claims, { sub, tool }) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setAudience(tool).setExpirationTime('5m').sign(key),",
  "  check: async (token, { sub, tool }) => (await jwtVerify(token, key, { subject: sub, audience: tool })).payload,",
  "};",
  );
  restarts.write(`${variant}/app.js`,
  "import { RESTART, restartWorkload } from './tools/restart.js';",
  "",
  "export const TOOLS = new Map([[RESTART.name, { definition: RESTART, run: restartWorkload }]]);",
  "",
  "export async function callTool(params, user) {",
  "  const tool = TOOLS.get(params.name);",
  "  return tool.run({ args: params.arguments ?? {}, requestState: params.requestState, user });",
  "}",
  );
}
const restart = (claims: string, compared: boolean) => [
  "import { stateTokens } from '../tokens.js';",
  "",
  "export const RESTART = {",
  "  name: 'restart_workload',",
  "  inputSchema: { type: 'object', properties: { namespace: { type: 'string' }, deployment: { type: 'string' } } },",
  "  annotations: { destructiveHint: true },",
  "};",
  "",
  "export async function restartWorkload({ args, requestState, user }) {",
  "  const { namespace, deployment } = args;",
  "  if (!requestState) {",
  `    const token = await stateTokens.issue({ ${claims}step: 'confirm' }, { sub: user, tool: RESTART.name });`,
  "    return { resultType: 'input_required', inputRequests: {}, requestState: token };",
  "  }",
  "  const claims = await stateTokens.check(requestState, { sub: user, tool: RESTART.name });",
  ...(compared ? ["  if (claims.namespace !== namespace || claims.deployment !== deployment) throw new Error('not this restart');"] : []),
  "  return { content: [{ type: 'text', text: `restarted ${namespace}/${deployment}` }] };",
  "}",
];

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'a destructive tool handed { args } by a dispatcher, its arguments destructured from them and signed',
      filename: restarts.path('bound/tools/restart.js'),
      code: lines(...restart('namespace, deployment, ', true)),
    },
  ],
  invalid: [
    {
      name: 'the same tool signing none of its arguments',
      filename: restarts.path('unbound/tools/restart.js'),
      code: lines(...restart('', false)),
      errors: [{ messageId: 'missingArgs', line: 12, column: 25, endLine: 12, endColumn: 98, suggestions: [] }],
    },
  ],
});

const rollbacks = tempProject('partly-bound-arguments');
rollbacks.write('package.json', PACKAGE);
rollbacks.write('kit.js',
  "import { createHash, createHmac } from 'node:crypto';",
  "",
  "const digest = (value) => (value === undefined ? undefined : createHash('sha256').update(JSON.stringify(value)).digest('base64url'));",
  "",
  "export function sealRound(payload, binding) {",
  "  const body = Buffer.from(JSON.stringify({ p: payload, sub: binding.sub, tool: binding.tool, ad: digest(binding.args), exp: Date.now() + 300000 })).toString('base64url');",
  "  return `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url')}`;",
  "}",
);
const rollbackConfirm = (message: string, binding: string) => [
  "import { sealRound } from './kit.js';",
  "",
  "export function register(server, z, deployments) {",
  "  server.registerTool('rollback', { inputSchema: { service: z.string(), toRevision: z.string() }, annotations: { destructiveHint: true } }, async ({ service, toRevision }, ctx) => {",
  "    const token = ctx.mcpReq.requestState();",
  "    if (token === undefined) {",
  "      const current = await deployments.current(service);",
  `      return { resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message: \`${message}\` } } }, requestState: sealRound({ step: 'confirm', service, from: current.revision }, { sub: ctx.userId, tool: 'rollback'${binding} }) };`,
  "    }",
  "    const round = await deployments.open(token);",
  "    if (round.service !== service) throw new Error('another service');",
  "    return deployments.rollback(service, toRevision);",
  "  });",
  "}",
];

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: "the sealer's optional args digest given the arguments",
      filename: rollbacks.path('tool.js'),
      code: lines(...rollbackConfirm('Roll ${service} back to ${toRevision}?', ', args: { service, toRevision }')),
    },
    {
      name: 'an argument the first round neither shows nor reads, read on the retry',
      filename: rollbacks.path('tool.js'),
      code: lines(...rollbackConfirm('Roll ${service} back?', '')),
    },
  ],
  invalid: [
    {
      name: 'the revision the confirmation shows, read again on the retry, in neither the state nor a comparison',
      filename: rollbacks.path('tool.js'),
      code: lines(...rollbackConfirm('Roll ${service} back to ${toRevision}?', '')),
      errors: [{ messageId: 'missingArgs', line: 8, column: 185, endLine: 8, endColumn: 287, suggestions: [] }],
    },
  ],
});

const splitOpener = (tested: string) => [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "",
  "const CANONICAL_MAC = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;",
  "const tag = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
  "",
  "export function open(token) {",
  "  const parts = token.split('.');",
  "  if (parts.length !== 2 || !CANONICAL_MAC.test(parts[1])) return undefined;",
  "  const [body, mac] = parts;",
  "  if (!timingSafeEqual(Buffer.from(mac, 'base64url'), tag(body))) return undefined;",
  "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  "}",
].map((row) => row.replace('CANONICAL_MAC.test(parts[1])', `CANONICAL_MAC.test(${tested})`));

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [{ name: 'a fixed-length pattern tested on parts[1], the MAC destructured from it', code: lines(...splitOpener('parts[1]')) }],
  invalid: [
    {
      name: 'the same pattern tested on the body, parts[0]',
      code: lines(...splitOpener('parts[0]')),
      errors: [
        {
          messageId: 'timingSafeEqualWithoutLengthCheck',
          line: 10,
          column: 8,
          endLine: 10,
          endColumn: 65,
          suggestions: [{ messageId: 'replaceWithSafeEqual', output: lines(
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
  "",
  "const CANONICAL_MAC = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;",
  "const tag = (body) => createHmac('sha256', process.env.STATE_KEY).update(body).digest();",
  "",
  "export function open(token) {",
  "  const parts = token.split('.');",
  "  if (parts.length !== 2 || !CANONICAL_MAC.test(parts[0])) return undefined;",
  "  const [body, mac] = parts;",
  "  if (!safeEqual(Buffer.from(mac, 'base64url'), tag(body))) return undefined;",
  "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  "}",
          ) }],
        },
      ],
    },
  ],
});
