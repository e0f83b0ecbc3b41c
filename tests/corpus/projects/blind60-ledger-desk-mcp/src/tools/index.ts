import * as z from 'zod/v4';
import { callerOf } from '../auth.js';
import { defineTool, text, type ToolDef } from './define.js';
import { getInvoice, listInvoices, mergeCustomers, voidInvoice } from './invoices.js';
import { issueRefund, schedulePayment, submitTimesheet } from './payments.js';
import { exportReport, ledgerSummary } from './reports.js';

const whoami = defineTool({
  name: 'whoami',
  config: { description: 'Show which ledger user this session acts as', inputSchema: z.object({}) },
  handler: async (_args, ctx) => text(`Signed in as ${callerOf(ctx)}`),
});

export const tools: ToolDef<any>[] = [
  whoami,
  listInvoices,
  getInvoice,
  voidInvoice,
  mergeCustomers,
  issueRefund,
  schedulePayment,
  submitTimesheet,
  ledgerSummary,
  exportReport,
];
