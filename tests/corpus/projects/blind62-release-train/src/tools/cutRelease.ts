import { z } from 'zod';
import type { Step } from '../rounds/dispatcher.js';
import { advance, type CutReleaseArgs, type CutReleaseState, type GitOps } from './cutReleaseSteps.js';

export const CUT_RELEASE = 'cut_release';

export const cutReleaseInput = {
  repo: z.string().min(1).describe('Repository directory name, e.g. "widgets-api"'),
  branch: z.string().min(1).default('main').describe('Branch to release from'),
};

export const cutReleaseJsonSchema = {
  type: 'object',
  properties: {
    repo: { type: 'string', description: 'Repository directory name, e.g. "widgets-api"' },
    branch: { type: 'string', description: 'Branch to release from', default: 'main' },
  },
  required: ['repo'],
} as const;

export function cutRelease(git: GitOps, remote: string): Step<CutReleaseArgs, CutReleaseState> {
  return async (args, round) => {
    const next = await advance(git, remote, args, round.state ?? {}, round.responses);

    if ('cancelled' in next) {
      return { content: [{ type: 'text', text: next.cancelled }] };
    }
    if ('ask' in next) {
      return round.suspend(next.ask, next.state); // expect-todo: require-state-binding
    }

    const { workdir, nextVersion, notes } = next.ready;
    const tag = `v${nextVersion}`;

    await round.progress(0, 3, 'Updating CHANGELOG.md');
    await git.prependChangelog(workdir, nextVersion, notes);
    await round.progress(1, 3, `Tagging ${tag} on ${args.branch}`);
    await git.tag(workdir, args.branch, tag, notes);
    await round.progress(2, 3, `Pushing ${args.branch} and ${tag} to ${remote}`);
    await git.push(workdir, remote, args.branch, tag);
    await round.progress(3, 3, 'Done');

    return { content: [{ type: 'text', text: `Released ${args.repo} ${tag} from ${args.branch}.` }] };
  };
}
