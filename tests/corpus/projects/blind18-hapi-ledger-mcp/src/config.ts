// Central configuration. Everything comes from the environment; the fallbacks
// exist so `npm run dev` works on a laptop without a .env file.

export interface LedgerConfig {
  port: number;
  host: string;
  bankApiUrl: string;
  stateSecret: string;
  stateTtlSeconds: number;
}

const env = process.env;

export const config: LedgerConfig = {
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '0.0.0.0',
  bankApiUrl: env.BANK_API_URL ?? 'https://sandbox.bank.example/api/v2',
  stateSecret: env.LEDGER_STATE_SECRET || 'ledger-local-dev-secret',
  stateTtlSeconds: Number(env.LEDGER_STATE_TTL ?? 300),
};
