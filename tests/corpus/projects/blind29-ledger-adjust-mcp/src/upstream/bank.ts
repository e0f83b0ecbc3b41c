import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';

export type SessionHeaders = Readonly<Record<string, string>>;

export interface BankSession {
  readonly id: string;
  readonly expiresIn: number;
  readonly headers: SessionHeaders;
}

export interface StatementLine {
  readonly bookedAt: string;
  readonly description: string;
  readonly amountCents: number;
  readonly balanceCents: number;
}

export interface StatementSummary {
  readonly lineCount: number;
  readonly openingCents: number;
  readonly closingCents: number;
}

interface Page<A> {
  readonly items: readonly A[];
  readonly next?: string;
}

const toError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

export const bankClient = (base: string) => {
  const call = <A>(path: string, init: RequestInit = {}): TE.TaskEither<Error, A> =>
    TE.tryCatch(async () => {
      const res = await fetch(new URL(path, base), init);
      if (!res.ok) throw new Error(`bank answered ${res.status} for ${init.method ?? 'GET'} ${path}`);
      return (await res.json()) as A;
    }, toError);

  /**
   * Trades the caller's OAuth token for a bank session. The bank rate-limits this to ~10/min per user,
   * so long-running flows should reuse the session rather than open a new one per step.
   */
  const openSession = (userAccessToken: string): TE.TaskEither<Error, BankSession> =>
    pipe(
      call<{ session_id: string; session_token: string; expires_in: number }>('/v2/sessions', {
        method: 'POST',
        headers: { authorization: `Bearer ${userAccessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ purpose: 'mcp-ledger' }),
      }),
      TE.map((s) => ({
        id: s.session_id,
        expiresIn: s.expires_in,
        headers: { authorization: `Bearer ${s.session_token}`, 'x-bank-session': s.session_id },
      })),
    );

  const statementPath = (accountId: string, month: string) =>
    `/v2/accounts/${encodeURIComponent(accountId)}/statements/${encodeURIComponent(month)}`;

  const summary = (headers: SessionHeaders) => (accountId: string, month: string) =>
    call<StatementSummary>(`${statementPath(accountId, month)}/summary`, { headers });

  const allLines = (headers: SessionHeaders) => (accountId: string, month: string) => {
    const loop = (acc: readonly StatementLine[], cursor?: string): TE.TaskEither<Error, readonly StatementLine[]> =>
      pipe(
        call<Page<StatementLine>>(
          `${statementPath(accountId, month)}/lines${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
          { headers },
        ),
        TE.chain((page) => (page.next ? loop([...acc, ...page.items], page.next) : TE.right([...acc, ...page.items]))),
      );
    return loop([]);
  };

  const postAdjustment =
    (headers: SessionHeaders) =>
    (accountId: string, adjustment: { amountCents: number; memo: string; requestedBy: string }) =>
      call<{ id: string; status: 'posted' | 'pending_review' }>(
        `/v2/accounts/${encodeURIComponent(accountId)}/adjustments`,
        { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(adjustment) },
      );

  return { openSession, summary, allLines, postAdjustment } as const;
};

export type Bank = ReturnType<typeof bankClient>;
