// draft_release: generates release notes, lets the user add a headline, then creates a draft release on GitHub.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { principalOf } from '../auth.js';
import { canPush, createDraft, findReleaseByTag, generateNotes } from '../github.js';
import { saveDraft, loadDraft, deleteDraft } from '../drafts.js';
import { DraftState, mintState, verifiedStateFor } from '../state.js';

export const RepoName = z.string().regex(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, 'owner/name');
export const Tag = z.string().regex(/^v\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'semver tag like v1.4.0');
export const Sha = z.string().regex(/^[0-9a-f]{40}$/, 'full commit SHA');

export const draftReleaseInput = z.object({
  repo: RepoName,
  tag: Tag,
  previousTag: Tag,
  targetSha: Sha,
});

const Headline = z.object({
  headline: z.string().trim().min(3).max(120),
  highlights: z.string().max(2000).default(''),
});

const fail = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerDraftRelease(server) {
  server.registerTool(
    'draft_release',
    {
      description: 'Create a draft GitHub release with generated notes and your own headline.',
      inputSchema: draftReleaseInput,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    async (args, ctx) => {
      const who = principalOf(ctx);
      if (!(await canPush(args.repo, who.githubLogin))) return fail(`You cannot write to ${args.repo}.`);

      const state = verifiedStateFor(DraftState, ctx);
      if (!state) {
        if (await findReleaseByTag(args.repo, args.tag)) return fail(`${args.repo} already has a release for ${args.tag}.`);
        const notes = await generateNotes(args.repo, args.tag, args.previousTag, args.targetSha);
        const draftId = await saveDraft({
          ownerId: who.userId,
          repo: args.repo,
          tag: args.tag,
          targetSha: args.targetSha,
          name: notes.name,
          body: notes.body,
        });
        return inputRequired({
          inputRequests: {
            headline: inputRequired.elicit({
              message: `Generated notes for ${args.repo} ${args.tag}:\n\n${notes.body.slice(0, 3000)}\n\nAdd a headline (and optional highlights) for the top of the release.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  headline: { type: 'string', minLength: 3, maxLength: 120 },
                  highlights: { type: 'string', maxLength: 2000 },
                },
                required: ['headline'],
              },
            }),
          },
          requestState: await mintState({ tool: 'draft_release', draftId }, ctx),
        });
      }

      const draft = await loadDraft(state.draftId);
      if (!draft || draft.ownerId !== who.userId || draft.repo !== args.repo || draft.tag !== args.tag || draft.targetSha !== args.targetSha) {
        return fail('That draft has expired or belongs to a different request; run draft_release again.');
      }
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'headline');
      if (!answer) return { content: [{ type: 'text', text: 'No draft was created.' }] };
      const { headline, highlights } = Headline.parse(answer);

      const body = [`## ${headline}`, highlights, draft.body].filter(Boolean).join('\n\n');
      const release = await createDraft(args.repo, { tag: args.tag, targetSha: args.targetSha, name: draft.name || args.tag, body });
      await deleteDraft(state.draftId);
      return {
        content: [{ type: 'text', text: `Draft release ${release.name} created: ${release.html_url}` }],
        structuredContent: { releaseId: release.id, url: release.html_url },
      };
    },
  );
}
