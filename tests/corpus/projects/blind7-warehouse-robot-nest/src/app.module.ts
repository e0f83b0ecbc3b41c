import 'reflect-metadata';
import { Module, type NestMiddleware, Injectable, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { McpController } from './mcp.controller';
import { RobotTools } from './robot.tools';
import { FleetService } from './fleet.service';
import { ApprovalCodeService } from './approval-code.service';
import { requestStateCodecProvider } from './state-codec.provider';

@Injectable()
class OperatorAuthMiddleware implements NestMiddleware {
  async use(req: Request & { auth?: unknown }, res: Response, next: NextFunction) {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      res.status(401).set('www-authenticate', 'Bearer').end();
      return;
    }
    const token = header.slice(7);
    const r = await fetch(`${process.env.SSO_URL ?? 'http://sso.local'}/userinfo`, { headers: { authorization: header } });
    if (!r.ok) {
      res.status(401).end();
      return;
    }
    const info = (await r.json()) as { sub: string; azp: string; exp: number; scope: string };
    req.auth = { token, clientId: info.azp, scopes: info.scope.split(' '), expiresAt: info.exp, extra: { userId: info.sub } };
    next();
  }
}

@Module({
  controllers: [McpController],
  providers: [RobotTools, FleetService, ApprovalCodeService, requestStateCodecProvider],
})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(OperatorAuthMiddleware).forRoutes(McpController);
  }
}

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  app.enableShutdownHooks();
  await app.listen(Number(process.env.PORT ?? 3300));
}

if (require.main === module) void bootstrap();
