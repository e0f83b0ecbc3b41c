import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { MCP_TOOL, type McpToolOptions } from './decorators.js';

interface DiscoveredTool {
  options: McpToolOptions;
  call: (args: Record<string, unknown>, ctx: ServerContext) => Promise<unknown>;
}

@Injectable()
export class McpExplorer implements OnApplicationBootstrap {
  private tools: DiscoveredTool[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    this.tools = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.isDependencyTreeStatic() && wrapper.instance)
      .flatMap((wrapper) => {
        const instance = wrapper.instance as Record<string, any>;
        const proto = Object.getPrototypeOf(instance);
        return Object.getOwnPropertyNames(proto)
          .filter((key) => key !== 'constructor' && typeof proto[key] === 'function')
          .map((key) => ({ options: Reflect.getMetadata(MCP_TOOL, proto[key]) as McpToolOptions | undefined, key, instance }))
          .filter((t): t is { options: McpToolOptions; key: string; instance: Record<string, any> } => t.options !== undefined)
          .map(({ options, key, instance }) => ({ options, call: (args, ctx) => instance[key](args, ctx) }));
      });
  }

  /** A fresh server per HTTP request, as createMcpHandler expects. */
  build(): McpServer {
    const server = new McpServer({ name: 'support-desk', version: '2.1.0' }, { capabilities: { tools: {} } });
    for (const { options, call } of this.tools) {
      server.registerTool(
        options.name,
        {
          description: options.description,
          inputSchema: options.input ? z.object(options.input) : undefined,
          annotations: { destructiveHint: options.destructive ?? false },
        },
        (args, ctx) => call(args as Record<string, unknown>, ctx) as never,
      );
    }
    return server;
  }
}
