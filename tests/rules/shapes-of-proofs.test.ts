// Proofs whatever shape the code takes (session 61): a TypeScript namespace's exported functions, a JWT decoded before
// its verify and handed on in a branch that leaves first, a handle cut of its prefix into a record's name, a verifier
// that returns what a reader of the token gave, a record a helper parks under a handle it makes, and a configuration
// const whose declared type is a zod schema's output; node-forge's AES-CBC, which encrypts without a tag; an input answer
// whose declared type has a secret-named member.
import bindingRule from '../../rules/require-state-binding.js';
import sealedRule from '../../rules/require-sealed-state.js';
import weakKeyRule from '../../rules/no-weak-state-key.js';
import secretsRule from '../../rules/no-secrets-in-state.js';
import { lines, tempProject, testRule } from '../rule-tester.js';

const project = tempProject('shapes-of-proofs');
project.write('package.json', '{ "name": "desk", "private": true, "type": "module" }');

const claims = [
  "import { SignJWT } from 'jose';",
  "",
  "const stateKey = new TextEncoder().encode(process.env.DESK_STATE_KEY);",
  "",
  "export namespace StateJwt {",
  "  export async function issue(claims: Record<string, unknown>, userId: string, tool: string): Promise<string> {",
  "    return new SignJWT({ ...claims, tool })",
  "      .setProtectedHeader({ alg: 'HS256' })",
  "      .setSubject(userId)",
  "      .setExpirationTime('45m')",
  "      .sign(stateKey);",
  "  }",
  "}",
];
const early = [
  "import jwt from 'jsonwebtoken';",
  "",
  "export async function resume(ctx, steps) {",
  "  const raw = ctx.mcpReq.requestState();",
  "  const hint = jwt.decode(raw);",
  "  if (ctx.declined) {",
  "    await steps.cancel(hint ?? {}, ctx);",
  "    return { content: [{ type: 'text', text: 'Cancelled.' }] };",
  "  }",
  "  const claims = jwt.verify(raw, process.env.DESK_STATE_KEY, { algorithms: ['HS256'] });",
  "  return steps.next(claims, ctx);",
  "}",
  "",
  "export async function resumeByKeyId(ctx, keys, steps) {",
  "  const raw = ctx.mcpReq.requestState();",
  "  const decoded = jwt.decode(raw, { complete: true });",
  "  if (!decoded || !keys.has(decoded.header.kid)) {",
  "    console.warn('unknown key id', decoded?.header.kid);",
  "    return { isError: true, content: [{ type: 'text', text: 'Start again.' }] };",
  "  }",
  "  const claims = jwt.verify(raw, keys.get(decoded.header.kid), { algorithms: ['HS256'] });",
  "  return steps.next(claims, ctx);",
  "}",
];
const legacy = [
  "export function decodeLegacy(token) {",
  "  return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));",
  "}",
  "export function upgradeLegacy(legacy, userId) {",
  "  return legacy.user === userId ? { step: legacy.stage, draftId: legacy.draft } : null;",
  "}",
];
const envelope = [
  "import { createHmac, timingSafeEqual } from 'node:crypto';",
  "import { decodeLegacy, upgradeLegacy } from './legacy.js';",
  "",
  "const macOf = (body) => createHmac('sha256', process.env.AP_STATE_KEY).update(body).digest('base64url');",
  "",
  "export function openRound(token, userId) {",
  "  const parts = token.split('.');",
  "  if (parts[0] !== 'ap2') return upgradeLegacy(decodeLegacy(token), userId);",
  "  const [, body, mac] = parts;",
  "  const expected = Buffer.from(macOf(body));",
  "  const given = Buffer.from(mac ?? '');",
  "  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;",
  "  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
  "  return claims.uid === userId && claims.exp > Date.now() ? claims : null;",
  "}",
];
const pendingStore = [
  "import { randomBytes } from 'node:crypto';",
  "",
  "const records = new Map();",
  "const PREFIX = 'rg1_';",
  "",
  "export function park(record) {",
  "  const handle = PREFIX + randomBytes(24).toString('base64url');",
  "  records.set(recordName(handle), JSON.stringify({ ...record, createdAt: Date.now() }));",
  "  return handle;",
  "}",
  "",
  "export function take(handle) {",
  "  const raw = records.get(recordName(handle));",
  "  records.delete(recordName(handle));",
  "  return raw ? JSON.parse(raw) : null;",
  "}",
  "",
  "export function recordName(handle) {",
  "  return `pending:${handle.slice(PREFIX.length)}`;",
  "}",
];
const reassign = [
  "import { McpServer, inputRequired } from '@modelcontextprotocol/server';",
  "import * as pending from '../state/pending.js';",
  "",
  "export const server = new McpServer({ name: 'desk', version: '1.0.0' });",
  "server.registerTool('reassign_job', { description: 'Move a job', annotations: { destructiveHint: true } }, async (args, ctx) => {",
  "  const userId = ctx.http?.authInfo?.extra?.userId;",
  "  const handle = ctx.mcpReq.requestState();",
  "  if (handle === undefined) {",
  "    const next = pending.park({ userId, tool: 'reassign_job', jobId: args.jobId, expiresAt: Date.now() + 300000 });",
  "    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Move it?', requestedSchema: { type: 'object', properties: {} } }) }, requestState: next });",
  "  }",
  "  const record = pending.take(handle);",
  "  if (!record || record.tool !== 'reassign_job' || record.jobId !== args.jobId || record.expiresAt <= Date.now()) return { isError: true, content: [] };",
  "  return { content: [{ type: 'text', text: `Moved ${record.jobId}` }] };",
  "});",
];
const environment = [
  "import { z } from 'zod';",
  "",
  "const EnvSchema = z.object({",
  "  PORT: z.coerce.number().default(8787),",
  "  LEDGER_STATE_SECRET: z.string().min(24).default('ledger-approvals-local-dev-secret'),",
  "});",
  "",
  "export type Env = Readonly<z.infer<typeof EnvSchema>>;",
  "",
  "function loadEnv(source: NodeJS.ProcessEnv): Env {",
  "  const parsed = EnvSchema.safeParse(source);",
  "  if (!parsed.success) throw new Error('invalid environment');",
  "  return Object.freeze(parsed.data);",
  "}",
  "",
  "export const env: Env = loadEnv(process.env);",
];
const tokens = [
  "import { createHmac } from 'node:crypto';",
  "import { env } from './env.js';",
  "",
  "export const macOf = (body: string) => createHmac('sha256', env.LEDGER_STATE_SECRET).update(body).digest('base64url');",
];
project.write('state/legacy.js', ...legacy);
project.write('state/pending.js', ...pendingStore);
project.write('env.ts', ...environment);

const checkedReassign = reassign.map((row) => row.replace("record.tool !== 'reassign_job' ||", "record.tool !== 'reassign_job' || record.userId !== userId ||"));
const inTenMinutes = claims.map((row) => row.replace("'45m'", "'10m'"));

testRule('require-state-binding', bindingRule, {
  valid: [
    { name: 'a parked record whose user the handler compares', filename: project.path('tools/reassign-checked.js'), code: lines(...checkedReassign) },
  ],
  invalid: [
    {
      name: 'a parked record whose user nothing compares',
      filename: project.path('tools/reassign.js'),
      code: lines(...reassign),
      errors: [{ messageId: 'recordSkipsChecks', line: 12, column: 18, endLine: 12, endColumn: 38, suggestions: [] }],
    },
  ],
  typescriptOnly: {
    valid: [{ name: 'a JWT issued by a namespace function for ten minutes', filename: project.path('state/claims-short.ts'), code: lines(...inTenMinutes) }],
    invalid: [
      {
        name: 'a JWT issued by a namespace function for 45 minutes',
        filename: project.path('state/claims.ts'),
        code: lines(...claims),
        errors: [{ messageId: 'ttlTooLong', line: 10, column: 8, endLine: 10, endColumn: 32, suggestions: [{ messageId: 'shortenTtl', output: lines(...inTenMinutes) }] }],
      },
    ],
  },
});

testRule('require-sealed-state', sealedRule, {
  valid: [
    {
      name: 'a handle cut of its prefix into the name of a record the server keeps',
      filename: project.path('tools/reassign-checked.js'),
      code: lines(...checkedReassign),
    },
  ],
  invalid: [
    {
      name: 'a JWT decoded before its verify, handed on in a branch that returns first (the key id read to pick a key is not)',
      filename: project.path('tools/early.js'),
      code: lines(...early),
      errors: [{ messageId: 'unverifiedRead', line: 5, column: 16, endLine: 5, endColumn: 31, suggestions: [] }],
    },
    {
      name: "a verifier returning what another module's decoder made of the token, upgraded",
      filename: project.path('state/envelope.js'),
      code: lines(...envelope),
      errors: [{ messageId: 'openerSkipsVerification', line: 8, column: 34, endLine: 8, endColumn: 76, suggestions: [] }],
    },
  ],
});

testRule('no-weak-state-key', weakKeyRule, {
  valid: [
    {
      name: 'a key the environment must set, read straight',
      filename: project.path('tokens-direct.js'),
      code: lines("import { createHmac } from 'node:crypto';", '', "export const macOf = (body) => createHmac('sha256', process.env.LEDGER_STATE_SECRET).update(body).digest('base64url');"),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: 'a key read from a const typed Readonly<z.infer<typeof EnvSchema>> whose default passes its min',
        filename: project.path('tokens.ts'),
        code: lines(...tokens),
        errors: [{ messageId: 'literalFallbackHelper', line: 4, column: 61, endLine: 4, endColumn: 84, suggestions: [] }],
      },
    ],
  },
});

const forgeBox = [
  "import forge from 'node-forge';",
  "",
  "const key = forge.util.hexToBytes(process.env.SCHEDULE_STATE_KEY ?? '');",
  "const toUrlSafe = (b64: string) => b64.replace(/\\+/g, '-').replace(/\\//g, '_');",
  "const fromUrlSafe = (text: string) => text.replace(/-/g, '+').replace(/_/g, '/');",
  "",
  "export function encryptJson(value: unknown): string {",
  "  const iv = forge.random.getBytesSync(16);",
  "  const cipher = forge.cipher.createCipher('AES-CBC', key);",
  "  cipher.start({ iv });",
  "  cipher.update(forge.util.createBuffer(JSON.stringify(value), 'utf8'));",
  "  cipher.finish();",
  "  return toUrlSafe(forge.util.encode64(iv + cipher.output.getBytes()));",
  "}",
  "",
  "export function decryptJson(token: string): unknown {",
  "  const bytes = forge.util.decode64(fromUrlSafe(token));",
  "  const decipher = forge.cipher.createDecipher('AES-CBC', key);",
  "  decipher.start({ iv: bytes.slice(0, 16) });",
  "  decipher.update(forge.util.createBuffer(bytes.slice(16)));",
  "  if (!decipher.finish()) return null;",
  "  return JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes()));",
  "}",
];
const moveTool = [
  "import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';",
  "import { SignJWT } from 'jose';",
  "import { decryptJson, encryptJson } from '../state/forge-box.js';",
  "",
  "interface PortalLogin {",
  "  username: string;",
  "  password: string;",
  "}",
  "",
  "export const server = new McpServer({ name: 'clinic', version: '1.0.0' });",
  "server.registerTool('move_visit', { description: 'Move a visit' }, async (args: { visitId: string }, ctx: any) => {",
  "  const raw = ctx.mcpReq.requestState();",
  "  if (raw === undefined) {",
  "    return inputRequired({ inputRequests: {}, requestState: encryptJson({ visitId: args.visitId, exp: Date.now() + 300000 }) });",
  "  }",
  "  const pending = decryptJson(raw) as { visitId: string } | null;",
  "  return { content: [{ type: 'text', text: `Moved ${pending?.visitId}` }] };",
  "});",
  "",
  "server.registerTool('check_portal', { description: 'Log in to the payer portal' }, async (args: { payerId: string }, ctx: any) => {",
  "  const login = acceptedContent<PortalLogin>(ctx.mcpReq.inputResponses, 'portal');",
  "  const userId = ctx.http?.authInfo?.extra?.userId;",
  "  const token = await new SignJWT({ payerId: args.payerId, login, tool: 'check_portal' })",
  "    .setProtectedHeader({ alg: 'HS256' })",
  "    .setSubject(userId)",
  "    .setExpirationTime('5m')",
  "    .sign(new TextEncoder().encode(process.env.PORTAL_STATE_KEY));",
  "  return inputRequired({ inputRequests: {}, requestState: token });",
  "});",
];
project.write('state/forge-box.ts', ...forgeBox);

testRule('require-sealed-state', sealedRule, {
  valid: [{ name: 'the store module itself: a handle cut of its prefix into a record name is no read', filename: project.path('state/pending.js'), code: lines(...pendingStore) }],
  invalid: [],
  typescriptOnly: {
    valid: [],
    invalid: [
      {
        name: "node-forge's AES-CBC state handed out and read back through a helper module",
        filename: project.path('tools/move.ts'),
        code: lines(...moveTool),
        errors: [
          { messageId: 'unsignedStateHelper', line: 14, column: 61, endLine: 14, endColumn: 125, suggestions: [{ messageId: 'sealWithSealState', output: lines(...[
  "import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';",
  "import { SignJWT } from 'jose';",
  "import { decryptJson, encryptJson } from '../state/forge-box.js';",
  "import { sealState, principalOf } from 'eslint-plugin-mcp-state/seal';",
  "",
  "interface PortalLogin {",
  "  username: string;",
  "  password: string;",
  "}",
  "",
  "export const server = new McpServer({ name: 'clinic', version: '1.0.0' });",
  "server.registerTool('move_visit', { description: 'Move a visit' }, async (args: { visitId: string }, ctx: any) => {",
  "  const raw = ctx.mcpReq.requestState();",
  "  if (raw === undefined) {",
  "    return inputRequired({ inputRequests: {}, requestState: sealState({ visitId: args.visitId, exp: Date.now() + 300000 }, { userId: principalOf(ctx), tool: 'move_visit' }) });",
  "  }",
  "  const pending = decryptJson(raw) as { visitId: string } | null;",
  "  return { content: [{ type: 'text', text: `Moved ${pending?.visitId}` }] };",
  "});",
  "",
  "server.registerTool('check_portal', { description: 'Log in to the payer portal' }, async (args: { payerId: string }, ctx: any) => {",
  "  const login = acceptedContent<PortalLogin>(ctx.mcpReq.inputResponses, 'portal');",
  "  const userId = ctx.http?.authInfo?.extra?.userId;",
  "  const token = await new SignJWT({ payerId: args.payerId, login, tool: 'check_portal' })",
  "    .setProtectedHeader({ alg: 'HS256' })",
  "    .setSubject(userId)",
  "    .setExpirationTime('5m')",
  "    .sign(new TextEncoder().encode(process.env.PORTAL_STATE_KEY));",
  "  return inputRequired({ inputRequests: {}, requestState: token });",
  "});",
]) }] },
          { messageId: 'unverifiedStateHelper', data: { helper: 'decryptJson', specifier: '../state/forge-box.js', sealModule: 'eslint-plugin-mcp-state/seal', hint: '' }, line: 16, column: 19, endLine: 16, endColumn: 35, suggestions: [] },
        ],
      },
    ],
  },
});

testRule('no-secrets-in-state', secretsRule, {
  valid: [
    {
      name: 'a JavaScript answer, only its user name in the state',
      filename: project.path('tools/portal.js'),
      code: lines(
        "import { acceptedContent } from '@modelcontextprotocol/server';",
        "import { sealState } from 'eslint-plugin-mcp-state/seal';",
        '',
        'export function nextRound(ctx, userId) {',
        "  const login = acceptedContent(ctx.mcpReq.inputResponses, 'portal');",
        "  return sealState({ username: login?.username }, { userId, tool: 'check_portal' });",
        '}',
      ),
    },
  ],
  invalid: [],
  typescriptOnly: {
    valid: [{ name: 'the same answer type, only its payer id in the state', filename: project.path('tools/move-payer.ts'), code: lines(...moveTool.map((row) => row.replace('payerId: args.payerId, login, tool', 'payerId: args.payerId, tool'))) }],
    invalid: [
      {
        name: 'an input answer whose declared type has a password, put whole into JWT claims',
        filename: project.path('tools/move.ts'),
        code: lines(...moveTool),
        errors: [{ messageId: 'secretInState', line: 23, column: 60, endLine: 23, endColumn: 65, suggestions: [{ messageId: 'removeProperty', output: lines(...[
  "import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';",
  "import { SignJWT } from 'jose';",
  "import { decryptJson, encryptJson } from '../state/forge-box.js';",
  "",
  "interface PortalLogin {",
  "  username: string;",
  "  password: string;",
  "}",
  "",
  "export const server = new McpServer({ name: 'clinic', version: '1.0.0' });",
  "server.registerTool('move_visit', { description: 'Move a visit' }, async (args: { visitId: string }, ctx: any) => {",
  "  const raw = ctx.mcpReq.requestState();",
  "  if (raw === undefined) {",
  "    return inputRequired({ inputRequests: {}, requestState: encryptJson({ visitId: args.visitId, exp: Date.now() + 300000 }) });",
  "  }",
  "  const pending = decryptJson(raw) as { visitId: string } | null;",
  "  return { content: [{ type: 'text', text: `Moved ${pending?.visitId}` }] };",
  "});",
  "",
  "server.registerTool('check_portal', { description: 'Log in to the payer portal' }, async (args: { payerId: string }, ctx: any) => {",
  "  const login = acceptedContent<PortalLogin>(ctx.mcpReq.inputResponses, 'portal');",
  "  const userId = ctx.http?.authInfo?.extra?.userId;",
  "  const token = await new SignJWT({ payerId: args.payerId, tool: 'check_portal' })",
  "    .setProtectedHeader({ alg: 'HS256' })",
  "    .setSubject(userId)",
  "    .setExpirationTime('5m')",
  "    .sign(new TextEncoder().encode(process.env.PORTAL_STATE_KEY));",
  "  return inputRequired({ inputRequests: {}, requestState: token });",
  "});",
]) }] }],
      },
    ],
  },
});
