import type { Envelope } from './v2.js';

/** State as ledger-export 1.x wrote it: base64url JSON, expiry in seconds. */
interface V1State {
  user: string;
  tool: string;
  expiresAt: number;
  data: unknown;
}

export function decodeV1(body: string): V1State {
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as V1State;
}

export function toEnvelope(v1: V1State): Envelope {
  return { u: v1.user, t: v1.tool, exp: v1.expiresAt * 1000, d: v1.data };
}
