// export_ledger: asks which columns and format to use, then starts a job on the tenant's warehouse link.
// @ts-nocheck
import * as z from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { loadTenant } from '../tenants.js';
import { principalOf, stateCodecFor } from '../stateKeys.js';
import { startLedgerExport } from '../warehouse.js';
import { text, toolError } from './results.js';

const TOOL = 'export_ledger';
const COLUMNS = ['posted_at', 'account', 'memo', 'debit_cents', 'credit_cents', 'invoice_number', 'customer_id'];

export function registerLedgerExportTool(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Export the general ledger for one month to the workspace data warehouse.',
      inputSchema: z.object({ period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'use YYYY-MM') }),
    },
    async (args, ctx) => {
      const { tenantId, userId } = principalOf(ctx);
      const pending = await ctx.mcpReq.requestState();

      if (!pending) {
        const tenant = await loadTenant(tenantId);
        if (!tenant.warehouseDataset || !tenant.warehouseApiKey) {
          return toolError('This workspace has no warehouse connection. Add one under Settings → Integrations.');
        }
        const requestState = await stateCodecFor(tenantId).mint({ tool: TOOL, period: args.period, dataset: tenant.warehouseDataset, warehouseKey: tenant.warehouseApiKey }, ctx); // expect: no-secrets-in-state
        return inputRequired({
          inputRequests: {
            options: inputRequired.elicit({
              message: `Export the ${args.period} ledger to ${tenant.warehouseDataset}. Choose a format and columns.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  format: { type: 'string', enum: ['csv', 'parquet'], default: 'parquet' },
                  columns: { type: 'string', title: 'Comma-separated columns', default: COLUMNS.join(',') },
                },
                required: ['format'],
              },
            }),
          },
          requestState,
        });
      }

      if (pending.tool !== TOOL || pending.period !== args.period) {
        return toolError('The export options do not match this request. Start again.');
      }
      const options = acceptedContent(ctx.mcpReq.inputResponses, 'options');
      if (!options) return text('Export cancelled.');
      const columns = String(options.columns ?? COLUMNS.join(','))
        .split(',')
        .map((c) => c.trim())
        .filter((c) => COLUMNS.includes(c));
      if (columns.length === 0) return toolError('Pick at least one known column.');

      const job = await startLedgerExport(pending.warehouseKey, {
        tenantId,
        dataset: pending.dataset,
        period: pending.period,
        format: options.format === 'csv' ? 'csv' : 'parquet',
        columns,
        requestedBy: userId,
      });
      return text(`Export job ${job.jobId} is ${job.status} (about ${job.estimatedRows} rows).`);
    },
  );
}
