import { google, type calendar_v3 } from 'googleapis';
import { db } from './firebase.js';
import { oauthClientSecret } from './secrets.js';

export interface GoogleGrant {
  accessToken: string;
  expiresAt: number;
}

/** The user's Google access token, refreshed from the stored refresh token when it is about to expire. */
export async function googleGrantFor(userId: string): Promise<GoogleGrant> {
  const ref = db.collection('googleGrants').doc(userId);
  const stored = (await ref.get()).data();
  if (!stored?.refreshToken) throw new Error('Connect your Google Calendar in the web app first.');
  if (stored.accessToken && stored.expiresAt > Date.now() + 60_000) {
    return { accessToken: stored.accessToken, expiresAt: stored.expiresAt };
  }

  const oauth = new google.auth.OAuth2(process.env.GOOGLE_CLIENT_ID, await oauthClientSecret());
  oauth.setCredentials({ refresh_token: stored.refreshToken });
  const { token } = await oauth.getAccessToken();
  if (!token) throw new Error('Google refused to refresh the calendar grant; reconnect it.');
  const grant = { accessToken: token, expiresAt: oauth.credentials.expiry_date ?? Date.now() + 55 * 60_000 };
  await ref.set(grant, { merge: true });
  return grant;
}

export function calendarFor(accessToken: string): calendar_v3.Calendar {
  const client = new google.auth.OAuth2();
  client.setCredentials({ access_token: accessToken });
  return google.calendar({ version: 'v3', auth: client });
}
