import { ApprovalBuilder, type ApprovalClaims } from '../state/ApprovalBuilder.js';
import { Tool, type CallContext, type ToolResult } from './Tool.js';

type DeleteArgs = { project: string; environment: string };

export default class DeleteEnvironmentTool extends Tool<DeleteArgs> {
  readonly name = 'delete_environment';
  readonly description = 'Tears down a project environment and its data. Requires typing the environment name.';
  readonly destructive = true;
  readonly inputSchema = {
    type: 'object',
    properties: {
      project: { type: 'string' },
      environment: { type: 'string' },
    },
    required: ['project', 'environment'],
  };

  async run(args: DeleteArgs, call: CallContext): Promise<ToolResult> {
    if (!call.requestState) {
      const state = new ApprovalBuilder(this.signer)
        .forUser(call.userId)
        .forTool(this.name)
        .withArgs({ project: args.project }) // expect-todo: require-state-binding
        .withNote(`delete ${args.project}/${args.environment}`)
        .build();
      return this.ask(
        'confirm',
        `This deletes ${args.project}/${args.environment} and all of its data. Type the environment name to confirm.`,
        { type: 'object', properties: { typed: { type: 'string' } }, required: ['typed'] },
        state,
      );
    }

    const claims = this.signer.verify<ApprovalClaims>(call.requestState);
    if (!claims || !ApprovalBuilder.matches(claims, { sub: call.userId, tool: this.name, args: { project: args.project } })) {
      return this.fail('This confirmation does not match the request.');
    }

    const answer = call.inputResponses?.confirm;
    if (answer?.action !== 'accept' || answer.content?.typed !== args.environment) {
      return this.ok('Nothing deleted.');
    }

    await this.platform.deleteEnvironment(args.project, args.environment, call.userId);
    return this.ok(`Deleted ${args.project}/${args.environment}.`);
  }
}
