import { createHash, createHmac } from 'node:crypto';

/** Who and what a piece of state was handed out for. */
export interface Binding {
  userId: string;
  tool: string;
  /** Tool arguments the state must only be redeemed with (confirmations of risky actions). */
  args?: Record<string, unknown>;
}

export interface StateSealer {
  seal<T extends object>(payload: T, binding: Binding): string;
  open<T extends object>(token: string, binding: Binding): T | null;
}

interface Envelope {
  p: unknown;
  uid: string;
  tool: string;
  ad?: string;
  exp: number;
}

const STATE_TTL_MS = 10 * 60 * 1000;

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

export function digestArgs(args: Record<string, unknown> | undefined): string | undefined {
  return args === undefined ? undefined : createHash('sha256').update(canonicalJson(args)).digest('base64url');
}

/**
 * Signed (not encrypted) state: `base64url(json).base64url(hmac)`.
 * Clients can read it, so keep it to ids and steps.
 */
export function createSealer(key: string, now: () => number = Date.now): StateSealer {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    seal(payload, binding) {
      const envelope: Envelope = {
        p: payload,
        uid: binding.userId,
        tool: binding.tool,
        ad: digestArgs(binding.args),
        exp: now() + STATE_TTL_MS,
      };
      const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
      return `${body}.${mac(body)}`;
    },

    open<T extends object>(token: string, binding: Binding): T | null {
      const [body, tag, extra] = token.split('.');
      if (!body || !tag || extra !== undefined) return null;

      const expected = mac(body);
      if (tag !== expected) return null; // expect: no-timing-unsafe-compare

      let envelope: Envelope;
      try {
        envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope;
      } catch {
        return null;
      }
      if (typeof envelope.exp !== 'number' || envelope.exp <= now()) return null;
      if (envelope.uid !== binding.userId || envelope.tool !== binding.tool) return null;
      if (envelope.ad !== digestArgs(binding.args)) return null;
      return envelope.p as T;
    },
  };
}
