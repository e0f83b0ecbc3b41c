#!/usr/bin/env node
import { createServer, type IncomingMessage } from 'node:http';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { loadEnv } from './env.js';
import { JobBoard, LabApi } from './lab.js';
import { buildLegacyServer } from './mcp/legacy.js';
import { buildModernServer, watchInstruments, type Deps } from './mcp/modern.js';
import { createRounds } from './mcp/rounds.js';
import { StateVault } from './seal/vault.js';

const env = loadEnv();
const deps: Deps = {
  rounds: createRounds(new StateVault(env.stateKey)),
  lab: new LabApi(env.labApiBase, env.labServiceCredential),
  board: new JobBoard(),
};

async function introspect(token: string) {
  const res = await fetch(env.idpIntrospectionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const claims = (await res.json()) as { active?: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
  if (!claims.active || !claims.sub || !claims.exp) throw new Error('inactive token');
  return {
    token,
    clientId: claims.client_id ?? 'unknown',
    scopes: (claims.scope ?? '').split(' ').filter(Boolean),
    expiresAt: claims.exp,
    extra: { userId: claims.sub },
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
}

if (env.stdio) {
  if (process.argv.includes('--legacy')) {
    await buildLegacyServer(deps).connect(new (await import('@modelcontextprotocol/sdk/server/stdio.js')).StdioServerTransport());
  } else {
    const server = buildModernServer(deps);
    watchInstruments(server, deps.lab);
    await server.connect(new StdioServerTransport());
  }
} else {
  const modern = createMcpHandler(() => buildModernServer(deps));
  const authenticate = requireBearerAuth({ verifier: { verifyAccessToken: introspect }, requiredScopes: ['lab'] });
  const modernNode = toNodeHandler(async (request: Request) => {
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) return authInfo;
    return modern.fetch(request, { authInfo });
  });

  createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/mcp') return modernNode(req, res);

    if (path === '/mcp/v1') {
      // Kiosk endpoint: same bearer tokens, older protocol.
      const [scheme, token] = (req.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) return void res.writeHead(401).end();
      try {
        (req as IncomingMessage & { auth?: unknown }).auth = await introspect(token);
      } catch {
        return void res.writeHead(401).end();
      }
      const server = buildLegacyServer(deps);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', () => void server.close());
      await server.connect(transport);
      return transport.handleRequest(req, res, await readJson(req));
    }

    res.writeHead(404).end();
  }).listen(env.port, () => console.error(`lab-scheduler on :${env.port} (/mcp, /mcp/v1)`));
}
