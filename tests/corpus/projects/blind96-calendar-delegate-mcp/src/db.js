// Postgres access: meeting drafts, consent sessions, connect tickets and encrypted Google grants.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { config } from './config.js';

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });

const newId = () => randomBytes(32).toString('base64url');

export async function saveDraft(userId, body) {
  const id = newId();
  await pool.query(
    `INSERT INTO meeting_drafts (id, user_id, body, expires_at) VALUES ($1, $2, $3, now() + interval '10 minutes')`,
    [id, userId, body],
  );
  return id;
}

export async function takeDraft(id, userId) {
  const { rows } = await pool.query(
    'DELETE FROM meeting_drafts WHERE id = $1 AND user_id = $2 AND expires_at > now() RETURNING body',
    [id, userId],
  );
  return rows[0]?.body ?? null;
}

export async function createConnectTicket(userId) {
  const ticket = newId();
  await pool.query(
    `INSERT INTO connect_tickets (ticket, user_id, expires_at) VALUES ($1, $2, now() + interval '10 minutes')`,
    [ticket, userId],
  );
  return ticket;
}

export async function redeemConnectTicket(ticket) {
  const { rows } = await pool.query(
    'DELETE FROM connect_tickets WHERE ticket = $1 AND expires_at > now() RETURNING user_id',
    [ticket],
  );
  return rows[0]?.user_id ?? null;
}

export async function createConsentSession(userId, oauthState, codeVerifier) {
  const sid = newId();
  await pool.query(
    `INSERT INTO consent_sessions (sid, user_id, oauth_state, code_verifier, expires_at)
     VALUES ($1, $2, $3, $4, now() + interval '15 minutes')`,
    [sid, userId, oauthState, codeVerifier],
  );
  return sid;
}

export async function takeConsentSession(sid) {
  const { rows } = await pool.query(
    'DELETE FROM consent_sessions WHERE sid = $1 AND expires_at > now() RETURNING user_id, oauth_state, code_verifier',
    [sid],
  );
  return rows[0] ?? null;
}

export async function storeGrant(userId, sealedRefreshToken, scopes) {
  await pool.query(
    `INSERT INTO google_grants (user_id, sealed_refresh_token, scopes, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id) DO UPDATE SET sealed_refresh_token = EXCLUDED.sealed_refresh_token,
       scopes = EXCLUDED.scopes, updated_at = now()`,
    [userId, sealedRefreshToken, scopes],
  );
}

export async function loadGrant(userId) {
  const { rows } = await pool.query('SELECT sealed_refresh_token, scopes FROM google_grants WHERE user_id = $1', [userId]);
  return rows[0] ?? null;
}
