// An Express app whose CSRF middleware recomputes the token with tokenize() from ./lib/tokens and compares it with the one the form sent by !==; the API route compares its key in constant time.
const crypto = require('crypto');
const express = require('express');
const session = require('express-session');
const { makeSalt, tokenize, SALT_LENGTH } = require('./lib/tokens');

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: true }));

app.use((req, res, next) => {
  if (!req.session.csrfSecret) req.session.csrfSecret = crypto.randomBytes(18).toString('base64');
  res.locals.csrfToken = tokenize(makeSalt(SALT_LENGTH), req.session.csrfSecret);
  if (req.method !== 'POST') return next();
  const sent = String(req.body._csrf || '');
  if (sent !== tokenize(sent.slice(0, SALT_LENGTH), req.session.csrfSecret)) return res.status(403).send('bad token'); // expect: no-timing-unsafe-compare
  next();
});

app.post('/api/import', (req, res) => {
  const sent = Buffer.from(String(req.get('x-import-key') || ''));
  const expected = Buffer.from(req.session.importKey || '');
  if (sent.length !== expected.length || !crypto.timingSafeEqual(sent, expected)) return res.sendStatus(401);
  res.json({ accepted: req.body.format === 'csv' });
});

module.exports = app;
