import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigService } from '@nestjs/config';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createMcpHandler, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppModule } from './app.module.js';
import { McpExplorer } from './mcp/mcp.explorer.js';

async function bootstrap() {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { rawBody: true });
  const config = app.get(ConfigService);

  const issuer = config.getOrThrow<string>('SSO_ISSUER');
  const jwks = createRemoteJWKSet(new URL(config.getOrThrow<string>('SSO_JWKS_URL')));

  const auth = requireBearerAuth({
    requiredScopes: ['helpdesk.agent'],
    verifier: {
      async verifyAccessToken(token: string): Promise<AuthInfo> {
        const { payload } = await jwtVerify(token, jwks, { issuer, audience: 'support-desk-mcp' });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw new Error('token lacks sub or exp');
        return {
          token,
          clientId: typeof payload.azp === 'string' ? payload.azp : 'support-desk',
          scopes: typeof payload.scope === 'string' ? payload.scope.split(' ') : [],
          expiresAt: payload.exp,
          extra: { userId: payload.sub },
        };
      },
    },
  });

  const explorer = app.get(McpExplorer);
  const mcp = createMcpHandler(() => explorer.build());

  app.use(
    '/mcp',
    toNodeHandler({
      async fetch(request: Request) {
        const authInfo = await auth(request);
        return authInfo instanceof Response ? authInfo : mcp.fetch(request, { authInfo });
      },
    }),
  );

  await app.listen(config.get<number>('PORT', 3000));
}

void bootstrap();
