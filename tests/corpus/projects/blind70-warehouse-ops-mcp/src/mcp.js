// Per-request McpServer factory with requestState verification and the warehouse tool set.
import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './state.js';
import { registerInventoryTools } from './tools/inventory.js';

export function createServerFactory({ config, db, wms }) {
  return function createServer() {
    const codec = stateCodec();
    const server = new McpServer(
      { name: 'warehouse-ops', version: '2.1.0' },
      {
        capabilities: { tools: {} },
        requestState: { verify: codec.verify },
        instructions:
          'Warehouse operations. Quantities are in the product unit of measure. ' +
          'Always check stock_level before transfer_stock or adjust_stock.',
      },
    );
    registerInventoryTools(server, { config, db, wms, codec });
    return server;
  };
}
