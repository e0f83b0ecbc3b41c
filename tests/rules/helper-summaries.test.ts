// Summaries that follow a value out of the function it is decided in, found on blind round 21 and 22 code (session 54):
// - a lifetime added to the clock is a constant of another module (`STATE_TTL_SECONDS` of './lib/ttl.js');
// - a guard of another module compares its parameter, or a field of it, moved by a skew, with a clock in the other unit;
// - an opener compares the fields with a parameter destructured `{ userId, tool }`, and the call passes both;
// - the SDK's read handed to a helper that cuts it up as text shows the server has no verify hook, and the helper's call
//   is the unverified read; a check made by a factory in a pipeline (`chain(checkTag(key))`) verifies, a shape check
//   (`looksLikeState(raw)`) reads nothing, and a piece a split cut is not used again where the helper decodes it;
// - a subclass's member its file does not define is the member of the imported base class (`this.requestInput`);
// - a method of a class named for state (`encode` of `class StateCodec`) is judged for its lifetime, its tokens out of sight.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const { path, write } = tempProject('helper-summaries');

write('package.json', '{ "type": "module" }');
write('lib/policy.js', 'export const RESUME_WINDOW_MS = 30 * 60 * 1000;');
write(
  "lib/ttl.js",
  "export const STATE_TTL_SECONDS = 30 * 60;",
  "export const nowSeconds = () => Math.floor(Date.now() / 1000);",
);
write(
  "lib/time.js",
  "const SKEW_SECONDS = 30;",
  "export const nowSeconds = () => Math.floor(Date.now() / 1000);",
  "export function isFresh(exp) {",
  "  return exp + SKEW_SECONDS > nowSeconds();",
  "}",
  "export function isExpired(envelope) {",
  "  return envelope.exp + SKEW_SECONDS < nowSeconds();",
  "}",
);
const libEnvelopeRows = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "import { isFresh } from './time.js';",
  "const KEY = process.env.STATE_KEY;",
  "const mac = (body) => createHmac('sha256', KEY).update(body).digest('base64url');",
  "export function mintState(payload, { userId, tool }) {",
  "  const body = Buffer.from(JSON.stringify({ u: userId, t: tool, exp: Date.now() + 5 * 60_000, p: payload })).toString('base64url');",
  "  return `${body}.${mac(body)}`;",
  "}",
  "export function openState(token, { userId, tool }) {",
  "  const [body, tag] = token.split('.');",
  "  const given = Buffer.from(tag ?? '');",
  "  const expected = Buffer.from(mac(body));",
  "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad state');",
  "  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  "  if (claims.u !== userId || claims.t !== tool) throw new Error('another call');",
  "  if (!isFresh(claims.exp)) throw new Error('expired');",
  "  return claims.p;",
  "}",
];
write("lib/envelope.js", ...libEnvelopeRows);
write(
  "lib/seal.js",
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "const ok = (value) => ({ ok: true, value });",
  "const err = (error) => ({ ok: false, error });",
  "export const chain = (f) => (r) => (r.ok ? f(r.value) : r);",
  "export const pipe = (a, ...fns) => fns.reduce((acc, fn) => fn(acc), a);",
  "const macOf = (key) => (body) => createHmac('sha256', key).update(body).digest();",
  "const split = (token) => {",
  "  const [body, tag] = token.split('.');",
  "  return body && tag ? ok([body, tag]) : err('malformed');",
  "};",
  "const checkTag = (key) => ([body, tag]) => {",
  "  const given = Buffer.from(tag, 'base64url');",
  "  const expected = macOf(key)(body);",
  "  return given.length === expected.length && timingSafeEqual(given, expected) ? ok(body) : err('bad tag');",
  "};",
  "const decodeBody = (body) => ok(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));",
  "export const openWith = (key) => (token) => pipe(split(token), chain(checkTag(key)), chain(decodeBody));",
  "export const peekClaims = (token) => pipe(split(token), chain(([body]) => decodeBody(body)));",
  "export function peekState(state) {",
  "  const [, body = ''] = state.split('.');",
  "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).p;",
  "}",
  "export function looksLikeState(raw) {",
  "  return typeof raw === 'string' && raw.startsWith('v1.') && raw.split('.').length === 3;",
  "}",
);
write(
  "tools/base.ts",
  "import { createHmac } from 'node:crypto';",
  "",
  "export interface ToolContext {",
  "  userId: string;",
  "  requestState?: string;",
  "}",
  "",
  "export abstract class StatefulTool<S> {",
  "  abstract readonly name: string;",
  "  constructor(private readonly stateKey: string) {}",
  "",
  "  protected seal(data: S, ctx: ToolContext): string {",
  "    const body = Buffer.from(JSON.stringify({ data, sub: ctx.userId, tool: this.name, exp: Date.now() + 300_000 })).toString('base64url');",
  "    return `${body}.${createHmac('sha256', this.stateKey).update(body).digest('base64url')}`;",
  "  }",
  "",
  "  requestInput(message: string, state: S, ctx: ToolContext) {",
  "    return { resultType: 'input_required' as const, inputRequests: { confirm: { method: 'elicitation/create', params: { message } } }, requestState: this.seal(state, ctx) };",
  "  }",
  "}",
);

testRule('require-state-binding', bindingRule, {
  valid: [
    {
      name: 'an opener comparing the fields with a destructured { userId, tool } the call passes',
      filename: path('opener.js'),
      code: lines(
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { mintState, openState } from './lib/envelope.js';",
    "export const tool = {",
    "  name: 'import_notes',",
    "  async call(args, { user, requestState }) {",
    "    const bind = { userId: user.id, tool: this.name };",
    "    if (requestState) return { content: [{ type: 'text', text: String(openState(requestState, bind).n) }] };",
    "    return inputRequired({ inputRequests: {}, requestState: mintState({ n: 1 }, bind) });",
    "  },",
    "};",
  ),
    },
  ],
  invalid: [
    {
      name: "a lifetime that is another module's constant, added to the clock",
      filename: path('lifetime.js'),
      code: lines(
    "import { createHmac } from 'node:crypto';",
    "import { inputRequired } from '@modelcontextprotocol/server';",
    "import { STATE_TTL_SECONDS, nowSeconds } from './lib/ttl.js';",
    "const seal = (data) => {",
    "  const body = Buffer.from(JSON.stringify({ ...data, exp: Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS })).toString('base64url');",
    "  return `${body}.${createHmac('sha256', process.env.STATE_KEY).update(body).digest('base64url')}`;",
    "};",
    "export function register(server) {",
    "  server.registerTool('close_ticket', { inputSchema: {} }, async (args, ctx) => {",
    "    const user = ctx.http.authInfo.extra.userId;",
    "    return inputRequired({ inputRequests: {}, requestState: seal({ sub: user, tool: 'close_ticket' }) });",
    "  });",
    "}",
  ),
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '30 min', max: '10 min', maxSeconds: '600' }, line: 5, column: 59, endLine: 5, endColumn: 108 }],
    },
    {
      name: "a class named for state whose method seals with another module's lifetime, its tokens handed out of sight",
      filename: path('state-codec.js'),
      code: lines(
        "import { createHmac } from 'node:crypto';",
        "import { RESUME_WINDOW_MS } from './lib/policy.js';",
        "",
        "export class StateCodec {",
        "  constructor(key, now = Date.now) {",
        "    this.key = key;",
        "    this.now = now;",
        "  }",
        "",
        "  encode(sub, tool, data) {",
        "    const body = Buffer.from(JSON.stringify({ sub, tool, exp: this.now() + RESUME_WINDOW_MS, data })).toString('base64url');",
        "    return `${body}.${createHmac('sha256', this.key).update(body).digest('base64url')}`;",
        "  }",
        "}",
      ),
      errors: [{ messageId: 'ttlTooLong', data: { ttl: '30 min', max: '10 min', maxSeconds: '600' }, line: 11, column: 63, endLine: 11, endColumn: 92 }],
    },
    {
      name: "a guard's parameter moved by a skew and compared in seconds, written in milliseconds: reported in the opener",
      filename: path('lib/envelope.js'),
      code: lines(...libEnvelopeRows),
      errors: [
        {
          messageId: 'mixedUnits',
          data: { name: 'openState', field: 'exp', written: 'milliseconds', checked: 'seconds', comparison: 'isFresh(claims.exp)', effect: 'never expires' },
          line: 16, column: 8, endLine: 16, endColumn: 27,
        },
      ],
    },
  ],
});

testRule('require-sealed-state', sealedRule, {
  valid: [],
  invalid: [
    {
      name: 'the read handed to a helper that splits it; a factory-made check in a pipeline and a shape check stay silent',
      filename: path('tools.js'),
      code: lines(
    "import { openWith, peekClaims, peekState, looksLikeState } from './lib/seal.js';",
    "const key = Buffer.from(process.env.STATE_KEY, 'base64');",
    "export function registerOpen(server) {",
    "  server.registerTool('open_export', { inputSchema: {} }, async (args, ctx) => {",
    "    const raw = ctx.mcpReq.requestState();",
    "    if (!raw) return { content: [] };",
    "    const opened = openWith(key)(raw);",
    "    return { content: [{ type: 'text', text: opened.ok ? String(opened.value.n) : 'invalid' }] };",
    "  });",
    "}",
    "export function registerPeek(server) {",
    "  server.registerTool('peek_export', { inputSchema: {} }, async (args, ctx) => {",
    "    const raw = ctx.mcpReq.requestState();",
    "    if (!raw) return { content: [] };",
    "    const state = peekState(raw);",
    "    return { content: [{ type: 'text', text: state.accountId }] };",
    "  });",
    "}",
    "export function registerPeekClaims(server) {",
    "  server.registerTool('peek_claims', { inputSchema: {} }, async (args, ctx) => {",
    "    const raw = ctx.mcpReq.requestState();",
    "    if (!raw) return { content: [] };",
    "    const claims = peekClaims(raw);",
    "    return { content: [{ type: 'text', text: claims.ok ? claims.value.accountId : 'invalid' }] };",
    "  });",
    "}",
    "export function registerChecked(server) {",
    "  server.registerTool('checked_export', { inputSchema: {} }, async (args, ctx) => {",
    "    const raw = ctx.mcpReq.requestState();",
    "    if (!raw) return { content: [] };",
    "    if (!looksLikeState(raw)) return { content: [{ type: 'text', text: 'malformed' }] };",
    "    const opened = openWith(key)(raw);",
    "    return { content: [{ type: 'text', text: opened.ok ? 'ok' : 'invalid' }] };",
    "  });",
    "}",
  ),
      errors: [
        { messageId: 'unverifiedStateHelper', data: { helper: 'peekState', specifier: './lib/seal.js', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' }, line: 15, column: 19, endLine: 15, endColumn: 33 },
        { messageId: 'unverifiedStateHelper', data: { helper: 'peekClaims', specifier: './lib/seal.js', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' }, line: 23, column: 20, endLine: 23, endColumn: 35 },
      ],
    },
    {
      name: 'a piece of a split decoded by another helper: the split is the one use reported',
      filename: path('split-piece.js'),
      code: lines(
    "const fromBase64Url = (s) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));",
    "function readDraft(raw) {",
    "  const [, body = ''] = raw.split('.');",
    "  return JSON.parse(fromBase64Url(body)).p;",
    "}",
    "export function registerTriage(server) {",
    "  server.registerTool('triage', { inputSchema: {} }, async (args, ctx) => {",
    "    const raw = ctx.mcpReq.requestState();",
    "    if (!raw) return { content: [] };",
    "    return { content: [{ type: 'text', text: readDraft(raw).title }] };",
    "  });",
    "}",
  ),
      errors: [{ messageId: 'unverifiedRead', line: 3, column: 25, endLine: 3, endColumn: 39 }],
    },
  ],
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    {
      name: 'a public value handed to the base class method that seals it',
      filename: path('public.js'),
      code: lines(
    "import { StatefulTool } from './tools/base.js';",
    "",
    "export class EscalateTool extends StatefulTool {",
    "  name = 'escalate_ticket';",
    "",
    "  async execute(args, ctx) {",
    "    return this.requestInput('Escalate?', { ticketId: args.ticketId, group: ctx.groupId }, ctx);",
    "  }",
    "}",
  ),
    },
  ],
  invalid: [
    {
      name: 'a token handed to a method of an imported base class that seals what it is given',
      filename: path('escalate.js'),
      code: lines(
    "import { StatefulTool } from './tools/base.js';",
    "",
    "export class EscalateTool extends StatefulTool {",
    "  name = 'escalate_ticket';",
    "",
    "  async execute(args, ctx) {",
    "    return this.requestInput('Escalate?', { ticketId: args.ticketId, upstreamToken: ctx.zendeskToken }, ctx);",
    "  }",
    "}",
  ),
      errors: [
        {
          messageId: 'secretInState',
          line: 7, column: 70, endLine: 7, endColumn: 101,
          suggestions: [
            {
              messageId: 'removeProperty',
              output: lines(
                "import { StatefulTool } from './tools/base.js';",
                '',
                'export class EscalateTool extends StatefulTool {',
                "  name = 'escalate_ticket';",
                '',
                '  async execute(args, ctx) {',
                "    return this.requestInput('Escalate?', { ticketId: args.ticketId }, ctx);",
                '  }',
                '}',
              ),
            },
          ],
        },
      ],
    },
  ],
});
