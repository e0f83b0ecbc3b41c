// HTTP entry point (node:http): the MCP endpoint plus the sequencing-core webhook.
import http from 'node:http';
import Redis from 'ioredis';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { makeVerifier } from './auth.js';
import { makeDb } from './db.js';
import { makeLims } from './lims.js';
import { makeHandleStore } from './state/handles.js';
import { makeStateCodec } from './state/codec.js';
import { buildMcpServer } from './mcp.js';
import { makeSequencerHook } from './hooks/sequencer.js';

const config = loadConfig();
const log = (msg) => console.log(`[labtrack] ${msg}`);

const deps = {
  db: makeDb(config.databaseUrl),
  lims: makeLims(config.lims),
  handles: makeHandleStore(new Redis(config.redisUrl), config.pendingTtlSeconds),
  codec: makeStateCodec(config.stateKey),
};

const mcp = createMcpHandler(() => buildMcpServer(deps));
const guard = requireBearerAuth({ verifier: makeVerifier(config.oidc), requiredScopes: ['samples:read'] });
const sequencerHook = makeSequencerHook({ secret: config.sequencerWebhookSecret, db: deps.db, log });

async function readBody(req, limit = 1 << 20) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function writeResponse(res, response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return res.end();
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);

    if (url.pathname === '/hooks/sequencer' && req.method === 'POST') {
      return await sequencerHook(req, res, body);
    }
    if (url.pathname !== '/mcp') {
      res.writeHead(404).end();
      return;
    }

    const request = new Request(url, { method: req.method, headers: req.headers, body });
    const authInfo = await guard(request);
    if (authInfo instanceof Response) return await writeResponse(res, authInfo);
    await writeResponse(res, await mcp.fetch(request, { authInfo }));
  } catch (err) {
    log(`request failed: ${err.message}`);
    if (!res.headersSent) res.writeHead(err.status ?? 500, { 'content-type': 'text/plain' });
    res.end('error');
  }
});

server.listen(config.port, () => log(`listening on :${config.port}`));
