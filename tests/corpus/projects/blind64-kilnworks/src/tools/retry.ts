import { failedJobs, retryJobs } from '../ci.js';
import { form, refuse, text } from '../lib/kit.js';
import { hold, resume, who, type Params } from '../round.js';

const NAME = 'retry_failed_jobs';

export const def = {
  name: NAME,
  description: 'Retry failed jobs of a pipeline run. Lists the failures and asks which to retry.',
  inputSchema: {
    type: 'object' as const,
    properties: { pipeline: { type: 'string' }, run: { type: 'integer', minimum: 1 } },
    required: ['pipeline', 'run'],
  },
};

export async function call(params: Params, extra: { authInfo?: { extra?: Record<string, unknown> } }) {
  const sub = who(extra);
  const { pipeline, run } = params.arguments as { pipeline: string; run: number };
  const bind = { sub, tool: NAME };

  if (params.requestState === undefined) {
    const jobs = await failedJobs(sub, pipeline, run);
    if (jobs.length === 0) return text(`Run ${run} of ${pipeline} has no failed jobs.`);
    return {
      resultType: 'input_required' as const,
      inputRequests: {
        pick: form(`${jobs.length} job(s) failed in ${pipeline}#${run}. Retry which?`, {
          jobs: {
            type: 'array',
            items: { type: 'string', enum: jobs.map((j) => j.id) },
            description: jobs.map((j) => `${j.id} = ${j.stage}/${j.name}`).join(', '),
          },
        }),
      },
      requestState: hold({ pipeline, run, jobs: jobs.map((j) => j.id) }, bind),
    };
  }

  const value = resume<{ pipeline: string; run: number; jobs: string[] }>(params.requestState, bind);
  if (!value || value.pipeline !== pipeline || value.run !== run) return refuse('This retry request has expired; ask again.');

  const answer = params.inputResponses?.pick;
  if (answer?.action !== 'accept') return text('Nothing retried.');
  const wanted = Array.isArray(answer.content?.jobs) ? (answer.content.jobs as string[]) : [];
  const ids = wanted.filter((id) => value.jobs.includes(id));
  const res = await retryJobs(sub, value.pipeline, value.run, ids);
  return text(`Queued ${res.queued} job(s) again.`);
}
