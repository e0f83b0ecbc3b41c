import { inject } from 'inversify';
import { TYPES, type ToolCall, type ToolHandler, type ToolResult } from '../types.js';
import type { StateSealer } from '../state/state-sealer.js';
import { LedgerRepository } from '../ledger/ledger.repository.js';
import { Tool, WithState } from './decorators.js';

interface TransferArgs {
  fromAccount: string;
  toAccount: string;
  amountCents: number;
  memo?: string;
}

interface TransferState {
  quoteId: string;
  feeCents: number;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

@Tool({
  name: 'transfer_funds',
  description: 'Move money between two ledger accounts the caller manages (asks for confirmation first)',
  inputSchema: {
    type: 'object',
    properties: {
      fromAccount: { type: 'string' },
      toAccount: { type: 'string' },
      amountCents: { type: 'integer', minimum: 1 },
      memo: { type: 'string', maxLength: 140 },
    },
    required: ['fromAccount', 'toAccount', 'amountCents'],
  },
  destructive: true,
})
export class TransferFundsTool implements ToolHandler {
  constructor(
    @inject(TYPES.StateSealer) readonly sealer: StateSealer,
    @inject(TYPES.LedgerRepository) private readonly ledger: LedgerRepository,
  ) {}

  @WithState({ bindArgs: true })
  async execute(call: ToolCall<TransferArgs>, state?: TransferState): Promise<ToolResult> {
    const { fromAccount, toAccount, amountCents, memo } = call.args;
    await this.ledger.assertOwner(call.userId, fromAccount);

    if (!state) {
      const quote = await this.ledger.quoteTransfer(fromAccount, toAccount, amountCents);
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Transfer ${usd(amountCents)} from ${fromAccount} to ${toAccount}? Fee: ${usd(quote.feeCents)}.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Send the transfer' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: this.sealer.seal<TransferState>(
          { quoteId: quote.id, feeCents: quote.feeCents },
          { userId: call.userId, tool: call.name, args: call.args as unknown as Record<string, unknown> },
        ),
      };
    }

    const answer = call.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
      return { content: [{ type: 'text', text: 'Transfer cancelled.' }] };
    }
    const receipt = await this.ledger.executeTransfer(state.quoteId, {
      fromAccount,
      toAccount,
      amountCents,
      memo,
      initiatedBy: call.userId,
    });
    return { content: [{ type: 'text', text: `Sent ${usd(amountCents)}; reference ${receipt.reference}.` }] };
  }
}
