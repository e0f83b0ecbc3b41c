// GitHub webhook receiver: checks X-Hub-Signature-256 in constant time and records CI results per commit.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config.js';
import { recordBuild } from './pendingStore.js';

function validSignature(rawBody, header) {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const computed = createHmac('sha256', config.githubWebhookSecret).update(rawBody).digest();
  return given.length === computed.length && timingSafeEqual(given, computed);
}

export async function githubWebhook(ctx) {
  const raw = ctx.request.rawBody;
  if (typeof raw !== 'string' || !validSignature(Buffer.from(raw, 'utf8'), ctx.get('x-hub-signature-256'))) {
    ctx.status = 401;
    ctx.body = { error: 'signature mismatch' };
    return;
  }
  const event = ctx.get('x-github-event');
  const payload = ctx.request.body;
  if (event === 'workflow_run' && payload.action === 'completed') {
    const run = payload.workflow_run;
    await recordBuild(payload.repository.full_name, run.head_sha, run.conclusion ?? 'unknown');
  }
  ctx.status = 204;
}
