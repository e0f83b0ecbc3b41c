import 'reflect-metadata';
import { createServer } from 'node:http';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigService } from '@nestjs/config';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppModule } from './app.module.js';
import { McpToolExplorer } from './mcp/mcp-tool.explorer.js';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  const config = app.get(ConfigService);
  const logger = new Logger('fleet-ops');

  const issuer = config.getOrThrow<string>('OIDC_ISSUER');
  const audience = config.get<string>('OIDC_AUDIENCE', 'fleet-ops-mcp');
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

  // Access tokens come from the company IdP; the user id travels in authInfo.extra.
  const auth = requireBearerAuth({
    requiredScopes: ['fleet:operate'],
    verifier: {
      async verifyAccessToken(token: string): Promise<AuthInfo> {
        const { payload } = await jwtVerify(token, jwks, { issuer, audience });
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

  const explorer = app.get(McpToolExplorer);
  const mcp = createMcpHandler(() => explorer.createServer());

  const handler = toNodeHandler({
    async fetch(request: Request): Promise<Response> {
      const authInfo = await auth(request);
      if (authInfo instanceof Response) return authInfo;
      return mcp.fetch(request, { authInfo });
    },
  });

  const port = config.get<number>('PORT', 8787);
  createServer(handler).listen(port, () => logger.log(`MCP endpoint listening on :${port}`));
}

void bootstrap();
