import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { producerOf } from '../auth';
import type { Env } from '../env';
import { hostClient, placeHold, releaseHold } from '../host';
import { openEnvelope, peekEnvelope, sealEnvelope } from '../lib/envelope';

const TOOL = 'schedule_episode';
const FEEDS = ['rss', 'spotify', 'apple', 'youtube'] as const;

interface ScheduleRound {
  show: string;
  episodeId: string;
  holdId: string;
}

const failed = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });
const done = (text: string) => ({ content: [{ type: 'text' as const, text }] });

export function registerSchedule(server: McpServer, env: Env) {
  const host = hostClient(env);

  server.registerTool(
    TOOL,
    {
      title: 'Schedule an episode',
      description: 'Pick a release time and feeds for a finished episode. Holds the ad slot while you decide.',
      inputSchema: z.object({ show: z.string(), episodeId: z.string() }),
    },
    async ({ show, episodeId }, ctx) => {
      const producer = producerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const episode = await host.episode(show, episodeId);
        if (episode.status !== 'draft') return failed(`"${episode.title}" is already ${episode.status}.`);
        const holdId = await placeHold(env, show, episodeId, producer);
        return inputRequired({
          inputRequests: {
            when: inputRequired.elicit({
              message: `When should "${episode.title}" go out?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  publishAt: { type: 'string', format: 'date-time' },
                  feeds: { type: 'array', items: { type: 'string', enum: [...FEEDS] } },
                },
                required: ['publishAt'],
              },
            }),
          },
          requestState: await sealEnvelope<ScheduleRound>(env, { show, episodeId, holdId }, { sub: producer, tool: TOOL }),
        });
      }

      const answer = acceptedContent<{ publishAt: string; feeds?: string[] }>(ctx.mcpReq.inputResponses, 'when');
      if (!answer) {
        // Producer backed out: give the slot back right away instead of waiting for the KV TTL.
        await releaseHold(env, peekEnvelope<ScheduleRound>(raw).holdId); // expect: require-sealed-state
        return done('Not scheduled; the release slot was released.');
      }

      const round = await openEnvelope<ScheduleRound>(env, raw, TOOL); // expect: require-state-binding
      if (!round || round.show !== show || round.episodeId !== episodeId) {
        return failed('This scheduling request expired or does not match. Please start again.');
      }
      const feeds = answer.feeds?.length ? answer.feeds : [...FEEDS];
      const scheduled = await host.schedule(round.show, round.episodeId, answer.publishAt, feeds);
      await releaseHold(env, round.holdId);
      return done(`Scheduled "${scheduled.title}" for ${scheduled.publishAt} on ${feeds.join(', ')}.`);
    },
  );
}
