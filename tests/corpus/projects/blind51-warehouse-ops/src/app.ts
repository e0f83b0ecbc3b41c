import express from 'express';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { bearerAuth } from './auth.js';
import { stateCodec } from '#lib/state.js';
import { registerTransferStock } from './features/transfer-stock.js';
import { registerSearchInventory } from './features/search-inventory.js';
import { carrierWebhook } from './webhooks/carrier.js';

const mcp = createMcpHandler(() => {
  const server = new McpServer(
    { name: 'warehouse-ops', version: '2.1.0' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );
  registerTransferStock(server);
  registerSearchInventory(server);
  return server;
});

const app = express();

app.post('/webhooks/carrier', express.raw({ type: 'application/json' }), carrierWebhook);

app.all('/mcp', async (req, res, next) => {
  try {
    await toNodeHandler(async (request: Request) => {
      const auth = await bearerAuth(request);
      return auth instanceof Response ? auth : mcp.fetch(request, { authInfo: auth });
    })(req, res);
  } catch (err) {
    next(err);
  }
});

app.listen(Number(process.env.PORT ?? 4100));
