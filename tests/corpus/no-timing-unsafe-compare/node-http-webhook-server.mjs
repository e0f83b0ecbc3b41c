// Models a plain node:http webhook server (ESM) that calls timingSafeEqual on the signature without checking lengths first.
import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { handleDelivery } from './deliveries.js';

const SECRET = process.env.HOOK_SECRET;
const MAX_BODY = 1024 * 1024;

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('payload too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 0 ? Buffer.alloc(0) : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function isAuthentic(body, signatureHeader) {
  const expected = createHmac('sha256', SECRET).update(body).digest('hex');
  return timingSafeEqual(Buffer.from(signatureHeader), Buffer.from(expected)); // expect: no-timing-unsafe-compare
}

const server = createServer(async (req, res) => {
  if (req.url !== '/hooks' || req.method !== 'POST') {
    res.writeHead(404).end();
    return;
  }
  const signature = req.headers['x-signature'];
  if (signature === undefined || Array.isArray(signature)) {
    res.writeHead(400).end('missing signature');
    return;
  }
  let body;
  try {
    body = await readBody(req);
  } catch {
    res.writeHead(413).end();
    return;
  }
  if (!isAuthentic(body, signature)) {
    res.writeHead(401).end('invalid signature');
    return;
  }
  const delivery = JSON.parse(body.toString('utf8'));
  await handleDelivery(delivery);
  res.writeHead(delivery.async === true ? 202 : 200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ok: true }));
});

server.listen(Number(process.env.PORT) || 8787);
