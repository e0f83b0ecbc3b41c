import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { accepted, declined, form, listRoots, rootsOf, sample, sampledText, type InputRequests } from '../rounds/requests.js';

export interface GitOps {
  currentVersion(workdir: string, branch: string): Promise<string>;
  shortlog(workdir: string, since: string, branch: string): Promise<string>;
  prependChangelog(workdir: string, version: string, notes: string): Promise<void>;
  tag(workdir: string, branch: string, tag: string, message: string): Promise<void>;
  push(workdir: string, remote: string, branch: string, tag: string): Promise<void>;
}

export interface CutReleaseArgs {
  repo: string;
  branch: string;
}

type Bump = 'patch' | 'minor' | 'major';

/** Partial answers collected so far; travels with the client between rounds. */
export interface CutReleaseState {
  workdir?: string;
  current?: string;
  nextVersion?: string;
  notes?: string;
}

export type Advance =
  | { ask: InputRequests; state: CutReleaseState }
  | { ready: { workdir: string; nextVersion: string; notes: string } }
  | { cancelled: string };

const NOTES_SYSTEM =
  'You write release notes for maintainers. Group changes under Features, Fixes and Internal. ' +
  'Use short bullet points, no marketing language, keep PR numbers.';

function checkoutFor(repo: string, roots: Array<{ uri: string }>): string | undefined {
  for (const root of roots) {
    if (!root.uri.startsWith('file://')) continue;
    const path = fileURLToPath(root.uri);
    if (basename(path) === repo) return path;
  }
  return undefined;
}

/**
 * Folds this round's answers into the carried state and works out what to
 * ask next. Order: workspace root -> bump -> drafted notes -> confirmation.
 */
export async function advance(
  git: GitOps,
  remote: string,
  args: CutReleaseArgs,
  prior: CutReleaseState,
  responses: Record<string, unknown>,
): Promise<Advance> {
  const state: CutReleaseState = { ...prior };

  if (!state.workdir) {
    const roots = rootsOf(responses.workspace);
    if (!roots) return { ask: { workspace: listRoots() }, state };
    const workdir = checkoutFor(args.repo, roots);
    if (!workdir) return { cancelled: `None of your workspace roots is a checkout of ${args.repo}. Open it and try again.` };
    state.workdir = workdir;
    state.current = await git.currentVersion(workdir, args.branch);
  }

  if (!state.nextVersion) {
    if (declined(responses.bump)) return { cancelled: 'Release cancelled.' };
    const pick = accepted<{ bump: Bump; prerelease: boolean }>(responses.bump);
    if (!pick) {
      return {
        ask: {
          bump: form(`${args.repo} is at v${state.current} on ${args.branch}. What kind of release is this?`, {
            bump: { type: 'string', title: 'Bump', enum: ['patch', 'minor', 'major'], default: 'patch' },
            prerelease: { type: 'boolean', title: 'Release candidate', default: false },
          }),
        },
        state,
      };
    }
    const next = semver.inc(state.current ?? '0.0.0', pick.prerelease ? `pre${pick.bump}` : pick.bump, 'rc');
    if (!next) return { cancelled: `Cannot bump ${state.current}.` };
    state.nextVersion = next;
  }

  if (!state.notes) {
    const drafted = sampledText(responses.notes);
    if (!drafted) {
      const log = await git.shortlog(state.workdir, `v${state.current}`, args.branch);
      return {
        ask: { notes: sample(NOTES_SYSTEM, `Commits on ${args.branch} since v${state.current}:\n\n${log}`, { maxTokens: 1200 }) },
        state,
      };
    }
    state.notes = drafted.trim();
  }

  if (declined(responses.confirm)) return { cancelled: 'Release cancelled, nothing was tagged.' };
  const go = accepted<{ confirm: boolean; notes?: string }>(responses.confirm);
  if (!go) {
    return {
      ask: {
        confirm: form(
          `Tag ${args.repo}@${args.branch} as v${state.nextVersion} and push to ${remote}?\n\n${state.notes}`,
          {
            confirm: { type: 'boolean', title: 'Tag and push', default: false },
            notes: { type: 'string', title: 'Edit notes (optional)', default: state.notes },
          },
          ['confirm'],
        ),
      },
      state,
    };
  }
  if (!go.confirm) return { cancelled: 'Release cancelled, nothing was tagged.' };

  return { ready: { workdir: state.workdir!, nextVersion: state.nextVersion!, notes: go.notes?.trim() || state.notes } };
}
