import pg from 'pg';
import Cursor from 'pg-cursor';

export interface StatementRow {
  [column: string]: string;
}

export interface LedgerEntry {
  bookedOn: string;
  amountCents: number;
  memo: string;
}

/** Postgres access for the ledger tools. */
export class LedgerStore {
  readonly #pool: pg.Pool;

  constructor(connectionString: string) {
    this.#pool = new pg.Pool({ connectionString, max: 8 });
  }

  async ledgerName(ledgerId: string, userId: string): Promise<string | undefined> {
    const { rows } = await this.#pool.query<{ name: string }>(
      'select l.name from ledgers l join ledger_members m on m.ledger_id = l.id where l.id = $1 and m.user_id = $2',
      [ledgerId, userId],
    );
    return rows[0]?.name;
  }

  async statementColumns(uploadId: string): Promise<string[]> {
    const { rows } = await this.#pool.query<{ columns: string[] }>('select columns from uploads where id = $1', [uploadId]);
    return rows[0]?.columns ?? [];
  }

  async countStatementRows(uploadId: string): Promise<number> {
    const { rows } = await this.#pool.query<{ n: string }>('select count(*) as n from upload_rows where upload_id = $1', [uploadId]);
    return Number(rows[0]?.n ?? 0);
  }

  /** Streams an uploaded statement in batches without loading it into memory. */
  async *statementRows(uploadId: string, batchSize = 500): AsyncGenerator<StatementRow[]> {
    const client = await this.#pool.connect();
    const cursor = client.query(new Cursor('select data from upload_rows where upload_id = $1 order by line', [uploadId]));
    try {
      for (;;) {
        const rows: { data: StatementRow }[] = await cursor.read(batchSize);
        if (rows.length === 0) return;
        yield rows.map((r) => r.data);
      }
    } finally {
      await cursor.close();
      client.release();
    }
  }

  async insertEntries(ledgerId: string, entries: LedgerEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.#pool.query(
      `insert into entries (ledger_id, booked_on, amount_cents, memo)
       select $1, * from unnest($2::date[], $3::bigint[], $4::text[])`,
      [ledgerId, entries.map((e) => e.bookedOn), entries.map((e) => e.amountCents), entries.map((e) => e.memo)],
    );
  }

  async countInPeriod(ledgerId: string, period: string): Promise<number> {
    const { rows } = await this.#pool.query<{ n: string }>(
      "select count(*) as n from entries where ledger_id = $1 and to_char(booked_on, 'YYYY-MM') = $2",
      [ledgerId, period],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async purgePeriod(ledgerId: string, period: string, actor: string): Promise<number> {
    const { rows } = await this.#pool.query<{ n: string }>(
      `with gone as (
         delete from entries where ledger_id = $1 and to_char(booked_on, 'YYYY-MM') = $2 returning 1
       ), logged as (
         insert into audit_log (ledger_id, actor, action, detail)
         select $1, $3, 'purge', $2 || ' (' || count(*) || ' entries)' from gone
       )
       select count(*) as n from gone`,
      [ledgerId, period, actor],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
