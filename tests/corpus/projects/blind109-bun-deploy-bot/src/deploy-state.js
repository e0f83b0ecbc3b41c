// Issues and reads signed JWT state tokens that carry deploy progress between tool-call rounds.
import { signJwt, verifyJwt } from './jwt.js';
import { stateKey } from './keys.js';

const ISSUER = 'deploy-bot';
// Plans for big services take a while to render in CI and people read them carefully.
const STATE_TTL_SECONDS = 60 * 60; // expect: require-state-binding

export async function issueDeployState(data, userId, tool) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...data, iss: ISSUER, sub: userId, aud: tool, iat: now, exp: now + STATE_TTL_SECONDS };
  return signJwt(claims, await stateKey());
}

export async function readDeployState(token, tool) {
  const claims = await verifyJwt(token, await stateKey());
  if (!claims) return null;
  const now = Math.floor(Date.now() / 1000);
  if (claims.iss !== ISSUER || claims.aud !== tool || claims.exp <= now) return null; // expect-todo: require-state-binding
  return claims;
}
