import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { isStateError, StateKind } from "@acme/state-kit";
import { z } from "zod";
import { callerFrom, openState, sealer } from "../state";
import type { ErpClient } from "../erp";

const TOOL = "approve_expense";

const Args = z.object({
  expenseId: z.string().min(1),
  amountCents: z.number().int().positive(),
  note: z.string().max(500).optional(),
});

interface PendingApproval {
  expenseId: string;
}

export function registerApproveExpense(server: McpServer, erp: ErpClient): void {
  server.registerTool(
    TOOL,
    {
      description: "Approve an expense claim and release it for payout.",
      inputSchema: Args,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const caller = callerFrom(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (!token) {
        const claim = await erp.getExpense(caller, args.expenseId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Approve ${claim.submitter}'s expense "${claim.title}" for ${(args.amountCents / 100).toFixed(2)} ${claim.currency}?`,
              requestedSchema: {
                type: "object",
                properties: { approve: { type: "boolean", title: "Approve" } },
                required: ["approve"],
              },
            }),
          },
          requestState: sealer.seal<PendingApproval>(StateKind.ExpenseApproval, caller.userId, TOOL, { expenseId: args.expenseId }), // expect: require-state-binding
        });
      }

      let pending;
      try {
        pending = openState<PendingApproval>(token, caller, TOOL);
      } catch (error) {
        if (isStateError(error)) return { isError: true, content: [{ type: "text", text: error.publicMessage }] };
        throw error;
      }

      const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, "confirm");
      if (!answer?.approve) {
        return { content: [{ type: "text", text: "Nothing was approved." }] };
      }

      const receipt = await erp.approveExpense(caller, pending.data.expenseId, {
        amountCents: args.amountCents,
        note: args.note,
      });
      return { content: [{ type: "text", text: `Approved, payout ${receipt.payoutId} scheduled.` }] };
    },
  );
}
