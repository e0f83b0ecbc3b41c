// Odds and ends shared by routes, jobs and the MCP tools. Keep them small and dependency free.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function chunk(list, size) {
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function pick(obj, keys) {
  return Object.fromEntries(keys.filter((k) => k in obj).map((k) => [k, obj[k]]));
}

export function omit(obj, keys) {
  const drop = new Set(keys);
  return Object.fromEntries(Object.entries(obj).filter(([k]) => !drop.has(k)));
}

export const clamp = (n, lo, hi) => Math.min(hi, Math.max(lo, n));

export function slugify(text) {
  return String(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function maskVin(vin) {
  if (!vin || vin.length < 6) return vin;
  return `${'*'.repeat(vin.length - 6)}${vin.slice(-6)}`;
}

export const isoDay = (date = new Date()) => date.toISOString().slice(0, 10);

export function parseBool(value, fallback = false) {
  if (value === undefined || value === null || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
}

export const randomId = (bytes = 12) => randomBytes(bytes).toString('base64url');

export const toB64url = (text) => Buffer.from(text, 'utf8').toString('base64url');
export const fromB64url = (text) => Buffer.from(text, 'base64url').toString('utf8');

export function etagOf(body) {
  return `"${createHash('sha1').update(typeof body === 'string' ? body : JSON.stringify(body)).digest('base64url')}"`;
}

export function hmacSha256(key, data) {
  return createHmac('sha256', key).update(data).digest('hex');
}

export async function retry(fn, { attempts = 3, baseDelayMs = 200 } = {}) {
  let lastError;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      lastError = err;
      if (attempt < attempts - 1) await sleep(baseDelayMs * 2 ** attempt);
    }
  }
  throw lastError;
}

export function kmToMiles(km) {
  return Math.round(km * 0.621371 * 10) / 10;
}
