import { createHmac, timingSafeEqual } from 'node:crypto';

export interface StateClaims {
  sub: string;
  tool: string;
  [key: string]: unknown;
}

interface Envelope<T> {
  v: 2;
  exp: number;
  data: T;
}

export class InvalidStateError extends Error {
  constructor(readonly reason: string) {
    super('Invalid or expired requestState');
  }
}

export class StateSigner {
  constructor(
    private readonly key: Buffer,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  sign<T extends StateClaims>(data: T): string {
    const envelope: Envelope<T> = { v: 2, exp: this.now() + this.ttlMs, data };
    const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  verify<T extends StateClaims>(token: string, sub: string, tool: string): T {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) throw new InvalidStateError('malformed');

    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const actual = Buffer.from(this.mac(body));
    if (given.length !== actual.length || !timingSafeEqual(given, actual)) {
      throw new InvalidStateError('signature');
    }

    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
    if (envelope.v !== 2) throw new InvalidStateError('version');
    if (typeof envelope.exp !== 'number' || envelope.exp <= this.now()) throw new InvalidStateError('expired');
    if (envelope.data.sub !== sub || envelope.data.tool !== tool) throw new InvalidStateError('binding');
    return envelope.data;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
