import { token } from './container.js';

export interface Config {
  rosterApi: string;
  issuer: string;
  /** HMAC key for requestState, at least 32 random bytes. */
  stateKey: Uint8Array;
  stateTtlSeconds: number;
  /** How long a coworker has to accept a swap offer (stored in the roster DB). */
  swapOfferHours: number;
}

export const ConfigToken = token<Config>('shiftboard.config');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const stateKey = Buffer.from(env.SHIFTBOARD_STATE_KEY ?? '', 'base64url');
  if (stateKey.byteLength < 32) {
    throw new Error('SHIFTBOARD_STATE_KEY must be at least 32 random bytes, base64url-encoded');
  }
  const rosterApi = env.ROSTER_API_URL;
  const issuer = env.OIDC_ISSUER;
  if (!rosterApi || !issuer) throw new Error('ROSTER_API_URL and OIDC_ISSUER are required');
  return {
    rosterApi,
    issuer,
    stateKey: new Uint8Array(stateKey),
    stateTtlSeconds: 300,
    swapOfferHours: 48,
  };
}
