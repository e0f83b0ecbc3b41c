import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { StateModule } from './state/state.module';
import { DeployApiService } from './deploy/deploy-api.service';
import { DeployTools } from './deploy/deploy.tools';
import { McpController } from './mcp/mcp.controller';
import { MCP_TOOL_PROVIDERS, McpService } from './mcp/mcp.service';
import { BearerGuard } from './mcp/bearer.guard';

@Module({
  imports: [ConfigModule.forRoot({ isGlobal: true, cache: true }), StateModule],
  controllers: [McpController],
  providers: [
    DeployApiService,
    DeployTools,
    BearerGuard,
    McpService,
    {
      provide: MCP_TOOL_PROVIDERS,
      inject: [DeployTools],
      useFactory: (deploy: DeployTools) => [deploy],
    },
  ],
})
export class AppModule {}
