// Knex connection and tenant-scoped repositories for ledger entries, bank transactions and bank connections.
// @ts-nocheck
import knexFactory, { type Knex } from 'knex';

export function connect(url: string): Knex {
  return knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 8 } });
}

abstract class TenantScopedRepository {
  constructor(protected readonly db: Knex, protected readonly tenantId: string) {}

  protected table(name: string) {
    return this.db(name).where({ tenant_id: this.tenantId });
  }
}

export class LedgerRepository extends TenantScopedRepository {
  openEntries(accountId: string, from: string, to: string) {
    return this.table('ledger_entries')
      .where({ account_id: accountId, status: 'open' })
      .whereBetween('booked_on', [from, to])
      .select('id', 'amount_cents', 'memo', 'booked_on')
      .orderBy('booked_on');
  }

  entry(id: string) {
    return this.table('ledger_entries').where({ id }).first('id', 'account_id', 'amount_cents', 'memo', 'status');
  }

  match(entryId: string, bankTxId: string, userId: string) {
    return this.db.transaction(async (trx) => {
      const updated = await trx('ledger_entries')
        .where({ tenant_id: this.tenantId, id: entryId, status: 'open' })
        .update({ status: 'matched', matched_tx_id: bankTxId, matched_by: userId, matched_at: trx.fn.now() });
      if (updated !== 1) return false;
      await trx('bank_transactions').where({ tenant_id: this.tenantId, id: bankTxId }).update({ matched: true });
      return true;
    });
  }

  async writeOff(entryId: string, reasonCode: string, userId: string) {
    const updated = await this.table('ledger_entries')
      .where({ id: entryId, status: 'open' })
      .update({ status: 'written_off', write_off_reason: reasonCode, written_off_by: userId, written_off_at: this.db.fn.now() });
    return updated === 1;
  }
}

export class BankTransactionRepository extends TenantScopedRepository {
  async upsertMany(accountId: string, lines) {
    if (lines.length === 0) return 0;
    const rows = lines.map((l) => ({
      tenant_id: this.tenantId,
      account_id: accountId,
      external_id: l.externalId,
      amount_cents: l.amountCents,
      description: l.description,
      posted_on: l.postedOn,
    }));
    const inserted = await this.db('bank_transactions').insert(rows).onConflict(['tenant_id', 'external_id']).ignore().returning('id');
    return inserted.length;
  }

  unmatched(accountId: string) {
    return this.table('bank_transactions')
      .where({ account_id: accountId, matched: false })
      .select('id', 'amount_cents', 'description', 'posted_on');
  }
}

export class ConnectionRepository extends TenantScopedRepository {
  bankFeed(connectionId: string) {
    return this.table('bank_connections').where({ id: connectionId, active: true }).first('id', 'provider', 'api_key');
  }
}
