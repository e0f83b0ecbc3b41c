// release_crew: cancels a crew assignment after the manager confirms it.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { assignmentForFarms, deleteAssignment } from '../db.js';
import { advance, sealRound, openRound, userIdFrom } from '../roundState.js';

const TOOL = 'release_crew';

export function registerReleaseCrew(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Release a picking crew from an assignment. The crew is freed for other farms.',
      inputSchema: { assignmentId: z.string().uuid(), reason: z.string().min(3).max(200) },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userIdFrom(ctx);
      const farmIds: string[] = ctx.http?.authInfo?.extra?.farmIds ?? [];
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const assignment = await assignmentForFarms(args.assignmentId, farmIds);
        if (!assignment) return { content: [{ type: 'text', text: 'No such assignment on your farms.' }], isError: true };
        const round = advance(undefined, 'confirm', { crewLead: assignment.lead_name, day: assignment.day });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Release ${assignment.lead_name}'s crew from ${assignment.block_name} on ${assignment.day}?`,
              requestedSchema: {
                type: 'object',
                properties: { release: { type: 'boolean', title: 'Release the crew' } },
                required: ['release'],
              },
            }),
          },
          requestState: sealRound({ tool: TOOL, userId, args }, round),
        });
      }

      let round;
      try {
        round = openRound(raw, { tool: TOOL, userId }); // expect: require-state-binding
      } catch (err) {
        return { content: [{ type: 'text', text: `Confirmation rejected: ${err.message}` }], isError: true };
      }
      const answer = acceptedContent<{ release: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (round.step !== 'confirm' || !answer?.release) {
        return { content: [{ type: 'text', text: 'Crew not released.' }] };
      }
      const removed = await deleteAssignment(args.assignmentId, farmIds, args.reason);
      if (removed !== 1) return { content: [{ type: 'text', text: 'The assignment was already gone.' }], isError: true };
      return { content: [{ type: 'text', text: `Released ${round.data.crewLead}'s crew for ${round.data.day}.` }] };
    },
  );
}
