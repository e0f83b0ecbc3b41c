// schedule_harvest: picks a ripe block, a free crew and a bin count over three input rounds, then books the crew.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { blocksReadyForHarvest, crewsAvailable, createAssignment } from '../db.js';
import { advance, sealRound, openRound, userIdFrom } from '../roundState.js';

const TOOL = 'schedule_harvest';

function refuse(text: string) {
  return { content: [{ type: 'text', text }], isError: true };
}

export function registerScheduleHarvest(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Schedule a picking crew on one of your ripe orchard blocks for a given day.',
      inputSchema: { day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) },
    },
    async ({ day }, ctx) => {
      const userId = userIdFrom(ctx);
      const farmIds: string[] = ctx.http?.authInfo?.extra?.farmIds ?? [];
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const blocks = await blocksReadyForHarvest(farmIds);
        if (blocks.length === 0) return { content: [{ type: 'text', text: 'No block is ripe enough yet.' }] };
        const round = advance(undefined, 'block', { day, offeredBlocks: blocks.map((b) => b.id) });
        return inputRequired({
          inputRequests: {
            block: inputRequired.elicit({
              message: 'Which block should be picked?',
              requestedSchema: {
                type: 'object',
                properties: { blockId: { type: 'string', enum: blocks.map((b) => b.id), enumNames: blocks.map((b) => `${b.name} (${b.variety})`) } },
                required: ['blockId'],
              },
            }),
          },
          requestState: sealRound({ tool: TOOL, userId }, round),
        });
      }

      let round;
      try {
        round = openRound(raw, { tool: TOOL, userId });
      } catch (err) {
        return refuse(`This scheduling session is no longer valid: ${err.message}`);
      }
      if (round.data.day !== day) return refuse('The day changed; start again.');

      if (round.step === 'block') {
        const answer = acceptedContent<{ blockId: string }>(ctx.mcpReq.inputResponses, 'block');
        if (!answer || !round.data.offeredBlocks.includes(answer.blockId)) return refuse('Pick one of the offered blocks.');
        const [block] = (await blocksReadyForHarvest(farmIds)).filter((b) => b.id === answer.blockId);
        if (!block) return refuse('That block is no longer available.');
        const crews = await crewsAvailable(block.farm_id, day);
        if (crews.length === 0) return refuse(`No crew is free on ${day}.`);
        const next = advance(round, 'crew', {
          blockId: block.id,
          estBins: block.est_bins,
          offeredCrews: crews.map((c) => c.id),
        });
        return inputRequired({
          inputRequests: {
            crew: inputRequired.elicit({
              message: `Which crew should pick ${block.name} on ${day}?`,
              requestedSchema: {
                type: 'object',
                properties: { crewId: { type: 'string', enum: crews.map((c) => c.id), enumNames: crews.map((c) => `${c.lead_name} (${c.headcount})`) } },
                required: ['crewId'],
              },
            }),
          },
          requestState: sealRound({ tool: TOOL, userId }, next),
        });
      }

      if (round.step === 'crew') {
        const answer = acceptedContent<{ crewId: string }>(ctx.mcpReq.inputResponses, 'crew');
        if (!answer || !round.data.offeredCrews.includes(answer.crewId)) return refuse('Pick one of the offered crews.');
        const next = advance(round, 'bins', { crewId: answer.crewId });
        return inputRequired({
          inputRequests: {
            bins: inputRequired.elicit({
              message: `How many bins should the crew plan for? The estimate is ${round.data.estBins}.`,
              requestedSchema: {
                type: 'object',
                properties: { bins: { type: 'integer', minimum: 1, maximum: 400, default: round.data.estBins } },
                required: ['bins'],
              },
            }),
          },
          requestState: sealRound({ tool: TOOL, userId }, next),
        });
      }

      if (round.step === 'bins') {
        const answer = acceptedContent<{ bins: number }>(ctx.mcpReq.inputResponses, 'bins');
        if (!answer) return refuse('Scheduling cancelled.');
        const id = await createAssignment({
          crewId: round.data.crewId,
          blockId: round.data.blockId,
          day,
          bins: answer.bins,
          createdBy: userId,
        });
        const done = advance(round, 'done');
        return {
          content: [{ type: 'text', text: `Crew booked (assignment ${id}) after steps: ${done.completed.join(' → ')}.` }],
        };
      }

      return refuse('Unknown scheduling step.');
    },
  );
}
