// Builds one McpServer instance with every payouts tool registered.
// @ts-nocheck
import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/server';
import { registerIssuePayout } from './tools/issuePayout.js';
import { registerVoidPayout } from './tools/voidPayout.js';
import { registerSyncBankFeed } from './tools/syncBankFeed.js';
import { centsToDisplay } from './util/bytes.js';

export function buildServer(deps, { name = 'ledgerline-payouts', version = '0.9.2' } = {}) {
  const server = new McpServer({ name, version }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_payouts',
    {
      description: 'List recent payouts for your organisation.',
      inputSchema: {
        status: z.enum(['queued', 'held', 'sent', 'voided']).optional(),
        limit: z.number().int().min(1).max(200).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ status, limit }, ctx) => {
      const orgId = ctx.http?.authInfo?.extra?.orgId;
      if (!orgId) return { isError: true, content: [{ type: 'text', text: 'Sign in first.' }] };
      const rows = await deps.db.listPayouts(orgId, { status, limit });
      const lines = rows.map(
        (r) => `${r.id}  ${r.status.padEnd(7)} ${centsToDisplay(r.amount_cents, r.currency)}  ${r.vendor_name}`,
      );
      return {
        content: [{ type: 'text', text: lines.join('\n') || 'No payouts.' }],
        structuredContent: { payouts: rows },
      };
    },
  );

  registerIssuePayout(server, deps);
  registerVoidPayout(server, deps);
  registerSyncBankFeed(server, deps);
  return server;
}
