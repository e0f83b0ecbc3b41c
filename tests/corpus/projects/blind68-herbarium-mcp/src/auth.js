'use strict';

const { createHash, timingSafeEqual } = require('node:crypto');
const { createRemoteJWKSet, jwtVerify } = require('jose');

const issuer = process.env.KEYCLOAK_ISSUER ?? 'https://sso.herbarium.example.edu/realms/collections';
const jwks = createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`));

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest();

// Imaging stations in the digitisation lab share one key (they run headless).
// Both sides are hashed first: two 32-byte digests, so timingSafeEqual never sees a length mismatch.
function stationKeyMatches(presented) {
  const configured = process.env.SCANNER_STATION_KEY;
  if (!configured) return false;
  return timingSafeEqual(sha256(presented), sha256(configured));
}

/** Resolves the caller for an HTTP request; the SDK transport passes `req.auth` on as `extra.authInfo`. */
async function authenticate(req) {
  const header = req.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'herbarium-mcp' });
    return {
      token,
      clientId: payload.azp,
      scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp,
      extra: { userId: payload.sub, name: payload.name },
    };
  }

  const stationKey = req.headers['x-station-key'];
  const stationId = req.headers['x-station-id'];
  if (typeof stationKey === 'string' && typeof stationId === 'string' && stationKeyMatches(stationKey)) {
    return {
      token: 'station',
      clientId: 'imaging-station',
      scopes: ['images:write'],
      // One shared key means one principal; the station id is only a label for the logs.
      extra: { userId: 'imaging-station', stationId },
    };
  }
  return null;
}

function userIdOf(extra) {
  const userId = extra?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('no authenticated user on this call');
  return userId;
}

module.exports = { authenticate, userIdOf };
