// Read-only tools: list open accounting periods and export a trial balance.
// @ts-nocheck
import { z } from 'zod';
import { listOpenPeriods, trialBalance } from '../db.js';
import { caller, json, toolError } from './results.js';

export function registerPeriodTools(server) {
  server.registerTool(
    'list_open_periods',
    {
      description: 'List accounting periods that are still open for an entity.',
      inputSchema: { entity: z.string().min(2).max(12) },
      annotations: { readOnlyHint: true },
    },
    async ({ entity }, ctx) => {
      const who = caller(ctx);
      if (!who) return toolError('Not authenticated.');
      if (!who.entities.includes(entity)) return toolError(`No access to entity ${entity}.`);
      return json({ entity, periods: await listOpenPeriods(entity) });
    },
  );

  server.registerTool(
    'export_trial_balance',
    {
      description: 'Trial balance per account for one entity and period (YYYY-MM).',
      inputSchema: { entity: z.string().min(2).max(12), period: z.string().regex(/^\d{4}-\d{2}$/) },
      annotations: { readOnlyHint: true },
    },
    async ({ entity, period }, ctx) => {
      const who = caller(ctx);
      if (!who) return toolError('Not authenticated.');
      if (!who.entities.includes(entity)) return toolError(`No access to entity ${entity}.`);
      const rows = await trialBalance(entity, period);
      const totals = rows.reduce(
        (acc, r) => ({ debit: acc.debit + Number(r.debit), credit: acc.credit + Number(r.credit) }),
        { debit: 0, credit: 0 },
      );
      return json({ entity, period, rows, totals, balanced: totals.debit === totals.credit });
    },
  );
}
