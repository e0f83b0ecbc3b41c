import { request } from 'undici';

export interface TransferOrder {
  fromAccount: string;
  toAccount: string;
  amountCents: number;
  currency: string;
  memo?: string;
}

export interface AccountSummary {
  id: string;
  name: string;
  balanceCents: number;
  currency: string;
}

export class LedgerService {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async listAccounts(bearer: string): Promise<AccountSummary[]> {
    const res = await request(new URL('/v2/accounts', this.baseUrl), {
      headers: { authorization: `Bearer ${bearer}` },
      headersTimeout: this.timeoutMs,
    });
    if (res.statusCode !== 200) throw new Error(`ledger responded ${res.statusCode}`);
    return (await res.body.json()) as AccountSummary[];
  }

  async transfer(order: TransferOrder, bearer: string): Promise<{ transferId: string }> {
    const res = await request(new URL('/v2/transfers', this.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(order),
      headersTimeout: this.timeoutMs,
    });
    if (res.statusCode !== 201) throw new Error(`transfer rejected (${res.statusCode})`);
    return (await res.body.json()) as { transferId: string };
  }
}
