// Signs and opens the requestState tokens handed to clients between rounds (compact JWS via jose).
// @ts-nocheck
import { SignJWT, jwtVerify } from 'jose';
import { config } from '../config.js';
import { keyring } from './keyring.js';

const AUDIENCE = 'fleet-maintenance/request-state';
const TOKEN_TYPE = 'state+jwt';

export interface Binding {
  userId: string;
  tool: string;
}

export class StateRejected extends Error {}

export async function sealState(payload: Record<string, unknown>, binding: Binding): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...payload, tool: binding.tool })
    .setProtectedHeader({ alg: 'HS256', kid: keyring.active.kid, typ: TOKEN_TYPE })
    .setIssuer(config.stateIssuer)
    .setAudience(AUDIENCE)
    .setSubject(binding.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + config.stateTtlMs) // expect: require-state-binding
    .sign(keyring.active.key);
}

export async function openState<T = Record<string, unknown>>(token: string, binding: Binding): Promise<T> {
  try {
    const { payload } = await jwtVerify(token, (header) => keyring.lookup(header.kid), {
      algorithms: ['HS256'],
      issuer: config.stateIssuer,
      audience: AUDIENCE,
      subject: binding.userId,
      typ: TOKEN_TYPE,
    });
    if (payload.tool !== binding.tool) throw new StateRejected('requestState was issued for another tool');
    return payload as T;
  } catch (err) {
    if (err instanceof StateRejected) throw err;
    throw new StateRejected('invalid or expired requestState');
  }
}
