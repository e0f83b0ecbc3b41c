import { createHmac, timingSafeEqual } from 'node:crypto';

const WEBHOOK_SECRET = process.env.GITHUB_WEBHOOK_SECRET;
if (!WEBHOOK_SECRET) throw new Error('GITHUB_WEBHOOK_SECRET is not set');

/** GitHub's `X-Hub-Signature-256: sha256=<hex hmac of the raw body>`. */
export function verifyGithubSignature(rawBody, header) {
  const expected = Buffer.from(`sha256=${createHmac('sha256', WEBHOOK_SECRET).update(rawBody).digest('hex')}`);
  const received = Buffer.from(header ?? '');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const recentPushes = new Map();

/** Remembers the last push per repository, for the janitor's dashboards. */
export function githubWebhook(req, res) {
  if (!verifyGithubSignature(req.body, req.get('x-hub-signature-256'))) {
    res.status(401).send('bad signature');
    return;
  }
  const event = req.get('x-github-event');
  const payload = JSON.parse(req.body.toString('utf8'));
  if (event === 'push') recentPushes.set(payload.repository.full_name, { ref: payload.ref, at: Date.now() });
  res.status(204).end();
}

export const lastPush = (fullName) => recentPushes.get(fullName);
