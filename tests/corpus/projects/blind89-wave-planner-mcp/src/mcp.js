// Builds the per-request McpServer with the warehouse tools.
import { z } from 'zod';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { planPickWave, TOOL as PLAN_WAVE } from './tools/planWave.js';
import { stockLookup, cycleCount } from './tools/inventory.js';

function buildServer() {
  const server = new McpServer({ name: 'wave-planner-mcp', version: '2.2.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    PLAN_WAVE,
    {
      description: 'Plan the next pick wave for a zone and release it to the floor after you confirm.',
      inputSchema: z.object({
        zone: z.string().regex(/^[A-Z]{1,2}$/),
        cutoff: z.string().datetime(),
        maxOrders: z.number().int().min(1).max(500).default(120),
      }),
      annotations: { destructiveHint: true },
    },
    planPickWave,
  );

  server.registerTool(
    'stock_on_hand',
    { description: 'Show stock of a SKU by location.', inputSchema: z.object({ sku: z.string().min(1) }), annotations: { readOnlyHint: true } },
    stockLookup,
  );

  server.registerTool(
    'record_cycle_count',
    {
      description: 'Record a cycle count for a SKU at a location.',
      inputSchema: z.object({ sku: z.string().min(1), location: z.string().min(1), countedQty: z.number().int().min(0) }),
    },
    cycleCount,
  );

  return server;
}

export const mcpHandler = createMcpHandler(buildServer);
