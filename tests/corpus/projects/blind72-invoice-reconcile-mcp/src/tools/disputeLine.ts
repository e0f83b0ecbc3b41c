// dispute_invoice_line: opens a supplier dispute for one invoice line after asking for the reason code.
// @ts-nocheck
import { z } from 'zod';
import jwt from 'jsonwebtoken';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { sql } from '../db.js';
import { openDispute } from '../erp.js';
import { userOf } from '../auth.js';
import { signState, type StateClaims } from '../state/jwtState.js';
import { incomingState, answer, askForm, say } from '../roundtrip.js';

const TOOL = 'dispute_invoice_line';
const REASONS = ['price_mismatch', 'quantity_mismatch', 'not_received', 'damaged', 'duplicate'] as const;

interface PendingDispute extends StateClaims {
  invoiceId: string;
  lineNo: number;
  amountCents: number;
}

export function registerDisputeLine(server: McpServer): void {
  server.registerTool(TOOL, {
    title: 'Dispute an invoice line',
    description: 'Open a dispute with the supplier for a single invoice line.',
    inputSchema: { invoiceId: z.string(), lineNo: z.number().int().positive() },
    annotations: { destructiveHint: false, idempotentHint: false },
  }, async ({ invoiceId, lineNo }, extra) => {
    const user = userOf(extra);
    const incoming = incomingState(extra);

    if (incoming) {
      const pending = jwt.decode(incoming) as PendingDispute | null; // expect: require-sealed-state
      if (!pending || pending.tool !== TOOL || pending.sub !== user.userId) {
        return say('This dispute draft is no longer valid; start again.', true);
      }
      const reason = answer<{ reasonCode: string }>(extra, 'reason')?.reasonCode;
      if (!reason || !REASONS.includes(reason as any)) return say('No dispute opened.');
      const { disputeId } = await openDispute(pending.invoiceId, pending.lineNo, reason, pending.amountCents, user.userId);
      await sql`insert into dispute_log (dispute_id, invoice_id, line_no, opened_by, reason_code)
                values (${disputeId}, ${pending.invoiceId}, ${pending.lineNo}, ${user.userId}, ${reason})`;
      return say(`Dispute ${disputeId} opened for line ${pending.lineNo} of invoice ${pending.invoiceId}.`);
    }

    const [line] = await sql`
      select l.line_no, l.amount_cents, i.entity_id, i.status
        from invoice_lines l join invoices i on i.id = l.invoice_id
       where l.invoice_id = ${invoiceId} and l.line_no = ${lineNo}`;
    if (!line || !user.entityIds.includes(line.entityId)) return say('Invoice line not found.', true);
    if (line.status !== 'open') return say(`Invoice is ${line.status}; disputes are only possible on open invoices.`, true);

    const requestState = signState({ invoiceId, lineNo, amountCents: line.amountCents }, user.userId, TOOL);
    return askForm('reason', `Why are you disputing line ${lineNo} (${(line.amountCents / 100).toFixed(2)})?`, {
      reasonCode: { type: 'string', enum: [...REASONS] },
    }, requestState);
  });
}
