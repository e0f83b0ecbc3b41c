// Models an Express (ESM) static JSON endpoint with content-hash ETags, cache keys and If-None-Match handling.
import { createHash } from 'node:crypto';
import express from 'express';
import { loadCatalog } from './catalog.js';

const app = express();
const memo = new Map();

function cacheKeyFor(req) {
  return createHash('sha1').update(`${req.path}?${new URLSearchParams(req.query).toString()}`).digest('hex');
}

function etagOf(body) {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

app.get('/catalog.json', async (req, res) => {
  const key = cacheKeyFor(req);
  let entry = memo.get(key);
  if (entry === undefined || entry.expires < Date.now()) {
    const body = JSON.stringify(await loadCatalog(req.query.locale ?? 'en'));
    entry = { body, etag: etagOf(body), expires: Date.now() + 60_000 };
    memo.set(key, entry);
  }

  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch === entry.etag || ifNoneMatch === `W/${entry.etag}`) {
    return res.status(304).end();
  }
  res.set('ETag', entry.etag).type('application/json').send(entry.body);
});

app.put('/catalog/:sku', express.text({ type: '*/*' }), async (req, res) => {
  const current = memo.get(req.params.sku);
  const ifMatch = req.headers['if-match'];
  if (current !== undefined && ifMatch !== undefined && ifMatch !== current.etag) {
    return res.status(412).json({ error: 'precondition failed' });
  }
  const incoming = createHash('sha256').update(req.body).digest('hex');
  if (current !== undefined && createHash('sha256').update(current.body).digest('hex') === incoming) {
    return res.status(204).end();
  }
  memo.set(req.params.sku, { body: req.body, etag: etagOf(req.body), expires: Date.now() + 60_000 });
  res.status(201).end();
});

app.get('/raw/:name', async (req, res) => {
  const body = JSON.stringify(await loadCatalog(req.params.name));
  const ifNoneMatch = req.get('if-none-match');
  if (createHash('sha256').update(body).digest('hex') === ifNoneMatch) {
    return res.status(304).end();
  }
  res.set('ETag', createHash('sha256').update(body).digest('hex')).type('application/json').send(body);
});

app.get('/assets/:file', (req, res, next) => {
  const [name, fingerprint] = req.params.file.split('.');
  const expected = createHash('md5').update(name).digest('hex').slice(0, 8);
  if (fingerprint !== expected) {
    return res.redirect(301, `/assets/${name}.${expected}.js`);
  }
  next();
});

export default app;
