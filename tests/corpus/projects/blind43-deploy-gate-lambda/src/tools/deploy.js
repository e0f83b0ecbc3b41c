import { CodePipelineClient, StartPipelineExecutionCommand } from '@aws-sdk/client-codepipeline';
import { redeemPending, rememberPending } from '../pending.js';
import { approval, approved, inputRequired, textResult, toolError } from './results.js';

const TOOL = 'deploy_release';
const pipelines = new CodePipelineClient({});

export const definition = {
  name: TOOL,
  title: 'Deploy a release',
  description: 'Start the release pipeline of a service for a tagged version. Needs an approval round.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,40}$' },
      version: { type: 'string', pattern: '^v\\d+\\.\\d+\\.\\d+$' },
      environment: { type: 'string', enum: ['staging', 'production'] },
    },
    required: ['service', 'version', 'environment'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true },
};

export async function call(params, caller) {
  const { arguments: args = {}, inputResponses, requestState } = params;
  const { service, version, environment } = args;
  if (!caller.groups.includes(`deployers-${environment}`)) {
    return toolError(`Deploying to ${environment} needs the deployers-${environment} group.`);
  }

  if (requestState === undefined) {
    const handle = await rememberPending({
      userId: caller.userId,
      tool: TOOL,
      args,
      detail: { requestedBy: caller.username },
    });
    return inputRequired({ approve: approval(`Deploy ${service} ${version} to ${environment}?`) }, handle);
  }

  const pending = await redeemPending(requestState, { userId: caller.userId, tool: TOOL, args });
  if (!pending.ok) return toolError(`This approval can't be used (${pending.reason}). Ask for the deploy again.`);
  if (!approved(inputResponses)) return textResult(`Not deploying ${service} ${version}.`);

  const { pipelineExecutionId } = await pipelines.send(
    new StartPipelineExecutionCommand({
      name: `${service}-${environment}`,
      variables: [
        { name: 'RELEASE_VERSION', value: version },
        { name: 'REQUESTED_BY', value: pending.detail.requestedBy },
      ],
    }),
  );
  return textResult(`Deploying ${service} ${version} to ${environment}: execution ${pipelineExecutionId}.`);
}
