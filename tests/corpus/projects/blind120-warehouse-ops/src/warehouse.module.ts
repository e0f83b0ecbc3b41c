// Module that builds shared providers and registers every decorated warehouse tool on a server.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';
import { registeredTools, toolMetadata } from './core/decorators.js';
import { StateCodecService } from './core/state-codec.service.js';
import { WmsClient } from './wms/wms-client.js';
import './tools/purge-bin.tool.js';
import './tools/transfer-stock.tool.js';

/** Poor man's NestJS module: builds providers once and wires every decorated tool. */
export class WarehouseModule {
  private readonly providers = {
    codecs: new StateCodecService(),
    wms: new WmsClient(),
  };

  register(server: McpServer): void {
    for (const Tool of registeredTools()) {
      const meta = toolMetadata(Tool);
      const tool = new Tool(this.providers.codecs, this.providers.wms);
      server.registerTool(
        meta.name,
        {
          title: meta.title,
          description: meta.description,
          inputSchema: tool.schema,
          annotations: { destructiveHint: meta.destructive ?? false },
        },
        (args: any, ctx: any) => tool.handle(args, ctx) as any,
      );
    }
  }
}
