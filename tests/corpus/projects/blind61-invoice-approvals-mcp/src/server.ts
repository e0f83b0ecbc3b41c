import { McpServer } from '@modelcontextprotocol/server';
import { approvalCodec } from './state/codec.js';
import { registerApproveInvoice } from './tools/approve-invoice.js';
import { registerListPending } from './tools/list-pending.js';

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'invoice-approvals', version: '1.2.0' },
    {
      capabilities: { tools: {} },
      // Every requestState is checked here before a handler sees it: signature, expiry, and the bound user.
      requestState: { verify: approvalCodec.verify },
    },
  );
  registerListPending(server);
  registerApproveInvoice(server);
  return server;
}
