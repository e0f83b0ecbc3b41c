// Proofs from blind rounds 64-67 (session 63), each on code arranged as its authors wrote it: a tool's name held in a
// const under a field named for nothing (`t: NAME`); an argument compared through a const it is held in, or by prefix;
// additional data an opener authenticates from its wrapper's parameter; an opener behind wrappers of wrappers; a thin
// wrapper of a hand-rolled sealer; a base class handing the client's state to `this.run(…)`; a value a call sends in an
// Authorization header; a key ring kept in a Map; a short fallback refused by a length check with a default bound.
import secretsRule from '../../rules/no-secrets-in-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import sealedRule from '../../rules/require-sealed-state.js';
import bindingRule from '../../rules/require-state-binding.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('summaries-and-uses');
project.write('package.json', '{ "name": "parcels", "private": true, "type": "module" }');

// a generic signed envelope, used for state and for things that are not state: it names no user and no tool
project.write('src/lib/wrap.ts',
  `import { createHmac, timingSafeEqual } from 'node:crypto';`,
  `const tag = (k: string, body: string) => createHmac('sha256', k).update(body).digest('base64url');`,
  'export function wrap(value: object, k: string, ttl: number): string {',
  `  const body = Buffer.from(JSON.stringify({ ...value, e: Date.now() + ttl })).toString('base64url');`,
  '  return `${body}.${tag(k, body)}`;',
  '}',
  'export function unwrap(blob: string, k: string): any {',
  `  const dot = blob.lastIndexOf('.');`,
  '  const body = blob.slice(0, dot);',
  '  const given = Buffer.from(blob.slice(dot + 1));',
  '  const expected = Buffer.from(tag(k, body));',
  '  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;',
  `  const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));`,
  '  return value.e > Date.now() ? value : undefined;',
  '}',
);
project.write('src/env.ts',
  'const raw = process.env.PARCEL_SECRET;',
  `if (!raw || raw.length < 32) throw new Error('PARCEL_SECRET must hold 32 characters');`,
  'export const cfg = { s: raw };',
);
const RESCHEDULE = lines(
  `import { inputRequired } from '@modelcontextprotocol/server';`,
  `import * as z from 'zod/v4';`,
  `import { cfg } from '../env.js';`,
  `import { unwrap, wrap } from '../lib/wrap.js';`,
  `const NAME = 'reschedule_delivery';`,
  'export function register(server: any) {',
  '  server.registerTool(NAME, { inputSchema: z.object({ parcel: z.string() }) }, async ({ parcel }: { parcel: string }, ctx: any) => {',
  '    const sub = ctx.http.authInfo.extra.userId as string;',
  '    const blob = ctx.mcpReq.requestState();',
  '    if (blob === undefined) {',
  '      return inputRequired({ inputRequests: {}, requestState: wrap({ sub, t: NAME, parcel }, cfg.s, 300_000) });',
  '    }',
  '    const data = unwrap(blob, cfg.s);',
  '    if (!data || data.sub !== sub || data.t !== NAME || data.parcel !== parcel) return { isError: true, content: [] };',
  `    return { content: [{ type: 'text', text: parcel }] };`,
  '  });',
  '}',
);

// an AEAD opener authenticating the binding it is handed, behind a wrapper that hands its own parameter on
project.write('src/state/aead.ts',
  `import { createDecipheriv } from 'node:crypto';`,
  `const KEY = Buffer.from(process.env.NOTES_KEY ?? '', 'base64');`,
  `if (KEY.length !== 32) throw new Error('NOTES_KEY must hold 32 bytes');`,
  'export interface Binding { userId: string; tool: string }',
  'const additionalData = (binding: Binding) => Buffer.from(JSON.stringify([binding.userId, binding.tool]));',
  'export const aeadSealer = {',
  '  open(token: string, binding: Binding): unknown {',
  `    const [iv = '', body = '', tag = ''] = token.split('.');`,
  `    const decipher = createDecipheriv('aes-256-gcm', KEY, Buffer.from(iv, 'base64url'));`,
  '    decipher.setAAD(additionalData(binding));',
  `    decipher.setAuthTag(Buffer.from(tag, 'base64url'));`,
  `    const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);`,
  `    const { exp, state } = JSON.parse(plain.toString('utf8'));`,
  '    return exp > Date.now() ? state : undefined;',
  '  },',
  '};',
);
project.write('src/state/rounds.ts',
  `import { aeadSealer, type Binding } from './aead.js';`,
  'export async function openRound(raw: string, binding: Binding): Promise<unknown> {',
  '  return aeadSealer.open(raw, binding);',
  '}',
);
const PURGE = lines(
  `import { openRound } from '../state/rounds.js';`,
  `const PURGE = 'purge_notebook';`,
  'export function register(server: any) {',
  '  server.registerTool(PURGE, { inputSchema: {} }, async (ctx: any) => {',
  '    const userId = ctx.http.authInfo.extra.userId as string;',
  '    const raw = ctx.mcpReq.requestState();',
  '    if (raw === undefined) return { isError: true, content: [] };',
  '    const opened = await openRound(raw, { userId, tool: PURGE });',
  `    return { content: [{ type: 'text', text: String(opened) }] };`,
  '  });',
  '}',
);

// an opener reached through two wrappers: the upgrade path checks the user only
project.write('src/state/legacy.ts',
  `import { createHmac, timingSafeEqual } from 'node:crypto';`,
  `const OLD_KEY = Buffer.from(process.env.OLD_STATE_KEY ?? '', 'hex');`,
  `if (OLD_KEY.length < 32) throw new Error('OLD_STATE_KEY must hold 32 bytes');`,
  'export function readV1(token: string): { user: string; tool: string; issued: number; state: object } | null {',
  `  const [, bodyHex = '', sig = ''] = token.split(':');`,
  `  const given = Buffer.from(sig, 'hex');`,
  `  const expected = createHmac('sha256', OLD_KEY).update(bodyHex).digest();`,
  '  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;',
  `  return JSON.parse(Buffer.from(bodyHex, 'hex').toString('utf8'));`,
  '}',
);
const RESUME = lines(
  `import { readV1 } from './legacy.js';`,
  'export interface Binding { userId: string; tool: string }',
  'export function resume(token: string, binding: Binding): object | null {',
  `  if (token.startsWith('v1:')) return upgradeV1(token, binding);`,
  '  return null;',
  '}',
  'function upgradeV1(token: string, binding: Binding): object | null {',
  '  const v1 = readV1(token);',
  '  if (!v1 || v1.user !== binding.userId) return null;',
  '  return v1.state;',
  '}',
);
project.write('src/state/resume.ts', RESUME);
project.write('src/state/resume-checked.ts', RESUME.replace('v1.user !== binding.userId) return null;', 'v1.user !== binding.userId || v1.tool !== binding.tool || Date.now() - v1.issued > 600_000) return null;'));
const ROLLOUT = lines(
  `import { resume } from '../state/resume.js';`,
  'export function register(server: any) {',
  `  server.registerTool('rollout', { inputSchema: {} }, async (ctx: any) => {`,
  '    const userId = ctx.http.authInfo.extra.userId as string;',
  '    const raw = ctx.mcpReq.requestState();',
  '    if (raw === undefined) return { isError: true, content: [] };',
  `    const saved = resume(raw, { userId, tool: 'rollout' });`,
  `    return { content: [{ type: 'text', text: JSON.stringify(saved) }] };`,
  '  });',
  '}',
);

// a hand-rolled sealer behind a one-line wrapper
project.write('src/state/v2.ts',
  `import { createHmac } from 'node:crypto';`,
  `const KEY = Buffer.from(process.env.LEDGER_KEY ?? '', 'base64');`,
  `if (KEY.length < 32) throw new Error('LEDGER_KEY must hold 32 bytes');`,
  `const toBody = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');`,
  'export function sealV2(data: unknown, binding: { userId: string; tool: string }): string {',
  '  const head = `v2.${toBody({ u: binding.userId, t: binding.tool, exp: Date.now() + 600_000, d: data })}`;',
  "  return `${head}.${createHmac('sha256', KEY).update(head).digest('base64url')}`;",
  '}',
);
project.write('src/state/index.ts',
  `import { sealV2 } from './v2.js';`,
  'export const sealRequestState = (data: unknown, binding: { userId: string; tool: string }): string => sealV2(data, binding);',
);
const EXPORT_LEDGER = lines(
  `import { sealRequestState } from '../state/index.js';`,
  'export async function exportLedger(params: any, userId: string) {',
  '  const dest = params.inputResponses.sftp.content;',
  '  const state = {',
  `    step: 'confirm',`,
  '    destination: {',
  '      host: dest.host,',
  '      password: dest.password,',
  '    },',
  '  };',
  `  return { resultType: 'input_required', inputRequests: {}, requestState: sealRequestState(state, { userId, tool: 'export_ledger' }) };`,
  '}',
);

// a template method: the base class reads the call's state and hands it to each subclass's run()
project.write('src/tools/base.ts',
  'export interface Round { token?: string; user: string }',
  'export abstract class InteractiveTool {',
  '  abstract name: string;',
  '  protected abstract run(input: unknown, round: Round): Promise<unknown>;',
  '  async toolCall(request: { params: { arguments?: unknown; requestState?: string } }, extra: any) {',
  '    const round: Round = { token: request.params.requestState, user: extra.authInfo.extra.login };',
  '    return this.run(request.params.arguments, round);',
  '  }',
  '}',
);
project.write('src/util/cursor.ts',
  `export const decodeCursor = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));`,
);
const LIST_BRANCHES = lines(
  `import { InteractiveTool, type Round } from './base.js';`,
  `import { decodeCursor } from '../util/cursor.js';`,
  'export default class ListBranches extends InteractiveTool {',
  `  name = 'list_branches';`,
  '  protected async run(input: unknown, round: Round) {',
  '    if (!round.token) return { resultType: "input_required", inputRequests: {}, requestState: "" };',
  '    const cursor = decodeCursor(round.token);',
  `    return { content: [{ type: 'text', text: String(cursor.page) }] };`,
  '  }',
  '}',
);

// a credential a call of the same handler sends in an Authorization header
project.write('src/zendesk.ts',
  'async function getJson(url: string, token: string) {',
  '  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: "application/json" } });',
  '  return res.json();',
  '}',
  'export const getTicket = (token: string, id: string) => getJson(`https://desk.example/api/tickets/${id}`, token);',
  'export const searchTickets = (query: string, id: string) => fetch(`https://desk.example/api/search?q=${query}&id=${id}`);',
);
project.write('src/state/ticket.ts',
  `import { createHmac } from 'node:crypto';`,
  `const KEY = Buffer.from(process.env.DESK_KEY ?? '', 'base64');`,
  `if (KEY.length < 32) throw new Error('DESK_KEY must hold 32 bytes');`,
  'export function sealTicketState(draft: object, agentId: string): string {',
  `  const body = Buffer.from(JSON.stringify({ d: draft, u: agentId, t: 'escalate', exp: Date.now() + 600_000 })).toString('base64url');`,
  "  return `${body}.${createHmac('sha256', KEY).update(body).digest('base64url')}`;",
  '}',
);
const ESCALATE = lines(
  `import { getTicket, searchTickets } from '../zendesk.js';`,
  `import { sealTicketState } from '../state/ticket.js';`,
  'export async function escalate(args: { ticketId: string }, session: { agentId: string; zendeskToken: string; team: string }) {',
  '  const ticket = await getTicket(session.zendeskToken, args.ticketId);',
  '  const draft = {',
  '    ticketId: ticket.id,',
  '    zendeskToken: session.zendeskToken,',
  '  };',
  `  return { resultType: 'input_required', inputRequests: {}, requestState: sealTicketState(draft, session.agentId) };`,
  '}',
);

// key rings and startup checks
const KEY_RING = lines(
  `import { createHmac } from 'node:crypto';`,
  'function required(name: string): string {',
  '  const value = process.env[name];',
  '  if (!value) throw new Error(`${name} is not set`);',
  '  return value;',
  '}',
  'const signingKey = { kid: "2025-03", secret: required("STATE_SECRET") };',
  `const retiredKeys = [{ kid: '2024-09', secret: process.env.STATE_SECRET_2024_09 ?? 'ledger-export:2024-09:rotation' }];`,
  'const ring = new Map<string, { kid: string; secret: string }>();',
  'ring.set(signingKey.kid, signingKey);',
  'for (const key of retiredKeys) ring.set(key.kid, key);',
  'export function macFor(kid: string, body: string): string | undefined {',
  '  const key = ring.get(kid);',
  `  return key && createHmac('sha256', key.secret).update(body).digest('base64url');`,
  '}',
);
const BYTES = lines(
  `import { createHmac } from 'node:crypto';`,
  'function bytes(name: string, min = 32): Buffer {',
  '  const raw = process.env[name];',
  `  const value = raw ? Buffer.from(raw, 'base64') : Buffer.alloc(0);`,
  '  if (value.length < min) throw new Error(`${name} must hold ${min} bytes`);',
  '  return value;',
  '}',
  `const key = bytes('TALLY_STATE_KEY');`,
  `export const tag = (body: string) => createHmac('sha256', key).update(body).digest('base64url');`,
);

// a composition root's own closure handed to a tool's register function: its old-client path packs plain base64 JSON
project.write('src/state/compact.ts',
  'export function packCompact(data: unknown, binding: { userId: string; tool: string }): string {',
  `  return 'c1.' + Buffer.from(JSON.stringify({ u: binding.userId, t: binding.tool, d: data })).toString('base64url');`,
  '}',
);
project.write('src/state/round-state.ts',
  `import { packCompact } from './compact.js';`,
  `import { wrap } from '../lib/wrap.js';`,
  `import { cfg } from '../env.js';`,
  'export function roundState(client: { name?: string } | undefined) {',
  `  const compact = client?.name === 'old-desktop';`,
  '  return {',
  '    seal(data: object, binding: { userId: string; tool: string }): string {',
  '      return compact ? packCompact(data, binding) : wrap({ ...data, ...binding }, cfg.s, 600_000);',
  '    },',
  '  };',
  '}',
);
project.write('src/state/round-state-signed.ts',
  `import { wrap } from '../lib/wrap.js';`,
  `import { cfg } from '../env.js';`,
  'export function roundState(client: { name?: string } | undefined) {',
  '  return {',
  '    seal(data: object, binding: { userId: string; tool: string }): string {',
  '      return wrap({ ...data, ...binding, client: client?.name }, cfg.s, 600_000);',
  '    },',
  '  };',
  '}',
);
const ROOT = lines(
  `import { roundState } from './state/round-state.js';`,
  `import { registerEscalate } from './tools/escalate-root.js';`,
  'export function build(server: any) {',
  '  const state = {',
  '    seal: (data: object, binding: { userId: string; tool: string }) => roundState(server.getClientVersion()).seal(data, binding),',
  '  };',
  '  registerEscalate(server, { state });',
  '}',
);
project.write('src/server.ts', ROOT);
project.write('src/server-signed.ts', ROOT.replace('./state/round-state.js', './state/round-state-signed.js').replace('./tools/escalate-root.js', './tools/escalate-root-signed.js'));
const ESCALATE_ROOT = lines(
  `const TOOL = 'escalate_ticket';`,
  'export function registerEscalate(server: any, { state }: { state: { seal(data: object, binding: { userId: string; tool: string }): string } }) {',
  '  server.registerTool(TOOL, { inputSchema: {} }, async (ctx: any) => {',
  '    const binding = { userId: ctx.http.authInfo.extra.userId as string, tool: TOOL };',
  `    return { resultType: 'input_required', inputRequests: {}, requestState: state.seal({ step: 'group' }, binding) };`,
  '  });',
  '}',
);
project.write('src/tools/escalate-root.ts', ESCALATE_ROOT);
project.write('src/tools/escalate-root-signed.ts', ESCALATE_ROOT);

// a key labelled over a secret master (HKDF-Extract's shape), and the same label over a literal
const SUBKEYS = lines(
  `import { createHmac } from 'node:crypto';`,
  `const master = Buffer.from(process.env.MASTER_KEY ?? '', 'base64');`,
  `if (master.length < 32) throw new Error('MASTER_KEY must hold 32 bytes');`,
  'function subkey(label: string): Buffer {',
  `  return createHmac('sha256', label).update(master).digest();`,
  '}',
  `export const stateKey = subkey('herbarium/request-state/v2');`,
);

// a destructive tool whose state carries what the argument looked up, not the argument
const UNPUBLISH = lines(
  `import * as z from 'zod/v4';`,
  `import { cfg } from '../env.js';`,
  `import { unwrap, wrap } from '../lib/wrap.js';`,
  `const TOOL = 'unpublish_episode';`,
  'export function register(server: any, host: any) {',
  '  server.registerTool(TOOL, { inputSchema: z.object({ show: z.string(), episodeId: z.string() }), annotations: { destructiveHint: true } }, async ({ show, episodeId }: { show: string; episodeId: string }, ctx: any) => {',
  '    const sub = ctx.http.authInfo.extra.userId as string;',
  '    const raw = ctx.mcpReq.requestState();',
  '    if (raw === undefined) {',
  '      const episode = await host.episode(show, episodeId);',
  `      return { resultType: 'input_required', inputRequests: {}, requestState: wrap({ sub, tool: TOOL, show, title: episode.title }, cfg.s, 300_000) };`,
  '    }',
  '    const round = unwrap(raw, cfg.s);',
  '    if (!round || round.sub !== sub || round.tool !== TOOL || round.show !== show) return { isError: true, content: [] };',
  '    await host.unpublish(show, episodeId);',
  `    return { content: [{ type: 'text', text: episodeId }] };`,
  '  });',
  '}',
);

// the same flows in JavaScript, for both parsers
const RESCHEDULE_JS = RESCHEDULE.replace('(server: any)', '(server)').replace('async ({ parcel }: { parcel: string }, ctx: any)', 'async ({ parcel }, ctx)').replace(' as string;', ';');
const ESCALATE_JS = ESCALATE.replace('(args: { ticketId: string }, session: { agentId: string; zendeskToken: string; team: string })', '(args, session)');
const LIST_BRANCHES_JS = LIST_BRANCHES.replace(`import { InteractiveTool, type Round } from './base.js';`, `import { InteractiveTool } from './base.js';`).replace('protected async run(input: unknown, round: Round)', 'async run(input, round)');
const KEY_RING_JS = KEY_RING.replace('(name: string): string', '(name)').replace('new Map<string, { kid: string; secret: string }>()', 'new Map()').replace('(kid: string, body: string): string | undefined', '(kid, body)');

testRule('require-state-binding', bindingRule, {
  valid: [{ name: "a generic envelope given the tool's name in a const (JavaScript)", filename: project.path('src/tools/reschedule-js.js'), code: RESCHEDULE_JS }],
  invalid: [
    {
      name: "the same envelope without the tool's name (JavaScript)",
      filename: project.path('src/tools/reschedule-untooled-js.js'),
      code: RESCHEDULE_JS.replace('{ sub, t: NAME, parcel }', '{ sub, parcel }').replace(' || data.t !== NAME', ''),
      errors: [
        { messageId: 'helperMissingSignedFields', line: 11, column: 63, endLine: 11, endColumn: 100 },
        { messageId: 'helperSkipsChecks', line: 13, column: 18, endLine: 13, endColumn: 37 },
      ],
    },
  ],
  typescriptOnly: {
    valid: [
      { name: "a generic envelope given the tool's name in a const, under a field named for nothing, and compared with it", filename: project.path('src/tools/reschedule.ts'), code: RESCHEDULE },
      { name: 'an AEAD opener behind a wrapper authenticating the user and the tool the wrapper is handed', filename: project.path('src/tools/purge.ts'), code: PURGE },
      {
        name: 'a destructive tool whose state carries what its argument looked up, and whose retry compares the argument too',
        filename: project.path('src/tools/unpublish-checked.ts'),
        code: UNPUBLISH.replace('title: episode.title }', 'title: episode.title, episodeId }').replace('round.show !== show)', 'round.show !== show || round.episodeId !== episodeId)'),
      },
      { name: 'an opener behind two wrappers whose upgrade path checks the user, the tool and the age', filename: project.path('src/tools/rollout-checked.ts'), code: ROLLOUT.replace('../state/resume.js', '../state/resume-checked.js') },
      {
        name: 'a destructive tool whose retry compares an argument held in a const, and another by prefix',
        filename: project.path('src/tools/rollback.ts'),
        code: lines(
          `import { wrap, unwrap } from '../lib/wrap.js';`,
          `import { cfg } from '../env.js';`,
          `export const rollbackTool = { name: 'rollback_release', inputSchema: { type: 'object', properties: { service: { type: 'string' }, toRevision: { type: 'string' } } }, annotations: { destructiveHint: true } };`,
          'export async function rollbackRelease(params: any, caller: { sub: string }) {',
          `  const service = String(params.arguments?.service ?? '');`,
          `  const toRevision = String(params.arguments?.toRevision ?? '');`,
          '  if (!params.requestState) {',
          `    return { resultType: 'input_required', inputRequests: {}, requestState: wrap({ sub: caller.sub, tool: 'rollback_release', service, revision: toRevision + '-full' }, cfg.s, 300_000) };`,
          '  }',
          '  const state = unwrap(params.requestState, cfg.s);',
          `  if (!state || state.sub !== caller.sub || state.tool !== 'rollback_release') return { isError: true, content: [] };`,
          '  if (state.service !== service || !state.revision.startsWith(toRevision)) return { isError: true, content: [] };',
          `  return { content: [{ type: 'text', text: state.revision }] };`,
          '}',
        ),
      },
    ],
    invalid: [
      {
        name: "the same envelope without the tool's name: missing where it is signed and where it is opened",
        filename: project.path('src/tools/reschedule-untooled.ts'),
        code: RESCHEDULE.replace('{ sub, t: NAME, parcel }', '{ sub, parcel }').replace(' || data.t !== NAME', ''),
        errors: [
          { messageId: 'helperMissingSignedFields', line: 11, column: 63, endLine: 11, endColumn: 100 },
          { messageId: 'helperSkipsChecks', line: 13, column: 18, endLine: 13, endColumn: 37 },
        ],
      },
      {
        name: 'a destructive tool whose state carries only what its argument looked up (the title), acting on the argument again',
        filename: project.path('src/tools/unpublish.ts'),
        code: UNPUBLISH,
        errors: [{ messageId: 'missingArgs', line: 11, column: 79, endLine: 11, endColumn: 148 }],
      },
      {
        name: 'an opener behind two wrappers whose upgrade path checks only the user: reported at the call, naming the outer wrapper',
        filename: project.path('src/tools/rollout.ts'),
        code: ROLLOUT,
        errors: [
          {
            messageId: 'helperSkipsChecks',
            data: { helper: 'resume', specifier: '../state/resume.js', missing: 'the expiry and the tool', replay: 'after it expired or for another tool', fields: 'the expiry with the clock and the tool' },
            line: 7,
            column: 19,
            endLine: 7,
            endColumn: 59,
          },
        ],
      },
    ],
  },
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [],
  invalid: [
    {
      name: 'a credential the same handler sends in an Authorization header (JavaScript)',
      filename: project.path('src/tools/escalate-js.js'),
      code: ESCALATE_JS,
      errors: [{ messageId: 'secretInState', line: 7, column: 5, endLine: 7, endColumn: 39, suggestions: [{ messageId: 'removeProperty', data: { key: 'zendeskToken' }, output: ESCALATE_JS.replace('    zendeskToken: session.zendeskToken,\n', '') }] }],
    },
  ],
  typescriptOnly: {
    valid: [
      { name: 'a value a call sends in a query string, not a credential header', filename: project.path('src/tools/escalate-team.ts'), code: ESCALATE.replace('zendeskToken: session.zendeskToken', 'team: session.team').replace('getTicket(session.zendeskToken, args.ticketId)', 'searchTickets(session.team, args.ticketId)').replace('getTicket, searchTickets', 'searchTickets') },
      { name: 'a thin wrapper of a hand-rolled sealer, handed no secret', filename: project.path('src/tools/export-ledger-host.ts'), code: EXPORT_LEDGER.replace('      password: dest.password,\n', '') },
    ],
    invalid: [
      {
        name: 'a credential under a name that says nothing, which the same handler sends in an Authorization header',
        filename: project.path('src/tools/escalate.ts'),
        code: ESCALATE,
        errors: [{ messageId: 'secretInState', line: 7, column: 5, endLine: 7, endColumn: 39, suggestions: [{ messageId: 'removeProperty', data: { key: 'zendeskToken' }, output: ESCALATE.replace('    zendeskToken: session.zendeskToken,\n', '') }] }],
      },
      {
        name: 'a password the user typed, through a one-line wrapper of a hand-rolled sealer',
        filename: project.path('src/tools/export-ledger.ts'),
        code: EXPORT_LEDGER,
        errors: [{ messageId: 'secretInState', line: 8, column: 7, endLine: 8, endColumn: 30, suggestions: [{ messageId: 'removeProperty', data: { key: 'password' }, output: EXPORT_LEDGER.replace('      password: dest.password,\n', '') }] }],
      },
    ],
  },
});

testRule('require-sealed-state', sealedRule, {
  valid: [],
  invalid: [
    {
      name: "a subclass decoding the state its base class's template method hands it (JavaScript)",
      filename: project.path('src/tools/list-branches-js.js'),
      code: LIST_BRANCHES_JS,
      errors: [{ messageId: 'unverifiedStateHelper', line: 7, column: 20, endLine: 7, endColumn: 45 }],
    },
  ],
  typescriptOnly: {
    valid: [
      { name: "a composition root's own closure whose every path signs", filename: project.path('src/tools/escalate-root-signed.ts'), code: ESCALATE_ROOT },
      {
        name: "a subclass that hands the base class's round to a verifier",
        filename: project.path('src/tools/list-checked.ts'),
        code: LIST_BRANCHES.replace(`import { decodeCursor } from '../util/cursor.js';`, `import { unwrap } from '../lib/wrap.js';`).replace('decodeCursor(round.token)', 'unwrap(round.token, process.env.CURSOR_KEY!)'),
      },
    ],
    invalid: [
      {
        name: "a composition root's own closure handed to the tool, whose old-client path packs base64 JSON",
        filename: project.path('src/tools/escalate-root.ts'),
        code: ESCALATE_ROOT,
        errors: [{ messageId: 'unsignedState', line: 5, column: 77, endLine: 5, endColumn: 115 }],
      },
      {
        name: "a subclass decoding the state its base class's template method hands it as round.token",
        filename: project.path('src/tools/list-branches.ts'),
        code: LIST_BRANCHES,
        errors: [{ messageId: 'unverifiedStateHelper', line: 7, column: 20, endLine: 7, endColumn: 45 }],
      },
    ],
  },
});

testRule('no-weak-state-key', weakKeyRule, {
  valid: [],
  invalid: [
    {
      name: 'a key ring in a Map, one key of which falls back to a literal (JavaScript)',
      filename: project.path('src/state/ring-js.js'),
      code: KEY_RING_JS,
      errors: [{ messageId: 'literalFallback', data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'STATE_SECRET_2024_09' }, line: 14, column: 38, endLine: 14, endColumn: 48 }],
    },
  ],
  typescriptOnly: {
    valid: [
      { name: 'an empty buffer fallback refused by a length check whose bound is a parameter default', filename: project.path('src/state/tally.ts'), code: BYTES },
      { name: 'an HMAC keyed by a label over a secret master: the label is no key', filename: project.path('src/state/subkeys.ts'), code: SUBKEYS },
      { name: 'a key ring in a Map whose keys all come from the environment', filename: project.path('src/state/ring-required.ts'), code: KEY_RING.replace(`process.env.STATE_SECRET_2024_09 ?? 'ledger-export:2024-09:rotation'`, `required('STATE_SECRET_2024_09')`) },
    ],
    invalid: [
      {
        name: 'the same label over a literal instead of the master: a literal key',
        filename: project.path('src/state/subkeys-literal.ts'),
        code: SUBKEYS.replace('.update(master)', `.update('herbarium')`),
        errors: [{ messageId: 'literalKey', line: 7, column: 32, endLine: 7, endColumn: 60 }],
      },
      {
        name: 'the same length check passed a bound of 0 by its only call',
        filename: project.path('src/state/tally-zero.ts'),
        code: BYTES.replace(`bytes('TALLY_STATE_KEY')`, `bytes('TALLY_STATE_KEY', 0)`),
        errors: [{ messageId: 'literalFallback', line: 9, column: 59, endLine: 9, endColumn: 62 }],
      },
      {
        name: 'a key ring in a Map, one key of which falls back to a literal: reported where a key of the ring is used',
        filename: project.path('src/state/ring.ts'),
        code: KEY_RING,
        errors: [{ messageId: 'literalFallback', data: { use: 'HMAC key', fallback: 'a literal written in the source code', source: 'STATE_SECRET_2024_09' }, line: 14, column: 38, endLine: 14, endColumn: 48 }],
      },
    ],
  },
});
