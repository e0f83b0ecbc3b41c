// Bootstraps the Nest application context and serves the MCP endpoint and e-sign webhook over HTTP.
// @ts-nocheck
import 'reflect-metadata';
import { createServer } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { AppModule } from './app.module.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { McpServerFactory } from './mcp/mcp-server.factory.js';
import { ContractsRepository } from './contracts/contracts.service.js';
import { verifyEsignSignature } from './security/webhook-signature.js';

async function readRaw(req): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function bootstrap() {
  const app = await NestFactory.createApplicationContext(AppModule);
  const config = app.get<AppConfig>(APP_CONFIG);
  const factory = app.get(McpServerFactory);
  const contracts = app.get(ContractsRepository);
  const jwks = createRemoteJWKSet(new URL(`${config.oidcIssuer}/.well-known/jwks.json`));

  const mcp = createMcpHandler(() => factory.create());
  const authenticate = requireBearerAuth({
    verifier: {
      async verifyAccessToken(token: string) {
        const { payload } = await jwtVerify(token, jwks, { issuer: config.oidcIssuer, audience: config.oidcAudience });
        return {
          token,
          clientId: String(payload.client_id ?? payload.azp ?? ''),
          scopes: String(payload.scope ?? '').split(' ').filter(Boolean),
          expiresAt: payload.exp,
          extra: { userId: payload.sub },
        };
      },
    },
    requiredScopes: ['contracts'],
  });

  createServer(async (req, res) => {
    try {
      if (req.method === 'POST' && req.url === '/webhooks/esign') {
        const raw = await readRaw(req);
        if (!verifyEsignSignature(config.esignWebhookSecret, req.headers['inksign-signature'], raw)) {
          res.writeHead(401).end();
          return;
        }
        const event = JSON.parse(raw.toString('utf8'));
        await contracts.recordEnvelopeEvent(event.envelope_id, event.event, event.occurred_at);
        res.writeHead(204).end();
        return;
      }
      if (req.url !== '/mcp') {
        res.writeHead(404).end();
        return;
      }
      const body = req.method === 'POST' ? await readRaw(req) : undefined;
      const request = new Request(`http://localhost${req.url}`, { method: req.method, headers: req.headers, body });
      const authInfo = await authenticate(request);
      const response = authInfo instanceof Response ? authInfo : await mcp.fetch(request, { authInfo });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (err) {
      console.error('request failed', err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  }).listen(config.port, () => console.log(`contract-review MCP on :${config.port}`));

  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

bootstrap();
