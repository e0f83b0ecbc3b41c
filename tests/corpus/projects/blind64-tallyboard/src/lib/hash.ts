import { createHash } from 'node:crypto';

// Stable hashing of plain data: argument digests, ETags, fingerprints for logs.

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const digest = (value: unknown): string => createHash('sha256').update(canonical(value)).digest('base64url');

export const short = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);
