import { z } from 'zod';
import { assertCanWrite, installation, splitRepo } from '../github.js';
import { InteractiveTool, type InputRequiredResult, type Round } from './base/InteractiveTool.js';

interface DeleteBranchInput extends Record<string, unknown> {
  repo: string;
  branch: string;
}

interface PendingDelete {
  step: 'confirm';
  headSha: string;
}

class DeleteBranchTool extends InteractiveTool<DeleteBranchInput> {
  name = 'delete_branch';
  description = 'Delete a branch. Shows the head commit and asks the user to confirm first.';
  annotations = { destructiveHint: true, idempotentHint: false };

  schema = {
    repo: { type: z.string(), description: 'Repository as owner/name' },
    branch: { type: z.string(), description: 'Branch to delete' },
  };

  protected async run(input: DeleteBranchInput, round: Round): Promise<string | InputRequiredResult> {
    const { owner, repo } = splitRepo(input.repo);
    await assertCanWrite(input.repo, round.user);

    if (!round.token) {
      const { data } = await installation.repos.getBranch({ owner, repo, branch: input.branch });
      if (data.protected) return `${input.branch} is protected; remove the protection first.`;
      const ask = { confirm: this.confirmForm(`Delete ${input.branch} in ${input.repo}? Head is ${data.commit.sha.slice(0, 7)}: ${data.commit.commit.message.split('\n')[0]}`) };
      return this.suspend(ask, { step: 'confirm', headSha: data.commit.sha } satisfies PendingDelete, round); // expect: require-state-binding
    }

    const pending = this.resume<PendingDelete>(round);
    if (!pending) return 'That confirmation expired or was not issued to you. Ask again.';
    if (round.answers.confirm?.action !== 'accept' || round.answers.confirm.content?.confirm !== true) {
      return `Kept ${input.branch}.`;
    }

    await installation.git.deleteRef({ owner, repo, ref: `heads/${input.branch}` });
    return `Deleted ${input.branch} from ${input.repo} (was at ${pending.headSha.slice(0, 7)}).`;
  }
}

export default DeleteBranchTool;
