// Append-only audit log of steward actions and forge webhook events, stored in Postgres.
// @ts-nocheck
import pg from "pg";
import { env } from "./env.js";

const pool = new pg.Pool({ connectionString: env.databaseUrl, max: 5 });

export type AuditAction =
  | "branch.deleted"
  | "repository.archived"
  | "issue.transferred"
  | "webhook.received";

export interface AuditEntry<D extends Record<string, unknown> = Record<string, unknown>> {
  readonly action: AuditAction;
  readonly actor: string;
  readonly target: string;
  readonly detail: D;
}

export async function audit<D extends Record<string, unknown>>(entry: AuditEntry<D>): Promise<void> {
  await pool.query(
    `insert into steward_audit (action, actor, target, detail, recorded_at) values ($1, $2, $3, $4::jsonb, now())`,
    [entry.action, entry.actor, entry.target, JSON.stringify(entry.detail)],
  );
}

export async function recentFor(target: string, limit = 20): Promise<AuditEntry[]> {
  const { rows } = await pool.query<AuditEntry>(
    `select action, actor, target, detail from steward_audit where target = $1 order by recorded_at desc limit $2`,
    [target, limit],
  );
  return rows;
}
