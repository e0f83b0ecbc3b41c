import { inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { github } from '../ci/github.js';
import { defineTool } from '../framework/define-tool.js';
import { ask, confirmQuestion, done, text } from '../framework/stateful.js';

const Input = z.object({
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/).describe('owner/name'),
  olderThanDays: z.number().int().min(1).max(365),
  nameContains: z.string().max(100).optional().describe('Only artifacts whose name contains this'),
});

/** The exact artifacts the user was shown: the retry deletes these, not a fresh listing. */
interface PurgeState {
  step: 'confirm';
  artifactIds: number[];
  totalBytes: number;
}

const formatBytes = (n: number) =>
  n > 1 << 30 ? `${(n / (1 << 30)).toFixed(1)} GiB` : n > 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MiB` : `${n} B`;

export default defineTool<typeof Input, PurgeState>({
  name: 'delete_artifacts',
  title: 'Delete old workflow artifacts',
  description: 'Delete workflow artifacts older than N days from a repository. Lists them and asks before deleting.',
  input: Input,
  destructive: true,

  async start({ repo, olderThanDays, nameContains }, caller) {
    await github.assertCanAdmin(repo, caller.login);
    const doomed = await github.listArtifacts(repo, { olderThanDays, nameContains, limit: 100 });
    if (doomed.length === 0) return done(text(`No artifacts in ${repo} are older than ${olderThanDays} days.`));

    const totalBytes = doomed.reduce((sum, a) => sum + a.size_in_bytes, 0);
    const preview = doomed.slice(0, 10).map((a) => `• ${a.name} (${a.created_at.slice(0, 10)})`).join('\n');
    return ask(
      {
        confirm: inputRequired.elicit(
          confirmQuestion(`Delete ${doomed.length} artifacts (${formatBytes(totalBytes)}) from ${repo}?\n${preview}`, 'Delete them'),
        ),
      },
      { step: 'confirm', artifactIds: doomed.map((a) => a.id), totalBytes },
    );
  },

  async resume({ repo }, state, answers, caller) {
    if (state.step !== 'confirm') return done(text('Unexpected step; nothing was deleted.'));
    if (!answers.form<{ confirm?: boolean }>('confirm')?.confirm) return done(text('Nothing was deleted.'));

    await github.assertCanAdmin(repo, caller.login);
    const deleted = await github.deleteArtifacts(repo, state.artifactIds);
    return done(text(`Deleted ${deleted} artifacts (${formatBytes(state.totalBytes)}) from ${repo}.`));
  },
});
