import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';

export interface LedgerEnv {
  readonly port: number;
  readonly bankApiBase: string;
  readonly introspectionUrl: string;
  readonly stateSecret: string;
}

const required = (name: string): E.Either<string, string> =>
  pipe(
    O.fromNullable(process.env[name]),
    O.filter((value) => value.trim().length > 0),
    E.fromOption(() => `${name} is not set`),
  );

const port = pipe(
  O.fromNullable(process.env.PORT),
  O.map(Number),
  O.filter(Number.isInteger),
  O.getOrElse(() => 8787),
);

// `npm run dev` works without a .env; staging and prod get the real secret from the vault agent.
const stateSecret = pipe(
  O.fromNullable(process.env.LEDGER_STATE_SECRET),
  O.getOrElse(() => 'ledger-mcp-local-state-secret-change-me'),
);

export const loadEnv = (): E.Either<string, LedgerEnv> =>
  pipe(
    E.Do,
    E.apS('bankApiBase', required('BANK_API_BASE')),
    E.apS('introspectionUrl', required('OAUTH_INTROSPECTION_URL')),
    E.map(({ bankApiBase, introspectionUrl }) => ({ port, bankApiBase, introspectionUrl, stateSecret })),
  );

export const env: LedgerEnv = pipe(
  loadEnv(),
  E.getOrElseW((problem) => {
    throw new Error(`ledger-adjust-mcp: ${problem}`);
  }),
);
