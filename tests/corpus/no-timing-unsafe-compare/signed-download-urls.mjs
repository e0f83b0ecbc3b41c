// Models an Express (ESM) file service that issues and checks signed download URLs (?expires=&sig=) — the sig check uses ===.
import express from 'express';
import { createHmac } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { join, normalize } from 'node:path';

const FILES_ROOT = process.env.FILES_ROOT ?? '/srv/files';
const URL_SIGNING_KEY = process.env.URL_SIGNING_KEY;
const DEFAULT_TTL_S = 15 * 60;

function signUrl(path, expires) {
  return createHmac('sha256', URL_SIGNING_KEY).update(`${path}\n${expires}`).digest('base64url');
}

export function signedUrl(path, ttl = DEFAULT_TTL_S) {
  const expires = Math.floor(Date.now() / 1000) + ttl;
  return `/download${path}?expires=${expires}&sig=${signUrl(path, expires)}`;
}

const app = express();

app.get('/download/*', (req, res) => {
  const path = normalize(`/${req.params[0]}`);
  const { expires, sig } = req.query;
  if (sig === undefined || expires === undefined || Array.isArray(sig)) {
    return res.status(400).send('missing signature');
  }
  if (Number(expires) < Math.floor(Date.now() / 1000)) {
    return res.status(410).send('link expired');
  }
  const valid = sig === signUrl(path, expires); // expect: no-timing-unsafe-compare
  if (!valid) {
    return res.status(403).send('bad signature');
  }
  const file = join(FILES_ROOT, path);
  if (!file.startsWith(FILES_ROOT) || !existsSync(file)) {
    return res.status(404).end();
  }
  res.setHeader('Cache-Control', 'private, max-age=0');
  createReadStream(file).pipe(res);
});

app.post('/share', express.json(), (req, res) => {
  const { path, ttl } = req.body;
  if (typeof path !== 'string' || path.includes('..')) {
    return res.status(400).json({ error: 'bad path' });
  }
  if (ttl !== undefined && (typeof ttl !== 'number' || ttl > 7 * 24 * 3600)) {
    return res.status(400).json({ error: 'ttl too long' });
  }
  res.json({ url: signedUrl(path, ttl) });
});

export default app;
