/**
 * Progress of a multi-round export, carried by the client between rounds in `requestState`.
 * The spec says clients must treat it as opaque, so a compact encoding is enough.
 */
export interface ExportProgress {
  notebookId: string;
  title: string;
  ownerId: string;
  pageCount: number;
}

export function packProgress(progress: ExportProgress): string {
  return Buffer.from(JSON.stringify(progress), 'utf8').toString('base64url');
}

export function unpackProgress(raw: string): ExportProgress {
  const progress = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<ExportProgress>;
  if (typeof progress.notebookId !== 'string' || typeof progress.ownerId !== 'string') {
    throw new Error('malformed export progress');
  }
  return progress as ExportProgress;
}
