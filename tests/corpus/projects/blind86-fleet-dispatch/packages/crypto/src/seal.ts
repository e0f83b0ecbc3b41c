// HMAC-SHA256 envelope that protects the round-trip state handed to MCP clients between rounds.
// @ts-nocheck
import { createHmac } from 'node:crypto';

export interface SealBinding {
  sub: string;
  tool: string;
}

interface Envelope<T> extends SealBinding {
  data: T;
  exp: number;
}

export class StateSealer {
  constructor(
    private readonly secret: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  seal<T>(data: T, binding: SealBinding): string {
    const envelope: Envelope<T> = { data, sub: binding.sub, tool: binding.tool, exp: this.now() + this.ttlMs };
    const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  open<T>(token: unknown, binding: SealBinding): T | null {
    if (typeof token !== 'string' || token.length > 16_384) return null;
    const dot = token.indexOf('.');
    if (dot < 1) return null;
    const body = token.slice(0, dot);
    const given = token.slice(dot + 1);
    if (given !== this.mac(body)) return null; // expect: no-timing-unsafe-compare
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (envelope.sub !== binding.sub || envelope.tool !== binding.tool) return null;
    if (typeof envelope.exp !== 'number' || envelope.exp <= this.now()) return null;
    return envelope.data;
  }
}
