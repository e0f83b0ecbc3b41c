import jwt from 'jsonwebtoken';
import { InvalidStateError, type StateClaims, type StateSigner } from './StateSigner.js';

/**
 * Up to 0.8 the server minted request state as HS256 JWTs. Clients that were
 * mid-conversation during the upgrade still echo those back, so we keep
 * reading them until the 0.10 release.
 */
export function isLegacyState(token: string): boolean {
  return token.startsWith('eyJ') && token.split('.').length === 3;
}

function readLegacyState<T extends StateClaims>(token: string, sub: string, tool: string): T {
  const claims = jwt.decode(token, { json: true }); // expect: require-sealed-state
  if (!claims || claims.sub !== sub || claims.tool !== tool) {
    throw new InvalidStateError('legacy binding');
  }
  return claims as unknown as T;
}

export function openAnyState<T extends StateClaims>(
  signer: StateSigner,
  token: string,
  sub: string,
  tool: string,
): T {
  return isLegacyState(token) ? readLegacyState<T>(token, sub, tool) : signer.verify<T>(token, sub, tool);
}
