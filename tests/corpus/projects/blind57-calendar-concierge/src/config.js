function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`calendar-concierge: set ${name}`);
  return value;
}

function stateSecret() {
  const bytes = Buffer.from(required('CONCIERGE_STATE_SECRET'), 'base64');
  if (bytes.length < 32) {
    throw new Error('CONCIERGE_STATE_SECRET must be at least 32 random bytes, base64 (openssl rand -base64 48)');
  }
  return new Uint8Array(bytes);
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  publicUrl: required('PUBLIC_URL'),
  redisUrl: process.env.REDIS_URL ?? 'redis://localhost:6379',
  idp: {
    issuer: required('IDP_ISSUER'),
    audience: required('IDP_AUDIENCE'),
  },
  google: {
    clientId: required('GOOGLE_CLIENT_ID'),
    clientSecret: required('GOOGLE_CLIENT_SECRET'),
  },
  stateSecret: stateSecret(),
  timeZone: process.env.TEAM_TIME_ZONE ?? 'Europe/Berlin',
};
