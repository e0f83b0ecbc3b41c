// Postgres access for shows, episodes and publish checklists.
import pg from 'pg';
import { config } from '../config.js';

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 8 });

export async function episodeForMember(episodeId, userId) {
  const { rows } = await pool.query(
    `SELECT e.*, s.title AS show_title, s.remote_show_id, m.role
       FROM episodes e
       JOIN shows s ON s.id = e.show_id
       JOIN show_members m ON m.show_id = s.id AND m.user_id = $2
      WHERE e.id = $1 AND e.deleted_at IS NULL`,
    [episodeId, userId],
  );
  return rows[0] ?? null;
}

export async function createChecklistRun(episodeId, userId, checks) {
  const { rows } = await pool.query(
    `INSERT INTO publish_checklists (episode_id, created_by, checks, expires_at)
     VALUES ($1, $2, $3, now() + interval '10 minutes') RETURNING id`,
    [episodeId, userId, JSON.stringify(checks)],
  );
  return rows[0].id;
}

export async function takeChecklistRun(runId, episodeId, userId) {
  const { rows } = await pool.query(
    `DELETE FROM publish_checklists
      WHERE id = $1 AND episode_id = $2 AND created_by = $3 AND expires_at > now()
  RETURNING checks`,
    [runId, episodeId, userId],
  );
  return rows[0]?.checks ?? null;
}

export async function markPublished(episodeId, remoteId, publishAt, explicit) {
  await pool.query(
    `UPDATE episodes SET status = 'published', remote_episode_id = $2, publish_at = $3, explicit = $4, updated_at = now()
      WHERE id = $1`,
    [episodeId, remoteId, publishAt, explicit],
  );
}

export async function softDelete(episodeId, userId) {
  const { rowCount } = await pool.query(
    `UPDATE episodes SET deleted_at = now(), deleted_by = $2, status = 'deleted' WHERE id = $1 AND deleted_at IS NULL`,
    [episodeId, userId],
  );
  return rowCount === 1;
}

export async function recordTranscode(jobId, status, audio) {
  const { rows } = await pool.query(
    `UPDATE episodes SET transcode_status = $2, audio_url = COALESCE($3, audio_url), duration_s = COALESCE($4, duration_s)
      WHERE transcode_job_id = $1 RETURNING id`,
    [jobId, status, audio?.url ?? null, audio?.durationSeconds ?? null],
  );
  return rows[0]?.id ?? null;
}
