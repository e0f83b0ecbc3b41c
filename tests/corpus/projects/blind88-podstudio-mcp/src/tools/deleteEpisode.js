// delete_episode tool: removes an episode from the feed and the catalogue after the owner retypes its title.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { mintFor, resumeFor } from '../state/codec.js';
import { episodeForMember, softDelete } from '../db/episodes.js';
import { removeFromFeed, downloadCount } from '../services/hosting.js';

const TOOL = 'delete_episode';

export function registerDeleteEpisode(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Permanently remove an episode from its feed. Only show owners can do this.',
      inputSchema: { episodeId: z.string().uuid() },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };

      const episode = await episodeForMember(args.episodeId, userId);
      if (!episode || episode.role !== 'owner') {
        return { isError: true, content: [{ type: 'text', text: 'Only the show owner can delete episodes.' }] };
      }

      const state = resumeFor(ctx, TOOL, args);
      if (state === null) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation was for a different request.' }] };
      }

      if (!state) {
        const downloads = await downloadCount(episode);
        return inputRequired({
          inputRequests: {
            confirm_delete: inputRequired.elicit({
              message: `Delete "${episode.title}"? It has ${downloads} downloads and will disappear from every podcast app.`,
              requestedSchema: {
                type: 'object',
                properties: { typedTitle: { type: 'string', title: 'Type the episode title to confirm' } },
                required: ['typedTitle'],
              },
            }),
          },
          requestState: await mintFor(ctx, TOOL, args, { step: 'confirm' }),
        });
      }

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm_delete');
      if (!answer || answer.typedTitle?.trim() !== episode.title.trim()) {
        return { content: [{ type: 'text', text: 'Title did not match; nothing was deleted.' }] };
      }
      if (episode.remote_episode_id) await removeFromFeed(episode);
      await softDelete(episode.id, userId);
      return { content: [{ type: 'text', text: `Deleted "${episode.title}".` }] };
    },
  );
}
