import { Observable, Subject, filter, share, takeWhile } from 'rxjs';
import { env } from '../env.js';
import type { ExportWizard } from '../wizard/reducer.js';

export type JobEvent =
  | { jobId: string; kind: 'queued' }
  | { jobId: string; kind: 'running'; rows: number }
  | { jobId: string; kind: 'finished'; url: string }
  | { jobId: string; kind: 'failed'; reason: string };

const events$ = new Subject<JobEvent>();
const shared$ = events$.pipe(share());

/** Fed by the warehouse webhook (see webhook.ts). */
export function publish(event: JobEvent): void {
  events$.next(event);
}

export function progress$(jobId: string): Observable<JobEvent> {
  return shared$.pipe(
    filter((e) => e.jobId === jobId),
    takeWhile((e) => e.kind !== 'finished' && e.kind !== 'failed', true),
  );
}

export async function startExport(wizard: ExportWizard, userId: string, tenant: string): Promise<string> {
  const res = await fetch(new URL('/v1/exports', env.WAREHOUSE_API_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      tenant,
      requestedBy: userId,
      reportId: wizard.reportId,
      format: wizard.format,
      prefix: wizard.bucketPrefix,
      source: wizard.source,
      notify: wizard.notify,
      callbackUrl: new URL('/hooks/warehouse', env.PUBLIC_URL).href,
    }),
  });
  if (!res.ok) throw new Error(`warehouse refused export: ${res.status}`);
  const { jobId } = (await res.json()) as { jobId: string };
  publish({ jobId, kind: 'queued' });
  return jobId;
}
