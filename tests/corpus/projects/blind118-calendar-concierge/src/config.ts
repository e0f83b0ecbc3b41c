// Reads calendar-concierge settings: port, Google OAuth client and state secret.
// @ts-nocheck
const isProd = process.env.NODE_ENV === 'production';

if (isProd && !process.env.CONCIERGE_STATE_SECRET) {
  throw new Error('CONCIERGE_STATE_SECRET must be set in production');
}

export const port = Number(process.env.PORT ?? 4100);
export const googleClientId = process.env.GOOGLE_CLIENT_ID ?? '';
export const googleClientSecret = process.env.GOOGLE_CLIENT_SECRET ?? '';
export const stateSecret = process.env.CONCIERGE_STATE_SECRET ?? 'concierge-dev-state-secret-not-for-prod';
export const stateIssuer = 'calendar-concierge';
