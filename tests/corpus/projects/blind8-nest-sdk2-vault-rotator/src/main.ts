import { createServer } from 'node:http';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { RotateSecretTool } from './rotate-secret.tool';
import { stateCodecProvider } from './state-codec.provider';
import { VaultService } from './vault.service';

@Module({ providers: [VaultService, RotateSecretTool, stateCodecProvider] })
class AppModule {}

async function bootstrap(): Promise<void> {
  const ctx = await NestFactory.createApplicationContext(AppModule);
  const rotate = ctx.get(RotateSecretTool);

  const handler = createMcpHandler(() => {
    const server = new McpServer(
      { name: 'vault-rotator', version: '2.1.0' },
      { capabilities: { tools: {} } },
    );
    rotate.register(server);
    return server;
  });

  const port = Number(process.env.PORT ?? 7070);
  createServer(toNodeHandler(handler)).listen(port, () => console.log(`vault-rotator on :${port}`));
}

void bootstrap();
