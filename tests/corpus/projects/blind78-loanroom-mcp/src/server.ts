// McpServer factory: catalogue search plus the loan tools; each tool verifies its own requestState.
// @ts-nocheck
import * as z from 'zod';
import { McpServer } from '@modelcontextprotocol/server';
import { searchObjects } from './db.js';
import { config } from './config.js';
import { registerRequestLoan } from './tools/requestLoan.js';
import { registerCancelLoan } from './tools/cancelLoan.js';
import { registerConditionReport } from './tools/conditionReport.js';

export function createServer() {
  const server = new McpServer({ name: 'loanroom', version: '0.6.2' }, { capabilities: { tools: {} } });

  server.registerTool(
    'search_collection',
    {
      description: 'Full-text search over the collection catalogue. Shows which objects are available for loan.',
      inputSchema: { query: z.string().min(2).max(200), limit: z.number().int().min(1).max(50).default(20) },
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit }) => {
      const rows = await searchObjects(query, limit);
      return {
        content: [{ type: 'text', text: rows.map((r) => `${r.accession_no}  ${r.title} — ${r.maker ?? 'unknown'}${r.loanable ? '' : ' (not loanable)'}`).join('\n') || 'No matches.' }],
        structuredContent: { apiVersion: config.apiVersion, results: rows },
      };
    },
  );

  registerRequestLoan(server);
  registerCancelLoan(server);
  registerConditionReport(server);
  return server;
}
