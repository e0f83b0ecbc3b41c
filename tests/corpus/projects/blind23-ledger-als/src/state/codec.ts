import { createHmac } from 'node:crypto';
import { RESUME_WINDOW_MS } from '../policy.js';

export interface Envelope<T> {
  sub: string;
  tool: string;
  exp: number;
  data: T;
}

export class StateCodec {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }

  encode<T>(sub: string, tool: string, data: T): string {
    const envelope: Envelope<T> = { sub, tool, exp: this.now() + RESUME_WINDOW_MS, data }; // expect: require-state-binding
    const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  decode<T>(token: string): Envelope<T> | undefined {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    if (Buffer.compare(given, this.mac(body)) !== 0) return undefined; // expect: no-timing-unsafe-compare
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
    return envelope.exp > this.now() ? envelope : undefined;
  }

  /** Reads the envelope without checking the MAC. Diagnostics only. */
  inspect<T>(token: string): Envelope<T> | undefined {
    try {
      return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as Envelope<T>;
    } catch {
      return undefined;
    }
  }
}
