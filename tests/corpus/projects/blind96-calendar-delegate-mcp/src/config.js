// Configuration for calendar-delegate; every secret is required and length-checked at startup.
import os from 'node:os';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function keyBytes(name, minBytes = 32) {
  const bytes = Buffer.from(required(name), 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return new Uint8Array(bytes);
}

const publicUrl = required('PUBLIC_URL');

export const config = {
  port: Number(process.env.PORT || 4100),
  publicUrl,
  databaseUrl: required('DATABASE_URL'),
  instanceId: `${os.hostname()}:${process.pid}`,
  stateSigningKey: keyBytes('STATE_SIGNING_KEY'),
  sessionCookieKey: keyBytes('SESSION_COOKIE_KEY'),
  vaultKey: keyBytes('TOKEN_VAULT_KEY'),
  idp: {
    introspectionUrl: required('IDP_INTROSPECTION_URL'),
    clientId: required('IDP_CLIENT_ID'),
    clientSecret: required('IDP_CLIENT_SECRET'),
  },
  google: {
    clientId: required('GOOGLE_CLIENT_ID'),
    clientSecret: required('GOOGLE_CLIENT_SECRET'),
    redirectUri: new URL('/oauth/google/callback', publicUrl).href,
    scopes: ['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.freebusy'],
  },
  calendarApiVersion: 'v3',
};
