import { inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { callerId } from '../auth/identity.js';
import type { LedgerStore } from '../ledger/store.js';
import type { WizardCodec } from '../state/codec.js';
import { WizardTool, type Steps, type ToolContext } from '../wizard/wizard-tool.js';

type PurgeArgs = { ledgerId: string; period: string };

/**
 * Deletes every entry of one month. The arguments are bound to the confirmation by WizardTool
 * (argsDigest), so a "yes" for March cannot be replayed against April.
 */
export class PurgePeriodTool extends WizardTool<PurgeArgs> {
  readonly name = 'purge_period';
  readonly description = 'Delete all entries of a ledger for one month (YYYY-MM). Asks you to type the month to confirm.';
  readonly inputShape = { ledgerId: z.string().uuid(), period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) };
  protected override readonly destructive = true;

  constructor(
    codec: WizardCodec,
    private readonly store: LedgerStore,
  ) {
    super(codec);
  }

  protected async *steps({ ledgerId, period }: PurgeArgs, ctx: ToolContext): Steps {
    const userId = callerId(ctx);
    const ledger = await this.store.ledgerName(ledgerId, userId);
    if (!ledger) return { isError: true, content: [{ type: 'text', text: 'No such ledger.' }] };

    const count = await this.store.countInPeriod(ledgerId, period);
    if (count === 0) return { content: [{ type: 'text', text: `"${ledger}" has no entries in ${period}.` }] };

    const answer = yield {
      key: 'typed',
      request: inputRequired.elicit({
        message: `This deletes ${count} entries of ${period} from "${ledger}". Type ${period} to confirm.`,
        requestedSchema: { type: 'object', properties: { period: { type: 'string' } }, required: ['period'] },
      }),
    };
    if (answer.period !== period) {
      return { content: [{ type: 'text', text: 'The month you typed does not match; nothing was deleted.' }] };
    }

    const removed = await this.store.purgePeriod(ledgerId, period, userId);
    return { content: [{ type: 'text', text: `Deleted ${removed} entries of ${period} from "${ledger}".` }] };
  }
}
