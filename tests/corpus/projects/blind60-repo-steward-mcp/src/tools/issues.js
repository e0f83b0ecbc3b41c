import * as z from 'zod/v4';
import { inputRequired } from '@modelcontextprotocol/server';
import { gh } from '../github.js';
import { openFor, principalOf, refusal, sealFor } from '../state/sealer.js';
import { answered, askYesNo, confirmed, text } from './ui.js';

const OPEN_ISSUE = 'open_issue';
const CLOSE_STALE = 'close_stale_issues';

export const listIssues = {
  name: 'list_issues',
  config: {
    description: 'Open issues of a repository, least recently updated first',
    inputSchema: z.object({ repo: z.string(), label: z.string().optional() }),
    annotations: { readOnlyHint: true },
  },
  handler: async ({ repo, label }, ctx) => {
    await gh.requireAtLeast(principalOf(ctx), repo, 'read');
    const issues = await gh.issues(repo, { state: 'open', labels: label, sort: 'updated', direction: 'asc', per_page: 50 });
    return text(issues.filter((i) => !i.pull_request).map((i) => `#${i.number} ${i.title} (updated ${i.updated_at.slice(0, 10)})`).join('\n') || 'No open issues.');
  },
};

export const openIssue = {
  name: OPEN_ISSUE,
  config: {
    description: 'Open an issue; you will be asked which labels to put on it',
    inputSchema: z.object({ repo: z.string(), title: z.string().min(3), body: z.string().default('') }),
  },
  handler: async (args, ctx) => {
    const login = principalOf(ctx);
    await gh.requireAtLeast(login, args.repo, 'triage');
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const labels = (await gh.labels(args.repo)).map((l) => l.name);
      return inputRequired({
        inputRequests: {
          labels: inputRequired.elicit({
            message: `Labels for "${args.title}" in ${args.repo}`,
            requestedSchema: {
              type: 'object',
              properties: {
                labels: { type: 'array', items: { type: 'string', enum: labels }, title: 'Labels' },
                assignToMe: { type: 'boolean', title: 'Assign it to me', default: false },
              },
            },
          }),
        },
        // The label list offered, so the answer can be checked against it; a tokenizer-free
        // estimate of the body size decides whether to attach it as a comment instead.
        requestState: sealFor(ctx, OPEN_ISSUE, { offered: labels, bodyTokenEstimate: Math.ceil(args.body.length / 4) }),
      });
    }

    const opened = openFor(ctx, OPEN_ISSUE, token);
    if (!opened.ok) return refusal(opened.reason);
    const pick = answered(ctx, 'labels') ?? {};
    const labels = (pick.labels ?? []).filter((name) => opened.state.offered.includes(name));
    const longBody = opened.state.bodyTokenEstimate > 12_000;
    const issue = await gh.createIssue(args.repo, {
      title: args.title,
      body: longBody ? '_Details in the first comment._' : args.body,
      labels,
      assignees: pick.assignToMe ? [login] : [],
    });
    if (longBody) await gh.comment(args.repo, issue.number, args.body);
    return text(`Opened #${issue.number}: ${issue.html_url}`);
  },
};

export const closeStaleIssues = {
  name: CLOSE_STALE,
  config: {
    description: 'Close open issues that nobody has touched for a number of days, with a comment',
    inputSchema: z.object({ repo: z.string(), olderThanDays: z.number().int().min(30).max(3650) }),
    annotations: { destructiveHint: true },
  },
  handler: async (args, ctx) => {
    await gh.requireAtLeast(principalOf(ctx), args.repo, 'triage');
    const token = ctx.mcpReq.requestState();

    if (token === undefined) {
      const cutoff = new Date(Date.now() - args.olderThanDays * 86_400_000).toISOString();
      const stale = (await gh.issues(args.repo, { state: 'open', sort: 'updated', direction: 'asc', per_page: 100 })).filter(
        (i) => !i.pull_request && i.updated_at < cutoff,
      );
      if (stale.length === 0) return text(`No issues in ${args.repo} older than ${args.olderThanDays} days.`);
      return inputRequired({
        inputRequests: {
          confirm: askYesNo(
            `Close ${stale.length} issues in ${args.repo} untouched since ${cutoff.slice(0, 10)}?\n` +
              stale.slice(0, 10).map((i) => `  #${i.number} ${i.title}`).join('\n') +
              (stale.length > 10 ? `\n  …and ${stale.length - 10} more` : ''),
          ),
        },
        requestState: sealFor(ctx, CLOSE_STALE, { numbers: stale.map((i) => i.number) }, args),
      });
    }

    const opened = openFor(ctx, CLOSE_STALE, token, args);
    if (!opened.ok) return refusal(opened.reason);
    if (!confirmed(ctx)) return text('Nothing closed.');
    for (const number of opened.state.numbers) {
      await gh.comment(args.repo, number, `Closing: no activity for ${args.olderThanDays} days. Reopen if this still matters.`);
      await gh.closeIssue(args.repo, number);
    }
    return text(`Closed ${opened.state.numbers.length} issues.`);
  },
};
