import { createHash, timingSafeEqual } from 'node:crypto';
import functions from '@google-cloud/functions-framework';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { loadStateKey } from './src/stateKey.js';
import { authenticate } from './src/principal.js';
import { serverFactory } from './src/server.js';

const handlerReady = loadStateKey().then((stateKey) => createMcpHandler(serverFactory({ stateKey })));

const sha256 = (value) => createHash('sha256').update(value).digest();

/** Cloud Scheduler keeps one instance warm; the shared secret only gates this no-op ping. */
function isWarmupCall(req) {
  const expected = process.env.WARMUP_SECRET;
  const given = req.get('x-warmup-secret');
  if (!expected || !given) return false;
  return timingSafeEqual(sha256(given), sha256(expected));
}

function toFetchRequest(req) {
  const url = new URL(req.originalUrl, `https://${req.get('host')}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? req.rawBody : undefined });
}

async function send(res, response) {
  res.status(response.status);
  response.headers.forEach((value, name) => res.set(name, value));
  res.send(Buffer.from(await response.arrayBuffer()));
}

functions.http('mcp', async (req, res) => {
  if (req.path === '/warmup') {
    return isWarmupCall(req) ? res.status(204).end() : res.status(404).end();
  }
  if (!req.path.startsWith('/mcp')) return res.status(404).end();

  const handler = await handlerReady;
  const request = toFetchRequest(req);
  const auth = await authenticate(request);
  if (auth instanceof Response) return send(res, auth);

  return send(res, await handler.fetch(request, { authInfo: auth }));
});
