import { CanActivate, Controller, ExecutionContext, Get, Injectable, UseGuards } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { Env } from '../config/env';

/** Prometheus scrapes /internal/metrics with a static token. Both sides are hashed so the lengths always match. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expectedDigest: Buffer;

  constructor(config: ConfigService<Env, true>) {
    this.expectedDigest = createHash('sha256').update(config.get('METRICS_TOKEN', { infer: true })).digest();
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const presented = req.get('x-metrics-token') ?? '';
    const presentedDigest = createHash('sha256').update(presented).digest();
    return timingSafeEqual(presentedDigest, this.expectedDigest);
  }
}

const counters = { toolCalls: 0, confirmationsRefused: 0 };

export function countToolCall(refused = false) {
  counters.toolCalls += 1;
  if (refused) counters.confirmationsRefused += 1;
}

@Controller('internal')
export class MetricsController {
  @Get('metrics')
  @UseGuards(MetricsTokenGuard)
  metrics(): string {
    return [
      '# TYPE fleet_mcp_tool_calls_total counter',
      `fleet_mcp_tool_calls_total ${counters.toolCalls}`,
      '# TYPE fleet_mcp_confirmations_refused_total counter',
      `fleet_mcp_confirmations_refused_total ${counters.confirmationsRefused}`,
    ].join('\n');
  }
}
