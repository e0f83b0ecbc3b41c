import { deployApi } from './api.js';

/** Splits a text stream into lines. */
function lines() {
  let pending = '';
  return new TransformStream({
    transform(chunk, controller) {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) if (part.trim()) controller.enqueue(part);
    },
    flush(controller) {
      if (pending.trim()) controller.enqueue(pending);
    },
  });
}

/** Drops health-check chatter the deploy agent interleaves with the job output. */
function withoutNoise() {
  return new TransformStream({
    transform(line, controller) {
      if (!/\b(healthz|readiness probe)\b/.test(line)) controller.enqueue(line);
    },
  });
}

/**
 * Follows a rollback job's log until it reports an outcome (or `timeoutMs` passes) and
 * returns the last `keep` lines.
 */
export async function tailRollback(jobId, token, { keep = 25, timeoutMs = 90_000 } = {}) {
  const res = await fetch(deployApi.logsUrl(jobId), {
    headers: { authorization: `Bearer ${token}`, accept: 'text/plain' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok || !res.body) return [`(no logs: ${res.status})`];

  const stream = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(lines()).pipeThrough(withoutNoise());
  const tail = [];
  try {
    for await (const line of stream) {
      tail.push(line);
      if (tail.length > keep) tail.shift();
      if (/rollback (succeeded|failed)/i.test(line)) break;
    }
  } catch (err) {
    if (err?.name !== 'TimeoutError') throw err;
    tail.push(`(stopped following after ${timeoutMs / 1000}s)`);
  }
  return tail;
}
