import 'reflect-metadata';
import { createServer } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { z } from 'zod';
import { AppModule } from './app.module';
import { ConfigService } from './config/config.service';
import { LedgerTools, TOOL_META, type ToolMeta } from './ledger/ledger.tools';

async function bootstrap() {
  const app = await NestFactory.createApplicationContext(AppModule);
  const config = app.get(ConfigService);
  const tools = app.get(LedgerTools);
  const metas: Array<ToolMeta & { method: string }> = Reflect.getMetadata(TOOL_META, Object.getPrototypeOf(tools)) ?? [];

  const factory = () => {
    const server = new McpServer({ name: 'ledger', version: '0.9.0' }, { capabilities: { tools: {} } });
    for (const meta of metas) {
      server.registerTool(
        meta.name,
        {
          description: meta.description,
          inputSchema: z.object(meta.input),
          annotations: meta.destructive ? { destructiveHint: true } : { readOnlyHint: false },
        },
        (args: any, ctx: any) => (tools as any)[meta.method](args, ctx),
      );
    }
    return server;
  };

  const mcp = createMcpHandler(factory);
  const auth = requireBearerAuth({
    verifier: {
      async verifyAccessToken(token: string) {
        const res = await fetch(`${config.ledgerUrl}/oauth/introspect`, { method: 'POST', body: new URLSearchParams({ token }) });
        const info = (await res.json()) as { sub: string; tenant: string; client_id: string; exp: number; scope: string };
        return { token, clientId: info.client_id, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub, tenant: info.tenant } };
      },
    },
    requiredScopes: ['ledger'],
  });

  const handler = toNodeHandler(async (request: Request) => {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  });

  createServer(handler).listen(config.port);
}

void bootstrap();
