import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { MCP_TOOL_METADATA, McpToolHandler, RoundTripParams, textResult } from './mcp-tool.decorator';

@Injectable()
export class McpServerFactory implements OnModuleInit {
  private readonly logger = new Logger(McpServerFactory.name);
  private readonly tools = new Map<string, { definition: Tool; handler: McpToolHandler }>();

  constructor(private readonly discovery: DiscoveryService, private readonly reflector: Reflector) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const definition = this.reflector.get<Tool | undefined>(MCP_TOOL_METADATA, wrapper.metatype);
      if (definition) {
        this.tools.set(definition.name, { definition, handler: wrapper.instance as McpToolHandler });
        this.logger.log(`registered MCP tool ${definition.name}`);
      }
    }
  }

  /** A fresh low-level Server per HTTP request (stateless transport). */
  create(): Server {
    const server = new Server({ name: 'claims-review-mcp', version: '3.0.1' }, { capabilities: { tools: {} } });

    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [...this.tools.values()].map((t) => t.definition),
    }));

    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const params = request.params as unknown as RoundTripParams;
      const entry = this.tools.get(params.name);
      if (!entry) {
        return textResult(`Unknown tool ${params.name}`, true);
      }
      const userId = extra.authInfo?.extra?.userId;
      if (typeof userId !== 'string' || userId.length === 0) {
        return textResult('Unauthenticated.', true);
      }
      return entry.handler.handle(params, { userId, clientId: extra.authInfo!.clientId });
    });

    return server;
  }
}
