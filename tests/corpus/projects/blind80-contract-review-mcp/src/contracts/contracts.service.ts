// Contract data access (Postgres) and the e-signature provider's REST client.
// @ts-nocheck
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export const PG_POOL = Symbol('PG_POOL');

@Injectable()
export class ContractsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async listForUser(userId: string, status?: string) {
    const { rows } = await this.pool.query(
      `SELECT c.id, c.title, c.counterparty, c.status, c.envelope_id AS "envelopeId", c.updated_at AS "updatedAt"
         FROM contracts c JOIN team_members m ON m.team_id = c.team_id
        WHERE m.user_id = $1 AND ($2::text IS NULL OR c.status = $2)
        ORDER BY c.updated_at DESC LIMIT 100`,
      [userId, status ?? null],
    );
    return rows;
  }

  async getForUser(contractId: string, userId: string) {
    const { rows } = await this.pool.query(
      `SELECT c.id, c.title, c.counterparty, c.status, c.envelope_id AS "envelopeId", c.template_id AS "templateId"
         FROM contracts c JOIN team_members m ON m.team_id = c.team_id
        WHERE c.id = $1 AND m.user_id = $2`,
      [contractId, userId],
    );
    return rows[0] ?? null;
  }

  async clausesWithPlaybook(contractId: string) {
    const { rows } = await this.pool.query(
      `SELECT cl.id AS "clauseId", cl.heading, cl.body, pb.preferred_text AS "preferred"
         FROM clauses cl LEFT JOIN playbook_positions pb ON pb.clause_type = cl.clause_type
        WHERE cl.contract_id = $1 ORDER BY cl.position`,
      [contractId],
    );
    return rows;
  }

  async applyRedlines(contractId: string, userId: string, changes: Array<{ clauseId: string; replacement: string }>) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      for (const change of changes) {
        await client.query(
          'INSERT INTO clause_revisions (clause_id, body, author_id) VALUES ($1, $2, $3)',
          [change.clauseId, change.replacement, userId],
        );
        await client.query('UPDATE clauses SET body = $2 WHERE id = $1 AND contract_id = $3', [change.clauseId, change.replacement, contractId]);
      }
      await client.query(`UPDATE contracts SET status = 'in_review', updated_at = now() WHERE id = $1`, [contractId]);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }

  async markVoided(contractId: string, userId: string, reason: string) {
    await this.pool.query(
      `UPDATE contracts SET status = 'voided', voided_by = $2, void_reason = $3, updated_at = now() WHERE id = $1`,
      [contractId, userId, reason],
    );
  }

  async recordEnvelopeEvent(envelopeId: string, event: string, occurredAt: string) {
    await this.pool.query(
      `UPDATE contracts SET status = CASE $2 WHEN 'completed' THEN 'signed' WHEN 'declined' THEN 'declined' ELSE status END,
              updated_at = now()
        WHERE envelope_id = $1`,
      [envelopeId, event],
    );
    await this.pool.query('INSERT INTO envelope_events (envelope_id, event, occurred_at) VALUES ($1, $2, $3)', [envelopeId, event, occurredAt]);
  }
}

@Injectable()
export class EsignClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async voidEnvelope(envelopeId: string, reason: string): Promise<void> {
    const res = await fetch(`${this.config.esignBaseUrl}/envelopes/${encodeURIComponent(envelopeId)}/void`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.config.esignApiKey}`,
        'content-type': 'application/json',
        'inksign-version': this.config.apiVersion,
      },
      body: JSON.stringify({ reason }),
    });
    if (!res.ok) throw new Error(`e-sign provider refused void: ${res.status}`);
  }
}
