// Reconciliation progress travels with the client between rounds. It is only
// bookkeeping (where we are in the account, what was already posted), so we
// keep it compact: base64url JSON, no server-side session needed.

export interface ReconcileProgress {
  account: string;
  offset: number;
  pending?: string;
  posted: string[];
}

export function encodeProgress(progress: ReconcileProgress): string {
  return Buffer.from(JSON.stringify(progress), 'utf8').toString('base64url');
}

export function decodeProgress(raw: string): ReconcileProgress {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<ReconcileProgress>;
  if (typeof parsed.account !== 'string' || typeof parsed.offset !== 'number') {
    throw new Error('malformed reconciliation cursor');
  }
  return { posted: [], ...parsed } as ReconcileProgress;
}
