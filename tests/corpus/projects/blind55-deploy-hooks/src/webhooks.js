// CI posts build results here; we keep a small cache so deploy_status and the
// /releases feed do not have to ask the controller every time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { deployEvents } from './hooks.js';

const ciSecret = process.env.DEPLOY_CI_WEBHOOK_SECRET;
if (!ciSecret || Buffer.byteLength(ciSecret) < 32) {
  throw new Error('DEPLOY_CI_WEBHOOK_SECRET must hold at least 32 bytes');
}

const SIGNATURE = /^sha256=([0-9a-f]{64})$/;

export function verifyCiSignature(rawBody, header) {
  const match = SIGNATURE.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', ciSecret).update(rawBody).digest();
  const presented = Buffer.from(match[1], 'hex');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

const recent = [];
deployEvents.on('build', (build) => {
  recent.unshift({ id: build.id, service: build.service, sha: build.sha, status: build.status, at: build.finishedAt });
  recent.length = Math.min(recent.length, 50);
});

export function ciWebhook(req, res) {
  if (!verifyCiSignature(req.body, req.get('x-ci-signature'))) return res.status(401).end();
  deployEvents.emit('build', JSON.parse(req.body.toString('utf8')));
  res.status(202).end();
}

export function releasesFeed(req, res) {
  const body = JSON.stringify(recent);
  const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
  if (req.headers['if-none-match'] === etag) return res.status(304).end();
  res.setHeader('etag', etag).type('application/json').send(body);
}
