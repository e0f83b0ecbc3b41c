// Steps of the value's path through helpers and other modules, found by blind rounds 113–118: a value handed to a
// helper that hands out its parameter as unsigned `requestState` (deflated, base64 JSON) is in unsigned state; the
// `.then` callback of a helper the tool's handler returns answers for that handler; a digest of the arguments spread
// into an object, by a helper that hashes what it is handed whole, carries them all; the last N bytes of a Buffer whose
// length was checked are as many as an N-byte digest; a composition (`pipe(JSON.stringify, toB64)`) applies each
// step; a lifetime handed to a sealer class named for state is its state's; a hand-rolled sealer MACs, readable, what a
// project encoder writes of its parameters; `container.resolve<StateSealer>(…)` is an instance of the class it names;
// `container.resolve(KEY)` is what the factory a module of the package registers under that key makes; a codec the
// modules that load it share serves each of their tools.
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('handed-values');
// every module is on disk, the linted ones too

write('pack/package.json', lines('{"name": "pack", "private": true, "type": "module"}'));
write('pack/roundtrip.js', lines(
  "import { deflateRawSync } from 'node:zlib';",
  'export function packState(state) {',
  "  return deflateRawSync(Buffer.from(JSON.stringify(state), 'utf8')).toString('base64url');",
  '}',
  'export function askForm(key, form, state) {',
  '  return {',
  "    resultType: 'input_required',",
  "    inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', ...form } } },",
  '    ...(state ? { requestState: packState(state) } : {}),',
  '  };',
  '}',
));
write('pack/sealed.js', lines(
  "import { sealState } from 'eslint-plugin-mcp-state/seal';",
  'export function askSealed(key, form, state, binding) {',
  "  return { resultType: 'input_required', inputRequests: { [key]: form }, requestState: sealState(state, binding, process.env.STATE_KEY) };",
  '}',
));

write('void/package.json', lines('{"name": "void", "private": true, "type": "module"}'));
write('void/digest.js', lines(
  "import { createHash } from 'node:crypto';",
  'const canonical = (value) => JSON.stringify(value, Object.keys(value).sort());',
  "export const argsDigest = (args) => createHash('sha256').update(canonical(args)).digest('hex');",
));
write('void/codec.js', lines(
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, "base64"), ttlSeconds: 300, bind: (ctx) => ctx.http.authInfo.extra.userId });',
));
const voidTransaction = (digested: string) => lines(
  "import { z } from 'zod';",
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { codec } from './codec.js';",
  "import { argsDigest } from './digest.js';",
  "const NAME = 'void_transaction';",
  'export function register(server) {',
  "  server.registerTool(NAME, { inputSchema: z.object({ transactionId: z.string(), reason: z.string() }), annotations: { destructiveHint: true } }, async (args, ctx) => {",
  `    const digest = argsDigest(${digested});`,
  '    const raw = ctx.mcpReq.requestState();',
  "    if (!raw) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ tool: NAME, digest }, ctx) });",
  '    const state = await codec.verify(raw, ctx);',
  "    if (state.tool !== NAME || state.digest !== digest) return { isError: true, content: [] };",
  '    await ledger.void(args.transactionId, args.reason);',
  '    return { content: [] };',
  '  });',
  '}',
);
write('void/void.js', voidTransaction('{ tool: NAME, ...args }'));

write('cjs/package.json', lines('{"name": "cjs", "private": true}'));
write('cjs/state-token.js', lines(
  "'use strict';",
  "const crypto = require('node:crypto');",
  'class StateToken {',
  '  constructor(secret, { ttlMs }) {',
  "    if (!secret || Buffer.byteLength(secret) < 32) throw new Error('state secret must be at least 32 bytes');",
  '    this.secret = secret;',
  '    this.ttlMs = ttlMs;',
  '  }',
  '  issue(payload) {',
  "    const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + this.ttlMs })).toString('base64url');",
  "    return `${body}.${crypto.createHmac('sha256', this.secret).update(body).digest('base64url')}`;",
  '  }',
  '}',
  'module.exports = { StateToken };',
));
write('cjs/signer.js', lines(
  "'use strict';",
  "const { StateToken } = require('./state-token');",
  'module.exports = new StateToken(process.env.STATE_SECRET, { ttlMs: 30 * 60 * 1000 });',
));
const closeTicket = lines(
  "'use strict';",
  "var helpdesk = require('./helpdesk');",
  "var signer = require('./signer');",
  "var TOOL = 'close_ticket';",
  "var definition = { name: TOOL, inputSchema: { type: 'object', properties: { ticketId: { type: 'string' } } }, annotations: { destructiveHint: true } };",
  'function askForConfirmation(userId, args) {',
  '  return helpdesk.getTicket(args.ticketId).then(function (ticket) {',
  "    return { resultType: 'input_required', inputRequests: {}, requestState: signer.issue({ user: userId, tool: TOOL, ticketId: args.ticketId }) };",
  '  });',
  '}',
  'function handle(params, userId) {',
  '  var args = params.arguments || {};',
  '  if (!params.requestState) return askForConfirmation(userId, args);',
  '  var state = signer.read(params.requestState, userId, TOOL);',
  '  if (!state || state.ticketId !== args.ticketId) return Promise.resolve({ isError: true, content: [] });',
  '  return helpdesk.close(state.ticketId);',
  '}',
  'module.exports = { definition: definition, handle: handle };',
);
write('cjs/close-ticket.js', closeTicket);

write('packed/package.json', lines('{"name": "packed", "private": true, "type": "module"}'));
write('packed/seal.js', lines(
  "import { createHmac, createCipheriv, randomBytes } from 'node:crypto';",
  "import { gzipSync } from 'node:zlib';",
  "const KEY = Buffer.from(process.env.STATE_KEY, 'hex');",
  "const encodePairs = (value) => Buffer.from(Object.entries(value).map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'object' ? Object.entries(v).join(',') : v)}`).join('&'));",
  "export const packBody = (value) => gzipSync(encodePairs(value)).toString('base64url');",
  'export const hideBody = (value) => {',
  '  const iv = randomBytes(12);',
  "  const cipher = createCipheriv('aes-256-gcm', KEY, iv);",
  "  return Buffer.concat([iv, cipher.update(encodePairs(value)), cipher.final(), cipher.getAuthTag()]).toString('base64url');",
  '};',
  "const sign = (body) => createHmac('sha256', KEY).update(body).digest('hex');",
  'export function seal(sub, tool, data) {',
  '  const body = packBody({ sub, tool, exp: Date.now() + 300000, data });',
  '  return `${body}~${sign(body)}`;',
  '}',
  'export function sealHidden(sub, tool, data) {',
  '  const body = hideBody({ sub, tool, exp: Date.now() + 300000, data });',
  '  return `${body}~${sign(body)}`;',
  '}',
));
const exportRows = (sealer: string) => lines(
  `import { ${sealer} } from './seal.js';`,
  'export async function exportRows(segment, ctx) {',
  "  return { resultType: 'input_required', inputRequests: {}, requestState: " + sealer + "(ctx.userId, 'export_rows', { segment, sheetsToken: process.env.SHEETS_TOKEN }) };",
  '}',
);

write('typed/package.json', lines('{"name": "typed", "private": true, "type": "module"}'));
write('typed/container.ts', lines(
  'export class Container {',
  '  private readonly factories = new Map<string, (c: Container) => unknown>();',
  '  register<T>(name: string, make: (c: Container) => T): void { this.factories.set(name, make); }',
  '  resolve<T>(name: string): T { return this.factories.get(name)!(this) as T; }',
  '}',
));
write('typed/sealer.ts', lines(
  "import { createHmac } from 'node:crypto';",
  'export class StateSealer {',
  '  constructor(private readonly key: Buffer) {}',
  '  seal(payload: object, userId: string, tool: string): string {',
  "    const body = Buffer.from(JSON.stringify({ ...payload, sub: userId, tool, exp: Date.now() + 300_000 })).toString('base64url');",
  "    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;",
  '  }',
  '}',
));
const escalate = (payload: string) => lines(
  "import type { Container } from './container.js';",
  "import type { StateSealer } from './sealer.js';",
  'export function escalate(container: Container, ctx: { http?: { authInfo?: { token: string; extra?: { userId: string } } } }, ticketId: string) {',
  "  const sealer = container.resolve<StateSealer>('sealer');",
  "  const userId = ctx.http?.authInfo?.extra?.userId ?? '';",
  `  return { resultType: 'input_required', inputRequests: {}, requestState: sealer.seal(${payload}, userId, 'escalate') };`,
  '}',
);

const CONTAINER = lines(
  'export class Container {',
  '  constructor() { this.factories = new Map(); }',
  '  register(name, make) { this.factories.set(name, make); return this; }',
  '  resolve(name) { return this.factories.get(name)(this); }',
  '}',
  "export const Tokens = { StateSecret: 'stateSecret', Signer: 'signer' };",
);
const SIGNER = lines(
  "import { createHmac } from 'node:crypto';",
  'export class StateSigner {',
  '  constructor(secret) { this.secret = secret; }',
  "  sign(body) { return `${body}.${createHmac('sha256', this.secret).update(body).digest('hex')}`; }",
  '}',
);
const bootstrap = (secret: string, key = 'Tokens.StateSecret', signer = 'Tokens.Signer') => lines(
  "import { Container, Tokens } from './container.js';",
  "import { StateSigner } from './signer.js';",
  'export const build = (env) => new Container()',
  `  .register(${key}, () => ${secret})`,
  `  .register(${signer}, (c) => new StateSigner(c.resolve(${key})));`,
);
for (const folder of ['registry', 'registry-strict']) {
  write(`${folder}/package.json`, lines(`{"name": "${folder}", "private": true, "type": "module"}`));
  write(`${folder}/container.js`, CONTAINER);
  write(`${folder}/signer.js`, SIGNER);
}
write('registry/bootstrap.js', bootstrap("env.STATE_SECRET || 'dev-state-secret'"));
write('registry/locator.js', bootstrap("env.STATE_SECRET || 'dev-state-secret'", "'secret'", "'signer'"));
write('registry-strict/bootstrap.js', bootstrap('env.STATE_SECRET'));

const sharedCodec = lines(
  "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
  'export const triageCodec = createRequestStateCodec({',
  "  key: Buffer.from(process.env.STATE_KEY, 'base64'),",
  '  ttlSeconds: 600,',
  '  bind: (ctx) => ctx.http.authInfo.extra.userId,',
  '});',
);
const triageTool = (name: string, payload: string) => lines(
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { triageCodec } from './state.js';",
  'export function register(server) {',
  `  server.registerTool('${name}', { inputSchema: {} }, async (args, ctx) => {`,
  `    if (!ctx.mcpReq.requestState()) return inputRequired({ inputRequests: {}, requestState: await triageCodec.mint(${payload}, ctx) });`,
  '    const state = await triageCodec.verify(ctx.mcpReq.requestState(), ctx);',
  "    return { content: [{ type: 'text', text: String(state.ticketId) }] };",
  '  });',
  '}',
);
write('shared/package.json', lines('{"name": "shared", "private": true, "type": "module"}'));
write('shared/state.js', sharedCodec);
write('shared/escalate.js', triageTool('escalate_ticket', '{ ticketId: args.ticketId }'));
write('shared/close.js', triageTool('close_ticket', '{ ticketId: args.ticketId }'));
write('named/package.json', lines('{"name": "named", "private": true, "type": "module"}'));
write('named/state.js', sharedCodec);
write('named/escalate.js', triageTool('escalate_ticket', "{ tool: 'escalate_ticket', ticketId: args.ticketId }"));
write('named/close.js', triageTool('close_ticket', "{ tool: 'close_ticket', ticketId: args.ticketId }"));

const logCall = lines(
  "import { askForm } from './roundtrip.js';",
  'export async function logCall(args, rep) {',
  '  const candidates = await rep.find(args.contact);',
  "  return askForm('pick', { message: 'Which contact?' }, {",
  '    candidates,',
  '    summary: args.summary,',
  '    hubspotToken: process.env.HUBSPOT_TOKEN,',
  '  });',
  '}',
);

testRule('no-secrets-in-state', secretsRule, {
  typescriptOnly: {
    valid: [
      // the sealer a container resolves by a type argument, handed nothing secret
      { filename: path('typed/escalate-plain.ts'), code: escalate('{ ticketId }') },
    ],
    invalid: [
      // `container.resolve<StateSealer>('sealer')`: the class the type argument names, whose `seal` signs its JSON readable
      {
        filename: path('typed/escalate.ts'),
        code: escalate('{ ticketId, onBehalfOf: ctx.http?.authInfo?.token }'),
        errors: [{ messageId: 'secretInState', line: 6, column: 99, endLine: 6, endColumn: 136, suggestions: [{ messageId: 'removeProperty', output: escalate('{ ticketId }') }] }],
      },
    ],
  },
  valid: [
    // the project encoder encrypts with AES-GCM what it is handed: the client reads nothing
    { filename: path('packed/hidden.js'), code: exportRows('sealHidden') },
    // the same helper handed nothing secret
    {
      filename: path('pack/plain.js'),
      code: lines(
        "import { askForm } from './roundtrip.js';",
        "export const ask = (args) => askForm('pick', { message: 'Which one?' }, { summary: args.summary, page: 2 });",
      ),
    },
    // a helper that hands out its form, not its state, as what it encodes: the secret never reaches the state
    {
      filename: path('pack/form.js'),
      code: lines(
        "import { askForm } from './roundtrip.js';",
        "export const ask = (rep) => askForm('pick', { message: 'Which one?', hubspotToken: process.env.HUBSPOT_TOKEN });",
      ),
    },
  ],
  invalid: [
    // a hand-rolled sealer that MACs what a project encoder writes of its parameters (`gzip(encodePairs(value))`): readable
    {
      filename: path('packed/export.js'),
      code: exportRows('seal'),
      errors: [
        {
          messageId: 'secretInState',
          line: 3,
          column: 118,
          endLine: 3,
          endColumn: 155,
          suggestions: [
            {
              messageId: 'removeProperty',
              output: lines(
                "import { seal } from './seal.js';",
                'export async function exportRows(segment, ctx) {',
                "  return { resultType: 'input_required', inputRequests: {}, requestState: seal(ctx.userId, 'export_rows', { segment }) };",
                '}',
              ),
            },
          ],
        },
      ],
    },
    // another module's helper that deflates its `state` parameter into the result's requestState: the secret handed to it is in unsigned state
    {
      filename: path('pack/log-call.js'),
      code: logCall,
      errors: [
        {
          messageId: 'secretInState',
          line: 7,
          column: 5,
          endLine: 7,
          endColumn: 44,
          suggestions: [
            {
              messageId: 'removeProperty',
              output: lines(
                "import { askForm } from './roundtrip.js';",
                'export async function logCall(args, rep) {',
                '  const candidates = await rep.find(args.contact);',
                "  return askForm('pick', { message: 'Which contact?' }, {",
                '    candidates,',
                '    summary: args.summary,',
                '  });',
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [
    // a codec two tool modules share, each mint naming its tool in the payload
    { filename: path('named/state.js'), code: sharedCodec },
    // a destructive tool whose state carries a digest of `{ tool, ...args }`, made by a helper that hashes what it is handed whole, and compares it on the retry
    { filename: path('void/void.js'), code: voidTransaction('{ tool: NAME, ...args }') },
    // the `.then` callback of the helper the handler returns makes the state; the handler compares the argument with it
    { filename: path('cjs/close-ticket.js'), code: closeTicket, languageOptions: commonJs },
    // a lifetime of five minutes handed to the sealer class named for state
    {
      filename: path('cjs/signer-short.js'),
      code: lines(
        "'use strict';",
        "const { StateToken } = require('./state-token');",
        'module.exports = new StateToken(process.env.STATE_SECRET, { ttlMs: 5 * 60 * 1000 });',
      ),
      languageOptions: commonJs,
    },
  ],
  invalid: [
    // a codec exported to two tool modules, bound to the user only, whose mints name no tool: one tool's state opens for the other
    {
      filename: path('shared/state.js'),
      code: sharedCodec,
      errors: [{ messageId: 'codecServesTools', line: 2, column: 28, endLine: 2, endColumn: 51, suggestions: [] }],
    },
    // the digest covers the tool's name alone: the arguments are neither carried nor compared
    {
      filename: path('void/void-name.js'),
      code: voidTransaction('{ tool: NAME }'),
      errors: [{ messageId: 'missingArgs', line: 10, column: 88, endLine: 10, endColumn: 110, suggestions: [] }],
    },
    // a module that only builds the sealer for others, handing it a thirty-minute lifetime
    {
      filename: path('cjs/signer.js'),
      code: lines(
        "'use strict';",
        "const { StateToken } = require('./state-token');",
        'module.exports = new StateToken(process.env.STATE_SECRET, { ttlMs: 30 * 60 * 1000 });',
      ),
      languageOptions: commonJs,
      errors: [{ messageId: 'ttlTooLong', line: 3, column: 61, endLine: 3, endColumn: 82, suggestions: [] }],
    },
  ],
});

const tagReader = (guard: string, tagLength: number) => lines(
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  `const TAG_LEN = ${tagLength};`,
  'export function read(raw, key) {',
  guard,
  '  const body = raw.subarray(0, raw.length - TAG_LEN);',
  '  const tag = raw.subarray(raw.length - TAG_LEN);',
  "  if (!timingSafeEqual(tag, createHmac('sha256', key).update(body).digest())) throw new Error('bad state signature');",
  '  return JSON.parse(body.toString());',
  '}',
);

const safeEqualOutput = (guard: string, tagLength: number) => lines(
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
  `const TAG_LEN = ${tagLength};`,
  'export function read(raw, key) {',
  guard,
  '  const body = raw.subarray(0, raw.length - TAG_LEN);',
  '  const tag = raw.subarray(raw.length - TAG_LEN);',
  "  if (!safeEqual(tag, createHmac('sha256', key).update(body).digest())) throw new Error('bad state signature');",
  '  return JSON.parse(body.toString());',
  '}',
);
const LENGTH_GUARD = "  if (raw.length <= TAG_LEN + 1) throw new Error('malformed state');";
const NO_GUARD = '  // no length check';

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    // the last 32 bytes of a Buffer checked to hold more, against a SHA-256 HMAC of 32 bytes
    { code: tagReader(LENGTH_GUARD, 32) },
  ],
  invalid: [
    // no check of the Buffer's length: a short token gives a short tag, and timingSafeEqual throws
    {
      code: tagReader(NO_GUARD, 32),
      errors: [{ messageId: 'timingSafeEqualWithoutLengthCheck', line: 7, column: 8, endLine: 7, endColumn: 77, suggestions: [{ messageId: 'replaceWithSafeEqual', output: safeEqualOutput(NO_GUARD, 32) }] }],
    },
    // 16 bytes sliced, against 32
    {
      code: tagReader(LENGTH_GUARD, 16),
      errors: [{ messageId: 'timingSafeEqualWithoutLengthCheck', line: 7, column: 8, endLine: 7, endColumn: 77, suggestions: [{ messageId: 'replaceWithSafeEqual', output: safeEqualOutput(LENGTH_GUARD, 16) }] }],
    },
  ],
});

const randomKeyModule = (key: string) => lines(
  "import { createHmac, randomBytes } from 'node:crypto';",
  `const key = ${key};`,
  "export const seal = (body) => `${body}.${createHmac('sha256', key).update(body).digest('hex')}`;",
  "export const next = (step) => ({ resultType: 'input_required', inputRequests: {}, requestState: seal(JSON.stringify({ step })) });",
);

testRule('no-weak-state-key', keyRule, {
  valid: [
    // the container registers the environment's key with no fallback
    { filename: path('registry-strict/bootstrap.js'), code: bootstrap('env.STATE_SECRET') },
    // the bytes of 32 strong random bytes
    { code: randomKeyModule('Uint8Array.from(randomBytes(32))') },
  ],
  invalid: [
    // `c.resolve(Tokens.StateSecret)` handed to the signer: what the factory registered under that key makes, a literal fallback
    {
      filename: path('registry/bootstrap.js'),
      code: bootstrap("env.STATE_SECRET || 'dev-state-secret'"),
      errors: [{ messageId: 'literalFallback', line: 5, column: 51, endLine: 5, endColumn: 80 }],
    },
    // the same with the keys spelled as strings
    {
      filename: path('registry/locator.js'),
      code: bootstrap("env.STATE_SECRET || 'dev-state-secret'", "'secret'", "'signer'"),
      errors: [{ messageId: 'literalFallback', line: 5, column: 46, endLine: 5, endColumn: 65 }],
    },
    // bytes the callback draws from Math.random
    {
      code: randomKeyModule('Uint8Array.from({ length: 32 }, () => Math.floor(Math.random() * 256))'),
      errors: [{ messageId: 'predictableKey', line: 3, column: 63, endLine: 3, endColumn: 66 }],
    },
  ],
});

const composedEncoder = (encoder: string) => lines(
  "import { createHmac } from 'node:crypto';",
  'const pipe = (...fns) => (x) => fns.reduce((acc, f) => f(acc), x);',
  'const compose = (...fns) => (x) => fns.reduceRight((acc, f) => f(acc), x);',
  "const toB64 = (s) => Buffer.from(s, 'utf8').toString('base64url');",
  "const withMac = (body) => `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url')}`;",
  `const encode = ${encoder};`,
  "export const next = (page) => ({ resultType: 'input_required', inputRequests: {}, requestState: encode({ page }) });",
);

testRule('require-sealed-state', sealedRule, {
  valid: [
    // the composition ends in an HMAC over what the steps before it made
    { code: composedEncoder('pipe(JSON.stringify, toB64, withMac)') },
    { code: composedEncoder('compose(withMac, toB64, JSON.stringify)') },
  ],
  invalid: [
    // JSON, then base64url, and nothing else: each step applied to what the one before gave
    { code: composedEncoder('pipe(JSON.stringify, toB64)'), errors: [{ messageId: 'unsignedState', line: 7, column: 97, endLine: 7, endColumn: 113, suggestions: [] }] },
    { code: composedEncoder('compose(toB64, JSON.stringify)'), errors: [{ messageId: 'unsignedState', line: 7, column: 97, endLine: 7, endColumn: 113, suggestions: [] }] },
  ],
});
