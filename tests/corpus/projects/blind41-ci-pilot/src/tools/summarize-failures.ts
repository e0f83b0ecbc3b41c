import { inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { github } from '../ci/github.js';
import { defineTool } from '../framework/define-tool.js';
import { ask, done, failure, text } from '../framework/stateful.js';

const Input = z.object({
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  runId: z.number().int().positive(),
  postComment: z.boolean().default(false),
});

/** Sampling budget and what the summary is about; the logs themselves are not kept. */
interface SummaryState {
  jobs: { id: number; name: string }[];
  maxTokens: number;
  promptTokenCount: number;
}

const MAX_SUMMARY_TOKENS = 600;
// rough: 4 characters per token for log text
const estimateTokens = (s: string) => Math.ceil(s.length / 4);

export default defineTool<typeof Input, SummaryState>({
  name: 'summarize_failures',
  title: 'Summarize failed jobs',
  description: "Summarize why a workflow run's jobs failed, using the client's model. Optionally comments on the commit.",
  input: Input,

  async start({ repo, runId, postComment }, caller) {
    if (postComment) await github.assertCanWrite(repo, caller.login);
    else await github.assertCanRead(repo, caller.login);
    const jobs = await github.failedJobs(repo, runId);
    if (jobs.length === 0) return done(text(`Run ${runId} has no failed jobs.`));

    const tails = await Promise.all(jobs.map(async (j) => `## ${j.name}\n${await github.jobLogTail(repo, j.id)}`));
    const prompt = `These CI jobs failed. Explain the root cause of each in two sentences and suggest a fix.\n\n${tails.join('\n\n')}`;

    return ask(
      {
        summary: inputRequired.createMessage({
          messages: [{ role: 'user', content: { type: 'text', text: prompt } }],
          systemPrompt: 'You are a senior CI engineer. Be brief and concrete.',
          maxTokens: MAX_SUMMARY_TOKENS,
        }),
      },
      {
        jobs: jobs.map((j) => ({ id: j.id, name: j.name })),
        maxTokens: MAX_SUMMARY_TOKENS,
        promptTokenCount: estimateTokens(prompt),
      },
    );
  },

  async resume({ repo, runId, postComment }, state, answers, caller) {
    const reply = answers.raw('summary') as { content?: { type: string; text?: string } } | undefined;
    const summary = reply?.content?.type === 'text' ? reply.content.text : undefined;
    if (!summary) return done(failure('The client did not return a summary.'));

    const body = `**CI failure summary** (${state.jobs.map((j) => j.name).join(', ')})\n\n${summary}`;
    if (postComment) {
      await github.assertCanWrite(repo, caller.login);
      const [run] = (await github.failedRuns(repo)).filter((r) => r.id === runId);
      if (run) await github.commentOnRun(repo, run, body);
    }
    return done(text(`${body}\n\n_(prompt ≈ ${state.promptTokenCount} tokens, budget ${state.maxTokens})_`));
  },
});
