import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { StateError, openRound, sealRound } from '@acme/state-kit/seal';
import { callerId } from '../caller.js';
import { deployments } from '../deployments.js';

const TOOL = 'rollback_release';

interface RollbackRound {
  step: 'confirm';
  service: string;
  fromRevision: string;
}

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });

export function registerRollback(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      title: 'Roll back a release',
      description: 'Roll a service back to one of its previous revisions. Asks for confirmation first.',
      inputSchema: z.object({
        service: z.string().min(1),
        toRevision: z.string().regex(/^r\d+$/, 'revisions look like r123'),
      }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async ({ service, toRevision }, ctx) => {
      const user = callerId(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (token === undefined) {
        const [current, history] = await Promise.all([deployments.current(service), deployments.history(service)]);
        const target = history.find((r) => r.revision === toRevision);
        if (!target) return { ...text(`${service} has no revision ${toRevision} in its last 20 releases.`), isError: true };
        if (target.revision === current.revision) return text(`${service} is already on ${toRevision}.`);

        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Roll ${service} back from ${current.revision} (${current.image}) to ${toRevision} (${target.image})?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Roll back now' } },
                required: ['confirm'],
              },
            }),
          },
          requestState: sealRound<RollbackRound>({ step: 'confirm', service, fromRevision: current.revision }, { sub: user, tool: TOOL }), // expect: require-state-binding
        });
      }

      let round: RollbackRound;
      try {
        round = openRound<RollbackRound>(token, { sub: user, tool: TOOL });
      } catch (err) {
        if (err instanceof StateError) {
          return { ...text(`That confirmation is no longer valid (${err.reason}); start the rollback again.`), isError: true };
        }
        throw err;
      }

      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('Rollback cancelled.');

      const live = await deployments.current(round.service);
      if (live.revision !== round.fromRevision) {
        return { ...text(`${round.service} changed to ${live.revision} in the meantime; nothing was rolled back.`), isError: true };
      }
      const { runId } = await deployments.rollback(round.service, toRevision, { requestedBy: user });
      return text(`Rolling ${round.service} back to ${toRevision} (run ${runId}).`);
    },
  );
}
