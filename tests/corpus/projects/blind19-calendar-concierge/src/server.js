import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';

import { readEnv } from './env.js';
import { createStateKit } from './lib/state-kit.js';
import { createHoldBook } from './lib/holds.js';
import { createTokenVault } from './google/token-vault.js';
import { createCalendar } from './google/calendar.js';
import * as tools from './tools/index.js';

const env = readEnv();

const state = createStateKit(env.stateKey);
const holds = createHoldBook();
const calendar = createCalendar({
  vault: createTokenVault({ baseUrl: env.tokenVaultUrl, credential: env.tokenVaultCredential }),
});
const deps = { state, holds, calendar };

const jwks = createRemoteJWKSet(env.jwksUrl);
const authenticate = requireBearerAuth({
  requiredScopes: ['calendar'],
  verifier: {
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: env.issuer,
        audience: env.audience,
        clockTolerance: '30s',
      });
      return {
        token,
        clientId: String(payload.azp ?? payload.client_id ?? 'unknown'),
        scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
        expiresAt: payload.exp,
        extra: { userId: payload.sub, email: payload.email },
      };
    },
  },
});

function buildServer() {
  const server = new McpServer(
    { name: 'calendar-concierge', version: '0.6.0' },
    { capabilities: { tools: {} }, requestState: { verify: state.verify } },
  );
  for (const make of Object.values(tools)) {
    const tool = make(deps);
    server.registerTool(tool.name, tool.config, tool.handler);
  }
  return server;
}

const mcp = createMcpHandler(buildServer);

createServer(async (req, res) => {
  if (req.url !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v ? [[k, v]] : [])),
    body: req.method === 'POST' ? Readable.toWeb(req) : undefined,
    duplex: 'half',
  });

  const auth = await authenticate(request);
  const response = auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth });

  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) await pipeline(Readable.fromWeb(response.body), res);
  else res.end();
}).listen(env.port, () => console.log(`calendar-concierge on :${env.port}`));
