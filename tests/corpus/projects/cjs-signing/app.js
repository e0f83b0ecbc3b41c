// A CommonJS callback endpoint (package.json without "type"): signatures checked with helpers required from lib/.
const express = require('express');
const { sign } = require('./lib/signing');
const signing = require('./lib/signing');
const ids = require('./lib/ids');

const app = express();
app.use(express.text({ type: '*/*' }));

app.post('/callback', (req, res) => {
  if (sign(req.body) == req.get('X-Signature')) { // expect: no-timing-unsafe-compare
    return res.send('ok');
  }
  res.status(403).send('bad signature');
});

app.post('/callback/v2', (req, res) => {
  const expected = signing.sign(req.body);
  const ok = req.headers['x-signature-v2'] === expected; // expect: no-timing-unsafe-compare
  res.status(ok ? 200 : 403).end();
});

app.get('/items/:id', (req, res) => {
  if (ids.shortId(req.params.id) === req.query.ref) return res.redirect('/items');
  if (signing.fingerprint(req.body) === req.get('x-content-sha256')) return res.send('unchanged');
  res.send('item');
});

module.exports = app;
