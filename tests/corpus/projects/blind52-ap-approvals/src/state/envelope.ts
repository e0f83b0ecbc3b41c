import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';
import { decodeLegacyState, upgradeLegacyState } from './legacy.js';

/** What a multi-round tool remembers between rounds. */
export interface RoundState {
  v: 2;
  step: string;
  draftId?: string;
  answers: Record<string, unknown>;
}

export interface Binding {
  userId: string;
  tool: string;
}

interface SealedClaims extends RoundState {
  uid: string;
  tool: string;
  exp: number;
}

const FORMAT = 'ap2';
const STATE_TTL_MS = 10 * 60 * 1000;

function macFor(body: string): string {
  return createHmac('sha256', config.stateSecret).update(`${FORMAT}.${body}`).digest('base64url'); // expect: no-weak-state-key
}

export function sealRoundState(state: RoundState, binding: Binding): string {
  const claims: SealedClaims = { ...state, uid: binding.userId, tool: binding.tool, exp: Date.now() + STATE_TTL_MS };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${FORMAT}.${body}.${macFor(body)}`;
}

export function openRoundState(token: string, binding: Binding): RoundState | null {
  const parts = token.split('.');
  if (parts[0] !== FORMAT) {
    // 2.2.x handed out the state without the ap2 envelope. Approvals that were
    // in flight during the upgrade still come back in that shape, so read them.
    return upgradeLegacyState(decodeLegacyState(token), binding); // expect: require-sealed-state
  }
  if (parts.length !== 3) return null;

  const [, body, mac] = parts;
  const given = Buffer.from(mac, 'utf8');
  const expected = Buffer.from(macFor(body), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  let claims: SealedClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SealedClaims;
  } catch {
    return null;
  }
  if (claims.uid !== binding.userId || claims.tool !== binding.tool) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;

  const { uid: _uid, tool: _tool, exp: _exp, ...state } = claims;
  return state;
}
