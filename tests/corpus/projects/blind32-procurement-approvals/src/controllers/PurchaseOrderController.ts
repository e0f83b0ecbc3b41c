import { acceptedContent, inputRequired, type AuthInfo, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import {
  APPROVE_TOOL,
  CANCEL_TOOL,
  SUBMIT_TOOL,
  type Caller,
  type PurchaseOrderService,
} from '../services/PurchaseOrderService.js';
import { ForbiddenError, type DomainError } from '../shared/result.js';

/** The part of the SDK's handler context this controller relies on. */
export interface ToolContext {
  readonly mcpReq: {
    requestState<T = string>(): T | undefined;
    readonly inputResponses?: Record<string, unknown>;
  };
  readonly http?: { readonly authInfo?: AuthInfo };
}

type TextResult = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };

const text = (message: string): TextResult => ({ content: [{ type: 'text', text: message }] });
const failure = (error: DomainError): TextResult => ({ content: [{ type: 'text', text: error.message }], isError: true });

const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm' } },
  required: ['confirm'],
} as const;

export function callerFrom(ctx: ToolContext): Caller {
  const claims = ctx.http?.authInfo?.extra as
    | { userId?: unknown; roles?: unknown; approvalLimitCents?: unknown }
    | undefined;
  if (typeof claims?.userId !== 'string' || claims.userId.length === 0) {
    throw new ForbiddenError('This server only serves authenticated users');
  }
  return {
    userId: claims.userId,
    roles: Array.isArray(claims.roles) ? claims.roles.filter((r): r is string => typeof r === 'string') : [],
    approvalLimitCents: typeof claims.approvalLimitCents === 'number' ? claims.approvalLimitCents : 0,
  };
}

export class PurchaseOrderController {
  constructor(private readonly orders: PurchaseOrderService) {}

  register(server: McpServer): void {
    server.registerTool(
      APPROVE_TOOL,
      {
        title: 'Approve purchase order',
        description: 'Approve a purchase order that is waiting for your sign-off.',
        inputSchema: z.object({ poId: z.string().uuid() }),
      },
      (args, ctx) => this.approve(args, ctx as ToolContext),
    );

    server.registerTool(
      CANCEL_TOOL,
      {
        title: 'Cancel purchase order',
        description: 'Cancel a purchase order that has not been sent to the supplier yet.',
        inputSchema: z.object({ poId: z.string().uuid(), reason: z.string().min(3).max(500) }),
        annotations: { destructiveHint: true },
      },
      (args, ctx) => this.cancel(args, ctx as ToolContext),
    );

    server.registerTool(
      SUBMIT_TOOL,
      {
        title: 'Submit to supplier',
        description: 'Send an approved purchase order to the supplier portal and pick a shipping option.',
        inputSchema: z.object({ poId: z.string().uuid() }),
      },
      (args, ctx) => this.submit(args, ctx as ToolContext),
    );
  }

  private async approve({ poId }: { poId: string }, ctx: ToolContext) {
    const caller = callerFrom(ctx);
    const token = ctx.mcpReq.requestState<string>();

    if (token === undefined) {
      const step = await this.orders.beginApproval(caller, poId);
      if (!step.ok) return failure(step.error);
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: step.value.prompt, requestedSchema: confirmSchema }) },
        requestState: step.value.token,
      });
    }

    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return text('Nothing was approved.');
    const approved = await this.orders.completeApproval(caller, poId, token);
    return approved.ok ? text(`${approved.value.number} approved.`) : failure(approved.error);
  }

  private async cancel({ poId, reason }: { poId: string; reason: string }, ctx: ToolContext) {
    const caller = callerFrom(ctx);
    const token = ctx.mcpReq.requestState<string>();

    if (token === undefined) {
      const step = await this.orders.beginCancellation(caller, poId);
      if (!step.ok) return failure(step.error);
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: step.value.prompt, requestedSchema: confirmSchema }) },
        requestState: step.value.token,
      });
    }

    const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer?.confirm) return text('The purchase order was left as it is.');
    const cancelled = await this.orders.completeCancellation(caller, poId, reason, token);
    return cancelled.ok ? text(`${cancelled.value.number} cancelled.`) : failure(cancelled.error);
  }

  private async submit({ poId }: { poId: string }, ctx: ToolContext) {
    const caller = callerFrom(ctx);
    const token = ctx.mcpReq.requestState<string>();

    if (token === undefined) {
      const step = await this.orders.beginSubmission(caller, poId);
      if (!step.ok) return failure(step.error);
      return inputRequired({
        inputRequests: {
          shipping: inputRequired.elicit({
            message: step.value.prompt,
            requestedSchema: {
              type: 'object',
              properties: {
                shippingCode: {
                  type: 'string',
                  title: 'Shipping',
                  oneOf: step.value.extra.map((o) => ({ const: o.code, title: `${o.label} (${o.etaDays} days)` })),
                },
              },
              required: ['shippingCode'],
            },
          }),
        },
        requestState: step.value.token,
      });
    }

    const answer = acceptedContent<{ shippingCode: string }>(ctx.mcpReq.inputResponses, 'shipping');
    if (!answer?.shippingCode) return text('The order was not submitted.');
    const submitted = await this.orders.completeSubmission(caller, poId, answer.shippingCode, token);
    return submitted.ok ? text(submitted.value) : failure(submitted.error);
  }
}
