// Small helpers shared by the REST routes, the GraphQL resolvers, the workers and the MCP tools.
import { createHmac, randomUUID } from 'node:crypto';
import { settings } from '../settings.js';

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')
    .slice(0, 80);
}

export const truncate = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/** Rough token estimate for LLM budgeting: ~4 characters per token for English prose. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export const newHandle = () => randomUUID();

// GraphQL / REST cursors: a position in a listing, nothing more. Tampering just moves the page.
export function encodeCursor(updatedAt: Date, id: string): string {
  return Buffer.from(`${updatedAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): { updatedAt: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [updatedAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return updatedAt && id && !Number.isNaN(Date.parse(updatedAt)) ? { updatedAt, id } : undefined;
}

/** Compares two strings in time that depends only on their length. */
export function timingSafeStringEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

// Download links for finished exports: /downloads/<path>?exp=<unix>&sig=<hex>
function linkSignature(path: string, exp: number): string {
  return createHmac('sha256', settings.exports.linkSecret).update(`${path}\n${exp}`).digest('hex');
}

export function signDownloadPath(path: string, lifetimeSeconds = settings.exports.linkLifetimeSeconds): string {
  const exp = Math.floor(Date.now() / 1000) + lifetimeSeconds;
  return `/downloads/${path}?exp=${exp}&sig=${linkSignature(path, exp)}`;
}

export function verifyDownloadPath(path: string, exp: string | undefined, sig: string | undefined): boolean {
  const expiry = Number(exp);
  if (!Number.isInteger(expiry) || expiry < Math.floor(Date.now() / 1000)) return false;
  return typeof sig === 'string' && timingSafeStringEqual(sig, linkSignature(path, expiry));
}
