// Seals and opens the requestState strings that travel between tool rounds.
// @ts-nocheck
import { createHmac } from 'node:crypto';

export interface SealerOptions {
  secret: string;
  ttlMs: number;
  now?: () => number;
}

export interface Sealer {
  seal(payload: Record<string, unknown>, userId: string, tool: string): string;
  open<T = Record<string, unknown>>(token: string | undefined, userId: string, tool: string): T | null;
}

export function createSealer({ secret, ttlMs, now = () => Date.now() }: SealerOptions): Sealer {
  const tagOf = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');

  function seal(payload, userId, tool) {
    const envelope = { p: payload, u: userId, t: tool, exp: now() + ttlMs };
    const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    return `${body}.${tagOf(body)}`;
  }

  function open(token, userId, tool) {
    if (typeof token !== 'string' || token.length > 16_384) return null;
    const dot = token.lastIndexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const tag = token.slice(dot + 1);
    if (tag !== tagOf(body)) return null; // expect: no-timing-unsafe-compare
    let envelope;
    try {
      envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!envelope || envelope.u !== userId || envelope.t !== tool) return null;
    if (typeof envelope.exp !== 'number' || envelope.exp <= now()) return null;
    return envelope.p ?? {};
  }

  return { seal, open };
}
