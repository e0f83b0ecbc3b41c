// An Express webhook endpoint that checks the signature with a helper from lib/, and serves a cached page by ETag.
import express from 'express';
import { computeSignature } from './lib/signature.js';
import { etagOf } from './lib/etag.js';

const app = express();

app.post('/webhooks/github', express.raw({ type: '*/*' }), (req, res) => {
  const signature = req.get('x-hub-signature-256');
  if (signature !== computeSignature(req.body)) { // expect: no-timing-unsafe-compare
    return res.status(401).end();
  }
  res.status(204).end();
});

app.get('/status', (req, res) => {
  const page = JSON.stringify({ ok: true });
  if (req.get('if-none-match') === etagOf(page)) return res.status(304).end();
  res.set('etag', etagOf(page)).send(page);
});

app.listen(3000);
