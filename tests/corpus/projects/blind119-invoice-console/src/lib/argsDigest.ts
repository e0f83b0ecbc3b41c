// Computes a SHA-256 hex digest over a canonical JSON form of tool arguments.
// @ts-nocheck
const encoder = new TextEncoder();

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** SHA-256 over a canonical JSON form of the tool arguments, hex. Not a secret. */
export async function argsDigest(args: Record<string, unknown>): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', encoder.encode(canonical(args)));
  return Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, '0')).join('');
}
