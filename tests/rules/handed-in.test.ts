// Values handed in from elsewhere, found by blind rounds 119–123: the environment a Worker's `fetch(request, env)` (or
// `process.env`) hands through parameters to the helper that reads a key from it; a key member reached through an
// options object spread from a service a registry's `add(name, lifetime, factory)` makes; Node's decipher, which checks
// an AES-GCM tag only in `final()`; a lifetime handed through a wrapper that spreads its options into the sealer's; a
// base class's method handed the state by its subclasses' `this.resume(ctx)`, and their `call` by a dispatcher; a
// comparison made in the first round, before there is a state, that binds no argument; a variable an env-reading
// helper hands back (`requireEnv('CRM_TENANT_ID')`) as the public fact it names; a callback a helper seals the result of
// (`roundTrip({ remember })`); a digest of the arguments that binds only where the retry makes it again to compare; a
// helper that only cuts the state's text into pieces (`parseStateCookie(raw)`), whose pieces are read where they are used.
import keyRule from '../../rules/no-weak-state-key.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('handed-in');
// every module is on disk, the linted ones too
write('worker/package.json', lines('{"name": "worker", "private": true, "type": "module"}'));
const stateSecretOf = (returned: string) => lines('export function stateSecret(env) {', `  return ${returned};`, '}');
write('worker/env.js', stateSecretOf('env.STATE_SECRET || `gate:${env.ENVIRONMENT}:state`'));
write('worker/sealer.js', lines(
  "import { createHmac } from 'node:crypto';",
  "export class StateSealer {",
  "  constructor(secret) { this.secret = secret; }",
  "  seal(body) { return `${body}.${createHmac('sha256', this.secret).update(body).digest('base64url')}`; }",
  "}",
));
const WORKER_SERVER = lines(
  "import { stateSecret } from './env.js';",
  "import { StateSealer } from './sealer.js';",
  "export function buildServer(env) {",
  "  const sealer = new StateSealer(stateSecret(env));",
  "  return { next: (page) => ({ resultType: 'input_required', inputRequests: {}, requestState: sealer.seal(JSON.stringify({ page })) }) };",
  "}",
);
write('worker/server.js', WORKER_SERVER);
write('worker/index.js', lines(
  "import { buildServer } from './server.js';",
  "export default {",
  "  async fetch(request, env) {",
  "    return Response.json(buildServer(env).next(1));",
  "  },",
  "};",
));
write('worker-strict/package.json', lines('{"name": "worker-strict", "private": true, "type": "module"}'));
write('worker-strict/env.js', stateSecretOf('env.STATE_SECRET'));
write('worker-strict/sealer.js', lines(
  "import { createHmac } from 'node:crypto';",
  "export class StateSealer {",
  "  constructor(secret) { this.secret = secret; }",
  "  seal(body) { return `${body}.${createHmac('sha256', this.secret).update(body).digest('base64url')}`; }",
  "}",
));
write('worker-strict/server.js', WORKER_SERVER);
write('worker-strict/index.js', lines(
  "import { buildServer } from './server.js';",
  "export default {",
  "  async fetch(request, env) {",
  "    return Response.json(buildServer(env).next(1));",
  "  },",
  "};",
));

write('registry/package.json', lines('{"name": "registry", "private": true, "type": "module"}'));
const configOf = (key: string) => lines('export function loadConfig(env = process.env) {', `  return { state: { key: ${key}, ttlSeconds: 300 } };`, '}');
write('registry/config.js', configOf("env.STATE_KEY || 'registry-dev-state-key'"));
write('registry/registry.js', lines(
  "export class ServiceRegistry {",
  "  constructor() { this.entries = new Map(); }",
  "  add(name, lifetime, factory) { this.entries.set(name, { lifetime, factory }); return this; }",
  "  get(name) { return this.entries.get(name).factory(this); }",
  "}",
));
write('registry/sealer.js', lines(
  "import { createHmac } from 'node:crypto';",
  "export class StateSealer {",
  "  constructor(options) { this.key = options.key; this.ttlSeconds = options.ttlSeconds; }",
  "  seal(body) { return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`; }",
  "}",
));
const REGISTRY_INDEX = lines(
  "import { loadConfig } from './config.js';",
  "import { ServiceRegistry } from './registry.js';",
  "import { StateSealer } from './sealer.js';",
  "export const registry = new ServiceRegistry()",
  "  .add('config', 'singleton', () => loadConfig())",
  "  .add('sealer', 'singleton', (services) => {",
  "    const { state } = services.get('config');",
  "    return new StateSealer({ ...state, now: Date.now });",
  "  });",
);
write('registry/index.js', REGISTRY_INDEX);
write('registry-strict/package.json', lines('{"name": "registry-strict", "private": true, "type": "module"}'));
write('registry-strict/config.js', configOf('env.STATE_KEY'));
write('registry-strict/registry.js', lines(
  "export class ServiceRegistry {",
  "  constructor() { this.entries = new Map(); }",
  "  add(name, lifetime, factory) { this.entries.set(name, { lifetime, factory }); return this; }",
  "  get(name) { return this.entries.get(name).factory(this); }",
  "}",
));
write('registry-strict/sealer.js', lines(
  "import { createHmac } from 'node:crypto';",
  "export class StateSealer {",
  "  constructor(options) { this.key = options.key; this.ttlSeconds = options.ttlSeconds; }",
  "  seal(body) { return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`; }",
  "}",
));
write('registry-strict/index.js', REGISTRY_INDEX);

write('box/package.json', lines('{"name": "box", "private": true, "type": "module"}'));
const boxOf = (opened: string) => lines(
  "import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';",
  "const KEY = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
  "if (KEY.length !== 32) throw new Error('STATE_KEY must be 32 bytes');",
  "export function sealBox(payload) {",
  "  const iv = randomBytes(12);",
  "  const cipher = createCipheriv('aes-256-gcm', KEY, iv);",
  "  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);",
  "  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');",
  "}",
  "export function openBox(token) {",
  "  const [iv, tag, body] = token.split('.').map((part) => Buffer.from(part, 'base64url'));",
  "  const decipher = createDecipheriv('aes-256-gcm', KEY, iv);",
  "  decipher.setAuthTag(tag);",
  "  return JSON.parse(decipher.update(body).toString('utf8'));",
  "}",
).replace("JSON.parse(decipher.update(body).toString('utf8'))", opened);
write('box/box.js', boxOf("JSON.parse(decipher.update(body).toString('utf8'))"));
write('box-final/package.json', lines('{"name": "box-final", "private": true, "type": "module"}'));
write('box-final/box.js', boxOf("JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'))"));
const BOX_TOOL = lines(
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { openBox, sealBox } from './box.js';",
  "export function register(server) {",
  "  server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => {",
  "    const raw = ctx.mcpReq.requestState();",
  "    if (!raw) return inputRequired({ inputRequests: {}, requestState: sealBox({ step: 1, user: ctx.http.authInfo.extra.userId, tool: 'plan_trip', exp: Date.now() + 300_000 }) });",
  "    const state = openBox(raw);",
  "    return { content: [{ type: 'text', text: String(state.step) }] };",
  "  });",
  "}",
);
write('box/tool.js', BOX_TOOL);
write('box-final/tool.js', BOX_TOOL);
const inlineOpen = (opened: string) => lines(
  "import { createDecipheriv } from 'node:crypto';",
  "const KEY = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
  "if (KEY.length !== 32) throw new Error('STATE_KEY must be 32 bytes');",
  "export function register(server) {",
  "  server.registerTool('plan_trip', { inputSchema: {} }, async (args, ctx) => {",
  "    const [iv, tag, body] = ctx.mcpReq.requestState().split('.').map((part) => Buffer.from(part, 'base64url'));",
  "    const decipher = createDecipheriv('aes-256-gcm', KEY, iv);",
  "    decipher.setAuthTag(tag);",
  "    const state = JSON.parse(decipher.update(body).toString('utf8'));",
  "    return { content: [{ type: 'text', text: String(state.step) }] };",
  "  });",
  "}",
).replace("JSON.parse(decipher.update(body).toString('utf8'))", opened);

write('lifetime/package.json', lines('{"name": "lifetime", "private": true, "type": "module"}'));
write('lifetime/sealer.js', lines(
  "import { createHmac } from 'node:crypto';",
  "const KEY = process.env.STATE_KEY;",
  "class StateSealer {",
  "  seal(payload, { userId, tool, ttlMs = 5 * 60 * 1000 }) {",
  "    const body = Buffer.from(JSON.stringify({ ...payload, sub: userId, tool, exp: Date.now() + ttlMs })).toString('base64url');",
  "    return `${body}.${createHmac('sha256', KEY).update(body).digest('base64url')}`;",
  "  }",
  "}",
  "export const sealer = new StateSealer();",
));
write('lifetime/base.js', lines(
  "import { sealer } from './sealer.js';",
  "export class Tool {",
  "  constructor(name) { this.name = name; }",
  "  seal(payload, userId, options = {}) {",
  "    return sealer.seal(payload, { userId, tool: this.name, ...options });",
  "  }",
  "}",
));
const refundTool = (window: string) => lines(
  "import { Tool } from './base.js';",
  "const APPROVAL_WINDOW_MS = 24 * 60 * 60 * 1000;",
  "export class RefundTool extends Tool {",
  "  constructor() { super('refund'); }",
  "  firstRound(args, userId) {",
  "    const state = this.seal({ invoiceId: args.invoiceId }, userId, { ttlMs: APPROVAL_WINDOW_MS });",
  "    return { resultType: 'input_required', inputRequests: {}, requestState: state };",
  "  }",
  "}",
).replace('24 * 60 * 60 * 1000', window);
write('lifetime/refund.js', refundTool('24 * 60 * 60 * 1000'));

write('subclass/package.json', lines('{"name": "subclass", "private": true, "type": "module"}'));
const baseTool = (resumed: string) => lines(
  "export class RoundTripTool {",
  "  ask(message, state) {",
  "    return { resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message } } }, requestState: state };",
  "  }",
  "  resume(ctx) {",
  "    if (!ctx.requestState) return null;",
  "    return JSON.parse(Buffer.from(ctx.requestState, 'base64url').toString('utf8'));",
  "  }",
  "}",
).replace("JSON.parse(Buffer.from(ctx.requestState, 'base64url').toString('utf8'))", resumed);
write('subclass/base.js', baseTool("JSON.parse(Buffer.from(ctx.requestState, 'base64url').toString('utf8'))"));
const VERIFIED_BASE = baseTool('openState(ctx.requestState, { userId: ctx.userId, tool: this.name })').replace('export class', "import { openState } from 'eslint-plugin-mcp-state/seal';\nexport class");
write('subclass-verified/package.json', lines('{"name": "subclass-verified", "private": true, "type": "module"}'));
write('subclass-verified/base.js', VERIFIED_BASE);
const SUBCLASS_EXPORT = lines(
  "import { RoundTripTool } from './base.js';",
  "export class ExportTool extends RoundTripTool {",
  "  name = 'export_rows';",
  "  async call(args, ctx) {",
  "    const saved = this.resume(ctx);",
  "    if (!saved) return this.ask('Export every row?', 'pending');",
  "    return { content: [{ type: 'text', text: `exported ${saved.rows}` }] };",
  "  }",
  "}",
);
write('subclass/export.js', SUBCLASS_EXPORT);
write('subclass-verified/export.js', SUBCLASS_EXPORT);
const SUBCLASS_SERVER = lines(
  "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
  "import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
  "import { ExportTool } from './export.js';",
  "const tools = new Map([new ExportTool()].map((tool) => [tool.name, tool]));",
  "const server = new Server({ name: 'rows', version: '1.0.0' }, { capabilities: { tools: {} } });",
  "server.setRequestHandler(CallToolRequestSchema, async (request) => {",
  "  const tool = tools.get(request.params.name);",
  "  return tool.call(request.params.arguments ?? {}, { requestState: request.params.requestState });",
  "});",
);
write('subclass/server.js', SUBCLASS_SERVER);
write('subclass-verified/server.js', SUBCLASS_SERVER);

const rollback = (sealed: string, compared: string) => lines(
  "import { z } from 'zod';",
  "import { inputRequired } from '@modelcontextprotocol/server';",
  "import { sealState, openState, principalOf } from 'eslint-plugin-mcp-state/seal';",
  "export function register(server, releases) {",
  "  server.registerTool('rollback', { inputSchema: z.object({ service: z.string(), toVersion: z.string() }), annotations: { destructiveHint: true } }, async ({ service, toVersion }, ctx) => {",
  "    const binding = { userId: principalOf(ctx), tool: 'rollback' };",
  "    const raw = ctx.mcpReq.requestState();",
  "    if (!raw) {",
  "      const current = await releases.current(service);",
  "      if (current.version === toVersion) return { content: [] };",
  "      return inputRequired({ inputRequests: {}, requestState: sealState({ service, from: current.version }, binding) });",
  "    }",
  "    const opened = openState(raw, binding);",
  "    if (!opened.ok || opened.state.service !== service) return { isError: true, content: [] };",
  "    await releases.rollback(service, toVersion);",
  "    return { content: [] };",
  "  });",
  "}",
).replace('{ service, from: current.version }', sealed).replace('opened.state.service !== service)', compared);
const tenantKey = (tenant: string) => lines(
  "import { createHash, createHmac } from 'node:crypto';",
  "function must(env, name) {",
  "  const v = env[name]?.trim();",
  "  if (!v) throw new Error(`missing ${name}`);",
  "  return v;",
  "}",
  "const tenantId = must(process.env, 'CRM_TENANT_ID');",
  "const secret = createHash('sha256').update(`crm-sync/state/${tenantId}`).digest('hex');",
  "export function seal(state) {",
  "  const body = Buffer.from(JSON.stringify(state)).toString('base64url');",
  "  const tag = createHmac('sha256', secret).update(body).digest('base64url');",
  "  return { resultType: 'input_required', inputRequests: {}, requestState: `${body}.${tag}` };",
  "}",
).replace("must(process.env, 'CRM_TENANT_ID')", tenant);

write('callback/package.json', lines('{"name": "callback", "private": true, "type": "module"}'));
write('callback/seal.js', lines(
  "import { createHmac } from 'node:crypto';",
  "const KEY = process.env.STATE_KEY;",
  "export function seal(state, userId, tool) {",
  "  const body = Buffer.from(JSON.stringify({ state, sub: userId, tool, exp: Date.now() + 300_000 })).toString('base64url');",
  "  return `${body}.${createHmac('sha256', KEY).update(body).digest('base64url')}`;",
  "}",
));
write('callback/round-trip.js', lines(
  "import { seal } from './seal.js';",
  "export function roundTrip(spec) {",
  "  return async (args, ctx) => {",
  "    const userId = ctx.http.authInfo.extra.userId;",
  "    const state = await spec.remember(args, userId);",
  "    return { resultType: 'input_required', inputRequests: {}, requestState: seal(state, userId, spec.tool) };",
  "  };",
  "}",
));
const statementTool = (remembered: string) => lines("import { roundTrip } from './round-trip.js';", 'export const statement = roundTrip({', "  tool: 'statement',", `  remember: async (args) => (${remembered}),`, '});');

write('digest/package.json', lines('{"name": "digest", "private": true}'));
write('digest/state-token.js', lines(
  "'use strict';",
  "const crypto = require('node:crypto');",
  "const jwt = require('jsonwebtoken');",
  "const SECRET = process.env.STATE_SECRET;",
  "function digestArgs(args) {",
  "  return crypto.createHash('sha256').update(JSON.stringify(args, Object.keys(args).sort())).digest('base64url');",
  "}",
  "function issueState(claims, { userId, tool }) {",
  "  return jwt.sign({ ...claims, tool }, SECRET, { algorithm: 'HS256', subject: userId, expiresIn: 300 });",
  "}",
  "function readState(token, { userId, tool }) {",
  "  const claims = jwt.verify(token, SECRET, { algorithms: ['HS256'], subject: userId });",
  "  if (claims.tool !== tool) throw new Error('another tool');",
  "  return claims;",
  "}",
  "module.exports = { digestArgs, issueState, readState };",
));
const mergeTool = (check: string) => lines(
  "'use strict';",
  "const { digestArgs, issueState, readState } = require('./state-token');",
  "const definition = { name: 'merge_contacts', inputSchema: { type: 'object', properties: { primaryId: { type: 'string' }, duplicateIds: { type: 'array' } } }, annotations: { destructiveHint: true } };",
  "async function handle(args, { userId, requestState }) {",
  "  if (!requestState) {",
  "    const state = issueState({ step: 'confirm', argsHash: digestArgs(args) }, { userId, tool: definition.name });",
  "    return { resultType: 'input_required', inputRequests: {}, requestState: state };",
  "  }",
  "  const claims = readState(requestState, { userId, tool: definition.name });",
  "  if (claims.step !== 'confirm') return { isError: true, content: [] };",
  "  await crm.merge(args.primaryId, args.duplicateIds);",
  "  return { content: [] };",
  "}",
  "module.exports = { definition, handle };",
).replace("claims.step !== 'confirm'", check);

write('cookie/package.json', lines('{"name": "cookie", "private": true, "type": "module"}'));
write('cookie/state-cookie.js', lines(
  "export function serializeStateCookie(name, value, maxAge) {",
  "  return `${name}=${value}; Max-Age=${maxAge}`;",
  "}",
  "export function parseStateCookie(raw) {",
  "  const [pair, ...rest] = raw.split(';').map((part) => part.trim());",
  "  const eq = pair.indexOf('=');",
  "  if (eq <= 0) return null;",
  "  const attrs = {};",
  "  for (const part of rest) {",
  "    const [key, value = ''] = part.split('=');",
  "    attrs[key.toLowerCase()] = value;",
  "  }",
  "  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };",
  "}",
));
const COOKIE_MERGE = lines(
  "import { sealState, openState } from 'eslint-plugin-mcp-state/seal';",
  "import { parseStateCookie, serializeStateCookie } from './state-cookie.js';",
  "export async function run(params, userId) {",
  "  const binding = { userId, tool: 'merge' };",
  "  if (!params.requestState) return { resultType: 'input_required', inputRequests: {}, requestState: serializeStateCookie('merge', sealState({ step: 1 }, binding), 600) };",
  "  const cookie = parseStateCookie(params.requestState);",
  "  if (!cookie || cookie.name !== 'merge') return { isError: true, content: [] };",
  "  const opened = openState(cookie.value, binding);",
  "  return { content: [{ type: 'text', text: opened.ok ? 'merged' : opened.reason }] };",
  "}",
);
const COOKIE_SEARCH = lines(
  "import { parseStateCookie } from './state-cookie.js';",
  "export async function run(params) {",
  "  const cookie = parseStateCookie(params.requestState);",
  "  if (!cookie || cookie.name !== 'page') return { isError: true, content: [] };",
  "  const page = JSON.parse(Buffer.from(cookie.value, 'base64url').toString('utf8'));",
  "  return { content: [{ type: 'text', text: String(page.offset) }] };",
  "}",
);
const COOKIE_PHASE = lines(
  "import { parseStateCookie } from './state-cookie.js';",
  "export async function run(params) {",
  "  const phase = parseStateCookie(params.requestState);",
  "  return { content: [{ type: 'text', text: phase.attrs.step === 'confirm' ? 'confirmed' : 'asked' }] };",
  "}",
);

testRule('no-weak-state-key', keyRule, {
  valid: [
    // the Worker's secret with no fallback of its own
    { filename: path('worker-strict/server.js'), code: WORKER_SERVER },
    // the registry's configuration with no fallback
    { filename: path('registry-strict/index.js'), code: REGISTRY_INDEX },
    // a hash of a secret the helper reads from the environment
    { code: tenantKey("must(process.env, 'CRM_STATE_SECRET')") },
  ],
  invalid: [
    // `buildServer(env)` called with a Worker's bindings: `stateSecret(env)` falls back to text made of `ENVIRONMENT`
    {
      filename: path('worker/server.js'),
      code: WORKER_SERVER,
      errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 34, endLine: 4, endColumn: 50 }],
    },
    // `new StateSealer({ ...state, now })` with `state` of the service `add('config', …)` registers: its `key` falls back to a literal
    {
      filename: path('registry/index.js'),
      code: REGISTRY_INDEX,
      errors: [{ messageId: 'literalFallbackHelper', line: 8, column: 28, endLine: 8, endColumn: 55 }],
    },
    // the helper hands back `CRM_TENANT_ID`, an identifier anyone can learn: the key is a hash of it alone
    {
      code: tenantKey("must(process.env, 'CRM_TENANT_ID')"),
      errors: [{ messageId: 'publicKey', line: 11, column: 36, endLine: 11, endColumn: 42 }],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [
    // the decipher's `final()` checks the GCM tag before the JSON is read
    { filename: path('box-final/tool.js'), code: BOX_TOOL },
    { code: inlineOpen("JSON.parse(decipher.update(body, undefined, 'utf8') + decipher.final('utf8'))") },
    // the base class verifies what its subclasses' dispatcher hands in
    { filename: path('subclass-verified/base.js'), code: VERIFIED_BASE },
    // `parseStateCookie` only cuts the text; the cookie's value is then opened
    { filename: path('cookie/merge.js'), code: COOKIE_MERGE },
  ],
  invalid: [
    // `setAuthTag(tag)` and no `final()`: the tag is never checked, so `openBox` reads what the client wrote
    {
      filename: path('box/tool.js'),
      code: BOX_TOOL,
      errors: [{ messageId: 'unverifiedStateHelper', line: 7, column: 19, endLine: 7, endColumn: 31 }],
    },
    {
      code: inlineOpen("JSON.parse(decipher.update(body).toString('utf8'))"),
      errors: [{ messageId: 'unverifiedRead', line: 6, column: 29, endLine: 6, endColumn: 65 }],
    },
    // the cookie's value, cut from the state, decoded with no check: reported at the decode
    {
      filename: path('cookie/search.js'),
      code: COOKIE_SEARCH,
      errors: [{ messageId: 'unverifiedState', line: 5, column: 16, endLine: 5, endColumn: 83 }],
    },
    // a piece of it trusted as it is (`phase.attrs.step`): the cut is the read
    {
      filename: path('cookie/phase.js'),
      code: COOKIE_PHASE,
      errors: [{ messageId: 'unverifiedStateHelper', line: 3, column: 17, endLine: 3, endColumn: 54 }],
    },
    // `this.resume(ctx)` in a subclass's `call(args, ctx)`, which a dispatcher hands `{ requestState: request.params.requestState }`
    {
      filename: path('subclass/base.js'),
      code: baseTool("JSON.parse(Buffer.from(ctx.requestState, 'base64url').toString('utf8'))"),
      errors: [{ messageId: 'unverifiedRead', line: 7, column: 12, endLine: 7, endColumn: 83 }],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [
    // the wrapper hands the sealer five minutes
    { filename: path('lifetime/refund-short.js'), code: refundTool('5 * 60 * 1000') },
    // the retry makes the digest again and compares it with the one the state carries
    { filename: path('digest/merge-compared.js'), code: mergeTool("claims.step !== 'confirm' || claims.argsHash !== digestArgs(args)"), languageOptions: commonJs },
    // the retry compares the version the first round confirmed
    { code: rollback('{ service, toVersion, from: current.version }', 'opened.state.service !== service || opened.state.toVersion !== toVersion)') },
  ],
  invalid: [
    // `{ ttlMs }` handed to `Tool#seal`, which spreads its options into `sealer.seal`'s `{ ttlMs = 5 min }`: a day
    {
      filename: path('lifetime/refund.js'),
      code: refundTool('24 * 60 * 60 * 1000'),
      errors: [{ messageId: 'ttlTooLong', line: 6, column: 70, endLine: 6, endColumn: 95, suggestions: [] }],
    },
    // `argsHash: digestArgs(args)` signed, never made again on the retry: the merge runs for whatever contacts come
    {
      filename: path('digest/merge.js'),
      code: mergeTool("claims.step !== 'confirm'"),
      languageOptions: commonJs,
      errors: [{ messageId: 'missingArgs', data: { hint: ': the retry never compares those the state carries' }, line: 9, column: 18, endLine: 9, endColumn: 76, suggestions: [] }],
    },
    // `current.version === toVersion` is compared before there is a state: the retry rolls back to any version
    {
      code: rollback('{ service, from: current.version }', 'opened.state.service !== service)'),
      errors: [
        {
          messageId: 'missingArgs',
          line: 6,
          column: 21,
          endLine: 6,
          endColumn: 67,
          suggestions: [
            {
              messageId: 'addField',
              data: { text: 'args: { service, toVersion }' },
              output: rollback('{ service, from: current.version }', 'opened.state.service !== service)').replace("tool: 'rollback' };", "tool: 'rollback', args: { service, toVersion } };"),
            },
          ],
        },
      ],
    },
  ],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    // the callback remembers nothing secret
    { filename: path('callback/statement-plain.js'), code: statementTool('{ accountId: args.accountId }') },
  ],
  invalid: [
    // `roundTrip({ remember })` seals what the callback it is handed returns: the bank's key, readable in the state
    {
      filename: path('callback/statement.js'),
      code: statementTool('{ accountId: args.accountId, bankKey: process.env.BANK_API_KEY }'),
      errors: [{ messageId: 'secretInState', line: 4, column: 59, endLine: 4, endColumn: 92, suggestions: [] }],
    },
  ],
});
