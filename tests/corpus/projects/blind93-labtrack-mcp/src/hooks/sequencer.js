// Receives run-status webhooks from the sequencing core and checks their HMAC signature.
import { createHmac, timingSafeEqual } from 'node:crypto';

const MAX_SKEW_SECONDS = 300;
const SCHEME = 'v1=';

function reply(res, status, message) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status, message }));
}

export function makeSequencerHook({ secret, db, log }) {
  return async function handleSequencerHook(req, res, rawBody) {
    const header = req.headers['x-seqcore-signature'];
    const stamp = Number(req.headers['x-seqcore-timestamp']);
    if (typeof header !== 'string' || !header.startsWith(SCHEME) || !Number.isInteger(stamp)) {
      return reply(res, 400, 'missing signature headers');
    }
    if (Math.abs(Math.floor(Date.now() / 1000) - stamp) > MAX_SKEW_SECONDS) {
      return reply(res, 401, 'stale delivery');
    }

    const given = Buffer.from(header.slice(SCHEME.length), 'hex');
    const computed = createHmac('sha256', secret).update(`${stamp}.`).update(rawBody).digest();
    if (given.length !== computed.length || !timingSafeEqual(given, computed)) {
      return reply(res, 401, 'signature mismatch');
    }

    let event;
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return reply(res, 400, 'body is not JSON');
    }

    if (event.type === 'run.completed' || event.type === 'run.failed') {
      const status = event.type === 'run.completed' ? 'completed' : 'failed';
      for (const sampleId of event.samples ?? []) {
        await db.markSequenced(sampleId, event.runId, status);
      }
      log(`sequencer run ${event.runId} ${status} for ${event.samples?.length ?? 0} samples`);
    }
    return reply(res, 202, 'accepted');
  };
}
