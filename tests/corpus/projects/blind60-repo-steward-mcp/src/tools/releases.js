import * as z from 'zod/v4';
import { inputRequired } from '@modelcontextprotocol/server';
import { gh, ORG } from '../github.js';
import { openFor, principalOf, refusal, sealFor } from '../state/sealer.js';
import { answered, askYesNo, confirmed, text } from './ui.js';

const CREATE_RELEASE = 'create_release';
const TRANSFER = 'transfer_repository';
const PURGE = 'purge_caches';

export const createRelease = {
  name: CREATE_RELEASE,
  config: {
    description: 'Draft release notes from the commits since the last release and publish a release',
    inputSchema: z.object({ repo: z.string(), tag: z.string().regex(/^v\d+\.\d+\.\d+(-[\w.]+)?$/) }),
  },
  handler: async (args, ctx) => {
    await gh.requireAtLeast(principalOf(ctx), args.repo, 'maintain');
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const last = await gh.latestRelease(args.repo);
      const diff = await gh.compare(args.repo, last?.tag_name ?? 'main~50', 'main');
      const draft = diff.commits.map((c) => `- ${c.commit.message.split('\n')[0]} (${c.sha.slice(0, 7)})`).join('\n');
      return inputRequired({
        inputRequests: {
          notes: inputRequired.elicit({
            message: `Release ${args.tag} of ${args.repo}: ${diff.commits.length} commits since ${last?.tag_name ?? 'the start'}. Edit the notes:`,
            requestedSchema: {
              type: 'object',
              properties: {
                notes: { type: 'string', default: draft, title: 'Release notes' },
                prerelease: { type: 'boolean', default: args.tag.includes('-') },
              },
              required: ['notes'],
            },
          }),
        },
        requestState: sealFor(
          ctx,
          CREATE_RELEASE,
          {
            previousTag: last?.tag_name ?? null,
            targetSha: diff.commits.at(-1)?.sha ?? diff.base_commit.sha,
            commitCount: diff.commits.length,
            // The notes model's budget is counted in tokens; nothing here is a credential.
            notesTokenEstimate: Math.ceil(draft.length / 4),
          },
          args,
        ),
      });
    }

    const opened = openFor(ctx, CREATE_RELEASE, token, args);
    if (!opened.ok) return refusal(opened.reason);
    const answer = answered(ctx, 'notes');
    if (!answer) return text('No release created.');
    const release = await gh.createRelease(args.repo, {
      tag_name: args.tag,
      target_commitish: opened.state.targetSha,
      name: args.tag,
      body: answer.notes,
      prerelease: answer.prerelease ?? false,
    });
    return text(`Published ${release.html_url} (${opened.state.commitCount} commits since ${opened.state.previousTag ?? 'the start'}).`);
  },
};

export const transferRepository = {
  name: TRANSFER,
  config: {
    description: `Transfer a repository out of ${ORG} to another owner`,
    inputSchema: z.object({ repo: z.string(), newOwner: z.string() }),
    annotations: { destructiveHint: true },
  },
  handler: async (args, ctx) => {
    await gh.requireAtLeast(principalOf(ctx), args.repo, 'admin');
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Transfer ${ORG}/${args.repo} to ${args.newOwner}? Type the repository name to confirm.`,
            requestedSchema: {
              type: 'object',
              properties: { typedName: { type: 'string', title: 'Repository name' } },
              required: ['typedName'],
            },
          }),
        },
        requestState: sealFor(ctx, TRANSFER, { step: 'typed-confirmation' }, args),
      });
    }

    const opened = openFor(ctx, TRANSFER, token, args);
    if (!opened.ok) return refusal(opened.reason);
    const typed = answered(ctx, 'confirm')?.typedName?.trim();
    if (typed !== args.repo) return text('The name did not match; nothing was transferred.');
    const moved = await gh.transfer(args.repo, args.newOwner);
    return text(`Transferred to ${moved.full_name}.`);
  },
};

// No arguments: what it clears is the server's own label cache, so there is nothing to bind but
// the user and the tool.
export const purgeCaches = {
  name: PURGE,
  config: {
    description: "Drop the steward's cached label lists",
    annotations: { destructiveHint: true },
  },
  handler: async (ctx) => {
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      return inputRequired({
        inputRequests: { confirm: askYesNo('Drop every cached label list? They are fetched again on next use.') },
        requestState: sealFor(ctx, PURGE, { step: 'confirm' }),
      });
    }
    const opened = openFor(ctx, PURGE, token);
    if (!opened.ok) return refusal(opened.reason);
    if (!confirmed(ctx)) return text('Caches kept.');
    return text(`Dropped ${gh.purgeCaches()} cached entries.`);
  },
};
