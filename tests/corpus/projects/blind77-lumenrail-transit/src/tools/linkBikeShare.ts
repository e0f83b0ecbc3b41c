// link_bike_share: links the rider's PedalCity account and attaches one of its plans to their primary transit card.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { bikeShare } from '../services/transitApi.ts';
import { primaryCard, saveBikeShareLink } from '../db.ts';
import { sealState, openState } from '../lib/stateSeal.ts';
import { userIdOf, requireScope } from '../auth.ts';

const TOOL = 'link_bike_share';

const text = (t: string) => ({ content: [{ type: 'text', text: t }] });
const failure = (t: string) => ({ isError: true, content: [{ type: 'text', text: t }] });

export function registerLinkBikeShare(server) {
  server.registerTool(
    TOOL,
    {
      description:
        'Link your PedalCity bike-share account using the one-time code shown on pedalcity.example/link, ' +
        'then choose which plan to ride with your transit card.',
      inputSchema: z.object({ linkCode: z.string().regex(/^[A-Z0-9]{8}$/) }),
      annotations: { openWorldHint: true },
    },
    async ({ linkCode }, ctx) => {
      requireScope(ctx, 'cards:write');
      const userId = userIdOf(ctx);
      const card = await primaryCard(userId);
      if (!card) return failure('You need an active transit card before linking bike share.');

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const grant = await bikeShare.exchangeLinkCode(linkCode);
        const { plans = [] } = await bikeShare.plans(grant.access_token);
        if (plans.length === 0) return failure('Your PedalCity account has no active plan to link.');
        const requestState = await sealState(
          {
            partnerAccountId: grant.account_id,
            partnerToken: grant.access_token, // expect: no-secrets-in-state
            planIds: plans.map((p) => p.id),
          },
          { userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            plan: inputRequired.elicit({
              message: `Which PedalCity plan should ride on your card ending ${card.last4}?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  planId: { type: 'string', oneOf: plans.map((p) => ({ const: p.id, title: `${p.name} · ${p.minutesIncluded} min/day` })) },
                },
                required: ['planId'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await openState(raw, { userId, tool: TOOL });
      if (!state) return failure('The link request expired. Please get a new code from PedalCity.');
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'plan');
      if (!choice || !state.planIds.includes(choice.planId)) return failure('Please choose one of the listed plans.');

      await bikeShare.attachTransitCard(state.partnerToken, choice.planId, card.card_id);
      await saveBikeShareLink(userId, state.partnerAccountId, choice.planId);
      return text(`PedalCity plan linked to your card ending ${card.last4}. Tap in at any dock to unlock a bike.`);
    },
  );
}
