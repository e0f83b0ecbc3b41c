import 'server-only';

export type ExportFormat = 'markdown' | 'html' | 'pdf';

/** Carried between the "pick notebooks" round and the actual export. */
export interface ExportCursor {
  ownerId: string;
  format: ExportFormat;
  notebookIds: string[];
}

export function encodeCursor(cursor: ExportCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): ExportCursor {
  return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as ExportCursor;
}
