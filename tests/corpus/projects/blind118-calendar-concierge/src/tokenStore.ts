// In-memory per-user store of Google sessions with token refresh.
// @ts-nocheck
import { googleClientId, googleClientSecret } from './config';

export interface GoogleSession {
  email: string;
  calendarId: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

const sessions = new Map<string, GoogleSession>();

export function saveSession(userId: string, session: GoogleSession): void {
  sessions.set(userId, session);
}

export async function sessionFor(userId: string): Promise<GoogleSession> {
  const session = sessions.get(userId);
  if (!session) throw new Error('calendar not connected; run the connect flow first');
  if (session.expiresAt - 60_000 > Date.now()) return session;

  const res = await fetch('https://oauth2.googleapis.com/token', {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: session.refreshToken,
      client_id: googleClientId,
      client_secret: googleClientSecret,
    }),
  });
  if (!res.ok) throw new Error(`token refresh failed: ${res.status}`);
  const json = (await res.json()) as { access_token: string; expires_in: number };
  const fresh = { ...session, accessToken: json.access_token, expiresAt: Date.now() + json.expires_in * 1000 };
  sessions.set(userId, fresh);
  return fresh;
}
