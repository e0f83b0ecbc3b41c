// MCP tools for browsing open invoices and approving them after an explicit confirmation round.
// @ts-nocheck
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { McpTool, errorResult, formatCents, requireUser, textResult } from '../mcp/mcp-tool.decorator';
import { REQUEST_STATE_CODEC } from '../mcp/state-codec.provider';
import { AppConfigService } from '../config/app-config.service';
import { InvoiceRepository } from './invoice.repository';

@Injectable()
export class InvoiceTools {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly config: AppConfigService,
    @Inject(REQUEST_STATE_CODEC) private readonly codec,
  ) {}

  @McpTool({
    name: 'list_open_invoices',
    description: 'List open vendor invoices in cost centers you approve for',
    inputSchema: z.object({ limit: z.number().int().min(1).max(100).default(25) }),
    readOnly: true,
  })
  async listOpen({ limit }, ctx) {
    const userId = requireUser(ctx);
    const rows = await this.invoices.listOpenForApprover(userId, limit);
    if (rows.length === 0) return textResult('No open invoices.');
    return textResult(
      rows
        .map((r) => `${r.id}  ${r.vendor}  ${formatCents(r.amount_cents, r.currency)}  due ${r.due_date}  [${r.cost_center}]`)
        .join('\n'),
    );
  }

  @McpTool({
    name: 'approve_invoice',
    description: 'Approve a vendor invoice for payment (asks for confirmation first)',
    inputSchema: z.object({
      invoiceId: z.string().uuid(),
      approvedAmountCents: z.number().int().positive(),
      note: z.string().max(500).optional(),
    }),
    destructive: true,
  })
  async approve({ invoiceId, approvedAmountCents, note }, ctx) {
    const userId = requireUser(ctx);
    const pending = await ctx.mcpReq.requestState();

    if (!pending) {
      const invoice = await this.invoices.findById(invoiceId);
      if (!invoice || invoice.status !== 'open') {
        return errorResult(`Invoice ${invoiceId} is not open for approval.`);
      }
      if (approvedAmountCents > invoice.amount_cents) {
        return errorResult('Approved amount cannot exceed the invoiced amount.');
      }
      if (approvedAmountCents > this.config.approvalLimitCents) {
        return errorResult('Amount exceeds your approval limit; route it to a controller.');
      }
      const requestState = await this.codec.mint({ invoiceId, stage: 'confirm' }, ctx); // expect: require-state-binding
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Approve ${formatCents(approvedAmountCents, invoice.currency)} to ${invoice.vendor} (${invoice.cost_center})?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Approve this invoice' } },
              required: ['confirm'],
            },
          }),
        },
        requestState,
      });
    }

    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) {
      return textResult('Approval cancelled; nothing was changed.');
    }
    await this.invoices.approve(pending.invoiceId, approvedAmountCents, userId, note);
    return textResult(`Invoice ${pending.invoiceId} approved for ${approvedAmountCents} cents.`);
  }
}
