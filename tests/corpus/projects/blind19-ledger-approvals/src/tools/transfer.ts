import { z } from "zod";
import { assertEnvelopeFor } from "../state/guards.js";
import { defineTool, elicit, inputRequired, toolError, toolText } from "./kit.js";

const TOOL = "transfer_funds";

const Args = z.object({
  fromAccount: z.string().min(1),
  toAccount: z.string().min(1),
  amountCents: z.number().int().positive(),
  currency: z.string().length(3),
  reference: z.string().max(140).optional(),
});

interface PendingTransfer {
  step: "confirm";
}

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

export default defineTool({
  name: TOOL,
  description: "Move money between ledger accounts. Always asks the account owner to confirm.",
  args: Args,
  annotations: { destructiveHint: true },

  async run(args, ctx, round) {
    if (!round.requestState) {
      const source = await ctx.ledger.account(args.fromAccount);
      if (source.owner !== ctx.caller.userId) {
        return toolError("You can only move money out of accounts you own.");
      }
      if (source.currency !== args.currency) {
        return toolError(`Account ${source.id} holds ${source.currency}, not ${args.currency}.`);
      }
      return inputRequired({
        inputRequests: {
          confirm: elicit(
            `Send ${money(args.amountCents, args.currency)} from ${source.name} to ${args.toAccount}?`,
            { approve: { type: "boolean", title: "Approve this transfer" } },
            ["approve"],
          ),
        },
        requestState: ctx.vault.seal<PendingTransfer>({ step: "confirm" }, ctx.caller.userId, TOOL), // expect: require-state-binding
      });
    }

    const pending = assertEnvelopeFor(ctx.vault.open<PendingTransfer>(round.requestState), ctx.caller.userId, TOOL);
    if (pending.step !== "confirm") return toolError("Unknown approval step.");

    const answer = round.inputResponses?.confirm;
    if (answer?.action !== "accept" || answer.content?.approve !== true) {
      return toolText("Transfer cancelled; nothing was moved.");
    }

    const receipt = await ctx.ledger.transfer(args, ctx.caller.accessToken);
    return toolText(`Transfer ${receipt.id} is ${receipt.status}: ${money(args.amountCents, args.currency)} to ${args.toAccount}.`);
  },
});
