import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { FrameError } from './frame/frame.js';
import { refuse, type CallParams, type ToolHandler } from './tool-kit.js';
import { exportReport } from './tools/export-report.js';
import { importStatements } from './tools/import-statements.js';
import { recategorizeTransactions } from './tools/recategorize.js';

const handlers: Record<string, ToolHandler> = {
  import_statements: importStatements,
  recategorize_transactions: recategorizeTransactions,
  export_report: exportReport,
};

const tools = [
  {
    name: 'import_statements',
    description: 'Import bank transactions since a date (signs in to the bank, may ask for a one-time code).',
    inputSchema: {
      type: 'object',
      properties: { bankId: { type: 'string' }, since: { type: 'string', format: 'date' } },
      required: ['bankId', 'since'],
    },
  },
  {
    name: 'recategorize_transactions',
    description: 'Move every transaction of one category to another, optionally only since a date.',
    inputSchema: {
      type: 'object',
      properties: {
        fromCategory: { type: 'string' },
        toCategory: { type: 'string' },
        since: { type: 'string', format: 'date' },
      },
      required: ['fromCategory', 'toCategory'],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: 'export_report',
    description: 'Export an income/expense report as CSV, PDF or ODS.',
    inputSchema: {
      type: 'object',
      properties: {
        format: { type: 'string', enum: ['csv', 'pdf', 'ods'] },
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
      },
      required: ['from', 'to'],
    },
    annotations: { readOnlyHint: true },
  },
];

export function createLedgerServer(): Server {
  const server = new Server({ name: 'household-ledger', version: '0.9.4' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = handlers[request.params.name];
    if (!handler) return refuse(`Unknown tool ${request.params.name}`);
    try {
      return await handler(request.params as CallParams, extra);
    } catch (err) {
      if (err instanceof FrameError) return refuse('That request state is invalid or expired. Please start again.');
      throw err;
    }
  });

  return server;
}
