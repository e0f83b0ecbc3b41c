// publish_episode tool: runs the pre-publish checklist, asks for confirmation, then pushes the episode to the feed.
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { mintFor, resumeFor } from '../state/codec.js';
import { episodeForMember, createChecklistRun, takeChecklistRun, markPublished } from '../db/episodes.js';
import { publishToFeed } from '../services/hosting.js';

const TOOL = 'publish_episode';

function checklist(episode) {
  return {
    audioReady: episode.transcode_status === 'done',
    hasShowNotes: (episode.show_notes ?? '').trim().length >= 40,
    hasArtwork: Boolean(episode.artwork_url),
  };
}

export function registerPublishEpisode(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Publish a draft episode to its show feed, optionally scheduled for later.',
      inputSchema: {
        episodeId: z.string().uuid(),
        publishAt: z.string().datetime().optional(),
      },
    },
    async (args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };

      const state = resumeFor(ctx, TOOL, args);
      if (state === null) {
        return { isError: true, content: [{ type: 'text', text: 'That confirmation does not match this request. Start again.' }] };
      }

      const episode = await episodeForMember(args.episodeId, userId);
      if (!episode || !['owner', 'producer'].includes(episode.role)) {
        return { isError: true, content: [{ type: 'text', text: 'Episode not found in your shows.' }] };
      }

      if (!state) {
        const checks = checklist(episode);
        if (!checks.audioReady) return { isError: true, content: [{ type: 'text', text: 'Audio is still transcoding.' }] };
        const runId = await createChecklistRun(episode.id, userId, checks);
        return inputRequired({
          inputRequests: {
            confirm_publish: inputRequired.elicit({
              message: `Publish "${episode.title}" on ${episode.show_title}${args.publishAt ? ` at ${args.publishAt}` : ' now'}?` +
                (checks.hasArtwork ? '' : ' (no episode artwork; the show artwork will be used)'),
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm: { type: 'boolean', title: 'Publish this episode' },
                  explicit: { type: 'boolean', title: 'Mark as explicit', default: false },
                },
                required: ['confirm'],
              },
            }),
          },
          requestState: await mintFor(ctx, TOOL, args, { runId }),
        });
      }

      const checks = await takeChecklistRun(state.runId, episode.id, userId);
      if (!checks) return { isError: true, content: [{ type: 'text', text: 'The checklist expired; please try again.' }] };
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm_publish');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Not published.' }] };

      const publishAt = args.publishAt ?? new Date().toISOString();
      const remote = await publishToFeed(episode, { publishAt, explicit: Boolean(answer.explicit) });
      await markPublished(episode.id, remote.id, publishAt, Boolean(answer.explicit));
      return { content: [{ type: 'text', text: `"${episode.title}" is scheduled for ${publishAt}. Feed item ${remote.id}.` }] };
    },
  );
}
