'use strict';

const { principalOf } = require('../state/context');

const NAME = 'deploy_ref';

function toolError(text) {
  return { resultType: 'complete', isError: true, content: [{ type: 'text', text }] };
}

function createDeployTool({ bus, sealer, github }) {
  async function firstRound(args, extra) {
    if (!args.environment) {
      return bus.publish('round.pick-environment', { extra, args, tool: NAME });
    }
    return bus.publish('round.confirm-deploy', { extra, args, tool: NAME });
  }

  async function afterPick(raw, answers, extra) {
    const picked = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')); // expect: require-sealed-state
    if (picked.tool !== NAME || picked.step !== 'pick') return toolError('Unexpected state');
    const environment = answers.environment.content && answers.environment.content.environment;
    return bus.publish('round.confirm-deploy', {
      extra,
      args: { ref: picked.ref, environment },
      tool: NAME,
    });
  }

  async function afterConfirm(raw, answers, extra) {
    const who = principalOf(extra);
    const state = sealer.unseal(raw);
    if (!state || state.tool !== NAME || state.sub !== who.userId) {
      return toolError('Invalid or expired requestState');
    }
    if (state.exp < Math.floor(Date.now() / 1000)) return toolError('Confirmation expired'); // expect: require-state-binding

    const reply = answers.confirm;
    if (!reply || reply.action !== 'accept' || !reply.content || reply.content.confirm !== true) {
      return { resultType: 'complete', content: [{ type: 'text', text: 'Deployment cancelled.' }] };
    }

    const run = await github.dispatchDeploy(state.args, state.gh);
    return {
      resultType: 'complete',
      content: [{ type: 'text', text: `Deploying ${state.args.ref} to ${state.args.environment}: ${run.url}` }],
    };
  }

  return {
    definition: {
      name: NAME,
      description: 'Deploy a git ref of the service to an environment',
      inputSchema: {
        type: 'object',
        properties: { ref: { type: 'string' }, environment: { type: 'string' } },
        required: ['ref'],
      },
      annotations: { destructiveHint: true },
    },

    async handle(args, params, extra) {
      const raw = params.requestState;
      const answers = params.inputResponses || {};
      if (!raw) return firstRound(args, extra);
      if (answers.environment) return afterPick(raw, answers, extra);
      return afterConfirm(raw, answers, extra);
    },
  };
}

module.exports = { createDeployTool };
