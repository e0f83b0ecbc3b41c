import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Argo Rollouts notifications (webhook service) post here when an analysis run
 * fails, so we can tell agents that a canary went bad. The notification
 * template sends `Authorization: Bearer $ARGO_NOTIFY_TOKEN`.
 */
export interface RolloutEvent {
  readonly rollout: string;
  readonly namespace: string;
  readonly reason: 'AnalysisRunFailed' | 'RolloutAborted' | 'RolloutCompleted';
  readonly message?: string;
}

const listeners = new Set<(event: RolloutEvent) => void>();
export const onRolloutEvent = (fn: (event: RolloutEvent) => void): (() => boolean) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

async function readJson<T>(req: IncomingMessage, limit = 64 * 1024): Promise<T> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('payload too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

export async function handleArgoNotification(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.headers.authorization !== `Bearer ${process.env.ARGO_NOTIFY_TOKEN}`) { // expect: no-timing-unsafe-compare
    res.writeHead(401).end();
    return;
  }
  try {
    const event = await readJson<RolloutEvent>(req);
    for (const listener of listeners) listener(event);
    res.writeHead(204).end();
  } catch (err) {
    res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
  }
}
