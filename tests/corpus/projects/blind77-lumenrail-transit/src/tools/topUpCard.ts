// top_up_card: charges the rider's saved payment method and adds stored value to one of their transit cards.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { cardOwnedBy, recordTopUp } from '../db.ts';
import { fares } from '../services/transitApi.ts';
import { sealState, openState } from '../lib/stateSeal.ts';
import { userIdOf, requireScope } from '../auth.ts';

const TOOL = 'top_up_card';

const text = (t: string) => ({ content: [{ type: 'text', text: t }] });
const failure = (t: string) => ({ isError: true, content: [{ type: 'text', text: t }] });
const money = (cents: number) => `€${(cents / 100).toFixed(2)}`;

export function registerTopUpCard(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Add stored value to one of your Lumenrail cards, paid with your saved payment method.',
      inputSchema: z.object({
        cardId: z.string().uuid(),
        amountCents: z.number().int().min(500).max(20_000),
      }),
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async ({ cardId, amountCents }, ctx) => {
      requireScope(ctx, 'cards:write');
      const userId = userIdOf(ctx);
      const card = await cardOwnedBy(cardId, userId);
      if (!card || card.status !== 'active') return failure('That card is not active on your account.');

      const raw = ctx.mcpReq.requestState();
      if (!raw) {
        const requestState = await sealState(
          { cardId, amountCents, attempt: crypto.randomUUID() },
          { userId, tool: TOOL },
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Charge ${money(amountCents)} to your saved payment method and add it to the card ending ${card.last4}?`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Yes, top up' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const state = await openState(raw, { userId, tool: TOOL });
      if (!state || state.cardId !== cardId || state.amountCents !== amountCents) {
        return failure('This confirmation has expired or belongs to a different top-up. Please start again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return text('No money was taken.');

      const receipt = await fares.chargeTopUp(cardId, amountCents, state.attempt);
      await recordTopUp(cardId, amountCents, receipt.reference);
      return text(`Added ${money(amountCents)} to the card ending ${card.last4}. Receipt ${receipt.reference}.`);
    },
  );
}
