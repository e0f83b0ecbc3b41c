import { InvalidStateError, type SealedEnvelope } from '../state/sealer.js';
import { methods, toolError, toolText, type LedgerTool, type ToolResult } from './types.js';

interface TransferRequest {
  fromAccount: string;
  toAccount: string;
  amountCents: number;
  memo?: string;
}

interface PendingTransfer extends TransferRequest {
  tool: 'transfer_funds';
  userId: string;
}

function parseArgs(args: Record<string, unknown>): TransferRequest {
  const amountCents = Math.round(Number(args.amount) * 100);
  if (!Number.isFinite(amountCents) || amountCents <= 0) throw new RangeError('amount must be a positive number');
  return {
    fromAccount: String(args.fromAccount),
    toAccount: String(args.toAccount),
    amountCents,
    memo: typeof args.memo === 'string' ? args.memo.slice(0, 140) : undefined,
  };
}

const sameTransfer = (a: TransferRequest, b: TransferRequest) =>
  a.fromAccount === b.fromAccount && a.toAccount === b.toAccount && a.amountCents === b.amountCents && a.memo === b.memo;

function askForConfirmation(pending: PendingTransfer, requestState: string): ToolResult {
  const amount = (pending.amountCents / 100).toFixed(2);
  return {
    resultType: 'input_required',
    inputRequests: {
      confirm: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Transfer ${amount} from ${pending.fromAccount} to ${pending.toAccount}?`,
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Yes, send the money' } },
            required: ['confirm'],
          },
        },
      },
    },
    requestState,
  };
}

export const transferTool: LedgerTool = {
  definition: {
    name: 'transfer_funds',
    description: 'Move money between accounts. Always asks the user to confirm.',
    inputSchema: {
      type: 'object',
      properties: {
        fromAccount: { type: 'string' },
        toAccount: { type: 'string' },
        amount: { type: 'number', description: 'Amount in account currency' },
        memo: { type: 'string' },
      },
      required: ['fromAccount', 'toAccount', 'amount'],
    },
    annotations: { destructiveHint: true },
  },

  async handle(args, ctx) {
    const { state, bank } = methods(ctx.hapi);
    const request = parseArgs(args);

    if (!ctx.authInfo.extra?.accountIds || !(ctx.authInfo.extra.accountIds as string[]).includes(request.fromAccount)) {
      return toolError(`You cannot send money from ${request.fromAccount}.`);
    }

    if (!ctx.requestState) {
      const pending: PendingTransfer = { tool: 'transfer_funds', userId: ctx.userId, ...request };
      return askForConfirmation(pending, state.seal(pending));
    }

    let envelope: SealedEnvelope<PendingTransfer>;
    try {
      envelope = state.open<PendingTransfer>(ctx.requestState);
    } catch (err) {
      if (err instanceof InvalidStateError) return toolError('This confirmation is not valid any more. Please start again.');
      throw err;
    }

    const nowSeconds = Math.floor(Date.now() / 1000);
    if (envelope.exp <= nowSeconds) return toolError('This confirmation has expired. Please start again.'); // expect: require-state-binding

    const pending = envelope.data;
    if (pending.tool !== 'transfer_funds' || pending.userId !== ctx.userId) {
      return toolError('This confirmation belongs to another request.');
    }
    if (!sameTransfer(pending, request)) return toolError('The transfer changed after you confirmed it.');

    const answer = ctx.inputResponses.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== true) return toolText('Transfer cancelled.');

    const receipt = await bank.transfer({ ...request, userId: ctx.userId, idempotencyKey: envelope.jti });
    return toolText(`Transfer ${receipt.id} ${receipt.status} at ${receipt.bookedAt}.`);
  },
};
