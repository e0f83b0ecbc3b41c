/**
 * Opaque cursors for paged/continued reads. These only ever point at data the caller
 * is already allowed to see, so they are kept cheap: URL-safe JSON, no crypto.
 */

export interface StatementCursor {
  accountId: string;
  from: string;
  to: string;
  page: number;
}

export function encodeCursor(cursor: StatementCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string): StatementCursor {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  if (typeof parsed?.accountId !== 'string' || typeof parsed?.page !== 'number') {
    throw new Error('malformed cursor');
  }
  return parsed as StatementCursor;
}
