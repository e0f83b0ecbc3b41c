// Postgres access for vendor invoices and their approval trail.
// @ts-nocheck
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'pg';
import { AppConfigService } from '../config/app-config.service';

export interface InvoiceRow {
  id: string;
  vendor: string;
  amount_cents: number;
  currency: string;
  status: 'open' | 'approved' | 'scheduled' | 'paid' | 'rejected';
  due_date: string;
  cost_center: string;
}

@Injectable()
export class InvoiceRepository implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(config: AppConfigService) {
    this.pool = new Pool({ connectionString: config.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
  }

  async listOpenForApprover(approverId: string, limit: number): Promise<InvoiceRow[]> {
    const { rows } = await this.pool.query(
      `SELECT i.id, i.vendor, i.amount_cents, i.currency, i.status, i.due_date::text, i.cost_center
         FROM invoices i
         JOIN cost_center_approvers a ON a.cost_center = i.cost_center
        WHERE a.user_id = $1 AND i.status = 'open'
        ORDER BY i.due_date ASC
        LIMIT $2`,
      [approverId, limit],
    );
    return rows;
  }

  async findById(id: string): Promise<InvoiceRow | null> {
    const { rows } = await this.pool.query(
      `SELECT id, vendor, amount_cents, currency, status, due_date::text, cost_center
         FROM invoices WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async approve(id: string, approvedCents: number, approverId: string, note?: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const updated = await client.query(
        `UPDATE invoices SET status = 'approved', approved_amount_cents = $2, updated_at = now()
          WHERE id = $1 AND status = 'open'`,
        [id, approvedCents],
      );
      if (updated.rowCount !== 1) {
        throw new Error(`invoice ${id} is no longer open`);
      }
      await client.query(
        `INSERT INTO invoice_approvals (invoice_id, approver_id, amount_cents, note, approved_at)
         VALUES ($1, $2, $3, $4, now())`,
        [id, approverId, approvedCents, note ?? null],
      );
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }

  async markScheduled(id: string, paymentId: string): Promise<void> {
    await this.pool.query(
      `UPDATE invoices SET status = 'scheduled', payment_id = $2, updated_at = now() WHERE id = $1`,
      [id, paymentId],
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
