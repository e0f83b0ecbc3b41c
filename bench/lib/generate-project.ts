// A generated MCP server for the benchmark's multi-file section, shaped like a real one: about 500 modules, most of which
// never touch requestState (configuration, logging, HTTP routing, data access, types, schemas, utilities, resources,
// prompts, jobs), and among them SDK 2.x tool modules that ask the user through `inputRequired(...)` and keep state
// through helpers in lib/ (hand-rolled sealers, the SDK's codec, decoders, a vault class used with `new`, a JWT sealer,
// barrels). TypeScript, ESM JavaScript and CommonJS side by side, as in a server halfway through a migration.
// Everything is deterministic: the few choices that vary between domains come from a PRNG with a fixed seed.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { REPOSITORY_ROOT, toPosix, type CorpusFile } from './corpus.js';

export const GENERATED_PROJECT_DIRECTORY = 'bench/.generated/mcp-server';

/** mulberry32: a small PRNG, seeded, so that the project is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Language = 'ts' | 'js' | 'cjs';

interface Domain {
  /** snake_case singular, as tool names spell it */
  readonly name: string;
  readonly plural: string;
  /** two destructive actions, each a tool that asks the user first */
  readonly actions: readonly [string, string];
  /** fields of the entity besides id, status and timestamps */
  readonly fields: readonly string[];
  readonly statuses: readonly string[];
}

const DOMAINS: readonly Domain[] = [
  { name: 'order', plural: 'orders', actions: ['refund', 'cancel'], fields: ['customerId', 'totalCents', 'currency'], statuses: ['open', 'paid', 'shipped', 'refunded'] },
  { name: 'invoice', plural: 'invoices', actions: ['void', 'resend'], fields: ['accountId', 'amountCents', 'dueDate'], statuses: ['draft', 'sent', 'paid', 'void'] },
  { name: 'ticket', plural: 'tickets', actions: ['close', 'escalate'], fields: ['subject', 'priority', 'assignee'], statuses: ['new', 'pending', 'solved'] },
  { name: 'deployment', plural: 'deployments', actions: ['rollback', 'promote'], fields: ['service', 'environment', 'release'], statuses: ['queued', 'running', 'done', 'failed'] },
  { name: 'user', plural: 'users', actions: ['deactivate', 'reset_mfa'], fields: ['email', 'displayName', 'role'], statuses: ['active', 'invited', 'disabled'] },
  { name: 'document', plural: 'documents', actions: ['archive', 'share'], fields: ['title', 'ownerId', 'folder'], statuses: ['draft', 'published', 'archived'] },
  { name: 'event', plural: 'events', actions: ['cancel', 'reschedule'], fields: ['calendarId', 'startsAt', 'title'], statuses: ['confirmed', 'tentative', 'cancelled'] },
  { name: 'repository', plural: 'repositories', actions: ['delete', 'transfer'], fields: ['owner', 'visibility', 'defaultBranch'], statuses: ['active', 'archived'] },
  { name: 'payment', plural: 'payments', actions: ['capture', 'reverse'], fields: ['orderId', 'amountCents', 'method'], statuses: ['authorized', 'captured', 'reversed'] },
  { name: 'product', plural: 'products', actions: ['discontinue', 'reprice'], fields: ['sku', 'priceCents', 'stock'], statuses: ['listed', 'hidden', 'discontinued'] },
  { name: 'report', plural: 'reports', actions: ['publish', 'delete'], fields: ['period', 'authorId', 'format'], statuses: ['draft', 'ready', 'published'] },
  { name: 'notification', plural: 'notifications', actions: ['broadcast', 'retract'], fields: ['channel', 'audience', 'body'], statuses: ['scheduled', 'sent', 'retracted'] },
  { name: 'subscription', plural: 'subscriptions', actions: ['cancel', 'downgrade'], fields: ['customerId', 'plan', 'renewsAt'], statuses: ['trialing', 'active', 'cancelled'] },
  { name: 'shipment', plural: 'shipments', actions: ['reroute', 'hold'], fields: ['carrier', 'trackingCode', 'destination'], statuses: ['label', 'in_transit', 'delivered'] },
  { name: 'customer', plural: 'customers', actions: ['merge', 'erase'], fields: ['email', 'country', 'segment'], statuses: ['lead', 'active', 'churned'] },
  { name: 'project', plural: 'projects', actions: ['archive', 'transfer'], fields: ['key', 'leadId', 'budgetCents'], statuses: ['planned', 'active', 'archived'] },
  { name: 'task', plural: 'tasks', actions: ['reassign', 'delete'], fields: ['projectId', 'assignee', 'dueDate'], statuses: ['todo', 'doing', 'done'] },
  { name: 'release', plural: 'releases', actions: ['publish', 'yank'], fields: ['version', 'channel', 'notes'], statuses: ['draft', 'published', 'yanked'] },
  { name: 'incident', plural: 'incidents', actions: ['resolve', 'page_oncall'], fields: ['severity', 'service', 'commander'], statuses: ['open', 'mitigated', 'resolved'] },
  { name: 'dataset', plural: 'datasets', actions: ['purge', 'export'], fields: ['rows', 'region', 'retentionDays'], statuses: ['loading', 'ready', 'stale'] },
  { name: 'pipeline', plural: 'pipelines', actions: ['run', 'disable'], fields: ['repository', 'branch', 'schedule'], statuses: ['idle', 'running', 'disabled'] },
  { name: 'webhook', plural: 'webhooks', actions: ['rotate_secret', 'delete'], fields: ['url', 'events', 'failures'], statuses: ['enabled', 'paused', 'failing'] },
  { name: 'backup', plural: 'backups', actions: ['restore', 'delete'], fields: ['database', 'sizeBytes', 'takenAt'], statuses: ['running', 'complete', 'expired'] },
  { name: 'account', plural: 'accounts', actions: ['close', 'freeze'], fields: ['holder', 'balanceCents', 'currency'], statuses: ['open', 'frozen', 'closed'] },
  { name: 'api_key', plural: 'api_keys', actions: ['revoke', 'rotate'], fields: ['label', 'scopes', 'lastUsedAt'], statuses: ['active', 'revoked'] },
  { name: 'domain', plural: 'domains', actions: ['transfer', 'release'], fields: ['fqdn', 'registrar', 'expiresAt'], statuses: ['active', 'pending', 'expired'] },
  { name: 'mailbox', plural: 'mailboxes', actions: ['purge', 'forward'], fields: ['address', 'quotaBytes', 'ownerId'], statuses: ['active', 'suspended'] },
  { name: 'cluster', plural: 'clusters', actions: ['scale', 'drain'], fields: ['region', 'nodes', 'version'], statuses: ['healthy', 'degraded', 'draining'] },
  { name: 'database', plural: 'databases', actions: ['drop', 'restore'], fields: ['engine', 'sizeBytes', 'replicas'], statuses: ['available', 'maintenance'] },
  { name: 'bucket', plural: 'buckets', actions: ['empty', 'delete'], fields: ['region', 'objects', 'versioning'], statuses: ['active', 'locked'] },
  { name: 'contract', plural: 'contracts', actions: ['terminate', 'renew'], fields: ['vendorId', 'valueCents', 'endsAt'], statuses: ['draft', 'signed', 'terminated'] },
  { name: 'vendor', plural: 'vendors', actions: ['offboard', 'approve'], fields: ['legalName', 'country', 'riskScore'], statuses: ['pending', 'approved', 'offboarded'] },
  { name: 'campaign', plural: 'campaigns', actions: ['launch', 'pause'], fields: ['budgetCents', 'audience', 'startsAt'], statuses: ['draft', 'live', 'paused'] },
  { name: 'coupon', plural: 'coupons', actions: ['expire', 'issue'], fields: ['code', 'percentOff', 'redemptions'], statuses: ['active', 'expired'] },
  { name: 'workspace', plural: 'workspaces', actions: ['delete', 'transfer'], fields: ['slug', 'ownerId', 'seats'], statuses: ['active', 'suspended'] },
  { name: 'team', plural: 'teams', actions: ['disband', 'merge'], fields: ['slug', 'leadId', 'members'], statuses: ['active', 'archived'] },
  { name: 'license', plural: 'licenses', actions: ['revoke', 'transfer'], fields: ['product', 'seats', 'expiresAt'], statuses: ['active', 'expired', 'revoked'] },
  { name: 'device', plural: 'devices', actions: ['wipe', 'lock'], fields: ['serial', 'ownerId', 'platform'], statuses: ['enrolled', 'locked', 'retired'] },
];

/** The language of each domain's modules: mostly TypeScript, some ESM JavaScript, some CommonJS. */
const LANGUAGE_CYCLE: readonly Language[] = ['ts', 'ts', 'js', 'ts', 'cjs', 'ts', 'js', 'ts'];

/** How a TypeScript or ESM JavaScript domain's state-keeping tools keep their state (see the lib/state modules). */
type StateStyle = 'barrel-sealer' | 'sdk-codec' | 'vault-class' | 'pending-store' | 'jwt' | 'decoder' | 'weak-sealer' | 'cjs-progress' | 'cjs-class';
const TYPESCRIPT_STYLES: readonly StateStyle[] = ['barrel-sealer', 'sdk-codec', 'vault-class', 'pending-store', 'jwt', 'decoder'];
const JAVASCRIPT_STYLES: readonly StateStyle[] = ['weak-sealer', 'barrel-sealer', 'decoder'];
const COMMONJS_STYLES: readonly StateStyle[] = ['cjs-progress', 'cjs-class'];

const pascal = (snake: string) => snake.replace(/(?:^|_)([a-z])/g, (_, letter: string) => letter.toUpperCase());
const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const kebab = (snake: string) => snake.replace(/_/g, '-');
const extensionOf = (language: Language) => (language === 'cjs' ? '.cjs' : `.${language}`);
const text = (lines: readonly string[]) => `${lines.join('\n')}\n`;

// ---------------------------------------------------------------------------------------------------------------
// lib/: the state helpers, written once

const LIBRARY: Record<string, string> = {
  'lib/state/types.ts': text([
    '// Shapes of the state the tools hand to the client between rounds.',
    'export interface PendingAction {',
    '  readonly action: string;',
    '  readonly target: string;',
    '  readonly requestedAt: number;',
    '  readonly details?: Record<string, unknown>;',
    '}',
    '',
    'export interface StateBinding {',
    '  readonly tool: string;',
    '  readonly user?: string;',
    '}',
    '',
    'export type Sealed = string & { readonly __sealed: true };',
    '',
    'export type OpenResult<T> = { ok: true; value: T } | { ok: false; reason: string };',
  ]),
  'lib/state/keys.ts': text([
    "import { Buffer } from 'node:buffer';",
    '',
    'let cached: Buffer | undefined;',
    '',
    '/** The state key from the environment, base64, at least 32 bytes. */',
    'export function loadStateKey(): Buffer {',
    '  if (cached) return cached;',
    '  const raw = process.env.STATE_KEY;',
    "  if (!raw) throw new Error('STATE_KEY is not set');",
    "  const key = Buffer.from(raw, 'base64');",
    "  if (key.length < 32) throw new Error('STATE_KEY must be at least 32 bytes');",
    '  cached = key;',
    '  return key;',
    '}',
    '',
    '/** Previous keys, still accepted while state sealed with them can be in flight. */',
    'export function previousStateKeys(): Buffer[] {',
    "  return (process.env.STATE_KEYS_PREVIOUS ?? '')",
    "    .split(',')",
    '    .filter(Boolean)',
    "    .map((value) => Buffer.from(value, 'base64'));",
    '}',
  ]),
  'lib/state/hmac-sealer.ts': text([
    '// Seals state as base64url JSON and an HMAC of it; opens it only when the MAC matches.',
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "import { loadStateKey } from './keys.js';",
    "import type { Sealed } from './types.js';",
    '',
    'function mac(body: string): Buffer {',
    "  return createHmac('sha256', loadStateKey()).update(body).digest();",
    '}',
    '',
    'export function seal(value: unknown): Sealed {',
    "  const body = Buffer.from(JSON.stringify(value)).toString('base64url');",
    "  return `${body}.${mac(body).toString('base64url')}` as Sealed;",
    '}',
    '',
    'export function unseal<T>(token: string): T | null {',
    "  const dot = token.lastIndexOf('.');",
    '  if (dot < 1) return null;',
    '  const body = token.slice(0, dot);',
    "  const given = Buffer.from(token.slice(dot + 1), 'base64url');",
    '  const expected = mac(body);',
    '  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;',
    "  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;",
    '}',
  ]),
  'lib/state/weak-sealer.js': text([
    '// An older sealer, still used by the JavaScript tools: a hex HMAC, compared as strings.',
    "import { createHmac } from 'node:crypto';",
    '',
    "const SECRET = process.env.STATE_SECRET || 'change-me-in-production';",
    '',
    'export function signState(state) {',
    "  const body = Buffer.from(JSON.stringify(state)).toString('base64');",
    "  const signature = createHmac('sha256', SECRET).update(body).digest('hex');",
    "  return body + '.' + signature;",
    '}',
    '',
    'export function checkState(token) {',
    "  if (typeof token !== 'string') return null;",
    "  const [body, signature] = token.split('.');",
    "  if (signature !== createHmac('sha256', SECRET).update(body).digest('hex')) return null;",
    "  return JSON.parse(Buffer.from(body, 'base64').toString('utf8'));",
    '}',
  ]),
  'lib/state/codec.ts': text([
    "import { createRequestStateCodec } from '@modelcontextprotocol/server';",
    "import { loadStateKey } from './keys.js';",
    '',
    '/** The SDK codec: the server verifies state with it before a handler sees it; tools mint with it. */',
    'export const stateCodec = createRequestStateCodec({',
    '  key: loadStateKey(),',
    "  bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId ?? 'anonymous'),",
    '});',
    '',
    'export const verifyState = stateCodec.verify;',
  ]),
  'lib/state/decode.ts': text([
    '// Plain encoders for state that only carries ids the server looks up again.',
    'export function encodeState(value: unknown): string {',
    "  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');",
    '}',
    '',
    'export function decodeState<T>(raw: unknown): T | undefined {',
    "  if (typeof raw !== 'string' || raw.length === 0) return undefined;",
    "  return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as T;",
    '}',
  ]),
  'lib/state/vault.ts': text([
    '// A vault for state: HMAC-sealed, bound to the tool and the user, expiring.',
    "import { createHmac, timingSafeEqual } from 'node:crypto';",
    "import type { OpenResult, StateBinding } from './types.js';",
    '',
    'export interface VaultOptions {',
    '  readonly ttlSeconds?: number;',
    '  readonly now?: () => number;',
    '}',
    '',
    'export class StateVault {',
    '  readonly #key: Buffer;',
    '  readonly #ttl: number;',
    '  readonly #now: () => number;',
    '',
    '  constructor(key: Buffer, options: VaultOptions = {}) {',
    "    if (key.length < 32) throw new Error('state key too short');",
    '    this.#key = key;',
    '    this.#ttl = (options.ttlSeconds ?? 600) * 1000;',
    '    this.#now = options.now ?? Date.now;',
    '  }',
    '',
    '  seal(value: unknown, binding: StateBinding): string {',
    '    const payload = { v: value, tool: binding.tool, user: binding.user, exp: this.#now() + this.#ttl };',
    "    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');",
    "    return body + '.' + this.#mac(body).toString('base64url');",
    '  }',
    '',
    '  open<T>(token: string, binding: StateBinding): OpenResult<T> {',
    "    const [body, tag] = token.split('.');",
    "    if (!body || !tag) return { ok: false, reason: 'malformed' };",
    "    const given = Buffer.from(tag, 'base64url');",
    '    const expected = this.#mac(body);',
    "    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };",
    "    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    "    if (payload.tool !== binding.tool || payload.user !== binding.user) return { ok: false, reason: 'elsewhere' };",
    "    if (payload.exp < this.#now()) return { ok: false, reason: 'expired' };",
    '    return { ok: true, value: payload.v as T };',
    '  }',
    '',
    '  #mac(body: string): Buffer {',
    "    return createHmac('sha256', this.#key).update(body).digest();",
    '  }',
    '}',
  ]),
  'lib/state/pending-store.ts': text([
    "import type { PendingAction } from './types.js';",
    '',
    '/** Packs a pending action for the next round. */',
    'export class PendingStore {',
    "  constructor(private readonly prefix = 'pending_') {}",
    '',
    '  pack(action: PendingAction): string {',
    "    return this.prefix + Buffer.from(JSON.stringify(action)).toString('base64url');",
    '  }',
    '',
    '  unpack(token: string): PendingAction {',
    "    if (!token.startsWith(this.prefix)) throw new Error('not a pending action');",
    "    return JSON.parse(Buffer.from(token.slice(this.prefix.length), 'base64url').toString('utf8')) as PendingAction;",
    '  }',
    '}',
  ]),
  'lib/state/jwt-state.ts': text([
    "import { SignJWT, jwtVerify } from 'jose';",
    '',
    "const secret = new TextEncoder().encode(process.env.STATE_JWT_SECRET ?? '');",
    '',
    'export async function issueStateToken(claims: Record<string, unknown>, tool: string): Promise<string> {',
    '  return new SignJWT(claims)',
    "    .setProtectedHeader({ alg: 'HS256' })",
    '    .setAudience(tool)',
    "    .setExpirationTime('10m')",
    '    .sign(secret);',
    '}',
    '',
    'export async function readStateToken<T>(token: string, tool: string): Promise<T> {',
    '  const { payload } = await jwtVerify(token, secret, { audience: tool });',
    '  return payload as T;',
    '}',
  ]),
  'lib/state/index.ts': text([
    "export * from './types.js';",
    "export { loadStateKey, previousStateKeys } from './keys.js';",
    "export { seal, unseal } from './hmac-sealer.js';",
    "export { encodeState, decodeState } from './decode.js';",
    "export { StateVault, type VaultOptions } from './vault.js';",
    "export { PendingStore } from './pending-store.js';",
    "export { issueStateToken, readStateToken } from './jwt-state.js';",
  ]),
  'lib/index.ts': text([
    '// What tools and routes import from lib/.',
    "export * from './state/index.js';",
    "export { stateCodec, verifyState } from './state/codec.js';",
    "export { toolResult, toolError, confirmation } from './results.js';",
  ]),
  'lib/results.ts': text([
    "import { inputRequired, type CallToolResult } from '@modelcontextprotocol/server';",
    "import * as z from 'zod';",
    '',
    "export const ConfirmSchema = z.object({ confirm: z.boolean().describe('Go ahead?') });",
    '',
    'export function confirmation(message: string) {',
    '  return { confirm: inputRequired.elicit({ message, requestedSchema: ConfirmSchema }) };',
    '}',
    '',
    'export function toolResult(message: string, structured?: Record<string, unknown>): CallToolResult {',
    "  return { content: [{ type: 'text', text: message }], ...(structured ? { structuredContent: structured } : {}) };",
    '}',
    '',
    'export function toolError(message: string): CallToolResult {',
    "  return { isError: true, content: [{ type: 'text', text: message }] };",
    '}',
  ]),
  'lib/state/progress.cjs': text([
    "'use strict';",
    '',
    'function encodeProgress(state) {',
    "  return Buffer.from(JSON.stringify(state)).toString('base64');",
    '}',
    '',
    'function decodeProgress(raw) {',
    "  return JSON.parse(Buffer.from(String(raw), 'base64').toString('utf8'));",
    '}',
    '',
    'module.exports = { encodeProgress, decodeProgress };',
  ]),
  'lib/state/signing.cjs': text([
    "'use strict';",
    "const crypto = require('node:crypto');",
    '',
    'exports.sign = function sign(body) {',
    "  return crypto.createHmac('sha256', process.env.STATE_KEY).update(body).digest('hex');",
    '};',
  ]),
  'lib/state/session-state.cjs': text([
    "'use strict';",
    "const { createHmac, timingSafeEqual } = require('node:crypto');",
    '',
    '/** Keeps a tool\'s state between rounds, signed with the server key. */',
    'class SessionState {',
    '  constructor(key) {',
    '    this.key = key;',
    '  }',
    '',
    '  wrap(tool, state) {',
    "    const body = Buffer.from(JSON.stringify({ tool, state, at: Date.now() })).toString('base64url');",
    "    return body + '.' + createHmac('sha256', this.key).update(body).digest('base64url');",
    '  }',
    '',
    '  unwrap(tool, token) {',
    "    const [body, tag] = String(token).split('.');",
    "    const expected = createHmac('sha256', this.key).update(body).digest();",
    "    const given = Buffer.from(tag || '', 'base64url');",
    '    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;',
    "    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));",
    '    return payload.tool === tool ? payload.state : null;',
    '  }',
    '}',
    '',
    'module.exports = SessionState;',
  ]),
};

// ---------------------------------------------------------------------------------------------------------------
// Infrastructure that never touches state: configuration, logging, HTTP, data access, utilities

const INFRASTRUCTURE: Record<string, string> = {
  'src/config/env.ts': text([
    'function required(name: string): string {',
    '  const value = process.env[name];',
    '  if (value === undefined || value === \'\') throw new Error(`${name} is not set`);',
    '  return value;',
    '}',
    '',
    'function integer(name: string, fallback: number): number {',
    '  const value = process.env[name];',
    '  if (value === undefined) return fallback;',
    '  const parsed = Number.parseInt(value, 10);',
    '  if (Number.isNaN(parsed)) throw new Error(`${name} must be an integer`);',
    '  return parsed;',
    '}',
    '',
    'export const env = {',
    "  port: integer('PORT', 3000),",
    "  host: process.env.HOST ?? '127.0.0.1',",
    "  databaseUrl: () => required('DATABASE_URL'),",
    "  logLevel: process.env.LOG_LEVEL ?? 'info',",
    "  nodeEnv: process.env.NODE_ENV ?? 'development',",
    "  requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 30_000),",
    '} as const;',
  ]),
  'src/config/features.ts': text([
    "import { env } from './env.js';",
    '',
    "export type Feature = 'bulkActions' | 'auditLog' | 'betaTools' | 'resourceTemplates';",
    '',
    'const defaults: Record<Feature, boolean> = { bulkActions: false, auditLog: true, betaTools: false, resourceTemplates: true };',
    '',
    'export function isEnabled(feature: Feature): boolean {',
    '  const override = process.env[`FEATURE_${feature.toUpperCase()}`];',
    "  if (override !== undefined) return override === '1' || override === 'true';",
    "  return env.nodeEnv === 'development' ? true : defaults[feature];",
    '}',
  ]),
  'src/config/limits.ts': text([
    'export const limits = {',
    '  pageSize: 50,',
    '  maxPageSize: 500,',
    '  maxBodyBytes: 1 << 20,',
    '  rateLimitPerMinute: 120,',
    '  toolTimeoutMs: 20_000,',
    '} as const;',
    '',
    'export function clampPageSize(requested: number | undefined): number {',
    '  if (requested === undefined) return limits.pageSize;',
    '  return Math.max(1, Math.min(limits.maxPageSize, Math.floor(requested)));',
    '}',
  ]),
  'src/config/index.ts': text([
    "export { env } from './env.js';",
    "export { isEnabled, type Feature } from './features.js';",
    "export { limits, clampPageSize } from './limits.js';",
  ]),
  'src/config/defaults.cjs': text([
    "'use strict';",
    '',
    'module.exports = {',
    "  locale: 'en-US',",
    "  timezone: 'UTC',",
    '  retries: 3,',
    '  backoffMs: 250,',
    '};',
  ]),
  'src/logging/levels.ts': text([
    "export const LEVELS = ['debug', 'info', 'warn', 'error'] as const;",
    'export type Level = (typeof LEVELS)[number];',
    '',
    'export function levelAtLeast(level: Level, threshold: Level): boolean {',
    '  return LEVELS.indexOf(level) >= LEVELS.indexOf(threshold);',
    '}',
  ]),
  'src/logging/redact.ts': text([
    "const SENSITIVE = /(authorization|cookie|password|token|secret)/i;",
    '',
    '/** A copy of `fields` with sensitive values masked, for log lines. */',
    'export function redact(fields: Record<string, unknown>): Record<string, unknown> {',
    '  const copy: Record<string, unknown> = {};',
    '  for (const [key, value] of Object.entries(fields)) {',
    "    copy[key] = SENSITIVE.test(key) ? '[redacted]' : value;",
    '  }',
    '  return copy;',
    '}',
  ]),
  'src/logging/format.ts': text([
    "import type { Level } from './levels.js';",
    '',
    'export function formatLine(level: Level, message: string, fields: Record<string, unknown>): string {',
    '  return JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });',
    '}',
  ]),
  'src/logging/context.ts': text([
    "import { AsyncLocalStorage } from 'node:async_hooks';",
    '',
    'export interface LogContext {',
    '  readonly requestId: string;',
    '  readonly tool?: string;',
    '}',
    '',
    'export const logContext = new AsyncLocalStorage<LogContext>();',
    '',
    'export function currentContext(): Partial<LogContext> {',
    '  return logContext.getStore() ?? {};',
    '}',
  ]),
  'src/logging/logger.ts': text([
    "import { env } from '../config/env.js';",
    "import { currentContext } from './context.js';",
    "import { formatLine } from './format.js';",
    "import { levelAtLeast, type Level } from './levels.js';",
    "import { redact } from './redact.js';",
    '',
    'function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {',
    '  if (!levelAtLeast(level, env.logLevel as Level)) return;',
    '  process.stderr.write(formatLine(level, message, { ...currentContext(), ...redact(fields) }) + \'\\n\');',
    '}',
    '',
    'export const logger = {',
    "  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),",
    "  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),",
    "  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),",
    "  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),",
    '};',
  ]),
  'src/logging/logger.cjs': text([
    "'use strict';",
    '',
    'function log(level, message, fields) {',
    "  process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }) + '\\n');",
    '}',
    '',
    'module.exports = {',
    "  info: (message, fields = {}) => log('info', message, fields),",
    "  warn: (message, fields = {}) => log('warn', message, fields),",
    "  error: (message, fields = {}) => log('error', message, fields),",
    '};',
  ]),
  'src/http/router.ts': text([
    "import type { IncomingMessage, ServerResponse } from 'node:http';",
    '',
    'export type Handler = (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => Promise<void> | void;',
    '',
    'interface Route {',
    '  readonly method: string;',
    '  readonly pattern: RegExp;',
    '  readonly keys: string[];',
    '  readonly handler: Handler;',
    '}',
    '',
    'export class Router {',
    '  readonly #routes: Route[] = [];',
    '',
    '  add(method: string, path: string, handler: Handler): this {',
    '    const keys: string[] = [];',
    "    const source = path.replace(/:([a-zA-Z]+)/g, (_, key: string) => { keys.push(key); return '([^/]+)'; });",
    "    this.#routes.push({ method, pattern: new RegExp('^' + source + '$'), keys, handler });",
    '    return this;',
    '  }',
    '',
    "  get(path: string, handler: Handler): this { return this.add('GET', path, handler); }",
    "  post(path: string, handler: Handler): this { return this.add('POST', path, handler); }",
    "  delete(path: string, handler: Handler): this { return this.add('DELETE', path, handler); }",
    '',
    '  async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {',
    "    const url = new URL(req.url ?? '/', 'http://localhost');",
    '    for (const route of this.#routes) {',
    '      if (route.method !== req.method) continue;',
    '      const match = route.pattern.exec(url.pathname);',
    '      if (!match) continue;',
    '      const params = Object.fromEntries(route.keys.map((key, index) => [key, decodeURIComponent(match[index + 1]!)]));',
    '      await route.handler(req, res, params);',
    '      return true;',
    '    }',
    '    return false;',
    '  }',
    '}',
  ]),
  'src/http/body.ts': text([
    "import type { IncomingMessage } from 'node:http';",
    "import { limits } from '../config/limits.js';",
    "import { HttpError } from './errors.js';",
    '',
    'export async function readJson<T>(req: IncomingMessage): Promise<T> {',
    '  const chunks: Buffer[] = [];',
    '  let size = 0;',
    '  for await (const chunk of req) {',
    '    size += (chunk as Buffer).length;',
    "    if (size > limits.maxBodyBytes) throw new HttpError(413, 'body too large');",
    '    chunks.push(chunk as Buffer);',
    '  }',
    "  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as T;",
    '}',
  ]),
  'src/http/errors.ts': text([
    'export class HttpError extends Error {',
    '  constructor(readonly status: number, message: string) {',
    '    super(message);',
    "    this.name = 'HttpError';",
    '  }',
    '}',
    '',
    'export function statusOf(error: unknown): number {',
    '  return error instanceof HttpError ? error.status : 500;',
    '}',
  ]),
  'src/http/respond.ts': text([
    "import type { ServerResponse } from 'node:http';",
    '',
    'export function sendJson(res: ServerResponse, status: number, body: unknown): void {',
    '  const payload = JSON.stringify(body);',
    "  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });",
    '  res.end(payload);',
    '}',
    '',
    'export function notFound(res: ServerResponse): void {',
    "  sendJson(res, 404, { error: 'not found' });",
    '}',
  ]),
  'src/http/middleware/auth.ts': text([
    "import { timingSafeEqual } from 'node:crypto';",
    "import type { IncomingMessage } from 'node:http';",
    "import { HttpError } from '../errors.js';",
    '',
    'const tokens = new Map<string, string>(',
    "  (process.env.API_TOKENS ?? '').split(',').filter(Boolean).map((entry) => entry.split(':') as [string, string]),",
    ');',
    '',
    '/** The user a bearer token belongs to; the token is compared in constant time. */',
    'export function authenticate(req: IncomingMessage): string {',
    "  const header = req.headers.authorization ?? '';",
    "  const given = Buffer.from(header.replace(/^Bearer /, ''));",
    '  for (const [user, token] of tokens) {',
    '    const expected = Buffer.from(token);',
    '    if (given.length === expected.length && timingSafeEqual(given, expected)) return user;',
    '  }',
    "  throw new HttpError(401, 'unauthorized');",
    '}',
  ]),
  'src/http/middleware/cors.ts': text([
    "import type { IncomingMessage, ServerResponse } from 'node:http';",
    '',
    "const allowed = new Set((process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean));",
    '',
    'export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {',
    '  const origin = req.headers.origin;',
    '  if (origin && allowed.has(origin)) {',
    "    res.setHeader('access-control-allow-origin', origin);",
    "    res.setHeader('vary', 'origin');",
    '  }',
    "  if (req.method === 'OPTIONS') {",
    '    res.writeHead(204).end();',
    '    return true;',
    '  }',
    '  return false;',
    '}',
  ]),
  'src/http/middleware/request-id.ts': text([
    "import { randomUUID } from 'node:crypto';",
    "import type { IncomingMessage } from 'node:http';",
    '',
    'export function requestIdOf(req: IncomingMessage): string {',
    "  const given = req.headers['x-request-id'];",
    "  return typeof given === 'string' && /^[\\w-]{8,64}$/.test(given) ? given : randomUUID();",
    '}',
  ]),
  'src/http/middleware/rate-limit.ts': text([
    "import { limits } from '../../config/limits.js';",
    '',
    'const windows = new Map<string, { start: number; count: number }>();',
    '',
    'export function allow(client: string, now = Date.now()): boolean {',
    '  const window = windows.get(client);',
    '  if (!window || now - window.start > 60_000) {',
    '    windows.set(client, { start: now, count: 1 });',
    '    return true;',
    '  }',
    '  window.count++;',
    '  return window.count <= limits.rateLimitPerMinute;',
    '}',
  ]),
  'src/http/health.ts': text([
    "import type { Router } from './router.js';",
    "import { sendJson } from './respond.js';",
    "import { ping } from '../db/pool.js';",
    '',
    'export function registerHealth(router: Router): void {',
    "  router.get('/healthz', (_req, res) => sendJson(res, 200, { ok: true }));",
    "  router.get('/readyz', async (_req, res) => sendJson(res, (await ping()) ? 200 : 503, { database: 'checked' }));",
    '}',
  ]),
  'src/http/server.ts': text([
    "import { createServer } from 'node:http';",
    "import { createMcpHandler, type McpServer } from '@modelcontextprotocol/server';",
    "import { env } from '../config/env.js';",
    "import { logger } from '../logging/logger.js';",
    "import { logContext } from '../logging/context.js';",
    "import { applyCors } from './middleware/cors.js';",
    "import { requestIdOf } from './middleware/request-id.js';",
    "import { allow } from './middleware/rate-limit.js';",
    "import { statusOf } from './errors.js';",
    "import { notFound, sendJson } from './respond.js';",
    "import type { Router } from './router.js';",
    '',
    'export function listen(router: Router, makeServer: () => McpServer) {',
    '  const mcp = createMcpHandler(makeServer);',
    '  const server = createServer((req, res) => {',
    '    const requestId = requestIdOf(req);',
    '    logContext.run({ requestId }, async () => {',
    '      try {',
    '        if (applyCors(req, res)) return;',
    "        if (!allow(req.socket.remoteAddress ?? 'unknown')) return sendJson(res, 429, { error: 'slow down' });",
    "        if (req.url?.startsWith('/mcp')) return await mcp(req, res);",
    '        if (!(await router.handle(req, res))) notFound(res);',
    '      } catch (error) {',
    "        logger.error('request failed', { error: String(error) });",
    '        sendJson(res, statusOf(error), { error: String(error) });',
    '      }',
    '    });',
    '  });',
    "  server.listen(env.port, env.host, () => logger.info('listening', { port: env.port }));",
    '  return server;',
    '}',
  ]),
  'src/db/pool.ts': text([
    "import { env } from '../config/env.js';",
    "import { logger } from '../logging/logger.js';",
    '',
    'export interface Row {',
    '  readonly [column: string]: unknown;',
    '}',
    '',
    'export interface Pool {',
    '  query<T extends Row = Row>(sql: string, values?: readonly unknown[]): Promise<T[]>;',
    '  end(): Promise<void>;',
    '}',
    '',
    'let pool: Pool | undefined;',
    '',
    'export function setPool(next: Pool): void {',
    '  pool = next;',
    "  logger.info('database pool ready', { url: env.databaseUrl().replace(/\\/\\/.*@/, '//***@') });",
    '}',
    '',
    'export function getPool(): Pool {',
    "  if (!pool) throw new Error('database pool not initialised');",
    '  return pool;',
    '}',
    '',
    'export async function ping(): Promise<boolean> {',
    '  try {',
    "    await getPool().query('select 1');",
    '    return true;',
    '  } catch {',
    '    return false;',
    '  }',
    '}',
  ]),
  'src/db/pool.cjs': text([
    "'use strict';",
    '',
    'let pool;',
    '',
    'module.exports = {',
    '  setPool(next) {',
    '    pool = next;',
    '  },',
    '  query(sql, values = []) {',
    "    if (!pool) return Promise.reject(new Error('database pool not initialised'));",
    '    return pool.query(sql, values);',
    '  },',
    '};',
  ]),
  'src/db/sql.ts': text([
    '/** A parameterised query from a template: values never enter the SQL text. */',
    'export function sql(strings: TemplateStringsArray, ...values: unknown[]): { text: string; values: unknown[] } {',
    "  let text = strings[0] ?? '';",
    '  for (let index = 1; index < strings.length; index++) text += `$${index}` + strings[index];',
    '  return { text, values };',
    '}',
  ]),
  'src/db/transaction.ts': text([
    "import { getPool } from './pool.js';",
    '',
    'export async function inTransaction<T>(work: () => Promise<T>): Promise<T> {',
    '  const pool = getPool();',
    "  await pool.query('begin');",
    '  try {',
    '    const result = await work();',
    "    await pool.query('commit');",
    '    return result;',
    '  } catch (error) {',
    "    await pool.query('rollback');",
    '    throw error;',
    '  }',
    '}',
  ]),
  'src/db/migrations.ts': text([
    'export interface Migration {',
    '  readonly id: number;',
    '  readonly up: string;',
    '}',
    '',
    'export const migrations: readonly Migration[] = [',
    "  { id: 1, up: 'create table audit_log (id bigserial primary key, actor text, action text, at timestamptz default now())' },",
    "  { id: 2, up: 'create index audit_log_actor on audit_log (actor)' },",
    "  { id: 3, up: 'alter table audit_log add column details jsonb' },",
    '];',
  ]),
  'src/audit/audit-log.ts': text([
    "import { getPool } from '../db/pool.js';",
    "import { isEnabled } from '../config/features.js';",
    "import { logger } from '../logging/logger.js';",
    '',
    'export interface AuditEntry {',
    '  readonly actor: string;',
    '  readonly action: string;',
    '  readonly target: string;',
    '  readonly at: Date;',
    '}',
    '',
    '/** Records who did what to which object; never fails the action it records. */',
    'export async function recordAudit(actor: string, action: string, target: string, details?: Record<string, unknown>): Promise<void> {',
    "  if (!isEnabled('auditLog')) return;",
    '  try {',
    "    await getPool().query('insert into audit_log (actor, action, details) values ($1, $2, $3)', [actor, action, JSON.stringify({ target, ...details })]);",
    '  } catch (error) {',
    "    logger.warn('audit write failed', { action, target, error: String(error) });",
    '  }',
    '}',
    '',
    'export async function recentAudit(limit = 50): Promise<AuditEntry[]> {',
    "  const rows = await getPool().query('select actor, action, details, at from audit_log order by at desc limit $1', [limit]);",
    '  return rows.map((row) => ({',
    '    actor: String(row.actor),',
    '    action: String(row.action),',
    "    target: String((row.details as { target?: string } | null)?.target ?? ''),",
    '    at: new Date(row.at as string),',
    '  }));',
    '}',
  ]),
  'src/util/strings.ts': text([
    'export function truncate(value: string, max: number): string {',
    "  return value.length <= max ? value : value.slice(0, max - 1) + '…';",
    '}',
    '',
    'export function titleCase(value: string): string {',
    "  return value.replace(/[_-]+/g, ' ').replace(/\\b\\w/g, (letter) => letter.toUpperCase());",
    '}',
    '',
    'export function plural(count: number, word: string): string {',
    "  return `${count} ${word}${count === 1 ? '' : 's'}`;",
    '}',
  ]),
  'src/util/dates.ts': text([
    'const DAY = 86_400_000;',
    '',
    'export function addDays(date: Date, days: number): Date {',
    '  return new Date(date.getTime() + days * DAY);',
    '}',
    '',
    'export function isoDate(date: Date): string {',
    '  return date.toISOString().slice(0, 10);',
    '}',
    '',
    'export function daysBetween(from: Date, to: Date): number {',
    '  return Math.round((to.getTime() - from.getTime()) / DAY);',
    '}',
  ]),
  'src/util/retry.ts': text([
    "import { sleep } from './sleep.js';",
    '',
    'export async function retry<T>(work: () => Promise<T>, attempts = 3, backoffMs = 200): Promise<T> {',
    '  let lastError: unknown;',
    '  for (let attempt = 0; attempt < attempts; attempt++) {',
    '    try {',
    '      return await work();',
    '    } catch (error) {',
    '      lastError = error;',
    '      await sleep(backoffMs * 2 ** attempt);',
    '    }',
    '  }',
    '  throw lastError;',
    '}',
  ]),
  'src/util/sleep.ts': text([
    'export const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));',
  ]),
  'src/util/paging.ts': text([
    '// Cursors for list tools: an offset, opaque to the client. Nothing secret, nothing trusted.',
    "import { clampPageSize } from '../config/limits.js';",
    '',
    'export interface Page<T> {',
    '  readonly items: T[];',
    '  readonly nextCursor?: string;',
    '}',
    '',
    'export function encodeCursor(offset: number): string {',
    "  return Buffer.from(String(offset)).toString('base64url');",
    '}',
    '',
    'export function decodeCursor(cursor: string | undefined): number {',
    '  if (!cursor) return 0;',
    "  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));",
    '  return Number.isSafeInteger(offset) && offset >= 0 ? offset : 0;',
    '}',
    '',
    'export function pageOf<T>(items: T[], cursor: string | undefined, size?: number): Page<T> {',
    '  const offset = decodeCursor(cursor);',
    '  const limit = clampPageSize(size);',
    '  const slice = items.slice(offset, offset + limit);',
    '  return offset + limit < items.length ? { items: slice, nextCursor: encodeCursor(offset + limit) } : { items: slice };',
    '}',
  ]),
  'src/util/collections.ts': text([
    'export function groupBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Record<K, T[]> {',
    '  const groups = {} as Record<K, T[]>;',
    '  for (const item of items) (groups[key(item)] ??= []).push(item);',
    '  return groups;',
    '}',
    '',
    'export function chunk<T>(items: readonly T[], size: number): T[][] {',
    '  const chunks: T[][] = [];',
    '  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));',
    '  return chunks;',
    '}',
    '',
    'export function uniqueBy<T>(items: readonly T[], key: (item: T) => unknown): T[] {',
    '  const seen = new Set<unknown>();',
    '  return items.filter((item) => !seen.has(key(item)) && (seen.add(key(item)), true));',
    '}',
  ]),
  'src/util/ids.ts': text([
    "import { randomUUID } from 'node:crypto';",
    '',
    'export function newId(prefix: string): string {',
    "  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 20)}`;",
    '}',
    '',
    'export function isId(value: unknown, prefix: string): value is string {',
    "  return typeof value === 'string' && value.startsWith(prefix + '_') && value.length === prefix.length + 21;",
    '}',
  ]),
  'src/util/money.ts': text([
    'export function formatCents(cents: number, currency = \'EUR\', locale = \'en-US\'): string {',
    "  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);",
    '}',
    '',
    'export function sumCents(values: readonly number[]): number {',
    '  return values.reduce((total, value) => total + Math.round(value), 0);',
    '}',
  ]),
  'src/util/etag.ts': text([
    "import { createHash } from 'node:crypto';",
    '',
    '/** A weak ETag of a JSON body: a hash of its text, for caching, not for trust. */',
    'export function etagOf(body: unknown): string {',
    "  return 'W/\"' + createHash('sha1').update(JSON.stringify(body)).digest('base64url') + '\"';",
    '}',
  ]),
  'src/util/lru.ts': text([
    'export class LruCache<K, V> {',
    '  readonly #entries = new Map<K, V>();',
    '',
    '  constructor(private readonly capacity: number) {}',
    '',
    '  get(key: K): V | undefined {',
    '    const value = this.#entries.get(key);',
    '    if (value !== undefined) {',
    '      this.#entries.delete(key);',
    '      this.#entries.set(key, value);',
    '    }',
    '    return value;',
    '  }',
    '',
    '  set(key: K, value: V): void {',
    '    this.#entries.delete(key);',
    '    this.#entries.set(key, value);',
    '    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);',
    '  }',
    '}',
  ]),
  'src/util/result.ts': text([
    'export type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };',
    '',
    'export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });',
    'export const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });',
    '',
    'export async function attempt<T>(work: () => Promise<T>): Promise<Result<T>> {',
    '  try {',
    '    return ok(await work());',
    '  } catch (error) {',
    '    return fail(error instanceof Error ? error : new Error(String(error)));',
    '  }',
    '}',
  ]),
  'src/util/assert.ts': text([
    'export function assert(condition: unknown, message: string): asserts condition {',
    '  if (!condition) throw new Error(message);',
    '}',
    '',
    'export function assertNever(value: never): never {',
    '  throw new Error(`unexpected value ${String(value)}`);',
    '}',
  ]),
  'src/util/timeout.js': text([
    'export function withTimeout(promise, milliseconds, label) {',
    '  let timer;',
    '  const timeout = new Promise((_, reject) => {',
    "    timer = setTimeout(() => reject(new Error(label + ' timed out after ' + milliseconds + ' ms')), milliseconds);",
    '  });',
    '  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));',
    '}',
  ]),
  'src/util/queue.js': text([
    '/** Runs at most `concurrency` jobs at once, in the order they were added. */',
    'export class WorkQueue {',
    '  constructor(concurrency = 4) {',
    '    this.concurrency = concurrency;',
    '    this.running = 0;',
    '    this.waiting = [];',
    '  }',
    '',
    '  push(job) {',
    '    return new Promise((resolve, reject) => {',
    '      this.waiting.push({ job, resolve, reject });',
    '      this.next();',
    '    });',
    '  }',
    '',
    '  next() {',
    '    if (this.running >= this.concurrency || this.waiting.length === 0) return;',
    '    const { job, resolve, reject } = this.waiting.shift();',
    '    this.running++;',
    '    job()',
    '      .then(resolve, reject)',
    '      .finally(() => {',
    '        this.running--;',
    '        this.next();',
    '      });',
    '  }',
    '}',
  ]),
  'src/util/format.cjs': text([
    "'use strict';",
    '',
    'function table(rows) {',
    "  if (rows.length === 0) return '(none)';",
    '  const keys = Object.keys(rows[0]);',
    "  return [keys.join(' | '), ...rows.map((row) => keys.map((key) => String(row[key])).join(' | '))].join('\\n');",
    '}',
    '',
    'function bytes(count) {',
    "  const units = ['B', 'kB', 'MB', 'GB'];",
    '  let value = count;',
    '  let unit = 0;',
    '  while (value >= 1024 && unit < units.length - 1) {',
    '    value /= 1024;',
    '    unit++;',
    '  }',
    "  return value.toFixed(unit === 0 ? 0 : 1) + ' ' + units[unit];",
    '}',
    '',
    'module.exports = { table, bytes };',
  ]),
  'src/util/index.ts': text([
    "export * from './strings.js';",
    "export * from './dates.js';",
    "export * from './collections.js';",
    "export * from './result.js';",
    "export { retry } from './retry.js';",
    "export { newId, isId } from './ids.js';",
    "export { formatCents, sumCents } from './money.js';",
    "export { assert, assertNever } from './assert.js';",
  ]),
  'src/types/common.ts': text([
    'export type Timestamp = string;',
    '',
    'export interface Entity {',
    '  readonly id: string;',
    '  readonly createdAt: Timestamp;',
    '  readonly updatedAt: Timestamp;',
    '}',
    '',
    'export interface ListQuery {',
    '  readonly cursor?: string;',
    '  readonly pageSize?: number;',
    '  readonly status?: string;',
    '}',
    '',
    'export interface Actor {',
    '  readonly userId: string;',
    '  readonly scopes: readonly string[];',
    '}',
  ]),
};

// ---------------------------------------------------------------------------------------------------------------
// Per domain: types, schemas, repository, service, mapper, HTTP routes, MCP resources, and the tool modules

interface DomainPlan {
  readonly domain: Domain;
  readonly index: number;
  readonly language: Language;
  readonly styles: readonly [StateStyle, StateStyle | undefined];
  /** a number of seed data rows, so that modules differ a little */
  readonly sampleRows: number;
}

function planDomains(): DomainPlan[] {
  const random = seededRandom(0x6d637073);
  return DOMAINS.map((domain, index) => {
    const language = LANGUAGE_CYCLE[index % LANGUAGE_CYCLE.length]!;
    const choices = language === 'cjs' ? COMMONJS_STYLES : language === 'js' ? JAVASCRIPT_STYLES : TYPESCRIPT_STYLES;
    const first = choices[Math.floor(random() * choices.length)]!;
    // about half of the domains have a second tool that keeps state; the other's second action runs at once
    const second = random() < 0.5 ? choices[Math.floor(random() * choices.length)]! : undefined;
    return { domain, index, language, styles: [first, second], sampleRows: 2 + Math.floor(random() * 4) };
  });
}

/** Module paths of a domain, relative to the project root, with their extensions. */
function pathsOf(plan: DomainPlan) {
  const ext = extensionOf(plan.language);
  const base = kebab(plan.domain.name);
  return {
    types: `src/types/${base}.ts`,
    schemas: `src/schemas/${base}${ext}`,
    repository: `src/db/${base}-repository${ext}`,
    service: `src/services/${base}-service${ext}`,
    mapper: `src/mappers/${base}${ext}`,
    routes: `src/http/routes/${base}${ext}`,
    resources: `src/resources/${base}${ext}`,
    readTools: `tools/${base}/read${ext}`,
    searchTools: `tools/${base}/search${ext}`,
    actionTools: [`tools/${base}/${kebab(plan.domain.actions[0])}${ext}`, `tools/${base}/${kebab(plan.domain.actions[1])}${ext}`] as const,
  };
}

/** An import specifier from one generated module to another: relative, with the extension Node and TypeScript use. */
function specifier(from: string, to: string): string {
  const fromParts = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let common = 0;
  while (common < fromParts.length && fromParts[common] === toParts[common]) common++;
  const ups = fromParts.length - common;
  const path = [...(ups === 0 ? ['.'] : Array<string>(ups).fill('..')), ...toParts.slice(common)].join('/');
  return path.replace(/\.ts$/, '.js');
}

const NUMERIC_FIELD = /Cents|rows|nodes|seats|stock|objects|replicas|Bytes|Days|percentOff|redemptions|failures|members|riskScore/;

function fieldTypeOf(field: string): 'number' | 'string' {
  return NUMERIC_FIELD.test(field) ? 'number' : 'string';
}

function typesModule(plan: DomainPlan): string {
  const { domain } = plan;
  const entity = pascal(domain.name);
  return text([
    "import type { Entity, ListQuery } from './common.js';",
    '',
    `export type ${entity}Status = ${domain.statuses.map((status) => `'${status}'`).join(' | ')};`,
    '',
    `export interface ${entity} extends Entity {`,
    `  readonly status: ${entity}Status;`,
    ...domain.fields.map((field) => `  readonly ${field}: ${fieldTypeOf(field)};`),
    '}',
    '',
    `export interface ${entity}Query extends ListQuery {`,
    `  readonly status?: ${entity}Status;`,
    '  readonly text?: string;',
    '}',
    '',
    `export type ${entity}Action = ${domain.actions.map((action) => `'${action}'`).join(' | ')};`,
    '',
    `export interface ${entity}Change {`,
    `  readonly ${camel(domain.name)}Id: string;`,
    `  readonly action: ${entity}Action;`,
    '  readonly actor: string;',
    '  readonly note?: string;',
    '}',
  ]);
}

function schemasModule(plan: DomainPlan): string {
  const { domain, language } = plan;
  const entity = pascal(domain.name);
  const zod = language === 'cjs' ? ["'use strict';", "const z = require('zod');"] : ["import * as z from 'zod';"];
  const declare = (name: string) => (language === 'cjs' ? `const ${name} =` : `export const ${name} =`);
  const field = (name: string) =>
    fieldTypeOf(name) === 'number'
      ? `  ${name}: z.number().int().nonnegative(),`
      : /email/.test(name)
        ? `  ${name}: z.string().email(),`
        : `  ${name}: z.string().min(1),`;
  return text([
    ...zod,
    '',
    `${declare(`${entity}Status`)} z.enum([${domain.statuses.map((status) => `'${status}'`).join(', ')}]);`,
    '',
    `${declare(`${entity}Schema`)} z.object({`,
    '  id: z.string(),',
    `  status: ${entity}Status,`,
    ...domain.fields.map(field),
    '  createdAt: z.string(),',
    '  updatedAt: z.string(),',
    '});',
    '',
    `${declare(`${entity}Query`)} z.object({`,
    `  status: ${entity}Status.optional(),`,
    "  text: z.string().max(200).optional().describe('Words to look for'),",
    '  cursor: z.string().optional(),',
    '  pageSize: z.number().int().min(1).max(500).optional(),',
    '});',
    '',
    `${declare(`${entity}Id`)} z.object({ id: z.string().describe('The ${domain.name.replace(/_/g, ' ')} id') });`,
    ...(language === 'cjs' ? ['', `module.exports = { ${entity}Status, ${entity}Schema, ${entity}Query, ${entity}Id };`] : []),
  ]);
}

function repositoryModule(plan: DomainPlan, paths: ReturnType<typeof pathsOf>): string {
  const { domain, language } = plan;
  const entity = pascal(domain.name);
  const table = domain.plural;
  const columns = ['id', 'status', ...domain.fields.map((field) => field.replace(/[A-Z]/g, (letter) => '_' + letter.toLowerCase())), 'created_at', 'updated_at'];
  const selectList = columns.join(', ');
  if (language === 'cjs') {
    return text([
      "'use strict';",
      "const db = require('../db/pool.cjs');",
      '',
      `class ${entity}Repository {`,
      '  async findById(id) {',
      `    const rows = await db.query('select ${selectList} from ${table} where id = $1', [id]);`,
      '    return rows[0] || null;',
      '  }',
      '',
      '  async list(status, limit, offset) {',
      '    if (status) {',
      `      return db.query('select ${selectList} from ${table} where status = $1 order by created_at desc limit $2 offset $3', [status, limit, offset]);`,
      '    }',
      `    return db.query('select ${selectList} from ${table} order by created_at desc limit $1 offset $2', [limit, offset]);`,
      '  }',
      '',
      '  async setStatus(id, status) {',
      `    await db.query('update ${table} set status = $2, updated_at = now() where id = $1', [id, status]);`,
      '  }',
      '}',
      '',
      `module.exports = { ${entity}Repository };`,
    ]);
  }
  const typed = language === 'ts';
  const imports = typed
    ? ["import { getPool } from '../db/pool.js';", `import type { ${entity}, ${entity}Status } from '${specifier(paths.repository, paths.types)}';`]
    : ["import { getPool } from '../db/pool.js';"];
  const t = (annotation: string) => (typed ? annotation : '');
  return text([
    ...imports,
    '',
    `export class ${entity}Repository {`,
    `  async findById(id${t(': string')})${t(`: Promise<${entity} | null>`)} {`,
    `    const rows = await getPool().query${t(`<${entity} & Record<string, unknown>>`)}('select ${selectList} from ${table} where id = $1', [id]);`,
    '    return rows[0] ?? null;',
    '  }',
    '',
    `  async list(status${t(`: ${entity}Status | undefined`)}, limit${t(': number')}, offset${t(': number')})${t(`: Promise<${entity}[]>`)} {`,
    '    const where = status ? \'where status = $3\' : \'\';',
    '    const values = status ? [limit, offset, status] : [limit, offset];',
    `    return getPool().query${t(`<${entity} & Record<string, unknown>>`)}(\`select ${selectList} from ${table} \${where} order by created_at desc limit $1 offset $2\`, values);`,
    '  }',
    '',
    `  async setStatus(id${t(': string')}, status${t(`: ${entity}Status`)})${t(': Promise<void>')} {`,
    `    await getPool().query('update ${table} set status = $2, updated_at = now() where id = $1', [id, status]);`,
    '  }',
    '',
    `  async count()${t(': Promise<number>')} {`,
    `    const [row] = await getPool().query('select count(*)::int as n from ${table}');`,
    '    return Number(row?.n ?? 0);',
    '  }',
    '}',
  ]);
}

function serviceModule(plan: DomainPlan, paths: ReturnType<typeof pathsOf>): string {
  const { domain, language } = plan;
  const entity = pascal(domain.name);
  const [first, second] = domain.actions;
  const finalStatus = domain.statuses[domain.statuses.length - 1]!;
  if (language === 'cjs') {
    return text([
      "'use strict';",
      `const { ${entity}Repository } = require('./../db/${kebab(domain.name)}-repository.cjs');`,
      "const logger = require('../logging/logger.cjs');",
      "const { retries, backoffMs } = require('../config/defaults.cjs');",
      '',
      'async function withRetries(work) {',
      '  for (let attempt = 1; ; attempt++) {',
      '    try {',
      '      return await work();',
      '    } catch (error) {',
      '      if (attempt >= retries) throw error;',
      '      await new Promise((resolve) => setTimeout(resolve, backoffMs * attempt));',
      '    }',
      '  }',
      '}',
      '',
      `class ${entity}Service {`,
      `  constructor(repository = new ${entity}Repository()) {`,
      '    this.repository = repository;',
      '  }',
      '',
      '  get(id) {',
      '    return this.repository.findById(id);',
      '  }',
      '',
      '  async list(query) {',
      '    const pageSize = Math.min(query.pageSize || 50, 500);',
      '    const offset = query.cursor ? Number(query.cursor) : 0;',
      '    const items = await this.repository.list(query.status, pageSize, offset);',
      '    return { items, nextCursor: items.length === pageSize ? String(offset + pageSize) : undefined };',
      '  }',
      '',
      `  async ${camel(first)}(id, actor) {`,
      `    logger.info('${domain.name}.${first}', { id, actor });`,
      `    await withRetries(() => this.repository.setStatus(id, '${finalStatus}'));`,
      '  }',
      '',
      `  async ${camel(second)}(id, actor) {`,
      `    logger.info('${domain.name}.${second}', { id, actor });`,
      `    await withRetries(() => this.repository.setStatus(id, '${domain.statuses[1] ?? finalStatus}'));`,
      '  }',
      '}',
      '',
      `module.exports = { ${entity}Service };`,
    ]);
  }
  const typed = language === 'ts';
  const t = (annotation: string) => (typed ? annotation : '');
  return text([
    `import { ${entity}Repository } from '${specifier(paths.service, paths.repository)}';`,
    "import { logger } from '../logging/logger.js';",
    "import { recordAudit } from '../audit/audit-log.js';",
    "import { assert, retry } from '../util/index.js';",
    typed ? "import { pageOf, type Page } from '../util/paging.js';" : "import { pageOf } from '../util/paging.js';",
    ...(typed ? [`import type { ${entity}, ${entity}Query } from '${specifier(paths.service, paths.types)}';`] : []),
    '',
    `export class ${entity}Service {`,
    ...(typed
      ? [`  constructor(private readonly repository = new ${entity}Repository()) {}`]
      : [`  constructor(repository = new ${entity}Repository()) {`, '    this.repository = repository;', '  }']),
    '',
    `  get(id${t(': string')})${t(`: Promise<${entity} | null>`)} {`,
    '    return this.repository.findById(id);',
    '  }',
    '',
    `  async list(query${t(`: ${entity}Query`)})${t(`: Promise<Page<${entity}>>`)} {`,
    '    const all = await this.repository.list(query.status, 500, 0);',
    '    const text = query.text?.toLowerCase();',
    '    const matching = text ? all.filter((item) => JSON.stringify(item).toLowerCase().includes(text)) : all;',
    '    return pageOf(matching, query.cursor, query.pageSize);',
    '  }',
    '',
    `  async ${camel(first)}(id${t(': string')}, actor${t(': string')})${t(': Promise<void>')} {`,
    `    const current = await this.repository.findById(id);`,
    `    assert(current, '${domain.name} ' + id + ' not found');`,
    `    logger.info('${domain.name}.${first}', { id, actor, from: current.status });`,
    `    await retry(() => this.repository.setStatus(id, '${finalStatus}'));`,
    `    await recordAudit(actor, '${domain.name}.${first}', id);`,
    '  }',
    '',
    `  async ${camel(second)}(id${t(': string')}, actor${t(': string')})${t(': Promise<void>')} {`,
    `    const current = await this.repository.findById(id);`,
    `    assert(current, '${domain.name} ' + id + ' not found');`,
    `    logger.info('${domain.name}.${second}', { id, actor, from: current.status });`,
    `    await retry(() => this.repository.setStatus(id, '${domain.statuses[1] ?? finalStatus}'));`,
    `    await recordAudit(actor, '${domain.name}.${second}', id);`,
    '  }',
    '}',
  ]);
}

function mapperModule(plan: DomainPlan, paths: ReturnType<typeof pathsOf>): string {
  const { domain, language } = plan;
  const entity = pascal(domain.name);
  const typed = language === 'ts';
  const column = (field: string) => field.replace(/[A-Z]/g, (letter) => '_' + letter.toLowerCase());
  const cast = (type: string) => (typed ? ` as ${type}` : '');
  const exported = language === 'cjs' ? '' : 'export ';
  const lines = [
    `${exported}function to${entity}Dto(row${typed ? ': Record<string, unknown>' : ''})${typed ? `: ${entity}` : ''} {`,
    '  return {',
    '    id: String(row.id),',
    `    status: row.status${cast(`${entity}['status']`)},`,
    ...domain.fields.map((field) =>
      fieldTypeOf(field) === 'number' ? `    ${field}: Number(row.${column(field)} ?? 0),` : `    ${field}: String(row.${column(field)} ?? ''),`,
    ),
    `    createdAt: new Date(row.created_at${cast('string')}).toISOString(),`,
    `    updatedAt: new Date(row.updated_at${cast('string')}).toISOString(),`,
    '  };',
    '}',
    '',
    `${exported}function summarize${entity}(item${typed ? `: ${entity}` : ''})${typed ? ': string' : ''} {`,
    `  const parts = [${domain.fields.map((field) => `'${field}=' + item.${field}`).join(', ')}];`,
    `  return '${domain.name.replace(/_/g, ' ')} ' + item.id + ' (' + item.status + '): ' + parts.join(', ');`,
    '}',
  ];
  if (language === 'cjs') return text(["'use strict';", '', ...lines, '', `module.exports = { to${entity}Dto, summarize${entity} };`]);
  return text([...(typed ? [`import type { ${entity} } from '${specifier(paths.mapper, paths.types)}';`, ''] : []), ...lines]);
}

function routesModule(plan: DomainPlan, paths: ReturnType<typeof pathsOf>): string {
  const { domain, language } = plan;
  const entity = pascal(domain.name);
  const base = `/api/${kebab(domain.plural)}`;
  const lines = (send: string) => [
    `  router.get('${base}', async (req, res) => {`,
    "    const url = new URL(req.url, 'http://localhost');",
    `    const page = await service.list({ status: url.searchParams.get('status') || undefined, cursor: url.searchParams.get('cursor') || undefined });`,
    `    ${send}(res, 200, page);`,
    '  });',
    `  router.get('${base}/:id', async (_req, res, params) => {`,
    '    const item = await service.get(params.id);',
    `    if (!item) return ${send}(res, 404, { error: 'not found' });`,
    `    ${send}(res, 200, item);`,
    '  });',
  ];
  if (language === 'cjs') {
    return text([
      "'use strict';",
      '',
      'function sendJson(res, status, body) {',
      "  res.writeHead(status, { 'content-type': 'application/json' });",
      '  res.end(JSON.stringify(body));',
      '}',
      '',
      `module.exports = function register${entity}Routes(router, service) {`,
      ...lines('sendJson'),
      '};',
    ]);
  }
  const typed = language === 'ts';
  return text([
    ...(typed ? ["import type { Router } from '../router.js';", `import type { ${entity}Service } from '${specifier(paths.routes, paths.service)}';`] : []),
    "import { sendJson } from '../respond.js';",
    ...(typed ? ["import { etagOf } from '../../util/etag.js';"] : []),
    '',
    `export function register${entity}Routes(router${typed ? ': Router' : ''}, service${typed ? `: ${entity}Service` : ''})${typed ? ': void' : ''} {`,
    ...lines('sendJson').map((line) => (typed ? line.replace("new URL(req.url, 'http://localhost')", "new URL(req.url ?? '/', 'http://localhost')").replace('params.id', 'params.id!') : line)),
    ...(typed
      ? [`  router.get('${base}/:id/etag', async (_req, res, params) => {`, '    const item = await service.get(params.id!);', "    res.setHeader('etag', etagOf(item));", '    sendJson(res, item ? 200 : 404, item ?? {});', '  });']
      : []),
    '}',
  ]);
}

function resourcesModule(plan: DomainPlan, paths: ReturnType<typeof pathsOf>): string {
  const { domain, language } = plan;
  const entity = pascal(domain.name);
  const uri = `${kebab(domain.plural)}://{id}`;
  const body = [
    '  server.registerResource(',
    `    '${domain.name}',`,
    `    new ResourceTemplate('${uri}', { list: undefined }),`,
    `    { title: '${pascal(domain.name).replace(/([a-z])([A-Z])/g, '$1 $2')}', mimeType: 'application/json' },`,
    '    async (uri, { id }) => {',
    '      const item = await service.get(String(id));',
    '      return { contents: [{ uri: uri.href, mimeType: \'application/json\', text: JSON.stringify(item ?? null) }] };',
    '    },',
    '  );',
  ];
  if (language === 'cjs') {
    return text([
      "'use strict';",
      "const { ResourceTemplate } = require('@modelcontextprotocol/server');",
      '',
      `module.exports = function register${entity}Resources(server, service) {`,
      ...body,
      '};',
    ]);
  }
  const typed = language === 'ts';
  return text([
    typed ? "import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/server';" : "import { ResourceTemplate } from '@modelcontextprotocol/server';",
    ...(typed ? [`import type { ${entity}Service } from '${specifier(paths.resources, paths.service)}';`] : []),
    '',
    `export function register${entity}Resources(server${typed ? ': McpServer' : ''}, service${typed ? `: ${entity}Service` : ''})${typed ? ': void' : ''} {`,
    ...body,
    '}',
  ]);
}

/** Read-only tools: get and list, no state. */
function readToolsModule(plan: DomainPlan, paths: ReturnType<typeof pathsOf>): string {
  const { domain, language } = plan;
  const entity = pascal(domain.name);
  const label = domain.name.replace(/_/g, ' ');
  const tools = (summarize: string) => [
    '  server.registerTool(',
    `    'get_${domain.name}',`,
    `    { description: 'Look up one ${label} by id', inputSchema: ${entity}Id, outputSchema: ${entity}Schema, annotations: { readOnlyHint: true } },`,
    '    async ({ id }) => {',
    '      const item = await service.get(id);',
    `      if (!item) return { isError: true, content: [{ type: 'text', text: 'No ${label} ' + id }] };`,
    `      return { content: [{ type: 'text', text: ${summarize}(item) }], structuredContent: item };`,
    '    },',
    '  );',
    '',
    '  server.registerTool(',
    `    'list_${domain.plural}',`,
    `    { description: 'List ${domain.plural.replace(/_/g, ' ')}, newest first', inputSchema: ${entity}Query, annotations: { readOnlyHint: true } },`,
    '    async (query) => {',
    '      const page = await service.list(query);',
    `      const lines = page.items.map(${summarize});`,
    `      return { content: [{ type: 'text', text: lines.join('\\n') || 'No ${domain.plural.replace(/_/g, ' ')}.' }], structuredContent: page };`,
    '    },',
    '  );',
  ];
  if (language === 'cjs') {
    return text([
      "'use strict';",
      `const { ${entity}Id, ${entity}Query, ${entity}Schema } = require('../../src/schemas/${kebab(domain.name)}.cjs');`,
      `const { summarize${entity} } = require('../../src/mappers/${kebab(domain.name)}.cjs');`,
      '',
      `module.exports = function register${entity}ReadTools(server, service) {`,
      ...tools(`summarize${entity}`),
      '};',
    ]);
  }
  const typed = language === 'ts';
  return text([
    ...(typed ? ["import type { McpServer } from '@modelcontextprotocol/server';"] : []),
    `import { ${entity}Id, ${entity}Query, ${entity}Schema } from '${specifier(paths.readTools, paths.schemas)}';`,
    `import { summarize${entity} } from '${specifier(paths.readTools, paths.mapper)}';`,
    ...(typed ? [`import type { ${entity}Service } from '${specifier(paths.readTools, paths.service)}';`] : []),
    '',
    `export function register${entity}ReadTools(server${typed ? ': McpServer' : ''}, service${typed ? `: ${entity}Service` : ''})${typed ? ': void' : ''} {`,
    ...tools(`summarize${entity}`),
    '}',
  ]);
}

/** A search tool with a paging cursor (base64 of an offset, not requestState) and a completion of statuses. */
function searchToolsModule(plan: DomainPlan, paths: ReturnType<typeof pathsOf>): string {
  const { domain, language } = plan;
  const entity = pascal(domain.name);
  const label = domain.plural.replace(/_/g, ' ');
  const body = [
    '  server.registerTool(',
    `    'search_${domain.plural}',`,
    '    {',
    `      description: 'Search ${label} by text and status',`,
    `      inputSchema: z.object({ text: z.string().min(2), status: z.enum([${domain.statuses.map((status) => `'${status}'`).join(', ')}]).optional(), cursor: z.string().optional() }),`,
    '      annotations: { readOnlyHint: true, openWorldHint: false },',
    '    },',
    '    async ({ text, status, cursor }) => {',
    '      const started = Date.now();',
    '      const page = await service.list({ text, status, cursor, pageSize: 20 });',
    `      logger.info('search_${domain.plural}', { hits: page.items.length, ms: Date.now() - started });`,
    `      if (page.items.length === 0) return { content: [{ type: 'text', text: 'Nothing matches ' + JSON.stringify(text) + '.' }] };`,
    "      const more = page.nextCursor ? '\\n(more: pass cursor ' + page.nextCursor + ')' : '';",
    "      return { content: [{ type: 'text', text: page.items.map((item) => item.id + ' ' + item.status).join('\\n') + more }] };",
    '    },',
    '  );',
  ];
  if (language === 'cjs') {
    return text([
      "'use strict';",
      "const z = require('zod');",
      "const logger = require('../../src/logging/logger.cjs');",
      '',
      `module.exports = function register${entity}Search(server, service) {`,
      ...body,
      '};',
    ]);
  }
  const typed = language === 'ts';
  return text([
    ...(typed ? ["import type { McpServer } from '@modelcontextprotocol/server';"] : []),
    "import * as z from 'zod';",
    `import { logger } from '${specifier(paths.searchTools, 'src/logging/logger.ts')}';`,
    ...(typed ? [`import type { ${entity}Service } from '${specifier(paths.searchTools, paths.service)}';`] : []),
    '',
    `export function register${entity}Search(server${typed ? ': McpServer' : ''}, service${typed ? `: ${entity}Service` : ''})${typed ? ': void' : ''} {`,
    ...body,
    '}',
  ]);
}

/**
 * A tool that asks the user before it acts and keeps what it learned in requestState, in one of the styles the lib/
 * helpers allow; or, where `style` is undefined, one that acts at once (an idempotent update, no state).
 */
function actionToolModule(plan: DomainPlan, paths: ReturnType<typeof pathsOf>, which: 0 | 1): string {
  const { domain, language } = plan;
  const style = plan.styles[which];
  const action = domain.actions[which];
  const entity = pascal(domain.name);
  const method = camel(action);
  const tool = `${action}_${domain.name}`;
  const label = domain.name.replace(/_/g, ' ');
  const path = paths.actionTools[which];
  const typed = language === 'ts';
  const registerName = `register${pascal(action)}${entity}`;
  const idKey = `${camel(domain.name)}Id`;
  const schema = `z.object({ ${idKey}: z.string(), note: z.string().max(500).optional() })`;
  const signature = typed ? `(server: McpServer, service: ${entity}Service): void` : '(server, service)';
  const header = (extra: string[]) =>
    language === 'cjs'
      ? ["'use strict';", "const { acceptedContent, inputRequired } = require('@modelcontextprotocol/server');", "const z = require('zod');", ...extra]
      : [
          typed ? "import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';" : "import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';",
          "import * as z from 'zod';",
          ...extra,
          ...(typed ? [`import type { ${entity}Service } from '${specifier(path, paths.service)}';`] : []),
        ];
  const open = language === 'cjs' ? [`module.exports = function ${registerName}(server, service) {`] : [`export function ${registerName}${signature} {`];
  const close = language === 'cjs' ? '};' : '}';
  const registration = (handler: string[], destructive = true) => [
    '  server.registerTool(',
    `    '${tool}',`,
    '    {',
    `      description: '${pascal(action).replace(/([a-z])([A-Z])/g, '$1 $2')} ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}${style ? ', after the user confirms' : ''}',`,
    `      inputSchema: ${schema},`,
    `      annotations: { destructiveHint: ${destructive}, idempotentHint: ${!destructive} },`,
    '    },',
    ...handler,
    '  );',
  ];
  const ask = (stateExpression: string, lookup = true) => [
    ...(lookup ? [`      const current = await service.get(args.${idKey});`, `      if (!current) return { isError: true, content: [{ type: 'text', text: 'No ${label} ' + args.${idKey} }] };`] : []),
    '      return inputRequired({',
    `        inputRequests: { confirm: inputRequired.elicit({ message: '${pascal(action)} ${label} ' + args.${idKey} + '?', requestedSchema: Confirm }) },`,
    `        requestState: ${stateExpression},`,
    '      });',
  ];
  const finish = (stateVariable: string, idExpression: string) => [
    "      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);",
    `      if (!answer || answer.confirm !== true) return { content: [{ type: 'text', text: 'Nothing changed.' }] };`,
    `      await service.${method}(${idExpression}, String(${stateVariable}.requestedBy));`,
    `      return { content: [{ type: 'text', text: '${pascal(action)} done for ${label} ' + ${idExpression} + '.' }] };`,
  ];
  const confirmSchema = `const Confirm = z.object({ confirm: z.boolean().describe('${pascal(action)} this ${label}?') });`;
  const payload = `{ ${idKey}: args.${idKey}, status: current.status, requestedBy: 'assistant', requestedAt: Date.now() }`;

  switch (style) {
    case undefined:
      return text([
        ...header([]),
        '',
        ...open,
        ...registration(
          [
            '    async (args) => {',
            `      await service.${method}(args.${idKey}, 'assistant');`,
            `      return { content: [{ type: 'text', text: '${pascal(action)}: ${label} ' + args.${idKey} + (args.note ? ' (' + args.note + ')' : '') }] };`,
            '    },',
          ],
          false,
        ),
        close,
      ]);
    case 'barrel-sealer':
      return text([
        ...header([`import { seal, unseal, toolError } from '${specifier(path, 'lib/index.ts')}';`]),
        '',
        confirmSchema,
        ...(typed ? ['', `interface Pending { ${idKey}: string; status: string; requestedBy: string; requestedAt: number }`] : []),
        '',
        ...open,
        ...registration([
          '    async (args, ctx) => {',
          `      const token = ctx.mcpReq.requestState${typed ? '<string>' : ''}();`,
          '      if (token === undefined) {',
          ...ask(`seal(${payload})`).map((line) => `  ${line}`),
          '      }',
          `      const pending = unseal${typed ? '<Pending>' : ''}(token);`,
          "      if (pending === null) return toolError('This confirmation is no longer valid.');",
          ...finish('pending', `pending.${idKey}`),
          '    },',
        ]),
        close,
      ]);
    case 'sdk-codec':
      return text([
        ...header([`import { stateCodec } from '${specifier(path, 'lib/state/codec.ts')}';`]),
        '',
        confirmSchema,
        ...(typed ? ['', `type Pending = { ${idKey}: string; status: string; requestedBy: string; requestedAt: number };`] : []),
        '',
        ...open,
        ...registration([
          '    async (args, ctx) => {',
          `      const pending = ctx.mcpReq.requestState${typed ? '<Pending>' : ''}();`,
          '      if (!pending) {',
          ...ask(`await stateCodec.mint(${payload}, ctx)`).map((line) => `  ${line}`),
          '      }',
          ...finish('pending', `pending.${idKey}`),
          '    },',
        ]),
        close,
      ]);
    case 'vault-class':
      return text([
        ...header([`import { StateVault, loadStateKey } from '${specifier(path, 'lib/state/index.ts')}';`]),
        '',
        confirmSchema,
        'const vault = new StateVault(loadStateKey(), { ttlSeconds: 900 });',
        ...(typed ? ['', `interface Pending { ${idKey}: string; status: string; requestedBy: string; requestedAt: number }`] : []),
        '',
        ...open,
        ...registration([
          '    async (args, ctx) => {',
          '      const user = String(ctx.http?.authInfo?.extra?.userId);',
          `      const token = ctx.mcpReq.requestState${typed ? '<string>' : ''}();`,
          '      if (token === undefined) {',
          ...ask(`vault.seal(${payload}, { tool: '${tool}', user })`).map((line) => `  ${line}`),
          '      }',
          `      const opened = vault.open${typed ? '<Pending>' : ''}(token, { tool: '${tool}', user });`,
          "      if (!opened.ok) return { isError: true, content: [{ type: 'text', text: 'Confirmation rejected: ' + opened.reason }] };",
          `      if (opened.value.${idKey} !== args.${idKey}) return { isError: true, content: [{ type: 'text', text: 'Confirmation was for another ${label}.' }] };`,
          ...finish('opened.value', `opened.value.${idKey}`),
          '    },',
        ]),
        close,
      ]);
    case 'pending-store':
      return text([
        ...header([`import { PendingStore } from '${specifier(path, 'lib/state/pending-store.ts')}';`]),
        '',
        confirmSchema,
        `const store = new PendingStore('${domain.name}_');`,
        '',
        ...open,
        ...registration([
          '    async (args, ctx) => {',
          `      const token = ctx.mcpReq.requestState${typed ? '<string>' : ''}();`,
          '      if (token === undefined) {',
          ...ask(`store.pack({ action: '${action}', target: args.${idKey}, requestedAt: Date.now(), details: { status: current.status } })`).map((line) => `  ${line}`),
          '      }',
          '      const pending = store.unpack(token);',
          "      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);",
          "      if (!answer || answer.confirm !== true) return { content: [{ type: 'text', text: 'Nothing changed.' }] };",
          `      await service.${method}(pending.target, 'assistant');`,
          `      return { content: [{ type: 'text', text: '${pascal(action)} done for ${label} ' + pending.target + '.' }] };`,
          '    },',
        ]),
        close,
      ]);
    case 'jwt':
      return text([
        ...header([`import { issueStateToken, readStateToken } from '${specifier(path, 'lib/state/jwt-state.ts')}';`]),
        '',
        confirmSchema,
        '',
        ...open,
        ...registration([
          '    async (args, ctx) => {',
          `      const token = ctx.mcpReq.requestState${typed ? '<string>' : ''}();`,
          '      if (token === undefined) {',
          ...ask(`await issueStateToken(${payload}, '${tool}')`).map((line) => `  ${line}`),
          '      }',
          `      const pending = await readStateToken${typed ? `<{ ${idKey}: string; requestedBy: string }>` : ''}(token, '${tool}');`,
          ...finish('pending', `pending.${idKey}`),
          '    },',
        ]),
        close,
      ]);
    case 'decoder':
      return text([
        ...header([`import { decodeState, encodeState } from '${specifier(path, 'lib/state/decode.ts')}';`]),
        '',
        confirmSchema,
        '',
        ...open,
        ...registration([
          '    async (args, ctx) => {',
          `      const pending = decodeState${typed ? `<{ ${idKey}: string; requestedBy: string }>` : ''}(ctx.mcpReq.requestState());`,
          '      if (pending === undefined) {',
          ...ask(`encodeState(${payload})`).map((line) => `  ${line}`),
          '      }',
          ...finish('pending', `pending.${idKey}`),
          '    },',
        ]),
        close,
      ]);
    case 'weak-sealer':
      return text([
        ...header([`import { signState, checkState } from '${specifier(path, 'lib/state/weak-sealer.js')}';`]),
        '',
        confirmSchema,
        '',
        ...open,
        ...registration([
          '    async (args, ctx) => {',
          '      const token = ctx.mcpReq.requestState();',
          '      if (!token) {',
          ...ask(`signState(${payload})`).map((line) => `  ${line}`),
          '      }',
          '      const pending = checkState(token);',
          "      if (!pending) return { isError: true, content: [{ type: 'text', text: 'State check failed.' }] };",
          ...finish('pending', `pending.${idKey}`),
          '    },',
        ]),
        close,
      ]);
    case 'cjs-progress':
      return text([
        ...header([
          "const { encodeProgress, decodeProgress } = require('../../lib/state/progress.cjs');",
          "const { sign } = require('../../lib/state/signing.cjs');",
        ]),
        '',
        confirmSchema,
        '',
        ...open,
        ...registration([
          '    async (args, ctx) => {',
          '      const raw = ctx.mcpReq.requestState();',
          '      if (raw === undefined) {',
          `        const body = encodeProgress(${payload.replace('current.status', "'pending'")});`,
          ...ask("body + '.' + sign(body)", false).map((line) => `  ${line}`),
          '      }',
          "      const [body, mac] = String(raw).split('.');",
          "      if (mac !== sign(body)) return { isError: true, content: [{ type: 'text', text: 'State was changed.' }] };",
          '      const pending = decodeProgress(body);',
          ...finish('pending', `pending.${idKey}`),
          '    },',
        ]),
        close,
      ]);
    case 'cjs-class':
      return text([
        ...header(["const SessionState = require('../../lib/state/session-state.cjs');"]),
        '',
        confirmSchema,
        'const sessions = new SessionState(Buffer.from(process.env.STATE_KEY, \'base64\'));',
        '',
        ...open,
        ...registration([
          '    async (args, ctx) => {',
          '      const token = ctx.mcpReq.requestState();',
          '      if (token === undefined) {',
          ...ask(`sessions.wrap('${tool}', ${payload})`).map((line) => `  ${line}`),
          '      }',
          `      const pending = sessions.unwrap('${tool}', token);`,
          "      if (pending === null) return { isError: true, content: [{ type: 'text', text: 'Confirmation expired or invalid.' }] };",
          ...finish('pending', `pending.${idKey}`),
          '    },',
        ]),
        close,
      ]);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Prompts and jobs, a few of each

function promptModule(plan: DomainPlan): string {
  const { domain } = plan;
  const label = domain.plural.replace(/_/g, ' ');
  return text([
    "import type { McpServer } from '@modelcontextprotocol/server';",
    "import * as z from 'zod';",
    '',
    `export function register${pascal(domain.name)}Prompts(server: McpServer): void {`,
    '  server.registerPrompt(',
    `    'triage_${domain.plural}',`,
    `    { title: 'Triage ${label}', description: 'Walk through open ${label} and suggest next steps', argsSchema: z.object({ focus: z.string().optional() }) },`,
    '    ({ focus }) => ({',
    '      messages: [',
    '        {',
    "          role: 'user',",
    `          content: { type: 'text', text: 'List the ${label} that need attention' + (focus ? ', especially ' + focus : '') + ', then propose what to do with each.' },`,
    '        },',
    '      ],',
    '    }),',
    '  );',
    '}',
  ]);
}

function jobModule(plan: DomainPlan): string {
  const { domain } = plan;
  return text([
    "'use strict';",
    "const db = require('../db/pool.cjs');",
    "const logger = require('../logging/logger.cjs');",
    "const { retries } = require('../config/defaults.cjs');",
    '',
    `async function cleanUp${pascal(domain.plural)}(olderThanDays) {`,
    '  for (let attempt = 1; attempt <= retries; attempt++) {',
    '    try {',
    `      const rows = await db.query("delete from ${domain.plural} where status = '${domain.statuses[domain.statuses.length - 1]}' and updated_at < now() - ($1 || ' days')::interval returning id", [olderThanDays]);`,
    `      logger.info('cleanup.${domain.plural}', { removed: rows.length });`,
    '      return rows.length;',
    '    } catch (error) {',
    `      logger.warn('cleanup.${domain.plural} failed', { attempt, error: String(error) });`,
    '    }',
    '  }',
    '  return 0;',
    '}',
    '',
    `module.exports = { cleanUp${pascal(domain.plural)} };`,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Composition: services built with `new`, every registrar called, the server

function compositionModules(plans: readonly DomainPlan[]): Record<string, string> {
  const modules: Record<string, string> = {};
  const esm = plans.filter((plan) => plan.language !== 'cjs');
  const commonjs = plans.filter((plan) => plan.language === 'cjs');

  const deps: string[] = [];
  for (const plan of esm) {
    const paths = pathsOf(plan);
    deps.push(`import { ${pascal(plan.domain.name)}Service } from '${specifier('src/deps.ts', paths.service)}';`);
  }
  deps.push('', 'export function createServices() {', '  return {');
  for (const plan of esm) deps.push(`    ${camel(plan.domain.name)}: new ${pascal(plan.domain.name)}Service(),`);
  deps.push('  };', '}', '', 'export type Services = ReturnType<typeof createServices>;');
  modules['src/deps.ts'] = text(deps);

  const tools: string[] = ["import type { McpServer } from '@modelcontextprotocol/server';", "import type { Services } from '../src/deps.js';"];
  const calls: string[] = [];
  for (const plan of esm) {
    const paths = pathsOf(plan);
    const entity = pascal(plan.domain.name);
    const service = `services.${camel(plan.domain.name)}`;
    tools.push(`import { register${entity}ReadTools } from '${specifier('tools/index.ts', paths.readTools)}';`);
    tools.push(`import { register${entity}Search } from '${specifier('tools/index.ts', paths.searchTools)}';`);
    calls.push(`  register${entity}ReadTools(server, ${service});`, `  register${entity}Search(server, ${service});`);
    for (const which of [0, 1] as const) {
      const name = `register${pascal(plan.domain.actions[which])}${entity}`;
      tools.push(`import { ${name} } from '${specifier('tools/index.ts', paths.actionTools[which])}';`);
      calls.push(`  ${name}(server, ${service});`);
    }
  }
  tools.push('', 'export function registerTools(server: McpServer, services: Services): void {', ...calls, '}');
  modules['tools/index.ts'] = text(tools);

  const legacy: string[] = ["'use strict';", '// The CommonJS domains, not yet migrated: each brings its own service.', ''];
  const legacyCalls: string[] = [];
  for (const plan of commonjs) {
    const paths = pathsOf(plan);
    const entity = pascal(plan.domain.name);
    legacy.push(`const { ${entity}Service } = require('${specifier('tools/legacy.cjs', paths.service)}');`);
    legacyCalls.push(`  const ${camel(plan.domain.name)} = new ${entity}Service();`);
    for (const module of [paths.readTools, paths.searchTools, ...paths.actionTools]) {
      legacyCalls.push(`  require('${specifier('tools/legacy.cjs', module)}')(server, ${camel(plan.domain.name)});`);
    }
    legacyCalls.push(`  require('${specifier('tools/legacy.cjs', paths.resources)}')(server, ${camel(plan.domain.name)});`);
  }
  legacy.push('', 'module.exports = function registerLegacyTools(server) {', ...legacyCalls, '};');
  modules['tools/legacy.cjs'] = text(legacy);

  const resources: string[] = ["import type { McpServer } from '@modelcontextprotocol/server';", "import type { Services } from '../deps.js';"];
  const resourceCalls: string[] = [];
  for (const plan of esm) {
    const entity = pascal(plan.domain.name);
    resources.push(`import { register${entity}Resources } from '${specifier('src/resources/index.ts', pathsOf(plan).resources)}';`);
    resourceCalls.push(`  register${entity}Resources(server, services.${camel(plan.domain.name)});`);
  }
  resources.push('', 'export function registerResources(server: McpServer, services: Services): void {', ...resourceCalls, '}');
  modules['src/resources/index.ts'] = text(resources);

  const prompts: string[] = ["import type { McpServer } from '@modelcontextprotocol/server';"];
  const promptCalls: string[] = [];
  for (const plan of plans.filter((_, index) => index % 4 === 0)) {
    const entity = pascal(plan.domain.name);
    prompts.push(`import { register${entity}Prompts } from './${kebab(plan.domain.name)}.js';`);
    promptCalls.push(`  register${entity}Prompts(server);`);
  }
  prompts.push('', 'export function registerPrompts(server: McpServer): void {', ...promptCalls, '}');
  modules['src/prompts/index.ts'] = text(prompts);

  const routes: string[] = ["import { Router } from './router.js';", "import { registerHealth } from './health.js';", "import type { Services } from '../deps.js';"];
  const routeCalls: string[] = ['  registerHealth(router);'];
  for (const plan of esm) {
    const entity = pascal(plan.domain.name);
    routes.push(`import { register${entity}Routes } from '${specifier('src/http/routes.ts', pathsOf(plan).routes)}';`);
    routeCalls.push(`  register${entity}Routes(router, services.${camel(plan.domain.name)});`);
  }
  routes.push('', 'export function createRouter(services: Services): Router {', '  const router = new Router();', ...routeCalls, '  return router;', '}');
  modules['src/http/routes.ts'] = text(routes);

  const jobs: string[] = ["'use strict';", ''];
  const jobEntries: string[] = [];
  for (const plan of plans.filter((_, index) => index % 3 === 1)) {
    const name = `cleanUp${pascal(plan.domain.plural)}`;
    jobs.push(`const { ${name} } = require('./cleanup-${kebab(plan.domain.plural)}.cjs');`);
    jobEntries.push(`  '${kebab(plan.domain.plural)}': ${name},`);
  }
  jobs.push('', 'const jobs = {', ...jobEntries, '};', '', 'module.exports = async function runJobs(days = 30) {', '  for (const [name, job] of Object.entries(jobs)) {', '    await job(days);', "    process.stdout.write('ran ' + name + '\\n');", '  }', '};');
  modules['src/jobs/index.cjs'] = text(jobs);

  modules['src/server.ts'] = text([
    "import { createRequire } from 'node:module';",
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import { verifyState } from '../lib/index.js';",
    "import { createServices } from './deps.js';",
    "import { registerTools } from '../tools/index.js';",
    "import { registerResources } from './resources/index.js';",
    "import { registerPrompts } from './prompts/index.js';",
    '',
    'const require = createRequire(import.meta.url);',
    "const registerLegacyTools = require('../tools/legacy.cjs') as (server: McpServer) => void;",
    '',
    'export function createMcpServer(): McpServer {',
    '  const services = createServices();',
    '  const server = new McpServer(',
    "    { name: 'operations-assistant', version: '4.7.1' },",
    '    { capabilities: { tools: {}, resources: {}, prompts: {} }, requestState: { verify: verifyState } },',
    '  );',
    '  registerTools(server, services);',
    '  registerLegacyTools(server);',
    '  registerResources(server, services);',
    '  registerPrompts(server);',
    '  return server;',
    '}',
  ]);
  modules['src/main.ts'] = text([
    "import { createMcpServer } from './server.js';",
    "import { createServices } from './deps.js';",
    "import { createRouter } from './http/routes.js';",
    "import { listen } from './http/server.js';",
    "import { logger } from './logging/logger.js';",
    '',
    'const server = listen(createRouter(createServices()), createMcpServer);',
    '',
    "for (const signal of ['SIGINT', 'SIGTERM'] as const) {",
    '  process.once(signal, () => {',
    "    logger.info('shutting down', { signal });",
    '    server.close(() => process.exit(0));',
    '  });',
    '}',
  ]);
  modules['src/types/index.ts'] = text(["export type * from './common.js';", ...plans.map((plan) => `export type * from './${kebab(plan.domain.name)}.js';`)]);
  return modules;
}

/** Every module of the project, path → text. */
export function generateProject(): Record<string, string> {
  const plans = planDomains();
  const modules: Record<string, string> = {
    'package.json': `${JSON.stringify({ name: 'operations-assistant', version: '4.7.1', private: true, type: 'module', main: 'src/main.ts' }, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', strict: true, allowJs: true, noEmit: true } }, null, 2)}\n`,
    ...LIBRARY,
    ...INFRASTRUCTURE,
  };
  for (const plan of plans) {
    const paths = pathsOf(plan);
    modules[paths.types] = typesModule(plan);
    modules[paths.schemas] = schemasModule(plan);
    modules[paths.repository] = repositoryModule(plan, paths);
    modules[paths.service] = serviceModule(plan, paths);
    modules[paths.mapper] = mapperModule(plan, paths);
    modules[paths.routes] = routesModule(plan, paths);
    modules[paths.resources] = resourcesModule(plan, paths);
    modules[paths.readTools] = readToolsModule(plan, paths);
    modules[paths.searchTools] = searchToolsModule(plan, paths);
    modules[paths.actionTools[0]] = actionToolModule(plan, paths, 0);
    modules[paths.actionTools[1]] = actionToolModule(plan, paths, 1);
    if (plan.index % 4 === 0) modules[`src/prompts/${kebab(plan.domain.name)}.ts`] = promptModule(plan);
    if (plan.index % 3 === 1) modules[`src/jobs/cleanup-${kebab(plan.domain.plural)}.cjs`] = jobModule(plan);
  }
  Object.assign(modules, compositionModules(plans));
  return modules;
}

const SOURCE = /\.(?:c|m)?(?:j|t)s$/;

export interface GeneratedProject {
  readonly files: CorpusFile[];
  readonly lines: number;
  /** Source files that name requestState or are lib/state helpers. */
  readonly stateFiles: number;
}

function describe(absolutePath: string): CorpusFile {
  const extension = extname(absolutePath);
  return {
    path: toPosix(relative(REPOSITORY_ROOT, absolutePath)),
    origin: 'generated-project',
    bytes: statSync(absolutePath).size,
    parser: extension.endsWith('ts') ? 'typescript-eslint' : 'espree',
    sourceType: extension === '.cjs' ? 'commonjs' : 'module',
  };
}

const byPath = (a: CorpusFile, b: CorpusFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Whether a file of the project (`path` inside it) names requestState or is a lib/state helper. */
export function isStateFile(path: string, source: string): boolean {
  return /requestState/.test(source) || path.startsWith('lib/state/');
}

/** Writes the project (replacing an older one) and returns its source files as corpus files, sorted by path. */
export function writeGeneratedProject(directory = join(REPOSITORY_ROOT, GENERATED_PROJECT_DIRECTORY)): GeneratedProject {
  rmSync(directory, { recursive: true, force: true });
  const files: CorpusFile[] = [];
  let lines = 0;
  let stateFiles = 0;
  for (const [path, source] of Object.entries(generateProject())) {
    const absolutePath = join(directory, path);
    mkdirSync(join(absolutePath, '..'), { recursive: true });
    writeFileSync(absolutePath, source);
    if (!SOURCE.test(path)) continue;
    lines += source.split('\n').length - 1;
    if (isStateFile(path, source)) stateFiles++;
    files.push(describe(absolutePath));
  }
  return { files: files.sort(byPath), lines, stateFiles };
}

/** The source files of a project written before (by another process), in the same order. */
export function listGeneratedProject(directory = join(REPOSITORY_ROOT, GENERATED_PROJECT_DIRECTORY)): CorpusFile[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((path) => SOURCE.test(path))
    .map((path) => describe(join(directory, path)))
    .sort(byPath);
}
