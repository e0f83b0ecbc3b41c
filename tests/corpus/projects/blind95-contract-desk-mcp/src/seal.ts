// Seals workflow state for the client: an HMAC-SHA256 over a JSON envelope naming user, tool, expiry and arguments.
// @ts-nocheck
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface Binding {
  sub: string;
  tool: string;
  args: unknown;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsDigest(args: unknown): string {
  return createHash('sha256').update(canonicalJson(args)).digest('base64url');
}

export function createSealer(key: Buffer, ttlSeconds: number, now: () => number = Date.now) {
  if (!Buffer.isBuffer(key) || key.length < 32) throw new Error('state key must be at least 32 bytes');
  if (!(ttlSeconds > 0 && ttlSeconds <= 600)) throw new Error('state lifetime must be between 1 and 600 seconds');

  const tagOf = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    seal(payload: unknown, binding: Binding): string {
      const envelope = {
        v: 1,
        sub: binding.sub,
        tool: binding.tool,
        args: argsDigest(binding.args),
        exp: now() + ttlSeconds * 1000,
        p: payload,
      };
      const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
      return `${body}.${tagOf(body)}`;
    },

    open<T>(sealed: unknown, binding: Binding): T | null {
      if (typeof sealed !== 'string' || sealed.length > 16_384) return null;
      const parts = sealed.split('.');
      if (parts.length !== 2) return null;
      const [body, tag] = parts;

      const computed = Buffer.from(tagOf(body), 'utf8');
      const given = Buffer.from(tag, 'utf8');
      if (given.length !== computed.length || !timingSafeEqual(given, computed)) return null;

      const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (envelope.v !== 1 || envelope.sub !== binding.sub || envelope.tool !== binding.tool) return null;
      if (envelope.args !== argsDigest(binding.args)) return null;
      if (typeof envelope.exp !== 'number' || envelope.exp <= now()) return null;
      return envelope.p as T;
    },
  };
}
