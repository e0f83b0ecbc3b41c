// Models an Express (ESM) receiver for GitHub webhooks that checks x-hub-signature-256 with !==.
import crypto from 'node:crypto';
import express from 'express';
import { enqueueBuild, closeStaleBranch } from './jobs.js';

const app = express();
const WEBHOOK_SECRET = process.env.GITHUB_WEBHOOK_SECRET;

app.post('/github/webhook', express.raw({ type: 'application/json' }), async (req, res) => {
  const signature = req.headers['x-hub-signature-256'];
  const event = req.headers['x-github-event'];

  if (typeof signature !== 'string' || signature === '') {
    return res.status(401).send('missing signature');
  }

  const expected = 'sha256=' + crypto.createHmac('sha256', WEBHOOK_SECRET).update(req.body).digest('hex');
  if (signature !== expected) { // expect: no-timing-unsafe-compare
    return res.status(401).send('bad signature');
  }

  if (event === 'ping') {
    return res.status(200).json({ ok: true });
  }

  const payload = JSON.parse(req.body.toString('utf8'));

  if (event === 'push') {
    const { after, before, ref } = payload;
    if (after === '0000000000000000000000000000000000000000') {
      await closeStaleBranch(ref);
      return res.sendStatus(204);
    }
    if (before === after) {
      return res.sendStatus(204);
    }
    await enqueueBuild({ ref, sha: after });
  }

  if (event === 'pull_request' && payload.action === 'synchronize') {
    const { head, base } = payload.pull_request;
    if (head.sha === base.sha) {
      return res.sendStatus(204);
    }
    await enqueueBuild({ ref: head.ref, sha: head.sha });
  }

  res.sendStatus(202);
});

app.listen(Number(process.env.PORT ?? 3000));
