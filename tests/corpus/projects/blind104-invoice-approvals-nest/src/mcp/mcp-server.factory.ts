// Discovers @McpTool methods on Nest providers and builds a fresh McpServer for each request.
// @ts-nocheck
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { McpServer } from '@modelcontextprotocol/server';
import { MCP_TOOL_METADATA, McpToolOptions } from './mcp-tool.decorator';
import { REQUEST_STATE_CODEC } from './state-codec.provider';

interface DiscoveredTool {
  options: McpToolOptions;
  invoke: (args: unknown, ctx: unknown) => Promise<unknown>;
}

@Injectable()
export class McpServerFactory implements OnModuleInit {
  private readonly logger = new Logger(McpServerFactory.name);
  private readonly tools: DiscoveredTool[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(REQUEST_STATE_CODEC) private readonly codec,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance);
      for (const methodName of this.scanner.getAllMethodNames(prototype)) {
        const options = this.reflector.get<McpToolOptions>(MCP_TOOL_METADATA, instance[methodName]);
        if (!options) continue;
        this.tools.push({ options, invoke: (args, ctx) => instance[methodName](args, ctx) });
        this.logger.log(`registered tool ${options.name} from ${wrapper.name}`);
      }
    }
  }

  create(): McpServer {
    const server = new McpServer(
      { name: 'invoice-approvals', version: '3.2.0' },
      {
        capabilities: { tools: {} },
        requestState: { verify: (state, ctx) => this.codec.verify(state, ctx) },
      },
    );
    for (const tool of this.tools) {
      server.registerTool(
        tool.options.name,
        {
          description: tool.options.description,
          inputSchema: tool.options.inputSchema,
          annotations: {
            destructiveHint: Boolean(tool.options.destructive),
            readOnlyHint: Boolean(tool.options.readOnly),
          },
        },
        async (args, ctx) => {
          try {
            return await tool.invoke(args, ctx);
          } catch (err) {
            this.logger.error(`tool ${tool.options.name} failed: ${err.message}`);
            return { content: [{ type: 'text', text: `Tool failed: ${err.message}` }], isError: true };
          }
        },
      );
    }
    return server;
  }
}
