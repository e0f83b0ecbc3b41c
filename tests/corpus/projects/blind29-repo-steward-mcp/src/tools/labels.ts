import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { ResultAsync, errAsync } from 'neverthrow';
import * as z from 'zod/v4';
import { github, type IssueSummary } from '../github/client.js';
import { compose, refuse, rounds, text, withTiming, withUser, type ToolContext, type User } from '../pipeline.js';

const TOOL = 'triage_labels';
const state = rounds(TOOL);

interface LabelArgs {
  readonly repo: string;
  readonly number: number;
}

interface LabelRound {
  readonly repo: string;
  readonly issue: number;
  readonly suggested: readonly string[];
  /** Lets a repeated call reuse the suggestion computed for this issue. */
  readonly cacheKey: string;
  /** Rough size of the issue text that went into the suggestion. */
  readonly tokenCount: number;
}

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9+#-]+/).filter(Boolean);

// Cheap heuristic: suggest labels whose name appears in the title or body.
const suggest = (issue: IssueSummary, available: readonly string[]): string[] => {
  const seen = new Set(words(`${issue.title} ${issue.body}`));
  return available.filter((label) => !issue.labels.includes(label) && words(label).every((w) => seen.has(w))).slice(0, 6);
};

const pick = (suggested: readonly string[]) =>
  inputRequired.elicit({
    message: 'Which labels should I add?',
    requestedSchema: {
      type: 'object',
      properties: { labels: { type: 'array', items: { type: 'string', enum: [...suggested] }, uniqueItems: true } },
      required: ['labels'],
    },
  });

const triage = async ({ repo, number }: LabelArgs, ctx: ToolContext, user: User) => {
  const raw = ctx.mcpReq.requestState<string>();

  if (raw === undefined) {
    const [issue, available] = await Promise.all([github.issue(repo, number), github.labels(repo)]);
    const suggested = suggest(issue, available);
    if (suggested.length === 0) return text(`No label suggestions for #${number}.`);
    const next: LabelRound = {
      repo,
      issue: number,
      suggested,
      cacheKey: `labels:${repo}#${number}`,
      tokenCount: words(issue.body).length,
    };
    return state.seal(next, user.id).match(
      (requestState) => inputRequired({ inputRequests: { labels: pick(suggested) }, requestState }),
      () => refuse('seal'),
    );
  }

  return state
    .open<LabelRound>(raw, user.id)
    .andThen((saved) => {
      const chosen = (acceptedContent<{ labels: string[] }>(ctx.mcpReq.inputResponses, 'labels')?.labels ?? []).filter((l) =>
        saved.suggested.includes(l),
      );
      if (chosen.length === 0) return errAsync('nothing chosen' as const);
      return ResultAsync.fromPromise(github.addLabels(saved.repo, saved.issue, chosen), () => 'github' as const).map(() => ({ saved, chosen }));
    })
    .match(
      ({ saved, chosen }) => text(`Added ${chosen.join(', ')} to ${saved.repo}#${saved.issue}.`),
      (reason) => (reason === 'nothing chosen' ? text('No labels added.') : refuse(reason)),
    );
};

export const registerLabels = (server: McpServer) =>
  server.registerTool(
    TOOL,
    {
      title: 'Triage labels',
      description: 'Suggest labels for an issue and add the ones the maintainer picks.',
      inputSchema: { repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/), number: z.number().int().positive() },
    },
    compose<LabelArgs>(withTiming(TOOL))(withUser(triage)),
  );
