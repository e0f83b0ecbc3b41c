import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { callerId } from '../auth.js';
import { env } from '../env.js';
import { contentDigest, readRound, roundCodec, WrongTool, type BoundRound } from '../state.js';
import { refuse, say, type ToolDeps } from './index.js';

const TOOL = 'run_runbook';

const RunArgs = z.object({
  runbookId: z.string().uuid(),
  target: z.string().min(1),
  dryRun: z.boolean().default(false),
});
type RunArgs = z.infer<typeof RunArgs>;

interface RunRound extends BoundRound {
  tool: typeof TOOL;
  args: RunArgs;
  definitionDigest: string;
  summaryMaxTokens: number;
}

const sameRun = (a: RunArgs, b: RunArgs) => a.runbookId === b.runbookId && a.target === b.target && a.dryRun === b.dryRun;

export function register(server: McpServer, { runbooks }: ToolDeps): void {
  server.registerTool(
    TOOL,
    {
      title: 'Run runbook',
      description: 'Run a Rundeck runbook against one target group, after the engineer approves the exact run.',
      inputSchema: RunArgs.shape,
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      let round: RunRound | undefined;
      try {
        round = readRound<RunRound>(ctx, TOOL);
      } catch (err) {
        if (err instanceof WrongTool) return refuse(err.message);
        throw err;
      }

      const runbook = await runbooks.get(args.runbookId);
      if (!runbook.allowedTargets.includes(args.target)) {
        return refuse(`${runbook.name} cannot run on ${args.target}; allowed: ${runbook.allowedTargets.join(', ')}`);
      }

      if (round === undefined) {
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Run "${runbook.name}" on ${args.target}${args.dryRun ? ' as a dry run' : ''}?\n\n${runbook.description}`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Run it' } },
                required: ['approve'],
              },
            }),
          },
          requestState: await roundCodec.mint(
            {
              tool: TOOL,
              args: { runbookId: args.runbookId, target: args.target, dryRun: args.dryRun },
              definitionDigest: contentDigest(runbook.definition),
              summaryMaxTokens: env.RUNBOOK_SUMMARY_MAX_TOKENS,
            },
            ctx,
          ),
        });
      }

      if (!sameRun(round.args, args)) return refuse('The approval was for another runbook, target or mode; ask again.');
      if (contentDigest(runbook.definition) !== round.definitionDigest) {
        return refuse(`${runbook.name} was edited after you approved it; review it again.`);
      }
      const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approve');
      if (!answer?.approve) return say('Runbook not started.');

      const execution = await runbooks.run(args.runbookId, args.target, args.dryRun, callerId(ctx));
      return say(
        `Execution ${execution.id} is ${execution.status}: ${execution.permalink}\n` +
          `(Summarise the output in at most ${round.summaryMaxTokens} tokens when it finishes.)`,
      );
    },
  );
}
