// Server-side booking drafts and the audit log; a draft is found only by its random handle and its owner.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { config } from './config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 6 });

const HANDLE_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const openDraft = (ownerId, data) => {
  const handle = randomBytes(24).toString('base64url');
  return pool
    .query(
      `insert into booking_drafts (handle, owner_id, data, expires_at) values ($1, $2, $3, now() + interval '10 minutes')`,
      [handle, ownerId, data],
    )
    .then(() => handle);
};

export const claimDraft = (ownerId, handle) =>
  typeof handle === 'string' && HANDLE_PATTERN.test(handle)
    ? pool
        .query(`delete from booking_drafts where handle = $1 and owner_id = $2 and expires_at > now() returning data`, [handle, ownerId])
        .then((res) => res.rows[0]?.data ?? null)
    : Promise.resolve(null);

export const audit = ({ actor, action, target, detail }) =>
  pool.query(`insert into audit_log (actor, action, target, detail, at) values ($1, $2, $3, $4, now())`, [actor, action, target, detail]);

export const recordReferral = (referral) =>
  pool.query(
    `insert into referrals (partner_ref, patient_ref, specialty, received_at) values ($1, $2, $3, now()) on conflict (partner_ref) do nothing`,
    [referral.id, referral.patient, referral.specialty],
  );
