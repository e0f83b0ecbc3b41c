// Postgres queries for periods, journals, approvers and bank accounts.
// @ts-nocheck
import pg from "pg";
import { config } from "./config.js";
import type { Ledger, UserId } from "./domain.js";

export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 12, idleTimeoutMillis: 20_000 });

export interface PeriodRow {
  entity_id: string;
  period_id: string;
  status: "open" | "soft_closed" | "closed";
  checklist_version: number;
}

export const periods = {
  async get(entityId: string, periodId: string): Promise<PeriodRow | null> {
    const { rows } = await pool.query<PeriodRow>(
      `select entity_id, period_id, status, checklist_version
         from accounting_periods where entity_id = $1 and period_id = $2`,
      [entityId, periodId],
    );
    return rows[0] ?? null;
  },

  async openChecklistItems(entityId: string, periodId: string): Promise<string[]> {
    const { rows } = await pool.query<{ title: string }>(
      `select title from close_checklist
        where entity_id = $1 and period_id = $2 and completed_at is null
        order by position`,
      [entityId, periodId],
    );
    return rows.map((r) => r.title);
  },

  async close(input: {
    entityId: string;
    periodId: string;
    checklistVersion: number;
    idempotencyKey: string;
    closedBy: UserId;
  }): Promise<"closed" | "already" | "stale"> {
    const client = await pool.connect();
    try {
      await client.query("begin");
      const seen = await client.query(`select 1 from period_close_log where idempotency_key = $1`, [input.idempotencyKey]);
      if (seen.rowCount) {
        await client.query("rollback");
        return "already";
      }
      const res = await client.query(
        `update accounting_periods set status = 'closed', closed_by = $4, closed_at = now()
          where entity_id = $1 and period_id = $2 and checklist_version = $3 and status <> 'closed'`,
        [input.entityId, input.periodId, input.checklistVersion, input.closedBy],
      );
      if (res.rowCount !== 1) {
        await client.query("rollback");
        return "stale";
      }
      await client.query(
        `insert into period_close_log (idempotency_key, entity_id, period_id, closed_by) values ($1, $2, $3, $4)`,
        [input.idempotencyKey, input.entityId, input.periodId, input.closedBy],
      );
      await client.query("commit");
      return "closed";
    } catch (err) {
      await client.query("rollback");
      throw err;
    } finally {
      client.release();
    }
  },
};

export const journals = {
  async post(entityId: string, lines: readonly Ledger.JournalLine[], memo: string, author: UserId, approver: UserId | null): Promise<string> {
    const client = await pool.connect();
    try {
      await client.query("begin");
      const { rows } = await client.query<{ id: string }>(
        `insert into journal_entries (entity_id, memo, author, approver) values ($1, $2, $3, $4) returning id`,
        [entityId, memo, author, approver],
      );
      for (const [i, line] of lines.entries()) {
        await client.query(
          `insert into journal_lines (entry_id, position, account_id, debit_minor, credit_minor, description)
           values ($1, $2, $3, $4, $5, $6)`,
          [rows[0].id, i, line.accountId, line.debitMinor, line.creditMinor, line.description ?? null],
        );
      }
      await client.query("commit");
      return rows[0].id;
    } catch (err) {
      await client.query("rollback");
      throw err;
    } finally {
      client.release();
    }
  },

  async canApprove(userId: string, entityId: string): Promise<boolean> {
    const { rowCount } = await pool.query(
      `select 1 from entity_roles where user_id = $1 and entity_id = $2 and role = 'approver'`,
      [userId, entityId],
    );
    return rowCount === 1;
  },

  async ledgerLines(accountId: string, from: string, to: string) {
    const { rows } = await pool.query<{ id: string; booked_on: string; amount_minor: number; reference: string | null }>(
      `select l.id, e.booked_on, l.debit_minor - l.credit_minor as amount_minor, e.reference
         from journal_lines l join journal_entries e on e.id = l.entry_id
        where l.account_id = $1 and e.booked_on between $2 and $3`,
      [accountId, from, to],
    );
    return rows;
  },
};

export const bankAccounts = {
  async flagForReconcile(externalRef: string): Promise<void> {
    await pool.query(`update bank_accounts set needs_reconcile = true where external_ref = $1`, [externalRef]);
  },

  async byAccountId(accountId: string) {
    const { rows } = await pool.query<{ account_id: string; external_ref: string }>(
      `select account_id, external_ref from bank_accounts where account_id = $1`,
      [accountId],
    );
    return rows[0] ?? null;
  },
};
