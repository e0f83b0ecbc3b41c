import { z } from 'zod';
import { GateTokens, InvalidApprovalError } from '../approval-tokens.js';
import { needsApproval, settings, shortSha, type Environment } from '../settings.js';

export const DEPLOY_TOOL = 'deploy_release';

export const deployToolDefinition = {
  name: DEPLOY_TOOL,
  description: 'Deploy a service at a git ref to an environment. Production needs a human approval.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,40}$' },
      ref: { type: 'string', minLength: 7 },
      env: { type: 'string', enum: ['staging', 'production'] },
    },
    required: ['service', 'ref', 'env'],
  },
  annotations: { destructiveHint: true, idempotentHint: false },
} as const;

const DeployArgs = z.object({
  service: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
  ref: z.string().min(7),
  env: z.enum(['staging', 'production']),
});

export interface Deployer {
  changelog(service: string, ref: string): Promise<string>;
  deploy(service: string, ref: string, env: Environment, actor: string): Promise<{ runUrl: string }>;
}

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
}

type ToolResult = Record<string, unknown>;

const say = (text: string, isError = false): ToolResult => ({ content: [{ type: 'text', text }], isError });

export function createDeployHandler(deployer: Deployer) {
  return async function handleDeploy(params: CallParams, actor: string): Promise<ToolResult> {
    const { service, ref, env } = DeployArgs.parse(params.arguments ?? {});

    if (!needsApproval(env)) {
      const { runUrl } = await deployer.deploy(service, ref, env, actor);
      return say(`Deploying ${service}@${shortSha(ref)} to ${env}: ${runUrl}`);
    }

    if (!params.requestState) {
      const log = await deployer.changelog(service, ref);
      return {
        resultType: 'input_required',
        inputRequests: {
          approval: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Deploy ${service}@${shortSha(ref)} to ${env}?\n\n${log.slice(0, settings.maxChangelogChars)}`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            },
          },
        },
        requestState: await GateTokens.issue(actor, DEPLOY_TOOL, env), // expect: require-state-binding
      };
    }

    try {
      const claims = await GateTokens.check(params.requestState, actor, DEPLOY_TOOL); // expect: require-state-binding
      const answer = params.inputResponses?.approval;
      if (answer?.action !== 'accept' || answer.content?.approve !== true) {
        return say('Deploy not approved.');
      }
      const { runUrl } = await deployer.deploy(service, ref, claims.env, actor);
      return say(`Approved (${GateTokens.describe(claims)}). Run: ${runUrl}`);
    } catch (err) {
      if (err instanceof InvalidApprovalError) return say(err.message, true);
      throw err;
    }
  };
}
