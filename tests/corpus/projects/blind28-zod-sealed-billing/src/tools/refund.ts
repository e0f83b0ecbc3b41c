import Stripe from "stripe";
import type { Request } from "express";
import { recordRefund } from "../lib/db.js";
import { mintState } from "../state/tokens.js";
import { LegacyRefundState, PreviewState, RefundArgs, RetryParams, SealedRefundState } from "../state/schemas.js";
import { billingContext } from "./billingContext.js";

export const REFUND_TOOL = "issue_refund";

type ToolResult = Record<string, unknown>;
const fail = (text: string): ToolResult => ({ isError: true, content: [{ type: "text", text }] });

export async function issueRefund(req: Request, params: unknown): Promise<ToolResult> {
  const user = req.user!;
  const { arguments: rawArgs, ...rest } = params as { arguments?: unknown };
  const args = RefundArgs.parse(rawArgs);
  const retry = RetryParams.parse(rest);

  if (!retry.requestState) {
    const requestState = mintState({
      sub: user.id,
      tool: REFUND_TOOL,
      chargeId: args.chargeId,
      amount: args.amount,
      billing: billingContext(user), // expect: no-secrets-in-state
    });
    return {
      resultType: "input_required",
      inputRequests: {
        confirm: {
          method: "elicitation/create",
          params: {
            mode: "form",
            message: `Refund ${(args.amount / 100).toFixed(2)} on ${args.chargeId}?`,
            requestedSchema: { type: "object", properties: { confirm: { type: "boolean" } }, required: ["confirm"] },
          },
        },
      },
      requestState,
    };
  }

  const schema = retry.requestState.startsWith("eyJ") ? SealedRefundState : LegacyRefundState;
  const parsed = schema.safeParse(retry.requestState);
  if (!parsed.success) return fail("Invalid or expired requestState");
  const state = parsed.data;

  if (state.sub !== user.id || state.tool !== REFUND_TOOL) return fail("Invalid or expired requestState");
  if (state.chargeId !== args.chargeId || state.amount !== args.amount) return fail("Arguments changed since confirmation");

  const answer = retry.inputResponses?.confirm;
  if (answer?.action !== "accept" || answer.content?.confirm !== true) {
    return { resultType: "complete", content: [{ type: "text", text: "Refund cancelled." }] };
  }

  const stripe = new Stripe(state.billing.apiKey);
  await stripe.refunds.create({ charge: state.chargeId, amount: state.amount });
  await recordRefund(user.id, state.chargeId, state.amount);
  return { resultType: "complete", content: [{ type: "text", text: `Refunded ${state.chargeId}.` }] };
}

/** Read-only helper tool: show what a pending confirmation is about. */
export async function describePending(req: Request, params: unknown): Promise<ToolResult> {
  const { requestState } = RetryParams.parse(params);
  if (!requestState) return fail("nothing pending");
  const claims = PreviewState.parse(requestState); // expect: require-sealed-state
  if (claims.sub !== req.user!.id) return fail("not yours");
  return {
    resultType: "complete",
    content: [{ type: "text", text: `Pending refund of ${claims.amount} on ${claims.chargeId} for ${claims.billing.email}` }],
  };
}
