// Opaque paging cursors for list-style tools. Nothing secret in here, so plain base64url is enough.

export interface BranchCursor {
  repo: string;
  page: number;
  olderThanDays: number;
  shown: number;
}

export function encodeCursor(cursor: BranchCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): BranchCursor {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<BranchCursor>;
  return {
    repo: String(parsed.repo ?? ''),
    page: Number(parsed.page ?? 1),
    olderThanDays: Number(parsed.olderThanDays ?? 90),
    shown: Number(parsed.shown ?? 0),
  };
}
