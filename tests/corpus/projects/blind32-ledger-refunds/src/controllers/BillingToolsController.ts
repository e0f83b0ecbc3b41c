import { acceptedContent, inputRequired, type AuthInfo, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import {
  EXPORT_STATEMENT,
  ISSUE_REFUND,
  VOID_INVOICE,
  type BillingService,
  type Caller,
  type Confirmation,
} from '../services/BillingService.js';
import type { BillingError, Result } from '../shared/result.js';

interface HandlerContext {
  readonly mcpReq: {
    requestState<T = string>(): T | undefined;
    readonly inputResponses?: Record<string, unknown>;
  };
  readonly http?: { readonly authInfo?: AuthInfo };
}

const refundInput = z.object({ orderId: z.string().min(1), amountCents: z.number().int().positive() });
const voidInput = z.object({ invoiceId: z.string().min(1), reason: z.string().min(5).max(300) });
const exportInput = z.object({ accountId: z.string().min(1), period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });

const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm' } },
  required: ['confirm'],
} as const;

const formatSchema = {
  type: 'object',
  properties: { format: { type: 'string', enum: ['pdf', 'csv'], title: 'Format' } },
  required: ['format'],
} as const;

const reply = (text: string) => ({ content: [{ type: 'text' as const, text }] });
const refuse = (error: BillingError) => ({ content: [{ type: 'text' as const, text: error.message }], isError: true });

/** Maps the verified access token to the caller; over HTTP only, so a missing user is an error. */
function callerOf(ctx: HandlerContext): Caller {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') throw new Error('ledger-refunds requires an authenticated user');
  const accounts = info?.extra?.accounts;
  return {
    userId,
    accounts: Array.isArray(accounts) ? accounts.map(String) : [],
    canRefund: info?.scopes.includes('refunds:issue') ?? false,
  };
}

function askToConfirm(step: Result<Confirmation, BillingError>) {
  if (!step.ok) return refuse(step.error);
  return inputRequired({
    inputRequests: { confirm: inputRequired.elicit({ message: step.value.prompt, requestedSchema: confirmSchema }) },
    requestState: step.value.requestState,
  });
}

export class BillingToolsController {
  constructor(private readonly billing: BillingService) {}

  register(server: McpServer): void {
    server.registerTool(
      ISSUE_REFUND,
      {
        description: 'Refund part or all of a captured order.',
        inputSchema: refundInput,
        annotations: { destructiveHint: true },
      },
      async (args, ctx) => {
        const caller = callerOf(ctx as HandlerContext);
        const handle = (ctx as HandlerContext).mcpReq.requestState<string>();
        if (handle === undefined) return askToConfirm(await this.billing.requestRefund(caller, args));

        if (!acceptedContent<{ confirm: boolean }>((ctx as HandlerContext).mcpReq.inputResponses, 'confirm')?.confirm) {
          return reply('No refund was issued.');
        }
        const receipt = await this.billing.confirmRefund(caller, args, handle);
        return receipt.ok
          ? reply(`Refund ${receipt.value.refundId} issued on ${receipt.value.orderNumber}.`)
          : refuse(receipt.error);
      },
    );

    server.registerTool(
      VOID_INVOICE,
      {
        description: 'Void an open invoice.',
        inputSchema: voidInput,
        annotations: { destructiveHint: true },
      },
      async (args, ctx) => {
        const caller = callerOf(ctx as HandlerContext);
        const token = (ctx as HandlerContext).mcpReq.requestState<string>();
        if (token === undefined) return askToConfirm(await this.billing.requestVoid(caller, args));

        if (!acceptedContent<{ confirm: boolean }>((ctx as HandlerContext).mcpReq.inputResponses, 'confirm')?.confirm) {
          return reply('The invoice was left open.');
        }
        const done = await this.billing.confirmVoid(caller, args, token);
        return done.ok ? reply(done.value) : refuse(done.error);
      },
    );

    server.registerTool(
      EXPORT_STATEMENT,
      {
        description: 'Export a monthly account statement as PDF or CSV.',
        inputSchema: exportInput,
        annotations: { readOnlyHint: true },
      },
      async (args, ctx) => {
        const caller = callerOf(ctx as HandlerContext);
        const token = (ctx as HandlerContext).mcpReq.requestState<string>();
        if (token === undefined) {
          const step = await this.billing.prepareExport(caller, args);
          if (!step.ok) return refuse(step.error);
          return inputRequired({
            inputRequests: { format: inputRequired.elicit({ message: step.value.prompt, requestedSchema: formatSchema }) },
            requestState: step.value.requestState,
          });
        }

        const answer = acceptedContent<{ format: 'pdf' | 'csv' }>((ctx as HandlerContext).mcpReq.inputResponses, 'format');
        if (answer?.format !== 'pdf' && answer?.format !== 'csv') return reply('Export cancelled.');
        const exported = await this.billing.finishExport(caller, args, token, answer.format);
        return exported.ok ? reply(exported.value) : refuse(exported.error);
      },
    );
  }
}
