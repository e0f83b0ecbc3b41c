import { CodePipelineClient, RollbackStageCommand } from '@aws-sdk/client-codepipeline';
import { argsDigest } from '../args-digest.js';
import { nowSeconds, rememberPending, takePending } from '../pending.js';
import { approval, approved, inputRequired, textResult, toolError } from './results.js';

const TOOL = 'rollback_release';
const pipelines = new CodePipelineClient({});

export const definition = {
  name: TOOL,
  title: 'Roll back a release',
  description: 'Roll the Deploy stage of a service back to an earlier successful pipeline execution.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,40}$' },
      environment: { type: 'string', enum: ['staging', 'production'] },
      targetExecutionId: { type: 'string', minLength: 36, maxLength: 36 },
    },
    required: ['service', 'environment', 'targetExecutionId'],
    additionalProperties: false,
  },
  annotations: { destructiveHint: true },
};

export async function call({ arguments: args = {}, inputResponses, requestState }, caller) {
  if (!caller.groups.includes(`deployers-${args.environment}`)) {
    return toolError(`Rolling back ${args.environment} needs the deployers-${args.environment} group.`);
  }

  if (requestState === undefined) {
    const handle = await rememberPending({ userId: caller.userId, tool: TOOL, args });
    return inputRequired(
      { approve: approval(`Roll ${args.service} (${args.environment}) back to execution ${args.targetExecutionId}?`) },
      handle,
    );
  }

  const record = await takePending(requestState);
  if (
    !record ||
    record.ttl <= nowSeconds() ||
    record.userId !== caller.userId ||
    record.tool !== TOOL ||
    record.argsDigest !== argsDigest(args)
  ) {
    return toolError('That rollback approval expired or was for another request. Ask again.');
  }
  if (!approved(inputResponses)) return textResult('Rollback cancelled.');

  const { pipelineExecutionId } = await pipelines.send(
    new RollbackStageCommand({
      pipelineName: `${args.service}-${args.environment}`,
      stageName: 'Deploy',
      targetPipelineExecutionId: args.targetExecutionId,
    }),
  );
  return textResult(`Rolling back ${args.service} in ${args.environment}: execution ${pipelineExecutionId}.`);
}
