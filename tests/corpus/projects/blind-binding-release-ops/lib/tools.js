// Models the release-ops tool handlers: a destructive rollback confirmation and a scale flow that elicits a replica count.
'use strict';

const { StateSigner, STATE_TTL_MS } = require('./stateSigner');
const releases = require('./releasesApi');

function textResult(text, isError = false) {
  return { content: [{ type: 'text', text }], isError };
}

function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

async function rollbackRelease(args, params, userId) {
  const answer = params.inputResponses && params.inputResponses.confirm;
  if (!answer) {
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: elicit(`Roll ${args.service} back to ${args.version}?`, { confirm: { type: 'boolean' } }, ['confirm']),
      },
      requestState: StateSigner.seal({ userId, tool: 'rollback_release', step: 'confirm', exp: Date.now() + STATE_TTL_MS }), // expect: require-state-binding
    };
  }

  const state = StateSigner.open(params.requestState);
  if (!state || state.userId !== userId || state.tool !== 'rollback_release' || state.exp <= Date.now()) {
    return textResult('Confirmation expired or invalid, please start again.', true);
  }
  if (answer.action !== 'accept' || answer.content.confirm !== true) {
    return textResult('Rollback cancelled.');
  }
  const result = await releases.rollback(args.service, args.version, { requestedBy: userId });
  return textResult(`Rolled ${args.service} back to ${args.version} (deployment ${result.deploymentId}).`);
}

async function scaleService(args, params, userId) {
  const answer = params.inputResponses && params.inputResponses.replicas;
  if (!answer) {
    const current = await releases.replicas(args.service);
    return {
      resultType: 'input_required',
      inputRequests: {
        replicas: elicit(`${args.service} runs ${current} replicas. How many do you want?`, { count: { type: 'integer', minimum: 1, maximum: 50 } }, ['count']),
      },
      requestState: StateSigner.seal({ userId, tool: 'scale_service', service: args.service, exp: Date.now() + STATE_TTL_MS }),
    };
  }

  const state = StateSigner.open(params.requestState); // expect: require-state-binding
  if (!state || state.userId !== userId || state.tool !== 'scale_service') {
    return textResult('Invalid scaling request state.', true);
  }
  if (answer.action !== 'accept') return textResult('Scaling cancelled.');
  await releases.scale(state.service, answer.content.count);
  return textResult(`${state.service} scaled to ${answer.content.count} replicas.`);
}

async function releaseStatus(args) {
  const status = await releases.status(args.service);
  return textResult(JSON.stringify(status, null, 2));
}

module.exports = {
  tools: [
    {
      name: 'rollback_release',
      description: 'Roll a service back to an earlier release',
      inputSchema: { type: 'object', properties: { service: { type: 'string' }, version: { type: 'string' } }, required: ['service', 'version'] },
      annotations: { destructiveHint: true },
    },
    {
      name: 'scale_service',
      description: 'Change the replica count of a service',
      inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },
      annotations: { destructiveHint: false },
    },
    {
      name: 'release_status',
      description: 'Show the current release of a service',
      inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },
      annotations: { readOnlyHint: true },
    },
  ],
  handlers: {
    rollback_release: rollbackRelease,
    scale_service: scaleService,
    release_status: releaseStatus,
  },
};
