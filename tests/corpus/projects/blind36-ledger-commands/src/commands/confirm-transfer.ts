import { z } from 'zod';
import { coreBanking } from '../core-banking.js';
import { requireScope, type Caller } from '../caller.js';
import { config } from '../config.js';
import { openToken, sealToken } from '../security/state-token.js';
import { ask, failure, text, type Command, type CommandResult, type InputResponses } from './command.js';

const TOOL = 'transfer_funds';

const TransferArgs = z.object({
  fromAccount: z.string().min(8),
  toAccount: z.string().min(8),
  amountMinor: z.number().int().positive(),
  reference: z.string().max(140).optional(),
});
type TransferArgs = z.infer<typeof TransferArgs>;

interface PendingTransfer {
  step: 'confirm';
  quoteId: string;
  feeMinor: number;
  currency: string;
}

const formatMinor = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);

export class ConfirmTransfer implements Command<TransferArgs> {
  readonly schema = TransferArgs;
  readonly definition = {
    name: TOOL,
    title: 'Transfer funds',
    description: 'Move money between accounts. Always asks the user to confirm the amount and fee first.',
    inputSchema: {
      type: 'object' as const,
      properties: {
        fromAccount: { type: 'string', description: 'IBAN of the debited account' },
        toAccount: { type: 'string', description: 'IBAN of the beneficiary' },
        amountMinor: { type: 'integer', description: 'Amount in minor units (cents)' },
        reference: { type: 'string' },
      },
      required: ['fromAccount', 'toAccount', 'amountMinor'],
    },
    annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
  };

  async execute(args: TransferArgs, caller: Caller): Promise<CommandResult> {
    requireScope(caller, 'payments:write');
    if (args.amountMinor > config.maxTransferMinor) return failure('Amount exceeds the per-transfer limit.');

    const quote = await coreBanking.quoteTransfer(caller, args.fromAccount, args.toAccount, args.amountMinor);
    const pending: PendingTransfer = { step: 'confirm', quoteId: quote.quoteId, feeMinor: quote.feeMinor, currency: quote.currency };

    return ask(
      'confirm',
      `Transfer ${formatMinor(args.amountMinor, quote.currency)} from ${args.fromAccount} to ${args.toAccount}? ` +
        `Fee: ${formatMinor(quote.feeMinor, quote.currency)}.`,
      { confirm: { type: 'boolean', title: 'Yes, send it' } },
      sealToken(pending, { userId: caller.userId, tool: TOOL }), // expect: require-state-binding
    );
  }

  async resume(args: TransferArgs, caller: Caller, requestState: string, responses: InputResponses): Promise<CommandResult> {
    const pending = openToken<PendingTransfer>(requestState, { userId: caller.userId, tool: TOOL });
    if (!pending || pending.step !== 'confirm') return failure('This confirmation has expired. Please start the transfer again.');

    const answer = responses.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Transfer cancelled.');

    requireScope(caller, 'payments:write');
    const result = await coreBanking.executeTransfer(caller, {
      from: args.fromAccount,
      to: args.toAccount,
      amountMinor: args.amountMinor,
      quoteId: pending.quoteId,
      reference: args.reference,
    });
    return text(`Transfer ${result.transferId} is ${result.status}. Fee charged: ${formatMinor(pending.feeMinor, pending.currency)}.`);
  }
}
