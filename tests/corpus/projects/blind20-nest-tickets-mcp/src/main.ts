import 'reflect-metadata';
import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { Pool } from 'pg';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { stateKeyProvider } from './config';
import { HelpdeskClient } from './helpdesk/helpdesk.client';
import { McpController } from './mcp/mcp.controller';
import { MCP_TOOLS, type McpTool } from './mcp/tool.types';
import { CreateTicketTool } from './mcp/tools/create-ticket.tool';
import { EscalateTicketTool } from './mcp/tools/escalate-ticket.tool';
import { MergeTicketsTool } from './mcp/tools/merge-tickets.tool';
import { DraftRepository, PG_POOL } from './state/draft.repository';
import { EscalationTokenService } from './state/escalation-token.service';

const TOOL_PROVIDERS = [EscalateTicketTool, MergeTicketsTool, CreateTicketTool];

@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true })],
  controllers: [McpController],
  providers: [
    stateKeyProvider,
    {
      provide: PG_POOL,
      useFactory: () => new Pool({ connectionString: process.env.DATABASE_URL, max: 10 }),
    },
    HelpdeskClient,
    EscalationTokenService,
    DraftRepository,
    ...TOOL_PROVIDERS,
    {
      provide: MCP_TOOLS,
      inject: TOOL_PROVIDERS,
      useFactory: (...tools: McpTool[]) => tools,
    },
  ],
})
export class AppModule implements NestModule {
  constructor(private readonly helpdesk: HelpdeskClient) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(requireBearerAuth({ verifier: { verifyAccessToken: (token: string) => this.helpdesk.introspect(token) } }))
      .forRoutes(McpController);
  }
}

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT ?? 3000));
}

void bootstrap();
