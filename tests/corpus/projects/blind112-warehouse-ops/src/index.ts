// HTTP entry point that wires stock, sealing and carrier services into the warehouse-ops MCP server.
// @ts-nocheck
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { AeadStateSealer } from './crypto/AeadStateSealer.js';
import { loadStateKey } from './crypto/keyring.js';
import { CarrierClient } from './carrier/CarrierClient.js';
import { InMemoryStockRepository } from './inventory/StockRepository.js';
import { PendingReservations } from './inventory/PendingReservations.js';
import { ReserveStockTool } from './tools/ReserveStockTool.js';
import { TransferStockTool } from './tools/TransferStockTool.js';
import { tokenVerifier } from './auth.js';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const sealer = new AeadStateSealer(loadStateKey());
const pending = new PendingReservations();
setInterval(() => pending.sweep(), 30_000).unref();

const stock = new InMemoryStockRepository([
  { sku: 'PAL-1200', site: 'north', onHand: 40, reserved: 4 },
  { sku: 'PAL-1200', site: 'south', onHand: 25, reserved: 0 },
  { sku: 'PAL-1200', site: 'harbour', onHand: 60, reserved: 10 },
]);
const carrier = new CarrierClient(requireEnv('YARD_API_URL'), requireEnv('YARD_API_KEY'));

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'warehouse-ops', version: '3.1.0' }, { capabilities: { tools: {} } });
  for (const tool of [new TransferStockTool(stock, sealer, carrier), new ReserveStockTool(stock, pending)]) {
    tool.install(server);
  }
  return server;
});

const guard = requireBearerAuth({ verifier: tokenVerifier, requiredScopes: ['warehouse:write'] });

createServer(
  toNodeHandler(async (request: Request) => {
    const authInfo = await guard(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  }),
).listen(Number(process.env.PORT ?? 0));
