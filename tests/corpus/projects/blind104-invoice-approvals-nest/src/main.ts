// Process entry point: boots the Nest application that hosts the MCP endpoint.
// @ts-nocheck
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from '@nestjs/common';
import { AppModule } from './app.module';
import { AppConfigService } from './config/app-config.service';

async function bootstrap() {
  const app = await NestFactory.create(AppModule, { bufferLogs: true });
  app.useBodyParser('json', { limit: '1mb' });
  app.enableShutdownHooks();

  const config = app.get(AppConfigService);
  await app.listen(config.port);
  Logger.log(`invoice-approvals MCP listening on :${config.port}`, 'Bootstrap');
}

bootstrap().catch((err) => {
  console.error('fatal: failed to start', err);
  process.exit(1);
});
