import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { DiscoveryModule } from '@nestjs/core';
import { StateModule } from './state/state.module.js';
import { McpToolExplorer } from './mcp/mcp-tool.explorer.js';
import { NodeTools } from './tools/node.tools.js';
import { RegistryTools } from './tools/registry.tools.js';
import { FleetApi } from './integrations/fleet.api.js';
import { RegistryApi } from './integrations/registry.api.js';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, envFilePath: ['.env.local', '.env'] }),
    DiscoveryModule,
    StateModule,
  ],
  providers: [McpToolExplorer, FleetApi, RegistryApi, NodeTools, RegistryTools],
})
export class AppModule {}
