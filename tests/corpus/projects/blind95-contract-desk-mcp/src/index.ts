// node:http entry point: authenticated MCP endpoint on /mcp and the provider's Connect webhook on /hooks/esign.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { readEnv } from './env.js';
import { createSealer } from './seal.js';
import { createRepo } from './repo.js';
import { createEsignClient } from './esign-client.js';
import { connectSignatureValid, applyConnectEvent } from './provider-webhook.js';
import { registerPrepareContract } from './tools/prepare-contract.js';
import { registerVoidEnvelope } from './tools/void-envelope.js';
import { registerContractStatus } from './tools/contract-status.js';

const env = readEnv();
const deps = {
  sealer: createSealer(env.stateKey, env.stateTtlSeconds),
  repo: createRepo(env.databaseUrl),
  esign: createEsignClient(env.esign),
};

async function introspect(token: string) {
  const basic = Buffer.from(`${env.introspection.clientId}:${env.introspection.clientSecret}`).toString('base64');
  const res = await fetch(env.introspection.url, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (!res.ok) return null;
  const info = await res.json();
  if (!info.active || !info.sub) return null;
  return {
    token,
    clientId: String(info.client_id ?? ''),
    scopes: String(info.scope ?? '').split(' ').filter(Boolean),
    expiresAt: info.exp,
    extra: { userId: info.sub, name: info.name, email: info.email },
  };
}

async function readBody(req): Promise<Buffer> {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function buildServer() {
  const server = new McpServer({ name: 'contract-desk', version: '1.4.1' }, { capabilities: { tools: {} } });
  registerPrepareContract(server, deps);
  registerVoidEnvelope(server, deps);
  registerContractStatus(server, deps);
  return server;
}

const http = createServer(async (req, res) => {
  try {
    const body = await readBody(req);

    if (req.method === 'POST' && req.url === '/hooks/esign') {
      if (!connectSignatureValid(env.esign.connectHmacSecret, body, req.headers['x-esign-signature-1'])) {
        res.writeHead(401).end();
        return;
      }
      await applyConnectEvent(JSON.parse(body.toString('utf8')), deps.repo);
      res.writeHead(204).end();
      return;
    }

    if (req.url !== '/mcp') {
      res.writeHead(404).end();
      return;
    }

    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const authInfo = match ? await introspect(match[1]) : null;
    if (!authInfo) {
      res.writeHead(401, { 'www-authenticate': 'Bearer realm="contract-desk"' }).end();
      return;
    }
    req.auth = authInfo;

    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      transport.close();
      server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body.length ? JSON.parse(body.toString('utf8')) : undefined);
  } catch (err) {
    console.error('request failed', err);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});

http.listen(env.port, () => console.log(`contract-desk listening on :${env.port}`));
