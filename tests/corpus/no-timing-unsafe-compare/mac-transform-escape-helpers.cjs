// Models an Express (CommonJS) download and webhook service whose MACs pass through a url-safe escape helper, a 'sha256=' prefix, toLowerCase() and a slice before === compares them with what the client sent.
'use strict';

const crypto = require('node:crypto');
const express = require('express');

const settings = {
  linkKey: process.env.LINK_SIGNING_KEY,
  hookKey: process.env.HOOK_SIGNING_KEY,
};

// base64 → base64url, written out as a chain of replaces the way older libraries do it
function urlSafe(text) {
  return text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function linkMac(path, expires) {
  return crypto.createHmac('sha256', settings.linkKey).update(`${path}\n${expires}`).digest('base64');
}

const app = express();
app.use(express.raw({ type: 'application/json' }));

app.get('/files/:name', (req, res) => {
  const expires = Number(req.query.e);
  if (!Number.isFinite(expires) || expires < Date.now() / 1000) return res.status(410).end();
  const wanted = urlSafe(linkMac(`/files/${req.params.name}`, expires));
  if (req.query.sig !== wanted) return res.status(403).end(); // expect: no-timing-unsafe-compare
  res.sendFile(req.params.name, { root: '/srv/files' });
});

app.post('/hooks/builds', (req, res) => {
  const header = req.get('x-build-signature') ?? '';
  const expected = 'sha256=' + crypto.createHmac('sha256', settings.hookKey).update(req.body).digest('hex');
  if (header !== expected) return res.sendStatus(401); // expect: no-timing-unsafe-compare
  res.sendStatus(204);
});

app.post('/hooks/legacy', (req, res) => {
  // some senders upper-case their hex, so both sides are lower-cased first
  const sent = String(req.get('x-legacy-signature') ?? '').toLowerCase();
  const computed = crypto.createHmac('sha1', settings.hookKey).update(req.body).digest('hex').toLowerCase();
  if (sent === computed) return res.sendStatus(204); // expect: no-timing-unsafe-compare
  res.sendStatus(401);
});

app.get('/unsubscribe', (req, res) => {
  // a short tag in e-mail links: the first 16 hex digits of the MAC
  const tag = crypto.createHmac('sha256', settings.linkKey).update(String(req.query.email)).digest('hex').slice(0, 16);
  if (tag !== req.query.t) return res.status(400).send('bad link'); // expect: no-timing-unsafe-compare
  res.send('unsubscribed');
});

app.get('/files/:name/meta', (req, res) => {
  // not secrets: the file name against a public list, the link's expiry against the clock
  if (req.params.name === 'index.json' || Number(req.query.e) === 0) return res.status(404).end();
  res.json({ name: req.params.name, signed: typeof req.query.sig === 'string' && req.query.sig.length === 43 });
});

module.exports = { app, urlSafe };
