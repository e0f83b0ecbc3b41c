/**
 * What an export remembers between its rounds: which ledger account, which period, and the
 * columns the preview showed. Kept small so it fits comfortably in requestState.
 */
export interface ReportCursor {
  accountId: string;
  period: { from: string; to: string };
  columns?: string[];
}

export function encodeReportCursor(cursor: ReportCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeReportCursor(raw: string): ReportCursor {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<ReportCursor>;
  if (typeof parsed.accountId !== 'string' || typeof parsed.period?.from !== 'string' || typeof parsed.period?.to !== 'string') {
    throw new Error('Malformed report cursor');
  }
  return parsed as ReportCursor;
}

export function resolvePeriod(period: 'this_month' | 'last_month' | 'this_quarter' | 'ytd', today = new Date()): ReportCursor['period'] {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  switch (period) {
    case 'this_month':
      return { from: iso(new Date(Date.UTC(y, m, 1))), to: iso(today) };
    case 'last_month':
      return { from: iso(new Date(Date.UTC(y, m - 1, 1))), to: iso(new Date(Date.UTC(y, m, 0))) };
    case 'this_quarter':
      return { from: iso(new Date(Date.UTC(y, m - (m % 3), 1))), to: iso(today) };
    case 'ytd':
      return { from: iso(new Date(Date.UTC(y, 0, 1))), to: iso(today) };
  }
}
