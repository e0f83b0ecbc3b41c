import { google, type calendar_v3 } from 'googleapis';
import { config } from './config.js';

const SCOPES = ['https://www.googleapis.com/auth/calendar.events'];

export interface DelegatedToken {
  accessToken: string;
  expiresAt: number; // epoch ms
}

/** Domain-wide delegation: a short-lived token acting as the signed-in user. */
export async function delegatedTokenFor(email: string): Promise<DelegatedToken> {
  const auth = new google.auth.GoogleAuth({
    keyFile: config.googleServiceAccountFile,
    scopes: SCOPES,
    clientOptions: { subject: email },
  });
  const client = await auth.getClient();
  const { token, res } = await client.getAccessToken();
  if (!token) throw new Error('Google did not issue an access token');
  const expiry = (res?.data as { expiry_date?: number } | undefined)?.expiry_date;
  return { accessToken: token, expiresAt: expiry ?? Date.now() + 50 * 60 * 1000 };
}

export function calendarWith(accessToken: string): calendar_v3.Calendar {
  const auth = new google.auth.OAuth2();
  auth.setCredentials({ access_token: accessToken });
  return google.calendar({ version: 'v3', auth });
}
