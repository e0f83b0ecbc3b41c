import { createHash } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import type { LedgerService } from '../services/ledger.js';
import { type StatefulHandler, toolError } from '../state/with-state.js';

export interface TransferArgs {
  fromAccount: string;
  toAccount: string;
  amountMinor: number;
  memo: string;
}

interface PendingTransfer {
  digest: string;
}

const canonical = (a: TransferArgs): string => JSON.stringify([a.fromAccount, a.toAccount, a.amountMinor, a.memo]);

export const argsDigest = (a: TransferArgs): string => createHash('sha256').update(canonical(a)).digest('base64url');

const formatMinor = (minor: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);

export const transfer =
  (ledger: LedgerService): StatefulHandler<TransferArgs, PendingTransfer> =>
  async (args, { sub, seal, inputResponses }, pending) => {
    const from = await ledger.account(args.fromAccount);
    if (!from || from.ownerId !== sub) return toolError('You can only move money out of your own accounts.');
    if (args.amountMinor <= 0 || args.amountMinor > from.balanceMinor) return toolError('Amount out of range.');

    const answer = acceptedContent<{ confirm: boolean }>(inputResponses, 'confirm');
    if (!pending || !answer) {
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Send ${formatMinor(args.amountMinor, from.currency)} to ${args.toAccount} ("${args.memo}")?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          }),
        },
        requestState: seal({ digest: argsDigest(args) }),
      });
    }

    if (pending.digest !== argsDigest(args)) return toolError('That confirmation was given for a different transfer.');
    if (!answer.confirm) return { content: [{ type: 'text', text: 'Transfer cancelled.' }] };

    const { transferId } = await ledger.transfer(args.fromAccount, args.toAccount, args.amountMinor, args.memo);
    return {
      content: [{ type: 'text', text: `Transfer ${transferId} submitted.` }],
      structuredContent: { transferId },
    };
  };
