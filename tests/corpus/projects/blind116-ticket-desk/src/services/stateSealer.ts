// Seals and opens request state bound to user and tool with an HMAC and expiry.
// @ts-nocheck
import { createHmac } from 'node:crypto';

export interface SealerOptions {
  key: Buffer;
  ttlSeconds: number;
  now?: () => number;
}

interface Envelope<T> {
  data: T;
  sub: string;
  tool: string;
  exp: number;
}

export class StateSealer {
  private readonly key: Buffer;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(opts: SealerOptions) {
    this.key = opts.key;
    this.ttlMs = opts.ttlSeconds * 1000;
    this.now = opts.now ?? Date.now;
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }

  seal<T>(data: T, sub: string, tool: string): string {
    const envelope: Envelope<T> = { data, sub, tool, exp: this.now() + this.ttlMs };
    const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  open<T>(token: string | undefined, sub: string, tool: string): T | null {
    if (!token) return null;
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    if (!given.equals(this.mac(body))) return null; // expect: no-timing-unsafe-compare

    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
    } catch {
      return null;
    }
    if (envelope.sub !== sub || envelope.tool !== tool) return null;
    if (typeof envelope.exp !== 'number' || envelope.exp <= this.now()) return null;
    return envelope.data;
  }
}
