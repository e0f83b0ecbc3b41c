// Maps tool names to descriptions, schemas and wrapped handlers.
// @ts-nocheck
import { withAuth, withState, type RawHandler } from '../middleware';
import { findInvoices } from './invoices';
import { issueRefund } from './refund';

interface ToolEntry {
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { destructiveHint?: boolean; readOnlyHint?: boolean };
  call: RawHandler;
}

const tools: Record<string, ToolEntry> = {
  issue_refund: {
    description: 'Refund all or part of a charge. The user confirms before money moves.',
    inputSchema: {
      type: 'object',
      properties: {
        chargeId: { type: 'string' },
        amountCents: { type: 'integer', minimum: 1 },
        reason: { type: 'string', enum: ['duplicate', 'fraudulent', 'requested_by_customer'] },
      },
      required: ['chargeId', 'amountCents', 'reason'],
    },
    annotations: { destructiveHint: true },
    call: withAuth(withState('issue_refund', issueRefund)),
  },
  find_invoices: {
    description: 'Find invoices for a customer by name or email.',
    inputSchema: { type: 'object', properties: { customer: { type: 'string' } }, required: ['customer'] },
    annotations: { readOnlyHint: true },
    call: withAuth(withState('find_invoices', findInvoices)),
  },
};

export default tools;
