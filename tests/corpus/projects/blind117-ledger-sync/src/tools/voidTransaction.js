// Registers void_transaction, which asks for confirmation before voiding a posted transaction.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import codecFor, { principalOf } from '../state/codecs.js';
import { argsDigest } from '../digest.js';
import { ledger } from '../ledger.js';

const NAME = 'void_transaction';
const codec = codecFor(NAME);

const refuse = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerVoidTransaction(server) {
  server.registerTool(
    NAME,
    {
      description: 'Void a posted ledger transaction. Requires confirmation.',
      inputSchema: z.object({ transactionId: z.string().uuid(), reason: z.string().min(3).max(200) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = principalOf(ctx);
      const digest = argsDigest({ tool: NAME, ...args });
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const txn = await ledger.transaction(args.transactionId);
        if (txn.ownerId !== userId) return refuse('Transaction not found.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Void ${txn.amount} ${txn.currency} on ${txn.date} ("${txn.memo}")? Reason: ${args.reason}`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await codec.mint({ tool: NAME, digest }, ctx),
        });
      }

      let state;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return refuse('Invalid or expired requestState');
      }
      // The codec already bound user+tool; the digest pins the exact arguments.
      if (state.tool !== NAME || state.digest !== digest) return refuse('Arguments changed after confirmation.');
      const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (ok?.confirm !== true) return { content: [{ type: 'text', text: 'Nothing was voided.' }] };
      await ledger.voidTransaction(args.transactionId, args.reason, userId);
      return { content: [{ type: 'text', text: `Transaction ${args.transactionId} voided.` }] };
    },
  );
}
