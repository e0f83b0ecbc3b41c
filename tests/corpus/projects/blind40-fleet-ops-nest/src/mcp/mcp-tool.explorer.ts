import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { MCP_TOOL_METADATA, type McpToolOptions, type ToolContext } from './mcp-tool.js';

type ToolMethod = (args: Record<string, unknown>, ctx: ToolContext) => Promise<unknown>;

@Injectable()
export class McpToolExplorer {
  private readonly logger = new Logger(McpToolExplorer.name);
  private cached?: Array<{ options: McpToolOptions; invoke: ToolMethod }>;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  /** Called once per HTTP request by createMcpHandler. */
  createServer(): McpServer {
    const server = new McpServer(
      { name: 'fleet-ops', version: '0.4.2' },
      { capabilities: { tools: {} } },
    );
    for (const { options, invoke } of this.tools()) {
      server.registerTool(
        options.name,
        {
          description: options.description,
          inputSchema: options.input ? z.object(options.input) : undefined,
          annotations: { destructiveHint: options.destructive === true },
        },
        (args, ctx) => invoke(args as Record<string, unknown>, ctx),
      );
    }
    return server;
  }

  private tools() {
    if (this.cached) return this.cached;
    const found: Array<{ options: McpToolOptions; invoke: ToolMethod }> = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance);
      for (const methodName of this.scanner.getAllMethodNames(prototype)) {
        const method = prototype[methodName] as ToolMethod;
        const options = this.reflector.get<McpToolOptions | undefined>(MCP_TOOL_METADATA, method);
        if (!options) continue;
        found.push({ options, invoke: method.bind(instance) });
        this.logger.log(`tool ${options.name} -> ${wrapper.name}.${methodName}`);
      }
    }
    this.cached = found;
    return found;
  }
}
