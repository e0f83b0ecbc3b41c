// HTTP client for the ledger export service and the token-exchange endpoint that issues ledger-scoped tokens.
// @ts-nocheck
import * as TE from 'fp-ts/lib/TaskEither.js';

type Grant = { access_token: string; expires_in: number; token_type: string };
type Preview = { entryCount: number; pendingCount: number; currency: string };
type ExportJob = { id: string; status: string; downloadUrl: string };

const jsonOrFail = (what: string) => async (res: Response) => {
  if (!res.ok) throw new Error(`${what} answered ${res.status}`);
  return res.json();
};

const attempt = <T>(what: string, run: () => Promise<T>): TE.TaskEither<string, T> =>
  TE.tryCatch(run, (e) => `${what}: ${(e as Error).message}`);

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

export const makeLedgerClient = (exportUrl: string, exchangeUrl: string) => ({
  exchangeForLedgerToken: (subjectToken: string) =>
    attempt<Grant>('token exchange', () =>
      fetch(exchangeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token: subjectToken,
          subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          audience: 'ledger-export',
          scope: 'ledger:export',
        }),
      }).then(jsonOrFail('token exchange')),
    ),

  previewRange: (ledgerToken: string, from: string, to: string) =>
    attempt<Preview>('ledger preview', () =>
      fetch(`${exportUrl}/v2/exports/preview?${new URLSearchParams({ from, to })}`, {
        headers: bearer(ledgerToken),
      }).then(jsonOrFail('ledger preview')),
    ),

  startExport: (ledgerToken: string, job: { from: string; to: string; format: string; includePending: boolean }) =>
    attempt<ExportJob>('ledger export', () =>
      fetch(`${exportUrl}/v2/exports`, {
        method: 'POST',
        headers: { ...bearer(ledgerToken), 'content-type': 'application/json' },
        body: JSON.stringify(job),
      }).then(jsonOrFail('ledger export')),
    ),
});

export type LedgerClient = ReturnType<typeof makeLedgerClient>;
