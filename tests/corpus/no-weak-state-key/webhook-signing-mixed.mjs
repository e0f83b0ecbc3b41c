// Models webhook signing and verification across a few integrations (not MCP): env secrets, a hard-coded test-mode secret in production code, and plain hashes.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

const router = express.Router();

const verify = (signature, expected) => {
  const a = Buffer.from(String(signature));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

router.post('/hooks/github', express.raw({ type: '*/*' }), (req, res) => {
  const expected = `sha256=${createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET).update(req.body).digest('hex')}`;
  if (!verify(req.get('x-hub-signature-256'), expected)) return res.sendStatus(401);
  res.sendStatus(204);
});

router.post('/hooks/paddle', express.raw({ type: '*/*' }), (req, res) => {
  const secret = process.env.NODE_ENV === 'production' ? process.env.PADDLE_WEBHOOK_SECRET : 'pdl_ntfset_test_secret';
  const [ts, h1] = String(req.get('paddle-signature')).split(';').map((part) => part.split('=')[1]);
  const expected = createHmac('sha256', secret).update(`${ts}:${req.body}`).digest('hex'); // expect: no-weak-state-key
  if (!verify(h1, expected)) return res.sendStatus(401);
  res.sendStatus(200);
});

router.post('/hooks/mailgun', express.json(), (req, res) => {
  const { timestamp, token, signature } = req.body.signature;
  const expected = createHmac('sha256', 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0').update(timestamp + token).digest('hex'); // expect: no-weak-state-key
  if (!verify(signature, expected)) return res.sendStatus(406);
  res.sendStatus(200);
});

router.post('/hooks/internal', express.raw({ type: '*/*' }), (req, res) => {
  const expected = createHmac('sha256', process.env.INTERNAL_HOOK_KEY).update(req.body).digest('base64');
  if (!verify(req.get('x-internal-signature'), expected)) return res.sendStatus(401);
  res.sendStatus(204);
});

export function etag(body) {
  return `"${createHash('sha256').update('v2:').update(body).digest('base64url').slice(0, 27)}"`;
}

export function gravatarHash(email) {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

export default router;
