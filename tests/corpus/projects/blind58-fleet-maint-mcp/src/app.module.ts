import { Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { McpModule, McpTransportType } from '@rekog/mcp-nest';
import Redis from 'ioredis';
import { BearerGuard } from './auth/bearer.guard';
import type { Env } from './config/env';
import { validateEnv } from './config/env';
import { FleetApi } from './fleet/fleet-api.service';
import { MetricsController, MetricsTokenGuard } from './internal/metrics.controller';
import { PendingApprovals, REDIS } from './state/pending-approvals.service';
import { StateVault } from './state/state-vault.service';
import { VehicleTools } from './tools/vehicle.tools';
import { WorkOrderTools } from './tools/work-order.tools';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, validate: validateEnv, cache: true }),
    McpModule.forRoot({
      name: 'fleet-maint',
      version: '1.2.0',
      transport: McpTransportType.STREAMABLE_HTTP,
      streamableHttp: { statelessMode: true, enableJsonResponse: true },
      guards: [BearerGuard],
    }),
  ],
  controllers: [MetricsController],
  providers: [
    BearerGuard,
    MetricsTokenGuard,
    FleetApi,
    StateVault,
    PendingApprovals,
    {
      provide: REDIS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) =>
        new Redis(config.get('REDIS_URL', { infer: true }), { maxRetriesPerRequest: 2, enableAutoPipelining: true }),
    },
    WorkOrderTools,
    VehicleTools,
  ],
})
export class AppModule {}
