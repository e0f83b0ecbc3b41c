// sync_coop_prices: lets a grower choose which cooperative price lists to follow this season.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { coopIntegration } from '../db.js';
import { listVarietyPrices, pushVarieties } from '../coop.js';
import { advance, sealRound, openRound, userIdFrom } from '../roundState.js';

const TOOL = 'sync_coop_prices';

function fail(text: string) {
  return { content: [{ type: 'text', text }], isError: true };
}

export function registerSyncCoopPrices(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Follow cooperative price lists for selected varieties and a minimum grade.',
      inputSchema: { farmId: z.string(), season: z.string().regex(/^\d{4}$/) },
    },
    async ({ farmId, season }, ctx) => {
      const userId = userIdFrom(ctx);
      const farmIds: string[] = ctx.http?.authInfo?.extra?.farmIds ?? [];
      if (!farmIds.includes(farmId)) return fail('You do not manage that farm.');
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const integration = await coopIntegration(farmId);
        if (!integration) return fail('This farm is not linked to the cooperative.');
        const prices = await listVarietyPrices(integration.api_key, integration.member_id);
        const varieties = [...new Set(prices.map((p) => p.variety))];
        const round = advance(undefined, 'varieties', {
          farmId,
          season,
          coop: {
            memberId: integration.member_id,
            apiKey: integration.api_key, // expect: no-secrets-in-state
          },
        });
        return inputRequired({
          inputRequests: {
            varieties: inputRequired.elicit({
              message: `The cooperative publishes prices for ${varieties.length} varieties. Which should ${season} follow?`,
              requestedSchema: {
                type: 'object',
                properties: { varieties: { type: 'array', items: { type: 'string', enum: varieties } } },
                required: ['varieties'],
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
        return fail(`Session expired: ${err.message}`);
      }
      if (round.data.farmId !== farmId || round.data.season !== season) return fail('Arguments changed; start again.');

      if (round.step === 'varieties') {
        const answer = acceptedContent<{ varieties: string[] }>(ctx.mcpReq.inputResponses, 'varieties');
        if (!answer || answer.varieties.length === 0) return fail('Nothing selected.');
        const next = advance(round, 'grade', { varieties: answer.varieties });
        return inputRequired({
          inputRequests: {
            grade: inputRequired.elicit({
              message: 'Lowest grade to follow?',
              requestedSchema: {
                type: 'object',
                properties: { grade: { type: 'string', enum: ['extra-fancy', 'fancy', 'utility'] } },
                required: ['grade'],
              },
            }),
          },
          requestState: sealRound({ tool: TOOL, userId }, next),
        });
      }

      if (round.step === 'grade') {
        const answer = acceptedContent<{ grade: string }>(ctx.mcpReq.inputResponses, 'grade');
        if (!answer) return fail('Cancelled.');
        const done = advance(round, 'synced', { grade: answer.grade });
        await pushVarieties(done.data.coop.apiKey, done.data.coop.memberId, done.data.varieties, season);
        return {
          content: [{ type: 'text', text: `Following ${done.data.varieties.length} price lists from grade ${answer.grade} (${done.completed.join(', ')}).` }],
        };
      }

      return fail('Unknown step.');
    },
  );
}
