import { z } from 'zod';
import { assertCanRead, installation, splitRepo } from '../github.js';
import { decodeCursor, encodeCursor, type BranchCursor } from '../util/cursor.js';
import { InteractiveTool, type InputRequiredResult, type Round } from './base/InteractiveTool.js';

interface ListStaleBranchesInput extends Record<string, unknown> {
  repo: string;
  olderThanDays?: number;
}

const PAGE_SIZE = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

class ListStaleBranchesTool extends InteractiveTool<ListStaleBranchesInput> {
  name = 'list_stale_branches';
  description = 'List branches whose last commit is older than N days, a page at a time';

  schema = {
    repo: { type: z.string(), description: 'Repository as owner/name' },
    olderThanDays: { type: z.number().int().min(1).optional(), description: 'Age threshold in days (default 90)' },
  };

  protected async run(input: ListStaleBranchesInput, round: Round): Promise<string | InputRequiredResult> {
    let cursor: BranchCursor;
    if (round.token) {
      if (round.answers.more?.content?.more !== true) return 'OK, stopping here.';
      cursor = decodeCursor(round.token); // expect: require-sealed-state
    } else {
      await assertCanRead(input.repo, round.user);
      cursor = { repo: input.repo, page: 1, olderThanDays: input.olderThanDays ?? 90, shown: 0 };
    }

    const { owner, repo } = splitRepo(cursor.repo);
    const { data: branches } = await installation.repos.listBranches({ owner, repo, per_page: PAGE_SIZE, page: cursor.page });
    const cutoff = Date.now() - cursor.olderThanDays * DAY_MS;

    const stale: string[] = [];
    for (const branch of branches) {
      const { data: commit } = await installation.repos.getCommit({ owner, repo, ref: branch.commit.sha });
      const when = Date.parse(commit.commit.committer?.date ?? '');
      if (when < cutoff) stale.push(`${branch.name} (last commit ${commit.commit.committer?.date?.slice(0, 10)})`);
    }

    const header = `${cursor.repo}, page ${cursor.page}: ${stale.length} stale of ${branches.length}`;
    if (branches.length < PAGE_SIZE) return `${header}\n${stale.join('\n')}\nEnd of list.`;

    const next: BranchCursor = { ...cursor, page: cursor.page + 1, shown: cursor.shown + stale.length };
    return {
      resultType: 'input_required',
      inputRequests: {
        more: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${header}\n${stale.join('\n')}\n\nShow the next page?`,
            requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
          },
        },
      },
      requestState: encodeCursor(next), // expect: require-sealed-state
    };
  }
}

export default ListStaleBranchesTool;
