import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { vault, type ToolContext } from '../../core/index.js';
import { getLedgerClient, type TransferRequest } from '../../lib/index.js';
import { buildTransferResume, describeTransfer, type TransferResume } from './payload.js';

const TOOL = 'transfer_funds';
const SECOND_APPROVER_THRESHOLD_CENTS = 1_000_000;

const confirmSchema = {
  type: 'object',
  properties: {
    confirm: { type: 'boolean', title: 'Book this transfer?' },
  },
  required: ['confirm'],
} as const;

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], ...(isError ? { isError } : {}) });

export default function register(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Transfer funds',
      description: 'Moves money between two ledger accounts. Always asks for confirmation.',
      inputSchema: {
        fromAccount: z.string().min(1),
        toAccount: z.string().min(1),
        amountCents: z.number().int().positive(),
        memo: z.string().max(140).optional(),
      },
      annotations: { destructiveHint: true },
    },
    async (args: TransferRequest, ctx: ToolContext) => {
      const state = vault();
      const resume = await state.open<TransferResume>(ctx.mcpReq.requestState<string>(), ctx);

      if (!resume) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: `Transfer ${describeTransfer(args)}?`, requestedSchema: confirmSchema }),
          },
          requestState: await state.seal(buildTransferResume(args, ctx), ctx), // expect: no-secrets-in-state
        });
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Transfer cancelled, nothing was booked.');

      if (resume.step === 'confirm' && resume.args.amountCents >= SECOND_APPROVER_THRESHOLD_CENTS) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Second approval needed for ${describeTransfer(resume.args)} requested by ${resume.initiator}.`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: await state.seal({ ...resume, step: 'second-approver' }, ctx),
        });
      }

      const booked = await getLedgerClient().transfer(resume.args, { authorization: resume.onBehalfOf });
      return text(`Transfer ${booked.id} is ${booked.status}.`);
    },
  );
}
