// post_journal_entry: posts a balanced journal; large entries wait for a named approver held in a server-side draft.
// @ts-nocheck
import { z } from "zod";
import { config } from "../config.js";
import { journals } from "../db.js";
import { Ledger, ToolName, argsDigest } from "../domain.js";
import { drafts } from "../state/drafts.js";
import { LedgerTool, accepted, caller, elicitForm, inputRequired, ledgerTool, reply, roundTrip, type Extra } from "./base.js";

const line = z.object({
  accountId: z.string().regex(/^\d{4,6}$/),
  debitMinor: z.number().int().nonnegative(),
  creditMinor: z.number().int().nonnegative(),
  description: z.string().max(140).optional(),
});

const shape = {
  entityId: z.string().regex(/^ent_[a-z0-9]{8}$/),
  memo: z.string().min(3).max(500),
  lines: z.array(line).min(2).max(200),
};

type PostArgs = z.infer<z.ZodObject<typeof shape>>;

@ledgerTool
export class PostJournalEntryTool extends LedgerTool<typeof shape> {
  readonly name = ToolName.PostJournalEntry;
  readonly title = "Post journal entry";
  readonly description = "Post a balanced journal entry. Entries above the approval threshold need a second person.";
  readonly shape = shape;

  async handle(args: PostArgs, extra: Extra) {
    const who = caller(extra);
    if (!Ledger.isBalanced(args.lines)) {
      const t = Ledger.totals(args.lines);
      return reply(`Entry does not balance: debits ${t.debit}, credits ${t.credit}.`, true);
    }
    const digest = argsDigest(this.name, args);
    const { debit } = Ledger.totals(args.lines);
    const rt = roundTrip(extra);

    if (debit <= config.approvalThresholdMinor) {
      const id = await journals.post(args.entityId, args.lines, args.memo, who.userId, null);
      return reply(`Posted journal ${id}.`);
    }

    if (rt.requestState === undefined) {
      const handle = await drafts.put({
        userId: who.userId,
        tool: this.name,
        argsDigest: digest,
        entityId: args.entityId,
        lines: args.lines,
        memo: args.memo,
        createdAt: Date.now(),
      });
      return inputRequired(
        {
          approver: elicitForm(
            `This entry totals ${(debit / 100).toFixed(2)} and needs an approver. Who approved it?`,
            { approverId: { type: "string", title: "Approver user id", pattern: "^u-[0-9a-f]{12}$" } },
            ["approverId"],
          ),
        },
        handle,
      );
    }

    const draft = await drafts.take(rt.requestState);
    if (!draft || draft.userId !== who.userId || draft.tool !== this.name || draft.argsDigest !== digest) {
      return reply("This approval request is unknown or has expired; post the entry again.", true);
    }

    const answer = accepted<{ approverId: string }>(rt, "approver");
    if (!answer) {
      return reply("No approver given; the entry was not posted.");
    }
    if (answer.approverId === who.userId) {
      return reply("You cannot approve your own entry.", true);
    }
    if (!(await journals.canApprove(answer.approverId, draft.entityId))) {
      return reply(`${answer.approverId} is not an approver for ${draft.entityId}.`, true);
    }
    const id = await journals.post(draft.entityId, draft.lines, draft.memo, who.userId, answer.approverId);
    return reply(`Posted journal ${id} with approver ${answer.approverId}.`);
  }
}
