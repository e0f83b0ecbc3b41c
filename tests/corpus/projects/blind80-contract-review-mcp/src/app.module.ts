// Root Nest module: declares configuration, infrastructure clients, tool providers and the MCP factory.
// @ts-nocheck
import { Module } from '@nestjs/common';
import pg from 'pg';
import Redis from 'ioredis';
import { APP_CONFIG, appConfigProvider, type AppConfig } from './config/app-config.js';
import { requestStateCodecProvider } from './state/request-state.js';
import { DraftStore, REDIS } from './storage/draft-store.js';
import { ContractsRepository, EsignClient, PG_POOL } from './contracts/contracts.service.js';
import { ListContractsTool } from './tools/list-contracts.tool.js';
import { RedlineContractTool } from './tools/redline-contract.tool.js';
import { VoidEnvelopeTool } from './tools/void-envelope.tool.js';
import { MCP_TOOLS, McpServerFactory } from './mcp/mcp-server.factory.js';

@Module({
  providers: [
    appConfigProvider,
    requestStateCodecProvider,
    {
      provide: PG_POOL,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new pg.Pool({ connectionString: config.databaseUrl, max: 10 }),
    },
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }),
    },
    ContractsRepository,
    EsignClient,
    DraftStore,
    ListContractsTool,
    RedlineContractTool,
    VoidEnvelopeTool,
    {
      provide: MCP_TOOLS,
      inject: [ListContractsTool, RedlineContractTool, VoidEnvelopeTool],
      useFactory: (...tools) => tools,
    },
    McpServerFactory,
  ],
})
export class AppModule {}
