#!/usr/bin/env node
import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AppConfig } from './config/AppConfig.js';
import { TOOLS, VisitToolsController, type CallParams } from './controllers/VisitToolsController.js';
import { DispatchApiVisitRepository } from './repositories/VisitRepository.js';
import { safeEqual } from './security/seal.js';
import { SchedulingService } from './services/SchedulingService.js';
import { AeadStateCodec } from './state/AeadStateCodec.js';
import { BundledSealerCodec } from './state/BundledSealerCodec.js';
import type { VisitStateCodec } from './state/VisitStateCodec.js';

// ---- composition root ------------------------------------------------------------------------

const config = new AppConfig();

const stateCodec: VisitStateCodec =
  config.stateCodec === 'aead' ? new AeadStateCodec(config.stateMasterKey!) : new BundledSealerCodec(config.sealKeys);

const controller = new VisitToolsController(
  new SchedulingService(new DispatchApiVisitRepository(config.dispatchApiUrl, config.dispatchApiKey), stateCodec),
);

function createMcpServer(): Server {
  const server = new Server({ name: 'fieldops-scheduler', version: '1.3.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
  server.setRequestHandler(
    CallToolRequestSchema,
    async (request, extra) => (await controller.handle(request.params as CallParams, extra)) as unknown as CallToolResult,
  );
  return server;
}

// ---- transports ------------------------------------------------------------------------------

async function serveStdio(): Promise<void> {
  await createMcpServer().connect(new StdioServerTransport());
}

async function serveHttp(): Promise<void> {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', config.oidcIssuer));
  const botToken = config.dispatchBotToken;

  const verifier = {
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      if (botToken !== undefined && safeEqual(token, botToken)) {
        return {
          token,
          clientId: 'dispatch-bot',
          scopes: ['visits:write'],
          expiresAt: Math.floor(Date.now() / 1000) + 300,
          extra: { userId: 'svc:dispatch-bot', regions: [] },
        };
      }
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer: config.oidcIssuer, audience: config.oidcAudience });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw new Error('no sub/exp');
        return {
          token,
          clientId: typeof payload.azp === 'string' ? payload.azp : 'unknown',
          scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
          expiresAt: payload.exp,
          extra: { userId: payload.sub, regions: Array.isArray(payload.regions) ? payload.regions : [] },
        };
      } catch (error) {
        throw new InvalidTokenError(error instanceof Error ? error.message : 'invalid token');
      }
    },
  };

  const app = express();
  app.use(express.json());
  app.post('/mcp', requireBearerAuth({ verifier, requiredScopes: ['visits:write'] }), async (req, res) => {
    const server = createMcpServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => void server.close());
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  app.listen(config.port, () => console.error(`fieldops-scheduler on :${config.port}`));
}

await (config.transport === 'http' ? serveHttp() : serveStdio());
