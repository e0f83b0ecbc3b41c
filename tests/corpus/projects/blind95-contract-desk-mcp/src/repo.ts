// Postgres repository for templates, server-side contract drafts and sent envelopes.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function createRepo(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 8 });

  return {
    async getTemplate(id: string) {
      const { rows } = await pool.query('SELECT id, name, version FROM contract_templates WHERE id = $1 AND active', [id]);
      return rows[0] ?? null;
    },

    async createDraft(ownerId: string, templateId: string, title: string): Promise<string> {
      const handle = randomBytes(16).toString('base64url');
      await pool.query(
        `INSERT INTO contract_drafts (handle, owner_id, template_id, title, created_at)
         VALUES ($1, $2, $3, $4, now())`,
        [handle, ownerId, templateId, title],
      );
      return handle;
    },

    async loadDraft(handle: string, ownerId: string) {
      const { rows } = await pool.query(
        `SELECT d.handle, d.title, t.pdf_base64 AS "documentBase64"
           FROM contract_drafts d JOIN contract_templates t ON t.id = d.template_id
          WHERE d.handle = $1 AND d.owner_id = $2 AND d.discarded_at IS NULL
            AND d.created_at > now() - interval '1 day'`,
        [handle, ownerId],
      );
      return rows[0] ?? null;
    },

    async discardDraft(handle: string, ownerId: string) {
      await pool.query('UPDATE contract_drafts SET discarded_at = now() WHERE handle = $1 AND owner_id = $2', [handle, ownerId]);
    },

    async recordEnvelope(envelopeId: string, ownerId: string, draftHandle: string, counterpartyEmail: string) {
      await pool.query(
        `INSERT INTO envelopes (envelope_id, owner_id, draft_handle, counterparty_email, status, sent_at)
         VALUES ($1, $2, $3, $4, 'sent', now())`,
        [envelopeId, ownerId, draftHandle, counterpartyEmail],
      );
    },

    async getEnvelope(envelopeId: string) {
      const { rows } = await pool.query(
        'SELECT envelope_id AS "envelopeId", owner_id AS "ownerId", status, counterparty_email AS "counterpartyEmail" FROM envelopes WHERE envelope_id = $1',
        [envelopeId],
      );
      return rows[0] ?? null;
    },

    async listEnvelopes(ownerId: string, limit: number) {
      const { rows } = await pool.query(
        'SELECT envelope_id AS "envelopeId", status, counterparty_email AS "counterpartyEmail", sent_at AS "sentAt" FROM envelopes WHERE owner_id = $1 ORDER BY sent_at DESC LIMIT $2',
        [ownerId, limit],
      );
      return rows;
    },

    async setEnvelopeStatus(envelopeId: string, status: string) {
      await pool.query('UPDATE envelopes SET status = $2, status_at = now() WHERE envelope_id = $1', [envelopeId, status]);
    },
  };
}
