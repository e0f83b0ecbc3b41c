import { ApprovalBuilder, type ApprovalClaims } from '../state/ApprovalBuilder.js';
import type { CiSession } from '../services/PlatformService.js';
import { Tool, confirmSchema, type CallContext, type ToolResult } from './Tool.js';

type DeployArgs = { project: string; ref: string; environment: string };

export default class DeployTool extends Tool<DeployArgs> {
  readonly name = 'deploy';
  readonly description = 'Deploys a git ref of a project to an environment through CI, after confirmation.';
  readonly inputSchema = {
    type: 'object',
    properties: {
      project: { type: 'string' },
      ref: { type: 'string', description: 'branch, tag or commit sha' },
      environment: { type: 'string', enum: ['preview', 'staging', 'production'] },
    },
    required: ['project', 'ref', 'environment'],
  };

  async run(args: DeployArgs, call: CallContext): Promise<ToolResult> {
    if (!call.requestState) {
      // Open the CI session now so the confirmation round does not have to.
      const session = await this.platform.ciSessionFor(call.userId, args.project);
      const state = new ApprovalBuilder(this.signer)
        .forUser(call.userId)
        .forTool(this.name)
        .withArgs(args)
        .withContext({ ...session }) // expect-todo: no-secrets-in-state
        .build();
      return this.ask('confirm', `Deploy ${args.project}@${args.ref} to ${args.environment}?`, confirmSchema, state);
    }

    const claims = this.signer.verify<ApprovalClaims>(call.requestState);
    if (!claims || !ApprovalBuilder.matches(claims, { sub: call.userId, tool: this.name, args })) {
      return this.fail('This deploy confirmation is not valid for this request.');
    }
    if (call.inputResponses?.confirm?.content?.confirm !== true) return this.ok('Deploy cancelled.');

    const session = claims.ctx as unknown as CiSession;
    const run = await this.platform.triggerDeploy(session, args.ref, args.environment);
    return this.ok(`Deploy started: ${run.url}`);
  }
}
