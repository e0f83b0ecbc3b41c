import { acceptedContent, inputRequired, type McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { BillingClient } from "../../billing";
import { stateCodec } from "../../state/codec";
import { describeRefund, pendingRefund, REFUND_TOOL, type PendingRefund } from "../../state/pending-refund";

const Args = {
  invoiceId: z.string().min(1).describe("Invoice id, e.g. inv_123"),
  amountCents: z.number().int().positive().describe("Amount to refund, in cents"),
  reason: z.enum(["duplicate", "fraudulent", "requested_by_customer"]).default("requested_by_customer"),
};

const text = (t: string, isError = false) => ({ content: [{ type: "text" as const, text: t }], isError });

export function registerRefundInvoice(server: McpServer, billing: BillingClient) {
  server.registerTool(
    REFUND_TOOL,
    {
      description: "Refund all or part of a paid invoice. Asks the user to confirm first.",
      inputSchema: Args,
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async (args, ctx) => {
      const auth = ctx.http?.authInfo;
      if (!auth) return text("Sign in to refund invoices.", true);

      const pending = await ctx.mcpReq.requestState<PendingRefund>();

      // Round 2: the user answered the confirmation prompt.
      if (pending) {
        if (pending.tool !== REFUND_TOOL) return text("This confirmation belongs to another tool.", true);
        const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, "confirm");
        if (!answer?.confirm) return text("Refund cancelled.");

        const refund = await billing.refund(args.invoiceId, args.amountCents, args.reason, pending.billingToken);
        if (!refund.ok) return text(`Refund failed: ${refund.error.message}`, true);
        return text(`Refunded ${refund.value.amountCents} cents on ${pending.invoiceNumber} (refund ${refund.value.id}).`);
      }

      // Round 1: look the invoice up and ask.
      const invoice = await billing.getInvoice(args.invoiceId, auth.token);
      if (!invoice.ok) return text(`Could not load invoice ${args.invoiceId}: ${invoice.error.message}`, true);
      if (invoice.value.status !== "paid") return text(`Invoice ${invoice.value.number} is ${invoice.value.status}, not paid.`, true);
      if (args.amountCents > invoice.value.totalCents) return text("Refund exceeds the invoice total.", true);

      const state = pendingRefund(invoice.value, auth);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: describeRefund(state, args.amountCents, invoice.value.currency),
            requestedSchema: {
              type: "object",
              properties: { confirm: { type: "boolean", title: "Issue the refund" } },
              required: ["confirm"],
            },
          }),
        },
        requestState: await stateCodec.mint(state, ctx), // expect: require-state-binding, no-secrets-in-state
      });
    },
  );
}
