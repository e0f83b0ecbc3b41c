import { inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { github } from '../ci/github.js';
import { defineTool } from '../framework/define-tool.js';
import { ask, done, failure, text } from '../framework/stateful.js';

const Input = z.object({
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  branch: z.string().optional(),
});

interface PickState {
  candidates: { id: number; label: string }[];
}

export default defineTool<typeof Input, PickState>({
  name: 'rerun_pipeline',
  title: 'Re-run a failed pipeline',
  description: 'Re-run the failed jobs of a recent workflow run. Asks which run when several failed.',
  input: Input,

  async start({ repo, branch }, caller) {
    await github.assertCanWrite(repo, caller.login);
    const runs = await github.failedRuns(repo, branch);
    if (runs.length === 0) return done(text('No failed runs to re-run.'));
    if (runs.length === 1) {
      await github.rerunFailedJobs(repo, runs[0]!.id);
      return done(text(`Re-running ${runs[0]!.name} on ${runs[0]!.head_branch}: ${runs[0]!.html_url}`));
    }

    const candidates = runs.map((r) => ({ id: r.id, label: `${r.name} · ${r.head_branch} · ${r.head_sha.slice(0, 7)}` }));
    return ask(
      {
        run: inputRequired.elicit({
          message: `${runs.length} runs failed recently. Which one should run again?`,
          requestedSchema: {
            type: 'object',
            properties: {
              runId: { type: 'string', title: 'Run', oneOf: candidates.map((c) => ({ const: String(c.id), title: c.label })) },
            },
            required: ['runId'],
          },
        }),
      },
      { candidates },
    );
  },

  async resume({ repo }, state, answers, caller) {
    const picked = answers.form<{ runId?: string }>('run')?.runId;
    // only a run this server offered in the previous round
    const chosen = state.candidates.find((c) => String(c.id) === picked);
    if (!chosen) return done(failure('Pick one of the offered runs.'));

    await github.assertCanWrite(repo, caller.login);
    await github.rerunFailedJobs(repo, chosen.id);
    return done(text(`Re-running ${chosen.label}.`));
  },
});
