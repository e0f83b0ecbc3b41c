import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { digestArguments, issueRound, redeemRound } from '@fieldkit/state';
import { inspections } from '../backend.js';
import { callerOf, confirmSchema, failure, success, type ToolContext } from '../context.js';

const TOOL = 'close_inspection';

const inputSchema = z.object({
  inspectionId: z.string().uuid(),
  outcome: z.enum(['passed', 'failed', 'void']),
});

export function registerCloseInspection(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Close an inspection with its final outcome. The inspector confirms first.',
      inputSchema,
      annotations: { destructiveHint: true },
    },
    async (args: z.infer<typeof inputSchema>, ctx: ToolContext) => {
      const userId = callerOf(ctx);
      // same binding on both rounds: the retry has to name the same inspection and outcome
      const binding = { userId, tool: TOOL, argsDigest: digestArguments(args) };
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const inspection = await inspections.get(args.inspectionId, userId);
        if (!inspection || inspection.status !== 'open') return failure('No open inspection with that id is assigned to you.');
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close ${inspection.siteName} as ${args.outcome.toUpperCase()}? ${inspection.openFindings} findings are still open.`,
              requestedSchema: confirmSchema,
            }),
          },
          requestState: issueRound({ openFindings: inspection.openFindings }, binding),
        });
      }

      const round = redeemRound<{ openFindings: number }>(token, binding);
      if (!round.ok) return failure(`This confirmation can't be used (${round.reason}). Ask again.`);
      if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) {
        return success('The inspection stays open.');
      }

      await inspections.close(args.inspectionId, args.outcome, userId);
      return success(`Closed as ${args.outcome} with ${round.body.openFindings} open findings carried over.`);
    },
  );
}
