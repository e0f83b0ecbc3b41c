// relay-signer: the one service that holds the round-trip state key. MCP backends ask it to
// seal the state they hand to clients and to open what clients send back, so the key never
// has to be spread across every backend deployment.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { createSealer } from '@relay/state-kit';

const sealer = createSealer({ secret: process.env.RELAY_STATE_SECRET, ttlSeconds: 300 });

// {"tickets":"<sha256 hex of that backend's client token>", ...}: only hashes live in config.
const clientHashes = Object.entries(JSON.parse(process.env.RELAY_SIGNER_CLIENTS ?? '{}')).map(([name, hex]) => ({
  name,
  digest: Buffer.from(hex, 'hex'),
}));
if (clientHashes.length === 0 || clientHashes.some((c) => c.digest.length !== 32)) {
  throw new Error('RELAY_SIGNER_CLIENTS must map client names to sha256 hex digests');
}

function authenticate(req) {
  const match = /^Bearer ([A-Za-z0-9._~-]{20,200})$/.exec(req.headers.authorization ?? '');
  if (!match) return undefined;
  // Both sides are 32-byte digests, so timingSafeEqual always gets equal lengths.
  const presented = createHash('sha256').update(match[1]).digest();
  let found;
  for (const client of clientHashes) {
    if (timingSafeEqual(presented, client.digest)) found = client.name; // todo-not: no-timing-unsafe-compare
  }
  return found;
}

async function readJson(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 64 * 1024) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

// Each client seals under its own namespace, so tickets can't open a state billing sealed.
const scoped = (client, binding) => ({ ...binding, tool: `${client}/${binding?.tool}` });

createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/healthz') return send(res, 200, { ok: true });
    if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });
    const client = authenticate(req);
    if (!client) return send(res, 401, { error: 'unknown client' });

    const body = await readJson(req);
    if (!body?.binding?.userId || !body?.binding?.tool) return send(res, 400, { error: 'binding needs userId and tool' });

    if (req.url === '/v1/seal') {
      return send(res, 200, { token: sealer.seal(body.state, scoped(client, body.binding)) });
    }
    if (req.url === '/v1/open') {
      const opened = sealer.open(body.token, scoped(client, body.binding));
      return send(res, opened.ok ? 200 : 422, opened);
    }
    return send(res, 404, { error: 'not found' });
  } catch (err) {
    send(res, err.status ?? 500, { error: err.status ? err.message : 'internal error' });
  }
}).listen(Number(process.env.PORT ?? 9000), () => console.log('relay-signer listening'));
