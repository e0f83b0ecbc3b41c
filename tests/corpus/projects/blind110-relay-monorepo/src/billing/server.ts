// Billing MCP server with a get_invoice lookup tool and the refund tool, served over HTTP.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { principalOf } from '@relay/round-state';
import { serve } from '../http.js';
import { ledger } from './ledger.js';
import { registerRefundTool } from './refund-tool.js';

export function createBillingServer(): McpServer {
  const server = new McpServer(
    { name: 'relay-billing', version: '1.8.0' },
    { capabilities: { tools: {} } },
  );

  server.registerTool(
    'get_invoice',
    {
      description: 'Look up one of your invoices',
      inputSchema: { invoiceId: z.string() },
      annotations: { readOnlyHint: true },
    },
    async ({ invoiceId }, ctx) => {
      const invoice = await ledger.find(invoiceId, principalOf(ctx));
      if (!invoice) return { isError: true, content: [{ type: 'text', text: 'not found' }] };
      return { content: [{ type: 'text', text: JSON.stringify(invoice) }] };
    },
  );

  registerRefundTool(server);
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve(createBillingServer, Number(process.env.PORT ?? 0), ['billing:write']);
}
