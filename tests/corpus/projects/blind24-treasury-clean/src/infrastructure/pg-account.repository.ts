import type { Pool } from 'pg';
import type { Account } from '../domain/payment.js';
import type { AccountRepository } from '../domain/ports.js';

interface AccountRow {
  id: string;
  owner_id: string;
  iban: string;
  currency: string;
  daily_limit_minor: string;
  ledger_api_key: string;
}

export class PgAccountRepository implements AccountRepository {
  constructor(private readonly pool: Pool) {}

  async findPrimaryFor(userId: string): Promise<Account | null> {
    const { rows } = await this.pool.query<AccountRow>(
      `select id, owner_id, iban, currency, daily_limit_minor, ledger_api_key
         from accounts where owner_id = $1 and is_primary limit 1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      ownerId: row.owner_id,
      iban: row.iban,
      currency: row.currency,
      dailyLimitMinor: Number(row.daily_limit_minor),
      ledgerApiKey: row.ledger_api_key,
    };
  }
}
