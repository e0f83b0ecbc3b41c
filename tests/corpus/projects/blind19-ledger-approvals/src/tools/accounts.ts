import { z } from "zod";
import { resumeSnapshot, type ResumeSnapshot } from "../context.js";
import { assertEnvelopeFor } from "../state/guards.js";
import { defineTool, elicit, inputRequired, toolError, toolText } from "./kit.js";

const STATEMENT_TOOL = "export_statement";
const MEMO_TOOL = "draft_account_memo";
const MAX_MEMO_LINES = 12;
const DRAFT_TTL_MS = 5 * 60 * 1000;

const AccountArgs = z.object({ accountId: z.string().min(1) });

interface StatementState extends ResumeSnapshot {
  accountId: string;
}

export const exportStatement = defineTool({
  name: STATEMENT_TOOL,
  description: "Export the statement of one of your accounts for a period you choose.",
  args: AccountArgs,
  annotations: { readOnlyHint: true },

  async run(args, ctx, round) {
    if (!round.requestState) {
      const account = await ctx.ledger.account(args.accountId);
      if (account.owner !== ctx.caller.userId) return toolError("Not your account.");
      const state: StatementState = { ...resumeSnapshot(ctx.caller), accountId: account.id }; // expect: no-secrets-in-state
      return inputRequired({
        inputRequests: {
          period: elicit("Which month should the statement cover? (YYYY-MM)", {
            period: { type: "string", pattern: "^\\d{4}-\\d{2}$" },
          }, ["period"]),
        },
        requestState: ctx.vault.seal(state, ctx.caller.userId, STATEMENT_TOOL),
      });
    }

    const state = assertEnvelopeFor(ctx.vault.open<StatementState>(round.requestState), ctx.caller.userId, STATEMENT_TOOL);
    const answer = round.inputResponses?.period;
    if (answer?.action !== "accept" || typeof answer.content?.period !== "string") {
      return toolText("No period chosen; statement not exported.");
    }

    const lines = await ctx.ledger.statement(state.accountId, answer.content.period, state.onBehalfOf);
    const csv = ["posted_at,description,amount_cents", ...lines.map((l) => `${l.postedAt},"${l.description.replaceAll('"', '""')}",${l.amountCents}`)];
    return toolText(csv.join("\n"));
  },
});

interface MemoDraft {
  tool: typeof MEMO_TOOL;
  userId: string;
  expiresAt: number;
  accountId: string;
  lines: string[];
}

const nextLine = (count: number) =>
  elicit(`Memo line ${count + 1} (leave empty to finish)`, { line: { type: "string", maxLength: 200 } });

export const draftMemo = defineTool({
  name: MEMO_TOOL,
  description: "Dictate a memo line by line and attach it to one of your accounts.",
  args: AccountArgs,

  async run(args, ctx, round) {
    let draft: MemoDraft;

    if (!round.requestState) {
      const account = await ctx.ledger.account(args.accountId);
      if (account.owner !== ctx.caller.userId) return toolError("Not your account.");
      draft = { tool: MEMO_TOOL, userId: ctx.caller.userId, expiresAt: 0, accountId: account.id, lines: [] };
    } else {
      draft = ctx.drafts.decrypt<MemoDraft>(round.requestState); // expect: require-sealed-state
      if (draft.tool !== MEMO_TOOL || draft.userId !== ctx.caller.userId) return toolError("This draft belongs to someone else.");
      if (draft.expiresAt < Date.now()) return toolError("This draft has expired; start again.");
      const answer = round.inputResponses?.line;
      if (answer?.action !== "accept") return toolText("Memo discarded.");
      const line = typeof answer.content?.line === "string" ? answer.content.line.trim() : "";
      if (line === "" || draft.lines.length >= MAX_MEMO_LINES) {
        const memo = await ctx.ledger.postMemo(draft.accountId, draft.lines);
        return toolText(`Memo ${memo.id} attached to ${draft.accountId} (${draft.lines.length} lines).`);
      }
      draft = { ...draft, lines: [...draft.lines, line] };
    }

    return inputRequired({
      inputRequests: { line: nextLine(draft.lines.length) },
      requestState: ctx.drafts.encrypt({ ...draft, expiresAt: Date.now() + DRAFT_TTL_MS }), // expect: require-sealed-state
    });
  },
});
