// Builds a fresh McpServer with every Harborline tool registered (one per HTTP request).
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerBerthTools } from './tools/berths.js';
import { registerPaymentTools } from './tools/payments.js';
import { registerCancelTools } from './tools/cancel.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'harborline-berths', version: '0.7.2' },
    {
      capabilities: { tools: {} },
      instructions: 'Berth bookings for Harborline marina members. Dates are local marina dates (YYYY-MM-DD).',
    },
  );
  registerBerthTools(server);
  registerPaymentTools(server);
  registerCancelTools(server);
  return server;
}
