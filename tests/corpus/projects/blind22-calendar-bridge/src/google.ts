import { google, type calendar_v3 } from 'googleapis';
import pg from 'pg';

let pool: pg.Pool | undefined;
const getPool = (): pg.Pool => (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL }));

const clients = new Map<string, { calendar: calendar_v3.Calendar; loadedAt: number }>();
const CLIENT_CACHE_MS = 15 * 60 * 1000;

/**
 * Google grants are stored server-side when the user connects their calendar in the web app.
 * The refresh token never leaves this process.
 */
export async function getCalendarFor(userId: string): Promise<calendar_v3.Calendar> {
  const cached = clients.get(userId);
  if (cached && Date.now() - cached.loadedAt < CLIENT_CACHE_MS) return cached.calendar;

  const { rows } = await getPool().query<{ refresh_token: string }>(
    'select refresh_token from google_grants where user_id = $1 and revoked_at is null',
    [userId],
  );
  if (rows.length === 0) throw new Error('Google Calendar is not connected for this account.');

  const auth = new google.auth.OAuth2(process.env.GOOGLE_CLIENT_ID, process.env.GOOGLE_CLIENT_SECRET);
  auth.setCredentials({ refresh_token: rows[0].refresh_token });
  const calendar = google.calendar({ version: 'v3', auth });
  clients.set(userId, { calendar, loadedAt: Date.now() });
  return calendar;
}
