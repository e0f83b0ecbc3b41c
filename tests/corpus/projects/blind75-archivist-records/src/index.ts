// Process entry: builds dependencies from configuration and serves MCP plus the vault callback over HTTP.
// @ts-nocheck
import http from 'node:http';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { ConfigService } from './config.js';
import { decodeMasterKey, deriveKey } from './keys.js';
import { createArchivistCodec } from './state/codec.js';
import { createJwtVerifier } from './auth.js';
import { createCatalog } from './db.js';
import { ArchiveClient } from './storage/archiveClient.js';
import { verifyVaultSignature } from './storage/webhook.js';
import { createServerFactory } from './server.js';

const config = new ConfigService();
const master = decodeMasterKey(config.masterKey);
const webhookSecret = config.webhookSecret;

const deps = {
  catalog: createCatalog(config.databaseUrl),
  vault: new ArchiveClient(config.archive),
  codec: createArchivistCodec({ key: deriveKey(master, 'request-state'), ttlSeconds: config.stateTtlSeconds }),
};

const mcp = createMcpHandler(createServerFactory(deps, { instructions: 'Records tools for the archivist team.' }));
const authenticate = requireBearerAuth({ verifier: createJwtVerifier(config.identity), requiredScopes: ['records'] });

const mcpNode = toNodeHandler(async (request: Request) => {
  const auth = await authenticate(request);
  if (auth instanceof Response) return auth;
  return mcp.fetch(request, { authInfo: auth });
});

async function readBody(req): Promise<Buffer> {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return Buffer.concat(chunks);
}

async function handleVaultCallback(req, res) {
  const body = await readBody(req);
  if (!verifyVaultSignature(body, req.headers['x-vault-signature'], webhookSecret)) {
    res.writeHead(401).end();
    return;
  }
  const event = JSON.parse(body.toString('utf8'));
  if (event.type === 'record.purged') {
    await deps.catalog.markPurged(event.recordId, new Date(event.completedAt));
    await deps.catalog.audit({ actor: 'vault', action: 'purged', recordId: event.recordId });
  }
  res.writeHead(204).end();
}

http
  .createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path === config.mcpPath) return mcpNode(req, res);
    if (path === '/hooks/vault' && req.method === 'POST') {
      return handleVaultCallback(req, res).catch((err) => {
        console.error('vault callback failed', err);
        if (!res.headersSent) res.writeHead(500).end();
      });
    }
    res.writeHead(404).end();
  })
  .listen(config.port, () => console.log(`archivist-records on :${config.port}${config.mcpPath}`));
