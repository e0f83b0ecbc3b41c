// Registers the transfer_funds tool, which asks for single-use approval before sending money.
// @ts-nocheck
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { bank } from '../bank.js';
import { principalOf } from '../principal.js';
import { sealTransferState, openTransferState } from '../crypto/transferState.js';
import { TokenError } from '../crypto/localToken.js';

const TOOL = 'transfer_funds';

// jti -> expiry; a confirmation can be used once. Swept lazily.
const spent = new Map<string, number>();
function spend(jti: string): boolean {
  const now = Date.now();
  for (const [k, exp] of spent) if (exp < now) spent.delete(k);
  if (spent.has(jti)) return false;
  spent.set(jti, now + 10 * 60 * 1000);
  return true;
}

const Args = z.object({
  fromAccount: z.string(),
  toIban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/),
  amountCents: z.number().int().positive(),
  reference: z.string().max(140),
});

export function registerTransfer(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Send money from one of your treasury accounts',
      inputSchema: Args,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = principalOf(ctx);
      const owner = await bank.accountOwner(args.fromAccount);
      if (owner.ownerId !== userId) {
        return { isError: true, content: [{ type: 'text', text: 'You cannot send from that account.' }] };
      }

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const { token } = sealTransferState({ currency: owner.currency }, { userId, tool: TOOL, args });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Send ${(args.amountCents / 100).toFixed(2)} ${owner.currency} to ${args.toIban} ("${args.reference}")?`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            }),
          },
          requestState: token,
        });
      }

      let jti: string;
      try {
        ({ jti } = openTransferState(raw, { userId, tool: TOOL, args }));
      } catch (err) {
        if (err instanceof TokenError || err instanceof SyntaxError) {
          return { isError: true, content: [{ type: 'text', text: `Confirmation rejected: ${err.message}` }] };
        }
        throw err;
      }
      if (acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.approve !== true) {
        return { content: [{ type: 'text', text: 'Transfer not approved.' }] };
      }
      if (!spend(jti)) return { isError: true, content: [{ type: 'text', text: 'This confirmation was already used.' }] };

      const { transferId } = await bank.transfer({ ...args, idempotencyKey: jti });
      return { content: [{ type: 'text', text: `Transfer ${transferId} submitted.` }] };
    },
  );
}
