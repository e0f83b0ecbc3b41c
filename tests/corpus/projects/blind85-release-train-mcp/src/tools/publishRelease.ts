// publish_release: publishes an existing draft release after the user re-types the tag to confirm.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { principalOf } from '../auth.js';
import { canPush, findReleaseByTag, publish, GITHUB_API_VERSION } from '../github.js';
import { PublishState, digestArgs, mintState, verifiedStateFor } from '../state.js';
import { RepoName, Sha, Tag } from './draftRelease.js';

const TOOL = 'publish_release';

export const publishReleaseInput = z.object({
  repo: RepoName,
  tag: Tag,
  targetSha: Sha,
  markLatest: z.boolean().default(true),
});

const Confirmation = z.object({ typedTag: z.string().trim() });

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerPublishRelease(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Publish a draft release. Notifies watchers and triggers deploy workflows.',
      inputSchema: publishReleaseInput,
      annotations: { destructiveHint: true, openWorldHint: true },
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      if (!who.scopes.includes('releases:publish')) return fail('Publishing needs the releases:publish scope.');
      if (!(await canPush(args.repo, who.githubLogin))) return fail(`You cannot write to ${args.repo}.`);

      const release = await findReleaseByTag(args.repo, args.tag);
      if (!release || !release.draft) return fail(`No draft release for ${args.tag} in ${args.repo}.`);
      if (release.target_commitish !== args.targetSha) {
        return fail(`The draft for ${args.tag} points at ${release.target_commitish}, not ${args.targetSha}.`);
      }

      const state = verifiedStateFor(PublishState, ctx);
      if (!state) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Publishing ${args.repo} ${args.tag} (${args.targetSha.slice(0, 12)}) will notify watchers and start deploy workflows. Type the tag to confirm.`,
              requestedSchema: {
                type: 'object',
                properties: { typedTag: { type: 'string', title: `Type ${args.tag}` } },
                required: ['typedTag'],
              },
            }),
          },
          requestState: await mintState(
            { tool: TOOL, argsDigest: digestArgs(TOOL, args), apiVersion: GITHUB_API_VERSION },
            ctx,
          ),
        });
      }

      if (state.argsDigest !== digestArgs(TOOL, args)) {
        return fail('The arguments changed after you confirmed; run publish_release again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      const confirmation = answer ? Confirmation.safeParse(answer) : null;
      if (!confirmation?.success || confirmation.data.typedTag !== args.tag) {
        return { content: [{ type: 'text', text: 'Tag did not match; the release stays a draft.' }] };
      }

      const published = await publish(args.repo, release.id, args.markLatest);
      return {
        content: [{ type: 'text', text: `Published ${published.tag_name}: ${published.html_url}` }],
        structuredContent: { releaseId: published.id, url: published.html_url, publishedAt: published.published_at },
      };
    },
  );
}
