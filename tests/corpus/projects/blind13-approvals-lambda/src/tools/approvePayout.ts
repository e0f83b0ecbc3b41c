import { Expense } from "../models/Expense.js";
import { buildResumeContext, resumeFrom } from "../state/resume.js";
import { elicit, text, toolError, type ToolContext, type ToolResult } from "./types.js";

export const name = "approve_payout";

export const definition = {
  name,
  description: "Approve a submitted expense and release the payout to the vendor.",
  inputSchema: {
    type: "object",
    properties: {
      expenseId: { type: "string", description: "Expense id (exp_...)" },
      note: { type: "string" },
    },
    required: ["expenseId"],
  },
  annotations: { destructiveHint: true },
};

interface Args {
  expenseId: string;
  note?: string;
}

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

export async function run(args: Args, ctx: ToolContext): Promise<ToolResult> {
  const expense = await Expense.forOrg(ctx.principal.orgId, args.expenseId);
  if (!expense) return toolError(`Expense ${args.expenseId} not found`);
  if (expense.status !== "submitted") return toolError(`Expense is already ${expense.status}`);
  if (expense.submitterId === ctx.principal.userId) return toolError("You cannot approve your own expense");

  if (!ctx.requestState) {
    const state = buildResumeContext(ctx.principal, name, "confirm");
    return {
      resultType: "input_required",
      inputRequests: {
        confirm: elicit(
          `Release ${money(expense.amountCents, expense.currency)} to vendor ${expense.vendorId}?`,
          { approve: { type: "boolean", title: "Approve payout" } },
          ["approve"],
        ),
      },
      requestState: ctx.signer.seal(state), // expect: no-secrets-in-state, require-state-binding
    };
  }

  const resumed = resumeFrom(ctx.signer, ctx.requestState, ctx.principal, name);
  const answer = ctx.inputResponses?.confirm;
  if (answer?.action !== "accept" || answer.content?.approve !== true) {
    return text("Payout not approved; nothing was changed.");
  }

  const { payoutId } = await ctx.payments.release(
    { expenseId: expense.id, amountCents: expense.amountCents, currency: expense.currency },
    resumed.upstreamToken,
  );
  await Expense.query()
    .patch({ status: "approved", approvedBy: ctx.principal.userId })
    .where({ id: expense.id, orgId: ctx.principal.orgId });

  return text(`Expense ${expense.id} approved${args.note ? ` (${args.note})` : ""}; payout ${payoutId} queued.`);
}
