// Values handed on along longer paths: a parameter a function hands on to a call, also a member it destructures
// (`createApp({ codec })` calling `registerReport(server, codec)`), is what the callers of that function pass; a
// constructor's `super(secret)` hands its class the key; a TypeScript enum of another module names a class tool; an
// opener comparing each member of the signed binding with the same member of what it is handed; `extra && extra._meta`
// of a helper reading the echoed state; a key helper that refuses short input and returns a copy of it.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import keyRule from '../../rules/no-weak-state-key.js';
import { commonJs, lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('handed-dependencies');

write("inj/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("sup/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("enum/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("keyc/package.json", lines(
    "{ \"type\": \"module\" }",
  ));
write("inj/state.js", lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    "export const stateCodec = () => createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 600, bind: (ctx) => ctx.http.authInfo.extra.userId });",
  ));
write("inj/app.js", lines(
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import { registerReport } from './report.js';",
    "export function createApp({ codec }) {",
    "  const server = new McpServer({ name: 'fleet', version: '1.0.0' });",
    "  registerReport(server, codec);",
    "  return server;",
    "}",
  ));
write("inj/main.js", lines(
    "import { createApp } from './app.js';",
    "import { stateCodec } from './state.js';",
    "export const app = createApp({ codec: stateCodec() });",
  ));
write("sup/envelope.js", lines(
    "import { createHmac } from 'node:crypto';",
    "export class Envelope {",
    "  constructor(secret) {",
    "    this.secret = secret;",
    "  }",
    "  seal(payload) {",
    "    const body = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 600000 })).toString('base64url');",
    "    return `${body}.${createHmac('sha256', this.secret).update(body).digest('base64url')}`;",
    "  }",
    "}",
  ));
write("sup/config.js", lines(
    "export const config = { state: { secret: process.env.DISPATCH_STATE_SECRET ?? 'fleet-dispatch-state' }, safe: { secret: process.env.SAFE_SECRET } };",
  ));
write("enum/names.ts", lines(
    "export enum ToolName {",
    "  Cancel = 'cancel_appointment',",
    "}",
  ));
write("enum/codec.ts", lines(
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    "export const codec = createRequestStateCodec({ key: Buffer.from(process.env.STATE_KEY, 'base64'), ttlSeconds: 600, bind: (ctx) => ctx.http.authInfo.extra.userId });",
  ));
write("bind/stateToken.js", lines(
    "const crypto = require('node:crypto');",
    "const KEY = Buffer.from(process.env.STATE_KEY, 'base64');",
    "const mac = (body) => crypto.createHmac('sha256', KEY).update(body).digest();",
    "function seal(body, binding) {",
    "  const encoded = Buffer.from(JSON.stringify({ body, bind: binding, exp: Date.now() + 600000 })).toString('base64url');",
    "  return `${encoded}.${mac(encoded).toString('base64url')}`;",
    "}",
    "function open(token, context) {",
    "  const [encoded, signature] = String(token).split('.');",
    "  const given = Buffer.from(String(signature), 'base64url');",
    "  const expected = mac(String(encoded));",
    "  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;",
    "  const envelope = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));",
    "  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return null;",
    "  for (const [field, value] of Object.entries(envelope.bind || {})) {",
    "    if (context[field] !== value) return null;",
    "  }",
    "  return envelope.body;",
    "}",
    "module.exports = { seal, open };",
  ));
write("meta/roundTrip.js", lines(
    "function readRoundTrip(extra) {",
    "  const meta = (extra && extra._meta) || {};",
    "  return { requestState: typeof meta.requestState === 'string' ? meta.requestState : undefined };",
    "}",
    "module.exports = { readRoundTrip };",
  ));
write("keyc/config.js", lines(
    "export function decodeKey(raw, name) {",
    "  const key = Buffer.from(raw, 'base64');",
    "  if (key.length < 32) throw new Error(`${name} must be base64 for at least 32 random bytes`);",
    "  return new Uint8Array(key);",
    "}",
    "export const config = { webhookSecret: decodeKey(process.env.WEBHOOK_SECRET ?? '', 'WEBHOOK_SECRET') };",
  ));
write("inj/report.js", lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "export function registerReport(server, codec) {",
    "  server.registerTool('trip_report', { inputSchema: {} }, async (args, ctx) => {",
    "    const upstream = await fetch('https://telematics.example/token').then((r) => r.json());",
    "    const pending = { tool: 'trip_report', upstreamToken: upstream.access_token };",
    "    return inputRequired({ inputRequests: {}, requestState: await codec.mint(pending, ctx) });",
    "  });",
    "}",
  ));

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    {
      name: 'a codec handed from the composition root through createApp({ codec }) minting no credential',
      filename: path('inj/report.js'),
      code: lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "export function registerReport(server, codec) {",
    "  server.registerTool('trip_report', { inputSchema: {} }, async (args, ctx) => {",
    "    const upstream = await fetch('https://telematics.example/token').then((r) => r.json());",
    "    const pending = { tool: 'trip_report' };",
    "    return inputRequired({ inputRequests: {}, requestState: await codec.mint(pending, ctx) });",
    "  });",
    "}",
  ),
    },
  ],
  invalid: [
    {
      name: 'an upstream access token minted with a codec handed through createApp({ codec }) and registerReport(server, codec)',
      filename: path('inj/report.js'),
      code: lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "export function registerReport(server, codec) {",
    "  server.registerTool('trip_report', { inputSchema: {} }, async (args, ctx) => {",
    "    const upstream = await fetch('https://telematics.example/token').then((r) => r.json());",
    "    const pending = { tool: 'trip_report', upstreamToken: upstream.access_token };",
    "    return inputRequired({ inputRequests: {}, requestState: await codec.mint(pending, ctx) });",
    "  });",
    "}",
  ),
      errors: [{ messageId: 'secretInState', line: 5, column: 44, endLine: 5, endColumn: 80, suggestions: [
          { messageId: "removeProperty", output: lines(
            "import { inputRequired } from '@modelcontextprotocol/server';",
            "export function registerReport(server, codec) {",
            "  server.registerTool('trip_report', { inputSchema: {} }, async (args, ctx) => {",
            "    const upstream = await fetch('https://telematics.example/token').then((r) => r.json());",
            "    const pending = { tool: 'trip_report' };",
            "    return inputRequired({ inputRequests: {}, requestState: await codec.mint(pending, ctx) });",
            "  });",
            "}",
          ) },
        ] }],
    },
  ],
});

testRule('no-weak-state-key', keyRule, {
  valid: [
    {
      name: "a key helper that throws on fewer than 32 bytes and returns a copy of them refuses the empty fallback",
      filename: path('keyc/webhooks.js'),
      code: lines(
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "import { config } from './config.js';",
    "export function verifyWebhook(body, signature) {",
    "  const computed = createHmac('sha256', config.webhookSecret).update(body).digest();",
    "  const presented = Buffer.from(signature, 'hex');",
    "  return presented.length === computed.length && timingSafeEqual(presented, computed);",
    "}",
  ),
    },
  ],
  invalid: [
    {
      name: "a subclass handing its HMAC envelope a key with a literal fallback through super(...); the one without a fallback is silent",
      filename: path('sup/dispatch.js'),
      code: lines(
    "import { Envelope } from './envelope.js';",
    "import { config } from './config.js';",
    "class DispatchEnvelope extends Envelope {",
    "  constructor() {",
    "    super(config.state.secret);",
    "  }",
    "}",
    "class SafeEnvelope extends Envelope {",
    "  constructor() {",
    "    super(config.safe.secret);",
    "  }",
    "}",
    "export const dispatch = new DispatchEnvelope();",
    "export const safe = new SafeEnvelope();",
  ),
      errors: [{ messageId: 'literalFallbackHelper', line: 5, column: 11, endLine: 5, endColumn: 30 }],
    },
  ],
});

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: "an opener comparing each member of the signed binding with the same member of what the call hands it",
      filename: path('bind/notify.js'),
      code: lines(
    "const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');",
    "const { seal, open } = require('./stateToken');",
    "const server = new McpServer({ name: 'recall', version: '1.0.0' });",
    "server.registerTool('notify_supplier', { inputSchema: {} }, async (args, extra) => {",
    "  const sub = extra.authInfo.extra.userId;",
    "  const raw = extra._meta && extra._meta.requestState;",
    "  if (!raw) {",
    "    return { content: [], resultType: 'input_required', inputRequests: {}, requestState: seal({ lot: args.lot }, { sub, tool: 'notify_supplier' }) };",
    "  }",
    "  const prior = open(raw, { sub, tool: 'notify_supplier' });",
    "  return { content: [{ type: 'text', text: String(prior && prior.lot) }] };",
    "});",
  ),
      languageOptions: commonJs,
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [
      {
        name: 'a class tool named by an enum of another module, minting and comparing its arguments',
        filename: path('enum/cancel.ts'),
        code: lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { z } from 'zod';",
    "import { ToolName } from './names.js';",
    "import { codec } from './codec.js';",
    "export class CancelTool {",
    "  readonly name = ToolName.Cancel;",
    "  readonly input = z.object({ appointmentId: z.string() });",
    "  readonly annotations = { destructiveHint: true };",
    "  async call(args, ctx) {",
    "    if (!ctx.mcpReq.requestState()) {",
    "      return inputRequired({ inputRequests: {}, requestState: await codec.mint({ step: 'confirm', appointmentId: args.appointmentId }, ctx) });",
    "    }",
    "    const prior = await codec.verify(ctx.mcpReq.requestState(), ctx);",
    "    if (prior.appointmentId !== args.appointmentId) return { content: [], isError: true };",
    "    return { content: [{ type: 'text', text: `cancelled ${args.appointmentId}` }] };",
    "  }",
    "}",
  ),
      },
    ],
    invalid: [
      {
        name: "a destructive class tool named by an enum of another module, minting state without its arguments",
        filename: path('enum/cancel.ts'),
        code: lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { z } from 'zod';",
    "import { ToolName } from './names.js';",
    "import { codec } from './codec.js';",
    "export class CancelTool {",
    "  readonly name = ToolName.Cancel;",
    "  readonly input = z.object({ appointmentId: z.string() });",
    "  readonly annotations = { destructiveHint: true };",
    "  async call(args, ctx) {",
    "    if (!ctx.mcpReq.requestState()) {",
    "      return inputRequired({ inputRequests: {}, requestState: await codec.mint({ step: 'confirm' }, ctx) });",
    "    }",
    "    return { content: [{ type: 'text', text: `cancelled ${args.appointmentId}` }] };",
    "  }",
    "}",
  ),
        errors: [{ messageId: 'missingArgs', line: 11, column: 80, endLine: 11, endColumn: 99 }],
      },
    ],
  },
});

testRule('require-sealed-state', sealedRule, {
  valid: [],
  invalid: [
    {
      name: "the state a helper reads from 'extra && extra._meta', split and parsed unverified",
      filename: path('meta/cancel.js'),
      code: lines(
    "const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');",
    "const { readRoundTrip } = require('./roundTrip');",
    "const server = new McpServer({ name: 'pharmacy', version: '1.0.0' });",
    "server.registerTool('cancel_refill', { inputSchema: {} }, async (args, extra) => {",
    "  const { requestState } = readRoundTrip(extra);",
    "  if (requestState) {",
    "    const { p: prior } = JSON.parse(Buffer.from(requestState.split('.')[0], 'base64url').toString('utf8'));",
    "    return { content: [{ type: 'text', text: String(prior.refillId) }] };",
    "  }",
    "  return { content: [] };",
    "});",
  ),
      languageOptions: commonJs,
      errors: [{ messageId: 'unverifiedState', line: 7, column: 26, endLine: 7, endColumn: 107 }],
    },
  ],
});
