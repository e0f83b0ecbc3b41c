import { artifactStats, deleteArtifacts } from '../ci.js';
import { digest, form, pick, refuse, text } from '../lib/kit.js';
import { hold, resume, who, type Params } from '../round.js';

const NAME = 'delete_artifacts';

export const def = {
  name: NAME,
  description: 'Delete the build artifacts of a pipeline older than some days. Asks for confirmation.',
  inputSchema: {
    type: 'object' as const,
    properties: {
      pipeline: { type: 'string' },
      olderThanDays: { type: 'integer', minimum: 7 },
    },
    required: ['pipeline', 'olderThanDays'],
  },
  annotations: { destructiveHint: true },
};

export async function call(params: Params, extra: { authInfo?: { extra?: Record<string, unknown> } }) {
  const sub = who(extra);
  const args = pick(params.arguments, ['pipeline', 'olderThanDays']);
  const pipeline = String(args.pipeline);
  const olderThanDays = Number(args.olderThanDays);
  const bind = { sub, tool: NAME };

  if (params.requestState === undefined) {
    const res = await artifactStats(sub, pipeline, olderThanDays);
    if (res.count === 0) return text('Nothing that old.');
    return {
      resultType: 'input_required' as const,
      inputRequests: {
        confirm: form(
          `Delete ${res.count} artifacts (${(res.bytes / 2 ** 30).toFixed(1)} GiB) of ${pipeline} older than ${olderThanDays} days?`,
          { confirm: { type: 'boolean' } },
        ),
      },
      requestState: hold({ a: digest(args), count: res.count }, bind),
    };
  }

  const value = resume<{ a: string; count: number }>(params.requestState, bind);
  if (!value || value.a !== digest(args)) return refuse('This confirmation was for another cleanup, or it expired.');
  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) return text('Kept everything.');

  const res = await deleteArtifacts(sub, pipeline, olderThanDays);
  return text(`Deleted ${res.deleted} artifacts.`);
}
