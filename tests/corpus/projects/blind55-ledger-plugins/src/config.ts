import { randomBytes } from 'node:crypto';

const int = (value: string | undefined, fallback: number) => (value ? Number.parseInt(value, 10) : fallback);

export const config = {
  port: int(process.env.PORT, 3030),
  ledgerApiUrl: process.env.LEDGER_API_URL ?? 'http://localhost:4000/v1',
  ledgerServiceToken: process.env.LEDGER_SERVICE_TOKEN ?? '',
  issuer: process.env.LEDGER_OIDC_ISSUER ?? 'https://login.example.com',
  // Signs the requestState we hand clients between rounds. Local runs get a
  // throwaway key so `npm run dev` works without a .env file.
  stateKey: process.env.LEDGER_STATE_KEY ?? randomBytes(16).toString('hex'),
  stateTtlSeconds: 300,
  reconcileBatchSize: int(process.env.RECONCILE_BATCH, 25),
} as const;

export type Config = typeof config;
