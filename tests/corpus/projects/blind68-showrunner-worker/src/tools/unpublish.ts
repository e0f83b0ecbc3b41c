import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { producerOf } from '../auth';
import type { Env } from '../env';
import { hostClient } from '../host';
import { openEnvelope, sealEnvelope } from '../lib/envelope';

const TOOL = 'unpublish_episode';

const failed = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });
const done = (text: string) => ({ content: [{ type: 'text' as const, text }] });

export function registerUnpublish(server: McpServer, env: Env) {
  const host = hostClient(env);

  server.registerTool(
    TOOL,
    {
      title: 'Unpublish an episode',
      description: 'Pull a published episode from every feed (legal takedown, corrections). Listeners lose it immediately.',
      inputSchema: z.object({ show: z.string(), episodeId: z.string() }),
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async ({ show, episodeId }, ctx) => {
      const producer = producerOf(ctx);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const episode = await host.episode(show, episodeId);
        if (episode.status !== 'published') return failed(`"${episode.title}" is not live (${episode.status}).`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Take "${episode.title}" off every feed of ${show}? Downloads already made stay with listeners.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await sealEnvelope(env, { step: 'confirm', show, title: episode.title }, { sub: producer, tool: TOOL }), // expect: require-state-binding
        });
      }

      const round = await openEnvelope<{ step: string; show: string; title: string }>(env, raw, TOOL); // expect: require-state-binding
      if (!round || round.step !== 'confirm' || round.show !== show) return failed('Confirmation expired; please ask again.');
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return done('Left it published.');

      await host.unpublish(show, episodeId);
      return done(`Unpublished episode ${episodeId} of ${show}.`);
    },
  );
}
