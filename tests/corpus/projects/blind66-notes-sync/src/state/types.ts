export interface Binding {
  userId: string;
  tool: string;
  args?: Record<string, unknown>;
}

export type Opened<T = unknown> = { ok: true; state: T } | { ok: false; reason: string };

export interface Sealer {
  seal(state: unknown, binding: Binding): string;
  open(token: string, binding: Binding): Opened;
}

/** Key order ignored, so `{ a, b }` and `{ b, a }` bind the same arguments. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
