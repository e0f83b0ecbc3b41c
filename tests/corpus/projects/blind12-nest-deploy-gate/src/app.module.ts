import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { PassportModule } from '@nestjs/passport';
import { AccessTokenStrategy, McpController } from './mcp/mcp.controller';
import { StateModule } from './state';
import { DeployTools } from './deploy/deploy.tools';

@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true }), PassportModule, StateModule],
  controllers: [McpController],
  providers: [AccessTokenStrategy, DeployTools],
})
export class AppModule {}
