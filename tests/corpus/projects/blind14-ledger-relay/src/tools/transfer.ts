import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';
import { callerOf, carryContext, hasScope } from '../context.js';
import { definePlugin, INSTALL, type PluginDeps } from '../registry.js';
import type { PendingVoid } from '../state/codec.js';
import { isLegacyTicket, openLegacyTicket } from '../state/legacy.js';

const TOOL_NAME = 'void_transfer';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export default definePlugin({
  name: TOOL_NAME,
  [INSTALL](server: McpServer, { codec, ledger }: PluginDeps) {
    server.registerTool(
      TOOL_NAME,
      {
        description: 'Void a pending transfer. Asks the user to confirm first.',
        inputSchema: { transferId: z.string().min(1), reason: z.string().max(200) },
        annotations: { destructiveHint: true },
      },
      async ({ transferId, reason }, ctx) => {
        const caller = callerOf(ctx);
        if (!hasScope(caller, 'ledger:write')) return refuse('Missing scope ledger:write.');

        const raw = ctx.mcpReq.requestState<string>();
        if (!raw) {
          const transfer = await ledger.getTransfer(transferId, caller.bearer);
          if (transfer.status !== 'pending') return refuse(`Transfer ${transferId} is ${transfer.status}.`);
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message: `Void ${(transfer.amountMinor / 100).toFixed(2)} ${transfer.currency} to ${transfer.payee}?`,
                requestedSchema: {
                  type: 'object',
                  properties: { confirm: { type: 'boolean', title: 'Void this transfer' } },
                  required: ['confirm'],
                },
              }),
            },
            requestState: await codec().mint(
              { ...carryContext(caller), tool: TOOL_NAME, transferId, amountMinor: transfer.amountMinor }, // expect: no-secrets-in-state
              ctx,
            ),
          });
        }

        let pending: PendingVoid | null;
        try {
          pending = isLegacyTicket(raw) ? openLegacyTicket(raw) : await codec().verify(raw, ctx);
        } catch {
          pending = null;
        }
        if (!pending) return refuse('This confirmation is invalid or has expired. Start again.');
        if (pending.tool !== TOOL_NAME || pending.userId !== caller.userId || pending.transferId !== transferId) {
          return refuse('This confirmation belongs to a different request.');
        }

        const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer?.confirm) return { content: [{ type: 'text', text: 'Nothing was changed.' }] };

        const voided = await ledger.voidTransfer(transferId, reason, pending.ledgerToken);
        return { content: [{ type: 'text', text: `Transfer ${voided.id} is now ${voided.status}.` }] };
      },
    );
  },
});
