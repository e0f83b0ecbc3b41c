// MCP server with a deploy_service tool that asks for a rollout strategy and approval before deploying.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { issueDeployState, readDeployState } from './deploy-state.js';
import { decodeJwt } from './jwt.js';
import { hashArgs, pipeline } from './pipeline.js';

const TOOL = 'deploy_service';

const text = (t) => ({ resultType: 'complete', content: [{ type: 'text', text: t }] });
const toolError = (t) => ({ resultType: 'complete', content: [{ type: 'text', text: t }], isError: true });

// SDK 1.x has no helpers for multi round-trip results, so we build them by hand.
const inputRequired = (inputRequests, requestState) => ({ resultType: 'input_required', inputRequests, requestState });

const elicit = (message, properties, required) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

async function deployService(args, { userId, requestState, inputResponses }) {
  const argsHash = await hashArgs(args);

  if (!requestState) {
    const plan = await pipeline.plan(args);
    const state = await issueDeployState({ stage: 'plan', planId: plan.id, argsHash }, userId, TOOL);
    return inputRequired(
      {
        strategy: elicit(
          `${plan.summary}\nHow should ${args.service}@${args.version} roll out to ${args.environment}?`,
          { strategy: { type: 'string', enum: ['rolling', 'canary', 'blue-green'], default: 'rolling' } },
          ['strategy'],
        ),
      },
      state,
    );
  }

  const { stage, planId } = decodeJwt(requestState); // expect: require-sealed-state
  if (stage === 'plan') {
    const strategy = inputResponses?.strategy?.content?.strategy ?? 'rolling';
    const plan = await pipeline.setStrategy(planId, strategy);
    const state = await issueDeployState({ stage: 'approve', planId: plan.id, argsHash }, userId, TOOL);
    return inputRequired(
      {
        approve: elicit(
          `Deploy ${args.service}@${args.version} to ${args.environment} (${strategy}, ${plan.steps.length} steps)?`,
          { approve: { type: 'boolean', title: 'Approve deploy' } },
          ['approve'],
        ),
      },
      state,
    );
  }

  const claims = await readDeployState(requestState, TOOL);
  if (!claims || claims.stage !== 'approve' || claims.argsHash !== argsHash) {
    return toolError('This approval is invalid, expired or was for a different deploy.');
  }
  const answer = inputResponses?.approve;
  if (answer?.action !== 'accept' || answer.content?.approve !== true) return text('Deploy cancelled.');
  const run = await pipeline.execute(claims.planId, userId);
  return text(`Deploy started: ${run.url}`);
}

const tools = {
  [TOOL]: {
    definition: {
      name: TOOL,
      description: 'Plan and roll out a service version to an environment. Asks for strategy and approval.',
      inputSchema: {
        type: 'object',
        properties: {
          service: { type: 'string' },
          version: { type: 'string' },
          environment: { type: 'string', enum: ['staging', 'production'] },
        },
        required: ['service', 'version', 'environment'],
      },
      annotations: { destructiveHint: true },
    },
    run: deployService,
  },
};

export function createServer() {
  const server = new Server({ name: 'deploy-bot', version: '0.9.3' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(tools).map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {}, requestState, inputResponses } = request.params;
    const tool = tools[name];
    if (!tool) return toolError(`Unknown tool ${name}`);
    const userId = extra.authInfo?.extra?.userId;
    if (!userId) return toolError('Sign in first.');
    try {
      return await tool.run(args, { userId, requestState, inputResponses });
    } catch (err) {
      return toolError(`Deploy bot failed: ${err.message}`);
    }
  });

  return server;
}
