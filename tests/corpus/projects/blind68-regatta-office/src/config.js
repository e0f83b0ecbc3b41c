import { errors } from 'jose';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/**
 * REGATTA_STATE_KEYS="2025b:<base64url>,2025a:<base64url>": the first key signs round tokens,
 * every listed key verifies them, so a key can be rotated out once its tokens have expired.
 */
function loadStateKeys(spec) {
  const ring = (spec ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [kid, encoded] = entry.split(':');
      const key = new Uint8Array(Buffer.from(encoded ?? '', 'base64url'));
      if (!kid || key.byteLength < 32) throw new Error(`REGATTA_STATE_KEYS: key "${kid ?? '?'}" needs 32+ random bytes`);
      return { kid, key };
    });
  if (ring.length === 0) throw new Error('REGATTA_STATE_KEYS is empty');

  return {
    current: ring[0],
    verifyingKey(kid) {
      const match = ring.find((k) => k.kid === kid);
      if (!match) throw new errors.JWKSNoMatchingKey();
      return match.key;
    },
  };
}

export const stateKeys = loadStateKeys(process.env.REGATTA_STATE_KEYS);

export const oidc = {
  issuer: required('OIDC_ISSUER'),
  audience: process.env.OIDC_AUDIENCE ?? 'https://race-office.lakeshore-yc.org/mcp',
};

export const scoreline = {
  baseUrl: process.env.SCORELINE_BASE_URL ?? 'https://api.scoreline.app/v2',
  apiToken: required('SCORELINE_API_TOKEN'),
};

export const clubSite = {
  baseUrl: process.env.CLUB_SITE_URL ?? 'https://www.lakeshore-yc.org',
  user: required('CLUB_SITE_USER'),
  appPassword: required('CLUB_SITE_APP_PASSWORD'),
};

const finishSecret = required('FINISH_LINE_WEBHOOK_SECRET');
if (Buffer.byteLength(finishSecret) < 32) throw new Error('FINISH_LINE_WEBHOOK_SECRET is too short');
export const finishLine = { secret: finishSecret };
