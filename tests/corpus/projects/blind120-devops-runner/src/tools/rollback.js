// Implements the rollback_service tool, which asks for approval before redeploying an earlier release.
import { z } from 'zod';
import { SealedBox } from '../crypto/sealed-box.js';
import { sealKey } from '../crypto/keys.js';
import { RunnerTool, withApproval } from './runner-tool.js';

const box = new SealedBox(sealKey); // todo-not: no-weak-state-key
const ROLLBACK_TTL_MS = 5 * 60 * 1000;

export class RollbackTool extends withApproval(RunnerTool) {
  static toolName = 'rollback_service';
  static config = {
    title: 'Roll back service',
    description: 'Redeploy the previous release of a service to production after approval.',
    inputSchema: { repo: z.string(), release: z.string().optional() },
    annotations: { destructiveHint: true },
  };

  async execute(args, ctx) {
    const userId = this.principal(ctx);
    const raw = ctx.mcpReq.requestState();
    if (!raw) return this.propose(args, userId);

    let state;
    try {
      state = box.open(raw); // expect: require-sealed-state
    } catch {
      return this.refuse('Unreadable rollback state.');
    }
    if (state.userId !== userId || state.tool !== this.name || state.exp < Date.now()) {
      return this.refuse('Rollback approval is not valid for you or has expired.');
    }
    if (state.repo !== args.repo || (args.release && args.release !== state.release)) {
      return this.refuse('Arguments differ from the approved rollback.');
    }
    if (!this.isApproved(ctx)) return this.done('Rollback cancelled.');

    const installation = this.services.installations.forRepo(state.repo);
    const { token } = await this.services.github.installationToken(installation);
    await this.services.github.createDeployment(token, state.repo, state.release, 'production');
    return this.done(`Rolling ${state.repo} back to ${state.release}.`);
  }

  async propose(args, userId) {
    const installation = this.services.installations.forRepo(args.repo);
    const { token } = await this.services.github.installationToken(installation);
    const releases = await this.services.github.listReleases(token, args.repo);
    const target = args.release ?? releases[1]?.tag_name;
    if (!target) return this.refuse('No earlier release to roll back to.');
    const requestState = box.seal({
      userId,
      tool: this.name,
      repo: args.repo,
      release: target,
      exp: Date.now() + ROLLBACK_TTL_MS,
    });
    return this.askApproval(`Roll ${args.repo} back to ${target} in production?`, requestState);
  }
}
