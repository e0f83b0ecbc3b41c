import { Inject, Injectable } from '@nestjs/common';
import { McpServer } from '@modelcontextprotocol/server';

export const MCP_TOOL_PROVIDERS = Symbol('MCP_TOOL_PROVIDERS');

export interface McpToolProvider {
  register(server: McpServer): void;
}

@Injectable()
export class McpService {
  constructor(@Inject(MCP_TOOL_PROVIDERS) private readonly providers: McpToolProvider[]) {}

  /** Stateless transport: a fresh server per HTTP request. */
  createServer(): McpServer {
    const server = new McpServer(
      { name: 'deploy-bot', version: '3.1.0' },
      { capabilities: { tools: {} } },
    );
    for (const provider of this.providers) provider.register(server);
    return server;
  }
}
