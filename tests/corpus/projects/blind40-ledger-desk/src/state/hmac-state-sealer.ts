import { createHmac } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../types.js';
import { argsDigest, type StateBinding, type StateSealer } from './state-sealer.js';

const STATE_TTL_MS = 10 * 60 * 1000;

interface Envelope<T> {
  v: 1;
  sub: string;
  tool: string;
  ad?: string;
  exp: number;
  data: T;
}

@injectable()
export class HmacStateSealer implements StateSealer {
  constructor(@inject(TYPES.StateKey) private readonly key: Buffer) {}

  seal<T>(data: T, binding: StateBinding): string {
    const envelope: Envelope<T> = {
      v: 1,
      sub: binding.userId,
      tool: binding.tool,
      ad: binding.args ? argsDigest(binding.args) : undefined,
      exp: Date.now() + STATE_TTL_MS,
      data,
    };
    const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  open<T>(token: string, binding: StateBinding): T | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const body = token.slice(0, dot);
    const mac = token.slice(dot + 1);
    if (mac !== this.mac(body)) return null; // expect: no-timing-unsafe-compare

    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
    if (envelope.v !== 1 || envelope.exp < Date.now()) return null;
    if (envelope.sub !== binding.userId) return null;
    if (binding.args && envelope.ad !== argsDigest(binding.args)) return null;
    return envelope.data; // expect-todo: require-state-binding
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
