import postgres from 'postgres';
import { env } from './env.js';

export const sql = postgres(env.DATABASE_URL, { max: 5, idle_timeout: 20 });

export async function savePortalSession(userId: string, session: { sessionCookie: string; expiresAt: number }) {
  await sql`
    insert into portal_sessions (user_id, cookie, expires_at)
    values (${userId}, ${session.sessionCookie}, ${new Date(session.expiresAt)})
    on conflict (user_id) do update set cookie = excluded.cookie, expires_at = excluded.expires_at`;
}

export async function permitForApplicant(permitId: string, userId: string) {
  const [row] = await sql<{ id: string; address: string; status: string }[]>`
    select id, address, status from permits where id = ${permitId} and applicant_id = ${userId}`;
  return row ?? null;
}
