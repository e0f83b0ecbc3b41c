// Steps of the value's path that summaries now follow through the way code is arranged: a tool factory's `deps`,
// mapped over by `factories.map((make) => make(deps))` and handed whole to a local closure, is what the composition root
// hands in; an abstract method is the one each subclass of an importing module writes; a parameter typed with an
// interface takes the class the composition root hands it; a member of a barrel spreading several CommonJS modules is
// the one module that spells it; a hook of the package that seals every result's object state seals a handler's object;
// the state decoded onto an object the function was handed before any check is read unverified; a result's state
// spread in from a conditional branch is the result's (a value a builder only passes along is its callers'); a key
// hashed from variables named for the deployment's ids is public, one drawn from `Math.random()` predictable; a
// lifetime option's constant default is what every call that leaves it out seals with (a jose signer's `ttl = '2h'`,
// a sealer class's `{ ttlMs = DEFAULT_TTL_MS } = {}`).
import timingRule from '../../rules/no-timing-unsafe-compare.js';
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('arrangement-steps');
// every module is on disk, the linted ones too: the modules that load them are looked through for what they hand in

write("bare/contacts.js", lines(
    "export const mergeContacts = {",
    "  name: 'merge_contacts',",
    "  async handler(call) {",
    "    return { resultType: 'input_required', inputRequests: {}, requestState: { primaryId: call.args.primaryId } };",
    "  },",
    "};",
  ));
write("bare/package.json", lines(
    "{\"name\": \"bare\", \"private\": true, \"type\": \"module\"}",
  ));
write("barrel/escalate.js", lines(
    "'use strict';",
    "const { issue } = require('./lib');",
    "const zendesk = require('./zendesk');",
    "async function escalate(args, extra) {",
    "  const zdToken = await zendesk.exchangeForZendeskToken(extra.authInfo.token);",
    "  return { resultType: 'input_required', inputRequests: {}, requestState: issue({ ticketId: args.ticketId, zdToken }, { user: extra.authInfo.extra.userId, tool: 'escalate' }) };",
    "}",
    "module.exports = { escalate };",
    "",
  ));
write("barrel/lib/index.js", lines(
    "'use strict';",
    "module.exports = { ...require('./secret'), ...require('./token') };",
  ));
write("barrel/lib/secret.js", lines(
    "'use strict';",
    "function stateSecret() { return Buffer.from(process.env.STATE_SECRET, 'base64'); }",
    "module.exports = { stateSecret };",
  ));
write("barrel/lib/token.js", lines(
    "'use strict';",
    "const crypto = require('node:crypto');",
    "const { stateSecret } = require('./secret');",
    "function issue(claims, { user, tool }) {",
    "  const body = Buffer.from(JSON.stringify({ ...claims, sub: user, tool, exp: Date.now() + 600000 })).toString('base64url');",
    "  return `${body}.${crypto.createHmac('sha256', stateSecret()).update(body).digest('hex')}`;",
    "}",
    "module.exports = { issue };",
  ));
write("barrel/package.json", lines(
    "{\"name\": \"barrel\", \"private\": true}",
  ));
write("barrel/zendesk.js", lines(
    "'use strict';",
    "async function exchangeForZendeskToken(subjectToken) {",
    "  const res = await fetch('https://login.example.com/token', { method: 'POST', body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange', subject_token: subjectToken }) });",
    "  const { access_token } = await res.json();",
    "  return access_token;",
    "}",
    "module.exports = { exchangeForZendeskToken };",
    "",
  ));
write("fac/amend.js", lines(
    "const askForChanges = ({ drafts }) => (args) => ({",
    "  resultType: 'input_required',",
    "  inputRequests: {},",
    "  requestState: drafts.seal({ applicationId: args.applicationId }),",
    "});",
    "export default (deps) => ({ name: 'amend', handler: (args) => askForChanges(deps)(args) });",
  ));
write("fac/draftBox.js", lines(
    "import { createCipheriv, randomBytes } from 'node:crypto';",
    "export const makeDraftBox = (key) => ({",
    "  seal: (draft) => {",
    "    const iv = randomBytes(16);",
    "    const cipher = createCipheriv('aes-256-cbc', key, iv);",
    "    return `${iv.toString('base64url')}.${Buffer.concat([cipher.update(JSON.stringify(draft)), cipher.final()]).toString('base64url')}`;",
    "  },",
    "});",
  ));
write("fac/index.js", lines(
    "import { makeDraftBox } from './draftBox.js';",
    "import { buildServer } from './server.js';",
    "const deps = { drafts: makeDraftBox(Buffer.from(process.env.DRAFT_KEY, 'base64')) };",
    "export const server = buildServer(deps);",
  ));
write("fac/server.js", lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import amend from './amend.js';",
    "import withdraw from './withdraw.js';",
    "const factories = [amend, withdraw];",
    "export const buildServer = (deps) =>",
    "  factories.map((make) => make(deps)).reduce((server, tool) => {",
    "    server.registerTool(tool.name, {}, tool.handler);",
    "    return server;",
    "  }, new McpServer({ name: 'permits', version: '1.0.0' }));",
  ));
write("fac/withdraw.js", lines(
    "export default (deps) => ({ name: 'withdraw', handler: async () => ({ content: [] }) });",
  ));
write("hook/contacts.js", lines(
    "export const mergeContacts = {",
    "  name: 'merge_contacts',",
    "  async handler(call) {",
    "    return { resultType: 'input_required', inputRequests: {}, requestState: { primaryId: call.args.primaryId } };",
    "  },",
    "};",
  ));
write("hook/hooks.js", lines(
    "import { mintState } from './token.js';",
    "export function afterHook(call, outcome) {",
    "  if (outcome.resultType !== 'input_required' || typeof outcome.requestState === 'string') return;",
    "  outcome.requestState = mintState({ ...outcome.requestState, sub: call.userId, tool: call.name });",
    "}",
  ));
write("hook/package.json", lines(
    "{\"name\": \"hook\", \"private\": true, \"type\": \"module\"}",
  ));
write("hook/token.js", lines(
    "import { createHmac } from 'node:crypto';",
    "const KEY = Buffer.from(process.env.STATE_KEY, 'base64');",
    "export function mintState(payload) {",
    "  const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 600000 })).toString('base64url');",
    "  return `${body}.${createHmac('sha256', KEY).update(body).digest('base64url')}`;",
    "}",
  ));
write("jose/package.json", lines(
    "{\"name\": \"jose\", \"private\": true, \"type\": \"module\"}",
  ));
write("jose/short.js", lines(
    "import { SignJWT } from 'jose';",
    "export function createStateSigner({ secret, ttl = '10m' }) {",
    "  return {",
    "    sign: (claims, { user, tool }) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject(user).setAudience(tool).setExpirationTime(ttl).sign(secret),",
    "  };",
    "}",
  ));
write("jose/signer.js", lines(
    "import { SignJWT } from 'jose';",
    "export function createStateSigner({ secret, ttl = '2h' }) {",
    "  return {",
    "    sign: (claims, { user, tool }) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject(user).setAudience(tool).setExpirationTime(ttl).sign(secret),",
    "  };",
    "}",
  ));
write("js/HmacSealer.js", lines(
    "import { createHmac } from 'node:crypto';",
    "import { StateSealer } from './StateSealer.js';",
    "const KEY = Buffer.from(process.env.STATE_KEY, 'base64');",
    "export class HmacSealer extends StateSealer {",
    "  sign(body) {",
    "    return createHmac('sha256', KEY).update(body).digest('base64url');",
    "  }",
    "}",
    "",
  ));
write("js/StateSealer.js", lines(
    "export class StateSealer {",
    "  seal(data, sub, tool) {",
    "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 600000 })).toString('base64url');",
    "    return `${body}.${this.sign(body)}`;",
    "  }",
    "  open(sealed, sub, tool) {",
    "    const dot = sealed.lastIndexOf('.');",
    "    const body = sealed.slice(0, dot);",
    "    const mac = sealed.slice(dot + 1);",
    "    if (this.sign(body) !== mac) return null;",
    "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "    if (envelope.sub !== sub || envelope.tool !== tool || envelope.exp <= Date.now()) return null;",
    "    return envelope.data;",
    "  }",
    "}",
    "",
  ));
write("jsplain/DigestSealer.js", lines(
    "import { createHash } from 'node:crypto';",
    "import { StateSealer } from './StateSealer.js';",
    "export class DigestSealer extends StateSealer {",
    "  sign(body) {",
    "    return createHash('sha256').update(body).digest('base64url');",
    "  }",
    "}",
    "",
  ));
write("jsplain/StateSealer.js", lines(
    "export class StateSealer {",
    "  seal(data, sub, tool) {",
    "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 600000 })).toString('base64url');",
    "    return `${body}.${this.sign(body)}`;",
    "  }",
    "  open(sealed, sub, tool) {",
    "    const dot = sealed.lastIndexOf('.');",
    "    const body = sealed.slice(0, dot);",
    "    const mac = sealed.slice(dot + 1);",
    "    if (this.sign(body) !== mac) return null;",
    "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "    if (envelope.sub !== sub || envelope.tool !== tool || envelope.exp <= Date.now()) return null;",
    "    return envelope.data;",
    "  }",
    "}",
    "",
  ));
write("keys/package.json", lines(
    "{\"name\": \"keys\", \"private\": true, \"type\": \"module\"}",
  ));
write("keys/random.js", lines(
    "import { createHmac } from 'node:crypto';",
    "function loadKey() {",
    "  if (process.env.STATE_KEY) return Buffer.from(process.env.STATE_KEY, 'base64');",
    "  return Buffer.from(Array.from({ length: 32 }, () => Math.floor(Math.random() * 256)));",
    "}",
    "const KEY = loadKey();",
    "export const sign = (body) => createHmac('sha256', KEY).update(body).digest('base64url');",
  ));
write("keys/tenant.js", lines(
    "import { createHash, createHmac } from 'node:crypto';",
    "const stateKey = createHash('sha256').update(`drive-bridge:${process.env.DRIVE_TENANT_ID}:state`).digest();",
    "export const sign = (body) => createHmac('sha256', stateKey).update(body).digest('base64url');",
  ));
write("package.json", lines(
    "{\"name\": \"cases\", \"private\": true, \"type\": \"module\"}",
  ));
write("soft/before.js", lines(
    "import { verifySignature } from './token.js';",
    "export function beforeHook(call, log) {",
    "  const raw = call.params.requestState;",
    "  if (raw === undefined) return;",
    "  const [body, sig] = raw.split('.');",
    "  call.resume = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "  if (!verifySignature(body, sig)) log.warn('requestState signature mismatch');",
    "}",
  ));
write("soft/package.json", lines(
    "{\"name\": \"soft\", \"private\": true, \"type\": \"module\"}",
  ));
write("soft/strict.js", lines(
    "import { verifySignature } from './token.js';",
    "export function beforeHook(call) {",
    "  const raw = call.params.requestState;",
    "  if (raw === undefined) return;",
    "  const [body, sig] = raw.split('.');",
    "  if (!verifySignature(body, sig)) throw new Error('Invalid requestState');",
    "  call.resume = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "}",
  ));
write("soft/token.js", lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "const KEY = Buffer.from(process.env.STATE_KEY, 'base64');",
    "export function verifySignature(body, sig) {",
    "  const want = createHmac('sha256', KEY).update(body).digest();",
    "  const got = Buffer.from(String(sig), 'base64url');",
    "  return got.length === want.length && timingSafeEqual(got, want);",
    "}",
  ));
write("spread/builder.js", lines(
    "export function buildInputRequired(spec) {",
    "  return {",
    "    resultType: 'input_required',",
    "    ...(spec.inputRequests !== undefined && { inputRequests: spec.inputRequests }),",
    "    ...(spec.requestState !== undefined && { requestState: spec.requestState }),",
    "  };",
    "}",
    "",
  ));
write("spread/package.json", lines(
    "{\"name\": \"spread\", \"private\": true, \"type\": \"module\"}",
  ));
write("spread/roundtrip.js", lines(
    "export function askForm(key, form, state) {",
    "  return {",
    "    resultType: 'input_required',",
    "    inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', ...form } } },",
    "    ...(state ? { requestState: Buffer.from(JSON.stringify(state)).toString('base64url') } : {}),",
    "  };",
    "}",
  ));
write("ts/HmacSealer.ts", lines(
    "import { createHmac } from 'node:crypto';",
    "import { StateSealer } from './StateSealer.js';",
    "export class HmacSealer extends StateSealer {",
    "  readonly #key = Buffer.from(process.env.STATE_KEY ?? '', 'base64');",
    "  protected sign(body: string): string {",
    "    return createHmac('sha256', this.#key).update(body).digest('base64url');",
    "  }",
    "}",
  ));
write("ts/StateSealer.ts", lines(
    "export abstract class StateSealer {",
    "  protected abstract sign(body: string): string;",
    "  seal(data: unknown, sub: string, tool: string): string {",
    "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 600000 })).toString('base64url');",
    "    return `${body}.${this.sign(body)}`;",
    "  }",
    "  open(sealed: string, sub: string, tool: string): unknown {",
    "    const dot = sealed.lastIndexOf('.');",
    "    const body = sealed.slice(0, dot);",
    "    const mac = sealed.slice(dot + 1);",
    "    if (this.sign(body) !== mac) return null;",
    "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "    if (envelope.sub !== sub || envelope.tool !== tool || envelope.exp <= Date.now()) return null;",
    "    return envelope.data;",
    "  }",
    "}",
  ));
write("ts/codec.ts", lines(
    "export interface StateCodec<T> {",
    "  encode(value: T): string;",
    "  decode(raw: string): T;",
    "}",
    "export class JsonBase64Codec<T> implements StateCodec<T> {",
    "  encode(value: T): string {",
    "    return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');",
    "  }",
    "  decode(raw: string): T {",
    "    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));",
    "  }",
    "}",
  ));
write("ts/handler.ts", lines(
    "import type { StateCodec } from './codec.js';",
    "export class LogCallHandler {",
    "  constructor(private readonly codec: StateCodec<{ body: string }>) {}",
    "  run(args: { body: string }) {",
    "    return { resultType: 'input_required', inputRequests: {}, requestState: this.codec.encode({ body: args.body }) };",
    "  }",
    "}",
  ));
write("ts/package.json", lines(
    "{\"name\": \"ts\", \"private\": true, \"type\": \"module\"}",
  ));
write("ts/server.ts", lines(
    "import { JsonBase64Codec } from './codec.js';",
    "import { LogCallHandler } from './handler.js';",
    "export const handler = new LogCallHandler(new JsonBase64Codec());",
  ));
write("ttl/package.json", lines(
    "{\"name\": \"ttl\", \"private\": true, \"type\": \"module\"}",
  ));
write("ttl/sealer.js", lines(
    "import { createHmac } from 'node:crypto';",
    "const DEFAULT_TTL_MS = 15 * 60_000;",
    "export default class StateSealer {",
    "  #key;",
    "  #ttlMs;",
    "  constructor(key, { ttlMs = DEFAULT_TTL_MS } = {}) {",
    "    this.#key = key;",
    "    this.#ttlMs = ttlMs;",
    "  }",
    "  seal(payload, { userId, tool }) {",
    "    const body = Buffer.from(JSON.stringify({ p: payload, u: userId, t: tool, exp: Date.now() + this.#ttlMs })).toString('base64url');",
    "    return `${body}.${createHmac('sha256', this.#key).update(body).digest('base64url')}`;",
    "  }",
    "}",
  ));
write("ttl/short.js", lines(
    "import { createHmac } from 'node:crypto';",
    "const DEFAULT_TTL_MS = 10 * 60_000;",
    "export default class StateSealer {",
    "  #key;",
    "  #ttlMs;",
    "  constructor(key, { ttlMs = DEFAULT_TTL_MS } = {}) {",
    "    this.#key = key;",
    "    this.#ttlMs = ttlMs;",
    "  }",
    "  seal(payload, { userId, tool }) {",
    "    const body = Buffer.from(JSON.stringify({ p: payload, u: userId, t: tool, exp: Date.now() + this.#ttlMs })).toString('base64url');",
    "    return `${body}.${createHmac('sha256', this.#key).update(body).digest('base64url')}`;",
    "  }",
    "}",
  ));

testRule('require-sealed-state', sealedRule, {
  valid: [
    // an object as the state, which the package's after-hook replaces with `mintState({ ...outcome.requestState, sub, tool })`
    {
      filename: path("hook/contacts.js"),
      code: lines(
        "export const mergeContacts = {",
        "  name: 'merge_contacts',",
        "  async handler(call) {",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: { primaryId: call.args.primaryId } };",
        "  },",
        "};",
      ),
    },
    // the decoded state written onto the call after a check that throws
    {
      filename: path("soft/strict.js"),
      code: lines(
        "import { verifySignature } from './token.js';",
        "export function beforeHook(call) {",
        "  const raw = call.params.requestState;",
        "  if (raw === undefined) return;",
        "  const [body, sig] = raw.split('.');",
        "  if (!verifySignature(body, sig)) throw new Error('Invalid requestState');",
        "  call.resume = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "}",
      ),
    },
    // a result builder spreading in the state its callers hand it (`...(spec.requestState !== undefined && { requestState: spec.requestState })`): judged where they make it
    {
      filename: path("spread/builder.js"),
      code: lines(
        "export function buildInputRequired(spec) {",
        "  return {",
        "    resultType: 'input_required',",
        "    ...(spec.inputRequests !== undefined && { inputRequests: spec.inputRequests }),",
        "    ...(spec.requestState !== undefined && { requestState: spec.requestState }),",
        "  };",
        "}",
        "",
      ),
    },
  ],
  invalid: [
    // a tool factory's `deps`, mapped over by `factories.map((make) => make(deps))` and handed whole to a local closure: the composition root's draft box, which encrypts with AES-CBC and no tag
    {
      filename: path("fac/amend.js"),
      code: lines(
        "const askForChanges = ({ drafts }) => (args) => ({",
        "  resultType: 'input_required',",
        "  inputRequests: {},",
        "  requestState: drafts.seal({ applicationId: args.applicationId }),",
        "});",
        "export default (deps) => ({ name: 'amend', handler: (args) => askForChanges(deps)(args) });",
      ),
      errors: [
        {
          messageId: "unsignedStateHelper",
          line: 4,
          column: 17,
          endLine: 4,
          endColumn: 67,
          suggestions: [],
        },
      ],
    },
    // an object as the state, with no module of the package sealing results on their way out
    {
      filename: path("bare/contacts.js"),
      code: lines(
        "export const mergeContacts = {",
        "  name: 'merge_contacts',",
        "  async handler(call) {",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: { primaryId: call.args.primaryId } };",
        "  },",
        "};",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 4,
          column: 77,
          endLine: 4,
          endColumn: 111,
          suggestions: [],
        },
      ],
    },
    // the decoded state written onto the call before a check whose failure only logs
    {
      filename: path("soft/before.js"),
      code: lines(
        "import { verifySignature } from './token.js';",
        "export function beforeHook(call, log) {",
        "  const raw = call.params.requestState;",
        "  if (raw === undefined) return;",
        "  const [body, sig] = raw.split('.');",
        "  call.resume = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "  if (!verifySignature(body, sig)) log.warn('requestState signature mismatch');",
        "}",
      ),
      errors: [
        {
          messageId: "unverifiedRead",
          line: 6,
          column: 17,
          endLine: 6,
          endColumn: 76,
          suggestions: [],
        },
      ],
    },
    // base64 JSON state spread into a result from a conditional branch
    {
      filename: path("spread/roundtrip.js"),
      code: lines(
        "export function askForm(key, form, state) {",
        "  return {",
        "    resultType: 'input_required',",
        "    inputRequests: { [key]: { method: 'elicitation/create', params: { mode: 'form', ...form } } },",
        "    ...(state ? { requestState: Buffer.from(JSON.stringify(state)).toString('base64url') } : {}),",
        "  };",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedState",
          line: 5,
          column: 33,
          endLine: 5,
          endColumn: 89,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
    ],
    invalid: [
    // a constructor parameter typed with an interface, handed a class by the composition root: that class's `encode`
    {
      filename: path("ts/handler.ts"),
      code: lines(
        "import type { StateCodec } from './codec.js';",
        "export class LogCallHandler {",
        "  constructor(private readonly codec: StateCodec<{ body: string }>) {}",
        "  run(args: { body: string }) {",
        "    return { resultType: 'input_required', inputRequests: {}, requestState: this.codec.encode({ body: args.body }) };",
        "  }",
        "}",
      ),
      errors: [
        {
          messageId: "unsignedStateHelper",
          line: 5,
          column: 77,
          endLine: 5,
          endColumn: 115,
          suggestions: [],
        },
      ],
    },
    ],
  },
});

testRule('no-timing-unsafe-compare', timingRule, {
  valid: [
    // the same template, whose only subclass computes a plain SHA-256 digest: nothing secret is compared
    {
      filename: path("jsplain/StateSealer.js"),
      code: lines(
        "export class StateSealer {",
        "  seal(data, sub, tool) {",
        "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 600000 })).toString('base64url');",
        "    return `${body}.${this.sign(body)}`;",
        "  }",
        "  open(sealed, sub, tool) {",
        "    const dot = sealed.lastIndexOf('.');",
        "    const body = sealed.slice(0, dot);",
        "    const mac = sealed.slice(dot + 1);",
        "    if (this.sign(body) !== mac) return null;",
        "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "    if (envelope.sub !== sub || envelope.tool !== tool || envelope.exp <= Date.now()) return null;",
        "    return envelope.data;",
        "  }",
        "}",
        "",
      ),
    },
  ],
  invalid: [
    // a `sign` the class never defines, which the subclass of an importing module computes as an HMAC (a template method in JavaScript), compared with `!==`
    {
      filename: path("js/StateSealer.js"),
      code: lines(
        "export class StateSealer {",
        "  seal(data, sub, tool) {",
        "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 600000 })).toString('base64url');",
        "    return `${body}.${this.sign(body)}`;",
        "  }",
        "  open(sealed, sub, tool) {",
        "    const dot = sealed.lastIndexOf('.');",
        "    const body = sealed.slice(0, dot);",
        "    const mac = sealed.slice(dot + 1);",
        "    if (this.sign(body) !== mac) return null;",
        "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "    if (envelope.sub !== sub || envelope.tool !== tool || envelope.exp <= Date.now()) return null;",
        "    return envelope.data;",
        "  }",
        "}",
        "",
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export class StateSealer {",
        "  seal(data, sub, tool) {",
        "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 600000 })).toString('base64url');",
        "    return `${body}.${this.sign(body)}`;",
        "  }",
        "  open(sealed, sub, tool) {",
        "    const dot = sealed.lastIndexOf('.');",
        "    const body = sealed.slice(0, dot);",
        "    const mac = sealed.slice(dot + 1);",
        "    if (!safeEqual(this.sign(body), mac)) return null;",
        "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "    if (envelope.sub !== sub || envelope.tool !== tool || envelope.exp <= Date.now()) return null;",
        "    return envelope.data;",
        "  }",
        "}",
        "",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompareHelper",
          line: 10,
          column: 9,
          endLine: 10,
          endColumn: 32,
          suggestions: [],
        },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
    ],
    invalid: [
    // an abstract `sign` that the subclass of an importing module computes as an HMAC, compared with `!==`
    {
      filename: path("ts/StateSealer.ts"),
      code: lines(
        "export abstract class StateSealer {",
        "  protected abstract sign(body: string): string;",
        "  seal(data: unknown, sub: string, tool: string): string {",
        "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 600000 })).toString('base64url');",
        "    return `${body}.${this.sign(body)}`;",
        "  }",
        "  open(sealed: string, sub: string, tool: string): unknown {",
        "    const dot = sealed.lastIndexOf('.');",
        "    const body = sealed.slice(0, dot);",
        "    const mac = sealed.slice(dot + 1);",
        "    if (this.sign(body) !== mac) return null;",
        "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "    if (envelope.sub !== sub || envelope.tool !== tool || envelope.exp <= Date.now()) return null;",
        "    return envelope.data;",
        "  }",
        "}",
      ),
      output: lines(
        "import { safeEqual } from 'eslint-plugin-mcp-state/seal';",
        "export abstract class StateSealer {",
        "  protected abstract sign(body: string): string;",
        "  seal(data: unknown, sub: string, tool: string): string {",
        "    const body = Buffer.from(JSON.stringify({ data, sub, tool, exp: Date.now() + 600000 })).toString('base64url');",
        "    return `${body}.${this.sign(body)}`;",
        "  }",
        "  open(sealed: string, sub: string, tool: string): unknown {",
        "    const dot = sealed.lastIndexOf('.');",
        "    const body = sealed.slice(0, dot);",
        "    const mac = sealed.slice(dot + 1);",
        "    if (!safeEqual(this.sign(body), mac)) return null;",
        "    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
        "    if (envelope.sub !== sub || envelope.tool !== tool || envelope.exp <= Date.now()) return null;",
        "    return envelope.data;",
        "  }",
        "}",
      ),
      errors: [
        {
          messageId: "timingUnsafeCompareHelper",
          line: 11,
          column: 9,
          endLine: 11,
          endColumn: 32,
          suggestions: [],
        },
      ],
    },
    ],
  },
});

testRule('no-weak-state-key', keyRule, {
  valid: [
  ],
  invalid: [
    // a key hashed from a literal and a variable named for the deployment's tenant id
    {
      filename: path("keys/tenant.js"),
      code: lines(
        "import { createHash, createHmac } from 'node:crypto';",
        "const stateKey = createHash('sha256').update(`drive-bridge:${process.env.DRIVE_TENANT_ID}:state`).digest();",
        "export const sign = (body) => createHmac('sha256', stateKey).update(body).digest('base64url');",
      ),
      errors: [
        {
          messageId: "publicKey",
          line: 3,
          column: 52,
          endLine: 3,
          endColumn: 60,
          suggestions: [],
        },
      ],
    },
    // a fallback key of bytes drawn with `Math.random()`
    {
      filename: path("keys/random.js"),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "function loadKey() {",
        "  if (process.env.STATE_KEY) return Buffer.from(process.env.STATE_KEY, 'base64');",
        "  return Buffer.from(Array.from({ length: 32 }, () => Math.floor(Math.random() * 256)));",
        "}",
        "const KEY = loadKey();",
        "export const sign = (body) => createHmac('sha256', KEY).update(body).digest('base64url');",
      ),
      errors: [
        {
          messageId: "predictableFallback",
          line: 7,
          column: 52,
          endLine: 7,
          endColumn: 55,
          suggestions: [],
        },
      ],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [
    // a jose signer whose lifetime option defaults to `'10m'`
    {
      filename: path("jose/short.js"),
      code: lines(
        "import { SignJWT } from 'jose';",
        "export function createStateSigner({ secret, ttl = '10m' }) {",
        "  return {",
        "    sign: (claims, { user, tool }) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject(user).setAudience(tool).setExpirationTime(ttl).sign(secret),",
        "  };",
        "}",
      ),
    },
    // a sealer class whose lifetime option defaults to a 10-minute constant
    {
      filename: path("ttl/short.js"),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const DEFAULT_TTL_MS = 10 * 60_000;",
        "export default class StateSealer {",
        "  #key;",
        "  #ttlMs;",
        "  constructor(key, { ttlMs = DEFAULT_TTL_MS } = {}) {",
        "    this.#key = key;",
        "    this.#ttlMs = ttlMs;",
        "  }",
        "  seal(payload, { userId, tool }) {",
        "    const body = Buffer.from(JSON.stringify({ p: payload, u: userId, t: tool, exp: Date.now() + this.#ttlMs })).toString('base64url');",
        "    return `${body}.${createHmac('sha256', this.#key).update(body).digest('base64url')}`;",
        "  }",
        "}",
      ),
    },
  ],
  invalid: [
    // a jose signer whose lifetime option defaults to `'2h'`
    {
      filename: path("jose/signer.js"),
      code: lines(
        "import { SignJWT } from 'jose';",
        "export function createStateSigner({ secret, ttl = '2h' }) {",
        "  return {",
        "    sign: (claims, { user, tool }) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject(user).setAudience(tool).setExpirationTime(ttl).sign(secret),",
        "  };",
        "}",
      ),
      errors: [
        {
          messageId: "ttlTooLong",
          line: 2,
          column: 51,
          endLine: 2,
          endColumn: 55,
          suggestions: [
            {
              messageId: "shortenTtl",
              output: lines(
                "import { SignJWT } from 'jose';",
                "export function createStateSigner({ secret, ttl = '10m' }) {",
                "  return {",
                "    sign: (claims, { user, tool }) => new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject(user).setAudience(tool).setExpirationTime(ttl).sign(secret),",
                "  };",
                "}",
              ),
            },
          ],
        },
      ],
    },
    // a sealer class whose lifetime option defaults to a 15-minute constant, kept in a private field
    {
      filename: path("ttl/sealer.js"),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "const DEFAULT_TTL_MS = 15 * 60_000;",
        "export default class StateSealer {",
        "  #key;",
        "  #ttlMs;",
        "  constructor(key, { ttlMs = DEFAULT_TTL_MS } = {}) {",
        "    this.#key = key;",
        "    this.#ttlMs = ttlMs;",
        "  }",
        "  seal(payload, { userId, tool }) {",
        "    const body = Buffer.from(JSON.stringify({ p: payload, u: userId, t: tool, exp: Date.now() + this.#ttlMs })).toString('base64url');",
        "    return `${body}.${createHmac('sha256', this.#key).update(body).digest('base64url')}`;",
        "  }",
        "}",
      ),
      errors: [
        {
          messageId: "ttlTooLong",
          line: 2,
          column: 24,
          endLine: 2,
          endColumn: 35,
          suggestions: [
            {
              messageId: "shortenTtl",
              output: lines(
                "import { createHmac } from 'node:crypto';",
                "const DEFAULT_TTL_MS = 600000;",
                "export default class StateSealer {",
                "  #key;",
                "  #ttlMs;",
                "  constructor(key, { ttlMs = DEFAULT_TTL_MS } = {}) {",
                "    this.#key = key;",
                "    this.#ttlMs = ttlMs;",
                "  }",
                "  seal(payload, { userId, tool }) {",
                "    const body = Buffer.from(JSON.stringify({ p: payload, u: userId, t: tool, exp: Date.now() + this.#ttlMs })).toString('base64url');",
                "    return `${body}.${createHmac('sha256', this.#key).update(body).digest('base64url')}`;",
                "  }",
                "}",
              ),
            },
          ],
        },
      ],
    },
  ],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [
  ],
  invalid: [
    // a barrel spreading two CommonJS modules: `issue` is the one module that spells it, a hand-rolled HMAC sealer
    {
      filename: path("barrel/escalate.js"),
      code: lines(
        "'use strict';",
        "const { issue } = require('./lib');",
        "const zendesk = require('./zendesk');",
        "async function escalate(args, extra) {",
        "  const zdToken = await zendesk.exchangeForZendeskToken(extra.authInfo.token);",
        "  return { resultType: 'input_required', inputRequests: {}, requestState: issue({ ticketId: args.ticketId, zdToken }, { user: extra.authInfo.extra.userId, tool: 'escalate' }) };",
        "}",
        "module.exports = { escalate };",
        "",
      ),
      languageOptions: commonJs,
      errors: [
        {
          messageId: "secretInState",
          line: 6,
          column: 108,
          endLine: 6,
          endColumn: 115,
          suggestions: [
            {
              messageId: "removeProperty",
              output: lines(
                "'use strict';",
                "const { issue } = require('./lib');",
                "const zendesk = require('./zendesk');",
                "async function escalate(args, extra) {",
                "  const zdToken = await zendesk.exchangeForZendeskToken(extra.authInfo.token);",
                "  return { resultType: 'input_required', inputRequests: {}, requestState: issue({ ticketId: args.ticketId }, { user: extra.authInfo.extra.userId, tool: 'escalate' }) };",
                "}",
                "module.exports = { escalate };",
                "",
              ),
            },
          ],
        },
      ],
    },
  ],
});
