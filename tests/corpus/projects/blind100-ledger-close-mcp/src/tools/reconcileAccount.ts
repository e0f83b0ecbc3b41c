// reconcile_account: read-only comparison of bank statement lines with ledger lines for one account.
// @ts-nocheck
import { z } from "zod";
import { statementLines, type StatementLine } from "../bankFeed.js";
import { bankAccounts, journals } from "../db.js";
import { ToolName } from "../domain.js";
import { LedgerTool, caller, ledgerTool, reply, type Extra } from "./base.js";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const shape = {
  accountId: z.string().regex(/^\d{4,6}$/),
  from: isoDate,
  to: isoDate,
};

type ReconcileArgs = z.infer<z.ZodObject<typeof shape>>;

interface Unmatched<T> {
  readonly side: "bank" | "ledger";
  readonly item: T;
}

function matchKey(date: string, amountMinor: number): string {
  return `${date.slice(0, 10)}|${amountMinor}`;
}

@ledgerTool
export class ReconcileAccountTool extends LedgerTool<typeof shape> {
  readonly name = ToolName.ReconcileAccount;
  readonly title = "Reconcile bank account";
  readonly description = "List bank and ledger lines that do not match for an account and date range.";
  readonly shape = shape;
  override readonly annotations = { readOnlyHint: true };

  async handle(args: ReconcileArgs, extra: Extra) {
    caller(extra);
    if (args.from > args.to) {
      return reply("`from` must not be after `to`.", true);
    }
    const account = await bankAccounts.byAccountId(args.accountId);
    if (!account) {
      return reply(`Account ${args.accountId} is not linked to a bank feed.`, true);
    }
    const [bank, ledger] = await Promise.all([
      statementLines(account.external_ref, args.from, args.to),
      journals.ledgerLines(args.accountId, args.from, args.to),
    ]);

    const pool = new Map<string, number>();
    for (const l of ledger) {
      const k = matchKey(l.booked_on, l.amount_minor);
      pool.set(k, (pool.get(k) ?? 0) + 1);
    }
    const unmatched: Unmatched<StatementLine | (typeof ledger)[number]>[] = [];
    for (const b of bank) {
      const k = matchKey(b.bookedOn, b.amountMinor);
      const left = pool.get(k) ?? 0;
      if (left > 0) pool.set(k, left - 1);
      else unmatched.push({ side: "bank", item: b });
    }
    for (const l of ledger) {
      const k = matchKey(l.booked_on, l.amount_minor);
      const left = pool.get(k) ?? 0;
      if (left > 0) {
        pool.set(k, left - 1);
        unmatched.push({ side: "ledger", item: l });
      }
    }

    if (unmatched.length === 0) {
      return reply(`Account ${args.accountId} reconciles for ${args.from}..${args.to} (${bank.length} lines).`);
    }
    const rows = unmatched.slice(0, 50).map((u) => {
      const date = "bookedOn" in u.item ? u.item.bookedOn : u.item.booked_on;
      const amount = "amountMinor" in u.item ? u.item.amountMinor : u.item.amount_minor;
      return `${u.side.padEnd(6)} ${date.slice(0, 10)} ${(amount / 100).toFixed(2).padStart(12)} ${u.item.reference ?? ""}`;
    });
    return reply(`${unmatched.length} unmatched line(s):\n${rows.join("\n")}`);
  }
}
