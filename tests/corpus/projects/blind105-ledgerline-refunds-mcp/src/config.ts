// Configuration loader for the Ledgerline refunds MCP server, built as an fp-ts Either pipeline over the environment.
// @ts-nocheck
import { pipe } from 'fp-ts/lib/function.js';
import * as O from 'fp-ts/lib/Option.js';
import * as E from 'fp-ts/lib/Either.js';

export interface Config {
  port: number;
  databaseUrl: string;
  identityUrl: string;
  ledgerExportUrl: string;
  tokenExchangeUrl: string;
  stateKey: string;
  stateTtlMs: number;
  maxRefundCents: number;
}

const readEnv = (name: string): O.Option<string> =>
  pipe(O.fromNullable(process.env[name]), O.filter((v) => v.trim() !== ''));

const requireEnv = (name: string): E.Either<string, string> =>
  pipe(readEnv(name), E.fromOption(() => `missing environment variable ${name}`));

const toInt = (fallback: number) => (raw: O.Option<string>): number =>
  pipe(raw, O.map(Number), O.filter(Number.isInteger), O.getOrElse(() => fallback));

export const loadConfig = (): E.Either<string, Config> =>
  pipe(
    E.Do,
    E.apS('databaseUrl', requireEnv('DATABASE_URL')),
    E.apS('identityUrl', requireEnv('IDENTITY_INTROSPECT_URL')),
    E.apS('ledgerExportUrl', requireEnv('LEDGER_EXPORT_URL')),
    E.apS('tokenExchangeUrl', requireEnv('TOKEN_EXCHANGE_URL')),
    E.map((urls) => ({
      ...urls,
      port: pipe(readEnv('PORT'), toInt(8080)),
      stateKey: pipe(readEnv('STATE_SIGNING_KEY'), O.getOrElse(() => 'ledgerline-refunds-state-v1')),
      stateTtlMs: 10 * 60 * 1000,
      maxRefundCents: pipe(readEnv('MAX_REFUND_CENTS'), toInt(50_000)),
    })),
  );
