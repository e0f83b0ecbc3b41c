import { z } from 'zod';
import { assertCanWrite, installation, splitRepo } from '../github.js';
import { InteractiveTool, type InputRequiredResult, type Round } from './base/InteractiveTool.js';

interface ProtectBranchInput extends Record<string, unknown> {
  repo: string;
  branch: string;
}

interface PendingProtection {
  repo: string;
  branch: string;
  checks: string[];
}

class ProtectBranchTool extends InteractiveTool<ProtectBranchInput> {
  name = 'protect_branch';
  description = 'Turn on branch protection, asking which status checks and how many reviews to require';

  schema = {
    repo: { type: z.string(), description: 'Repository as owner/name' },
    branch: { type: z.string(), description: 'Branch to protect, usually main' },
  };

  protected async run(input: ProtectBranchInput, round: Round): Promise<string | InputRequiredResult> {
    if (!round.token) {
      await assertCanWrite(input.repo, round.user);
      const { owner, repo } = splitRepo(input.repo);
      const { data: branch } = await installation.repos.getBranch({ owner, repo, branch: input.branch });
      const { data: runs } = await installation.checks.listForRef({ owner, repo, ref: branch.commit.sha, per_page: 50 });
      const checks = [...new Set(runs.check_runs.map((r) => r.name))];
      return this.suspend(
        {
          rules: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Protect ${input.branch} in ${input.repo}`,
              requestedSchema: {
                type: 'object',
                properties: {
                  reviews: { type: 'integer', minimum: 0, maximum: 6, default: 1 },
                  checks: { type: 'array', items: { type: 'string', enum: checks } },
                },
              },
            },
          },
        },
        { repo: input.repo, branch: input.branch, checks } satisfies PendingProtection,
        round,
      );
    }

    const pending = this.resume<PendingProtection>(round);
    if (!pending) return 'That request expired; ask again.';
    const answer = round.answers.rules;
    if (answer?.action !== 'accept') return 'Left the branch as it was.';

    const reviews = Number(answer.content?.reviews ?? 1);
    const wanted = Array.isArray(answer.content?.checks) ? (answer.content.checks as string[]) : [];
    const contexts = wanted.filter((c) => pending.checks.includes(c));

    const { owner, repo } = splitRepo(pending.repo);
    await installation.repos.updateBranchProtection({
      owner,
      repo,
      branch: pending.branch,
      required_status_checks: { strict: true, contexts },
      enforce_admins: true,
      required_pull_request_reviews: { required_approving_review_count: reviews },
      restrictions: null,
    });
    return `Protected ${pending.branch} in ${pending.repo}: ${reviews} review(s), checks ${contexts.join(', ') || 'none'}.`;
  }
}

export default ProtectBranchTool;
