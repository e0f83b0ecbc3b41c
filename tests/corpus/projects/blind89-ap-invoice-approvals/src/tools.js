// Builds the low-level MCP server and routes tool calls to their handlers.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const db = require('./lib/db');
const { approveInvoice } = require('./handlers/approveInvoice');
const { reconcileStatement } = require('./handlers/reconcileStatement');

const TOOLS = [
  {
    name: 'list_pending_invoices',
    description: 'List invoices waiting for approval in your entity.',
    inputSchema: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 100 } } },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'approve_invoice',
    description: 'Approve an invoice and release its payment after confirmation.',
    inputSchema: { type: 'object', properties: { invoiceId: { type: 'string' } }, required: ['invoiceId'] },
    annotations: { destructiveHint: true },
  },
  {
    name: 'reconcile_statement',
    description: 'Match a bank statement against paid invoices, asking about ambiguous lines.',
    inputSchema: { type: 'object', properties: { statementId: { type: 'string' } }, required: ['statementId'] },
  },
];

function buildServer() {
  const server = new Server({ name: 'ap-invoice-approvals', version: '1.9.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {}, _meta: meta = {} } = request.params;
    if (!extra.authInfo?.extra?.userId) {
      return { content: [{ type: 'text', text: 'Authentication required.' }], isError: true };
    }
    switch (name) {
      case 'list_pending_invoices': {
        const rows = await db.listPendingInvoices(extra.authInfo.extra.entity, args.limit || 25);
        return { content: [{ type: 'text', text: JSON.stringify(rows, null, 2) }] };
      }
      case 'approve_invoice':
        if (!extra.authInfo.scopes.includes('ap:approve')) {
          return { content: [{ type: 'text', text: 'The ap:approve scope is required.' }], isError: true };
        }
        return approveInvoice(args, extra, meta);
      case 'reconcile_statement':
        return reconcileStatement(args, extra, meta);
      default:
        return { content: [{ type: 'text', text: `Unknown tool ${name}` }], isError: true };
    }
  });

  return server;
}

module.exports = { buildServer };
