import axios, { AxiosInstance } from 'axios';
import { injectable } from 'tsyringe';
import { AppConfig } from '../config/AppConfig';
import { idempotencyKey, nowSeconds } from '../util/crypto-helpers';

export interface Account {
  id: string;
  name: string;
  currency: string;
  balanceCents: number;
  ownerId: string;
}

export interface TransferReceipt {
  transferId: string;
  postedAt: number;
}

/**
 * Thin repository over the treasury ledger REST API.
 */
@injectable()
export class LedgerService {
  private readonly http: AxiosInstance;

  constructor(config: AppConfig) {
    this.http = axios.create({
      baseURL: config.settings.ledgerApiUrl,
      timeout: config.settings.ledgerApiTimeoutMs,
    });
  }

  async getAccount(accountId: string, actingUser: string): Promise<Account> {
    const res = await this.http.get<Account>(`/accounts/${encodeURIComponent(accountId)}`, {
      headers: { 'X-Acting-User': actingUser },
    });
    return res.data;
  }

  async transfer(fromAccount: string, toAccount: string, amountCents: number, actingUser: string): Promise<TransferReceipt> {
    const res = await this.http.post<TransferReceipt>(
      '/transfers',
      { from: fromAccount, to: toAccount, amount: amountCents, requestedAt: nowSeconds() },
      {
        headers: {
          'X-Acting-User': actingUser,
          'Idempotency-Key': idempotencyKey(fromAccount, toAccount, amountCents, actingUser),
        },
      },
    );
    return res.data;
  }
}
