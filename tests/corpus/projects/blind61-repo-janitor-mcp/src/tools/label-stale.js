import { addLabel, installationIdFor, labelNames, octokitFor, stalePulls } from '../github.js';
import { issueRound, refused, verifyRound } from '../state/round-jwt.js';

export const LABEL_STALE = 'label_stale_prs';

export const definition = {
  name: LABEL_STALE,
  description: 'Find open pull requests with no activity for N days and put a label on them',
  inputSchema: {
    type: 'object',
    properties: { repo: { type: 'string' }, days: { type: 'integer', minimum: 7, default: 30 } },
    required: ['repo'],
  },
  annotations: { destructiveHint: false },
};

export async function labelStale(params, caller) {
  const { repo, days = 30 } = params.arguments ?? {};

  if (!params.requestState) {
    const installationId = await installationIdFor(repo);
    const octokit = await octokitFor(installationId);
    const stale = await stalePulls(octokit, repo, days);
    if (stale.length === 0) return { content: [{ type: 'text', text: `No pull request in ${repo} is older than ${days} days.` }] };
    const labels = await labelNames(octokit, repo);
    return {
      resultType: 'input_required',
      inputRequests: {
        label: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${stale.length} stale pull requests in ${repo}. Which label should they get?`,
            requestedSchema: {
              type: 'object',
              properties: { label: { type: 'string', enum: labels.length ? labels : ['stale'] } },
              required: ['label'],
            },
          },
        },
      },
      requestState: await issueRound(
        { repo, days, pulls: stale.map((pr) => pr.number), installationId, tokenType: 'installation' },
        { userId: caller.userId, tool: LABEL_STALE },
      ),
    };
  }

  const verified = await verifyRound(params.requestState, { userId: caller.userId, tool: LABEL_STALE });
  if (!verified.ok) return refused(verified.reason);
  const { claims } = verified;
  if (claims.repo !== repo) return refused('args');

  const chosen = params.inputResponses?.label;
  if (chosen?.action !== 'accept') return { content: [{ type: 'text', text: 'No labels added.' }] };

  const octokit = await octokitFor(claims.installationId);
  const allowed = await labelNames(octokit, claims.repo);
  const label = String(chosen.content?.label ?? '');
  if (allowed.length > 0 && !allowed.includes(label)) return refused('label');

  for (const number of claims.pulls) await addLabel(octokit, claims.repo, number, label || 'stale');
  return { content: [{ type: 'text', text: `Labelled ${claims.pulls.length} pull requests "${label || 'stale'}".` }] };
}
