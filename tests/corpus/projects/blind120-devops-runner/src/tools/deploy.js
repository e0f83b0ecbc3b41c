// Implements the deploy_service tool, which asks for approval before creating a GitHub deployment.
import { z } from 'zod';
import createCodec from '../state/codec.js';
import { RunnerTool, withApproval } from './runner-tool.js';

const codec = createCodec();

export class DeployTool extends withApproval(RunnerTool) {
  static toolName = 'deploy_service';
  static config = {
    title: 'Deploy service',
    description: 'Create a GitHub deployment of a ref to an environment after approval.',
    inputSchema: {
      repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
      ref: z.string(),
      environment: z.enum(['staging', 'production']),
    },
    annotations: { destructiveHint: true },
  };

  async execute(args, ctx) {
    const userId = this.principal(ctx);
    const raw = ctx.mcpReq.requestState();
    if (!raw) return this.firstRound(args, userId);

    let state;
    try {
      state = await codec.verify(raw, ctx);
    } catch {
      return this.refuse('Approval expired or was tampered with; start again.');
    }
    if (state.repo !== args.repo || state.environment !== args.environment || state.ref !== args.ref) {
      return this.refuse('Arguments differ from the approved request.');
    }
    if (!this.isApproved(ctx)) return this.done('Deployment not approved.');

    const deployment = await this.services.github.createDeployment(state.installToken, state.repo, state.sha, state.environment);
    return this.done(`Deployment ${deployment.id} of ${state.sha.slice(0, 7)} to ${state.environment} created.`);
  }

  async firstRound(args, userId) {
    const installation = this.services.installations.forRepo(args.repo);
    const { token } = await this.services.github.installationToken(installation);
    const commit = await this.services.github.resolveRef(token, args.repo, args.ref);
    const requestState = await codec.mint({
      repo: args.repo,
      ref: args.ref,
      sha: commit.sha,
      environment: args.environment,
      installToken: token, // expect: no-secrets-in-state
    });
    this.services.audit.info({ userId, tool: this.name, repo: args.repo, sha: commit.sha }, 'deploy approval requested');
    return this.askApproval(
      `Deploy ${args.repo}@${commit.sha.slice(0, 7)} ("${commit.message}") to ${args.environment}?`,
      requestState,
    );
  }
}
