import * as crypto from 'crypto';
import { InjectionToken } from 'tsyringe';
import { safeEquals } from '../util/crypto-helpers';

export interface StateEnvelope<T> {
  data: T;
  userId: string;
  tool: string;
  expiresAt: number;
}

export const STATE_CODEC: InjectionToken<StateCodec> = Symbol('StateCodec');

/**
 * Base class for anything that turns server-side continuation data into the
 * opaque requestState string and back. Subclasses decide on the wire format.
 */
export abstract class StateCodec {
  protected constructor(protected readonly ttlMs: number) {}

  abstract seal<T>(data: T, userId: string, tool: string): string;

  abstract open<T>(token: string): StateEnvelope<T> | null;

  protected envelope<T>(data: T, userId: string, tool: string): StateEnvelope<T> {
    return { data, userId, tool, expiresAt: Date.now() + this.ttlMs };
  }
}

class HmacStateCodec extends StateCodec {
  constructor(private readonly secret: string, ttlMs: number) {
    super(ttlMs);
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.secret).update(body).digest('hex');
  }

  seal<T>(data: T, userId: string, tool: string): string {
    const body = Buffer.from(JSON.stringify(this.envelope(data, userId, tool))).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  open<T>(token: string): StateEnvelope<T> | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) {
      return null;
    }
    const body = token.slice(0, dot);
    const signature = token.slice(dot + 1);
    if (!safeEquals(signature, this.mac(body))) {
      return null;
    }
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StateEnvelope<T>;
    } catch {
      return null;
    }
  }
}

/** Factory used by the container; keeps the concrete codec private to this module. */
export function createStateCodec(secret: string, ttlMs: number): StateCodec {
  return new HmacStateCodec(secret, ttlMs);
}
