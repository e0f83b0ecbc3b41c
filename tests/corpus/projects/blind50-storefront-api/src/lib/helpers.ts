import { createHash, randomBytes } from 'node:crypto';

export function formatMoney(cents: number, currency = 'EUR', locale = 'de-DE'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

export function slugify(input: string): string {
  return input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-');
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function uniqBy<T, K>(items: T[], key: (item: T) => K): T[] {
  const seen = new Set<K>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function encodeCursor(offset: number, sort: string): string {
  return Buffer.from(JSON.stringify({ o: offset, s: sort })).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): { o: number; s: string } {
  if (!cursor) return { o: 0, s: 'created_at' };
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return { o: Math.max(0, Number(parsed.o) || 0), s: String(parsed.s ?? 'created_at') };
  } catch {
    return { o: 0, s: 'created_at' };
  }
}

export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

export const sha256Hex = (input: string | Buffer) => createHash('sha256').update(input).digest('hex');

// Length-checked comparison for API keys and webhook signatures.
export function safeCompare(a: string | undefined | null, b: string | undefined | null): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false; // expect: no-timing-unsafe-compare
  }
  return true;
}

export function parseLimit(raw: unknown, fallback = 20, max = 100): number {
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) return fallback;
  return Math.min(Math.floor(n), max);
}

export function pick<T extends object, K extends keyof T>(obj: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) if (k in obj) out[k] = obj[k];
  return out;
}

export function orderNumber(id: number): string {
  return `SF-${String(id).padStart(8, '0')}`;
}
