import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(AppModule, { bufferLogs: true });
  app.enableShutdownHooks();
  const port = Number(process.env.PORT ?? 3200);
  await app.listen(port, '127.0.0.1');
  Logger.log(`claims-review-mcp listening on ${port}`, 'Bootstrap');
}

void bootstrap();
