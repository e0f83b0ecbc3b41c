import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { fieldnotesFor } from '../lib/clients.js';
import { mintFor, resume } from '../state.js';

export const WEEKLY_REVIEW = 'weekly_review';

function isoWeekBounds(week) {
  // week: "2026-W31"
  const [, year, num] = /^(\d{4})-W(\d{2})$/.exec(week) ?? [];
  if (!year) return undefined;
  const jan4 = new Date(Date.UTC(Number(year), 0, 4));
  const monday = new Date(jan4);
  monday.setUTCDate(jan4.getUTCDate() - ((jan4.getUTCDay() + 6) % 7) + (Number(num) - 1) * 7);
  const sunday = new Date(monday);
  sunday.setUTCDate(monday.getUTCDate() + 7);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

export function registerWeeklyReview(server) {
  server.registerPrompt(
    WEEKLY_REVIEW,
    {
      title: 'Weekly review',
      description: 'Pull one week of notes into a review conversation.',
      argsSchema: { notebook: z.string().optional() },
    },
    async ({ notebook }, ctx) => {
      const saved = resume(ctx, WEEKLY_REVIEW);
      const pick = acceptedContent(ctx.mcpReq.inputResponses ?? {}, 'week');

      if (!saved || !pick) {
        return inputRequired({
          inputRequests: {
            week: inputRequired.elicit({
              message: 'Which week do you want to review?',
              requestedSchema: {
                type: 'object',
                properties: { week: { type: 'string', title: 'ISO week', description: 'e.g. 2026-W31' } },
                required: ['week'],
              },
            }),
          },
          requestState: await mintFor(ctx, WEEKLY_REVIEW, { asked: 'week' }),
        });
      }

      const bounds = isoWeekBounds(pick.week);
      if (!bounds) throw new Error(`Not an ISO week: ${pick.week}`);
      const notes = await fieldnotesFor(ctx).notesBetween(bounds.from, bounds.to, notebook);

      return {
        description: `Weekly review ${pick.week}`,
        messages: [
          {
            role: 'user',
            content: {
              type: 'text',
              text:
                `Here are my notes from ${pick.week}${notebook ? ` in "${notebook}"` : ''}. ` +
                'Summarise what I worked on, list open loops, and suggest three priorities for next week.\n\n' +
                notes.map((n) => `## ${n.title}\n${n.text}`).join('\n\n'),
            },
          },
        ],
      };
    },
  );
}
