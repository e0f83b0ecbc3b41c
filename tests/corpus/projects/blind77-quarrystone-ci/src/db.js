// Postgres queries for projects, builds, releases and linked GitHub accounts.
'use strict';

const { Pool } = require('pg');
const { databaseUrl } = require('./config');

const pool = new Pool({ connectionString: databaseUrl, max: 10 });

async function one(text, params) {
  const { rows } = await pool.query(text, params);
  return rows[0] || null;
}

module.exports = {
  pool,

  canDeploy: async (userId, project) =>
    Boolean(await one(
      `select 1 from project_members m join projects p on p.id = m.project_id
        where p.slug = $1 and m.user_id = $2 and m.role in ('maintainer', 'deployer')`,
      [project, userId],
    )),

  buildFor: (project, buildId) =>
    one(
      `select b.id, b.status, b.commit_sha, b.branch, b.current_env
         from builds b join projects p on p.id = b.project_id
        where p.slug = $1 and b.id = $2`,
      [project, buildId],
    ),

  promotionTargets: async (project, currentEnv) => {
    const { rows } = await pool.query(
      `select e.name, e.requires_approval from environments e join projects p on p.id = e.project_id
        where p.slug = $1 and e.rank > coalesce((select rank from environments where project_id = p.id and name = $2), 0)
          and e.frozen = false
        order by e.rank`,
      [project, currentEnv],
    );
    return rows;
  },

  currentRelease: (project, environment) =>
    one(
      `select r.id, r.version, r.build_id from releases r join projects p on p.id = r.project_id
        where p.slug = $1 and r.environment = $2 and r.active order by r.created_at desc limit 1`,
      [project, environment],
    ),

  rollbackCandidates: async (project, environment, beforeReleaseId) => {
    const { rows } = await pool.query(
      `select r.id, r.version, r.created_at from releases r join projects p on p.id = r.project_id
        where p.slug = $1 and r.environment = $2 and r.id < $3 and r.healthy
        order by r.id desc limit 5`,
      [project, environment, beforeReleaseId],
    );
    return rows;
  },

  githubTokenFor: async (userId) => {
    const row = await one('select access_token, login from github_accounts where user_id = $1 and revoked_at is null', [userId]);
    return row && { token: row.access_token, login: row.login };
  },

  repoFor: (project) => one('select repo_full_name, default_branch from projects where slug = $1', [project]),

  recordDeployment: (project, buildId, environment, userId, deploymentId) =>
    pool.query(
      `insert into deployments (project_slug, build_id, environment, requested_by, deployer_ref)
       values ($1, $2, $3, $4, $5)`,
      [project, buildId, environment, userId, deploymentId],
    ),

  recordRollback: (project, fromReleaseId, toReleaseId, userId, deployerRef) =>
    pool.query(
      `insert into rollbacks (project_slug, from_release_id, to_release_id, confirmed_by, deployer_ref)
       values ($1, $2, $3, $4, $5)`,
      [project, fromReleaseId, toReleaseId, userId, deployerRef],
    ),

  recordPipelineRun: (project, workflow, ref, userId, runUrl) =>
    pool.query(
      `insert into pipeline_runs (project_slug, workflow, ref, requested_by, run_url) values ($1, $2, $3, $4, $5)`,
      [project, workflow, ref, userId, runUrl],
    ),
};
