import { createHash } from 'crypto';
import { SealedBox } from '../crypto/sealed-box';

export const STATE_TTL_SECONDS = 600;

export interface StateEnvelope<T> {
  v: 2;
  sub: string;
  tool: string;
  /** sha256 of the canonical tool arguments of the first round. */
  args: string;
  exp: number;
  data: T;
}

export type Clock = () => number;
const unixSeconds: Clock = () => Math.floor(Date.now() / 1000);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const argsDigest = (args: unknown): string => createHash('sha256').update(canonical(args)).digest('hex');

/**
 * Mints and opens requestState. Everything inside is AES-GCM encrypted and
 * authenticated; the user and the tool are both inside the payload and in the AAD.
 */
export class RoundTripService {
  constructor(
    private readonly box: SealedBox,
    private readonly now: Clock = unixSeconds,
  ) {}

  mint<T>(userId: string, tool: string, args: unknown, data: T, ttlSeconds = STATE_TTL_SECONDS): string {
    const envelope: StateEnvelope<T> = {
      v: 2,
      sub: userId,
      tool,
      args: argsDigest(args),
      exp: this.now() + Math.min(ttlSeconds, STATE_TTL_SECONDS),
      data,
    };
    return this.box.seal(envelope, `${userId}\n${tool}`);
  }

  open<T>(state: string, userId: string, tool: string, args: unknown): T | null {
    const envelope = this.box.open<StateEnvelope<T>>(state, `${userId}\n${tool}`);
    if (!envelope || envelope.v !== 2) return null;
    if (envelope.sub !== userId || envelope.tool !== tool) return null;
    // Digests of the caller's own arguments: nothing secret, plain equality is fine.
    if (envelope.args !== argsDigest(args)) return null;
    if (envelope.exp <= this.now()) return null;
    return envelope.data;
  }
}
