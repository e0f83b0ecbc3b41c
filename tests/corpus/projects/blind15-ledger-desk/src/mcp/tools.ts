import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { TOKENS, type Container } from '../container.js';
import type { LedgerService } from '../services/ledger-service.js';
import type { StateGuard } from '../services/state-guard.js';
import type { StateSealer } from '../services/state-sealer.js';
import { buildPendingTransfer, describeTransfer, type PendingTransfer } from './pending-transfer.js';
import { accepted, currentRoundTrip, identityFrom } from './round-trip.js';

const TRANSFER_TOOL = 'transfer_funds';

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });

export function buildMcpServer(container: Container): McpServer {
  const ledger = container.resolve<LedgerService>(TOKENS.ledger);
  const sealer = container.resolve<StateSealer>(TOKENS.sealer);
  const guard = container.resolve<StateGuard>(TOKENS.guard);

  const server = new McpServer({ name: 'ledger-desk', version: '0.9.3' }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_accounts',
    { description: 'List the ledger accounts the caller can see', inputSchema: {} },
    async (_args, extra) => {
      const who = identityFrom(extra);
      const accounts = await ledger.listAccounts(who.bearer);
      return text(accounts.map((a) => `${a.id}\t${a.name}\t${(a.balanceCents / 100).toFixed(2)} ${a.currency}`).join('\n'));
    },
  );

  server.registerTool(
    TRANSFER_TOOL,
    {
      description: 'Move money between two accounts (asks the user to confirm first)',
      inputSchema: {
        fromAccount: z.string().min(3),
        toAccount: z.string().min(3),
        amountCents: z.number().int().positive(),
        currency: z.string().length(3),
        memo: z.string().optional(),
      },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const who = identityFrom(extra);
      const rt = currentRoundTrip();

      if (!rt.requestState) {
        const pending = buildPendingTransfer(args, who, TRANSFER_TOOL);
        const result = {
          resultType: 'input_required',
          inputRequests: {
            confirm: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: describeTransfer(pending),
                requestedSchema: {
                  type: 'object',
                  properties: { confirm: { type: 'boolean', title: 'Confirm transfer' } },
                  required: ['confirm'],
                },
              },
            },
          },
          requestState: sealer.seal(pending), // expect: no-secrets-in-state
          content: [],
        };
        return result as unknown as ReturnType<typeof text>;
      }

      const pending = guard.open<PendingTransfer>(rt.requestState, who.userId, TRANSFER_TOOL);
      if (!pending) return text(`Invalid or expired requestState (${guard.lastFailure})`, true);

      const answer = accepted<{ confirm: boolean }>(rt, 'confirm');
      if (!answer?.confirm) return text('Transfer cancelled.');

      const { transferId } = await ledger.transfer(pending.order, pending.delegatedAuth);
      return text(`Transfer ${transferId} submitted.`);
    },
  );

  return server;
}
