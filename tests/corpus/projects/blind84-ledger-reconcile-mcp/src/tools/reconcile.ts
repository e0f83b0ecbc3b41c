// Reconciliation tools: import bank statements, review suggested matches and write off stale ledger entries.
// @ts-nocheck
import { z } from 'zod';
import { ApprovalTool } from './approval.js';
import { LedgerToolError, traced, type Principal } from './base.js';
import { ResumableTool } from './resumable.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export function proposePairs(entries, transactions, toleranceDays = 5) {
  const unused = new Set(transactions.map((t) => t.id));
  const pairs = [];
  for (const entry of entries) {
    const candidate = transactions.find((t) =>
      unused.has(t.id) &&
      t.amount_cents === entry.amount_cents &&
      Math.abs(new Date(t.posted_on).getTime() - new Date(entry.booked_on).getTime()) <= toleranceDays * 86_400_000);
    if (!candidate) continue;
    unused.delete(candidate.id);
    pairs.push({ key: `${entry.id}:${candidate.id}`, entryId: entry.id, bankTxId: candidate.id, label: `${entry.memo} ↔ ${candidate.description} (${(entry.amount_cents / 100).toFixed(2)})` });
  }
  return pairs;
}

export class ImportStatementTool extends ResumableTool {
  get name() { return 'import_bank_statement'; }
  get title() { return 'Import bank statement'; }
  get description() { return 'Pull statement lines for chosen accounts of a bank connection into the ledger workspace.'; }
  get inputShape() { return { connectionId: z.string().uuid(), from: isoDate, to: isoDate }; }
  protected get requiredScope() { return 'ledger:write'; }

  @traced
  protected async perform(args, extra, who: Principal) {
    const { connections, bank } = this.repos(who.tenantId);
    const saved = await this.resume(extra, who);
    const pick = this.accepted(extra, 'accounts');
    if (saved && pick) {
      const chosen = (pick.accountIds ?? []).filter((id) => saved.accountIds.includes(id));
      let imported = 0;
      for (const accountId of chosen) {
        const lines = await this.services.bankFeed.statement(saved.feedKey, accountId, args.from, args.to);
        imported += await bank.upsertMany(accountId, lines);
      }
      return { accounts: chosen.length, imported };
    }

    const connection = await connections.bankFeed(args.connectionId);
    if (!connection) throw new LedgerToolError('Unknown or inactive bank connection.');
    const accounts = await this.services.bankFeed.accounts(connection.api_key);
    if (accounts.length === 0) return 'This connection has no accounts.';
    const state = await this.checkpoint({ accountIds: accounts.map((a) => a.id), feedKey: connection.api_key }, extra); // expect: no-secrets-in-state, require-state-binding
    const request = this.elicit(`Import ${args.from} to ${args.to} for which accounts?`, {
      accountIds: { type: 'array', items: { type: 'string', enum: accounts.map((a) => a.id), enumNames: accounts.map((a) => `${a.name} ${a.iban}`) } },
    }, ['accountIds']);
    return this.pause({ accounts: request }, state, 'Choose the accounts to import.');
  }
}

export class SuggestMatchesTool extends ResumableTool {
  get name() { return 'suggest_matches'; }
  get title() { return 'Suggest ledger matches'; }
  get description() { return 'Propose matches between open ledger entries and unmatched bank lines, then record the ones you accept.'; }
  get inputShape() { return { accountId: z.string(), from: isoDate, to: isoDate }; }
  protected get requiredScope() { return 'ledger:write'; }

  protected get drafts() {
    return this.services.draftCipher;
  }

  @traced
  protected async perform(args, extra, who: Principal) {
    const { ledger, bank } = this.repos(who.tenantId);
    const { state } = this.incoming(extra);
    const review = this.accepted(extra, 'review');
    if (state && review) {
      const draft = this.drafts.open(state); // expect: require-sealed-state
      const accepted = draft.pairs.filter((p) => (review.accept ?? []).includes(p.key));
      let matched = 0;
      for (const pair of accepted) {
        if (await ledger.match(pair.entryId, pair.bankTxId, who.userId)) matched += 1;
      }
      return { matched, skipped: draft.pairs.length - matched };
    }

    const entries = await ledger.openEntries(args.accountId, args.from, args.to);
    const transactions = await bank.unmatched(args.accountId);
    const pairs = proposePairs(entries, transactions);
    if (pairs.length === 0) return 'No candidate matches found.';
    const request = this.elicit(`Found ${pairs.length} candidate match(es). Which should be recorded?`, {
      accept: { type: 'array', items: { type: 'string', enum: pairs.map((p) => p.key), enumNames: pairs.map((p) => p.label) } },
    }, ['accept']);
    return this.pause({ review: request }, this.drafts.seal({ accountId: args.accountId, pairs }), 'Review the suggested matches.'); // expect: require-sealed-state
  }
}

export class WriteOffEntryTool extends ApprovalTool {
  get name() { return 'write_off_entry'; }
  get title() { return 'Write off ledger entry'; }
  get description() { return 'Write off an open ledger entry that will never be matched (needs approval).'; }
  get inputShape() {
    return { entryId: z.string().uuid(), reasonCode: z.enum(['bank_fee', 'rounding', 'duplicate', 'uncollectible']) };
  }

  protected async preview(args, who: Principal) {
    const entry = await this.repos(who.tenantId).ledger.entry(args.entryId);
    if (!entry) throw new LedgerToolError('Unknown ledger entry.');
    if (entry.status !== 'open') throw new LedgerToolError(`Entry is ${entry.status}; only open entries can be written off.`);
    return `Write off "${entry.memo}" for ${(entry.amount_cents / 100).toFixed(2)} as ${args.reasonCode}?`;
  }

  @traced
  protected async apply(args, who: Principal) {
    const done = await this.repos(who.tenantId).ledger.writeOff(args.entryId, args.reasonCode, who.userId);
    return done ? `Entry ${args.entryId} written off.` : 'The entry was not open any more; nothing changed.';
  }
}
