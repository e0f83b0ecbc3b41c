import { Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { DiscoveryModule } from '@nestjs/core';
import { Pool } from 'pg';
import { BearerAuthGuard } from './auth/bearer-auth.guard';
import { DecideClaimTool } from './claims/decide-claim.tool';
import { ClaimsRepository, PG_POOL } from './claims/claims.repository';
import { stateKeyProvider } from './config/state-key.provider';
import { McpController } from './mcp/mcp.controller';
import { McpServerFactory } from './mcp/mcp-server.factory';
import { ReviewStateService } from './state/review-state.service';

@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true }), DiscoveryModule],
  controllers: [McpController],
  providers: [
    stateKeyProvider,
    {
      provide: PG_POOL,
      inject: [ConfigService],
      useFactory: (config: ConfigService) =>
        new Pool({ connectionString: config.getOrThrow<string>('DATABASE_URL'), max: 10 }),
    },
    BearerAuthGuard,
    ClaimsRepository,
    ReviewStateService,
    DecideClaimTool,
    McpServerFactory,
  ],
})
export class AppModule {}
