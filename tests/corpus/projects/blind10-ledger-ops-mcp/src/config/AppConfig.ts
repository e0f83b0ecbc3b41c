import { singleton } from 'tsyringe';

export interface LedgerSettings {
  ledgerApiUrl: string;
  ledgerApiTimeoutMs: number;
  /** Secret used to sign the requestState blobs we hand to MCP clients. */
  stateSecret: string;
  stateTtlMs: number;
  operatorId?: string;
}

/**
 * Central configuration object. Resolved once by the container and injected
 * wherever settings are needed; nothing else should read process.env.
 */
@singleton()
export class AppConfig {
  readonly settings: LedgerSettings;

  constructor() {
    this.settings = {
      ledgerApiUrl: process.env.LEDGER_API_URL || 'http://localhost:8080/api/v2',
      ledgerApiTimeoutMs: Number(process.env.LEDGER_API_TIMEOUT_MS || 10_000),
      stateSecret: process.env.LEDGER_STATE_SECRET || 'ledger-ops-dev-secret',
      stateTtlMs: Number(process.env.LEDGER_STATE_TTL_MS || 5 * 60 * 1000),
      operatorId: process.env.LEDGER_OPERATOR_ID,
    };
  }

  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production';
  }
}
