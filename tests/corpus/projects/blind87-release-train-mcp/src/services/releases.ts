// Postgres queries for releases, promotions, rollbacks and deploy freezes.
// @ts-nocheck
import pg from 'pg';

export function createReleaseStore(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 30_000 });

  return {
    pool,

    async findRelease(service, version) {
      const { rows } = await pool.query(
        `SELECT id, service, version, commit_sha, built_at, staging_verified_at
           FROM releases WHERE service = $1 AND version = $2`,
        [service, version],
      );
      return rows[0] ?? null;
    },

    async knownVersions(service, limit = 20) {
      const { rows } = await pool.query(
        `SELECT version FROM releases WHERE service = $1 ORDER BY built_at DESC LIMIT $2`,
        [service, limit],
      );
      return rows.map((r) => r.version);
    },

    async activeFreeze(env) {
      const { rows } = await pool.query(
        `SELECT environment, until, reason, created_by FROM deploy_freezes
          WHERE environment = $1 AND until > now() ORDER BY until DESC LIMIT 1`,
        [env],
      );
      return rows[0] ?? null;
    },

    async recordPromotion({ service, version, env, planId, userId, changeTicket }) {
      await pool.query(
        `INSERT INTO promotions (service, version, environment, plan_id, requested_by, change_ticket)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [service, version, env, planId, userId, changeTicket ?? null],
      );
    },

    async recordRollback({ service, env, fromVersion, toVersion, userId, reason }) {
      await pool.query(
        `INSERT INTO rollbacks (service, environment, from_version, to_version, requested_by, reason)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [service, env, fromVersion, toVersion, userId, reason],
      );
    },

    async insertFreeze({ env, until, reason, userId }) {
      await pool.query(
        `INSERT INTO deploy_freezes (environment, until, reason, created_by) VALUES ($1, $2, $3, $4)`,
        [env, until, reason, userId],
      );
    },
  };
}
