'use strict';

/**
 * Listeners that turn "I need more input" events into input_required results.
 * Tool handlers never build these objects themselves.
 */
function registerRoundListeners(bus, { sealer, resumeContext, environments }) {
  bus.subscribe('round.pick-environment', ({ extra, args, tool }) => {
    // the first round only asks where to deploy; the ref is echoed back to us
    const requestState = Buffer.from(JSON.stringify({ tool, ref: args.ref, step: 'pick' })).toString('base64url');

    return {
      resultType: 'input_required',
      inputRequests: {
        environment: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Where should ${args.ref} be deployed?`,
            requestedSchema: {
              type: 'object',
              properties: { environment: { type: 'string', enum: environments } },
              required: ['environment'],
            },
          },
        },
      },
      requestState, // expect: require-sealed-state
    };
  });

  bus.subscribe('round.confirm-deploy', ({ extra, args, tool }) => {
    const requestState = sealer.seal(resumeContext(extra, tool, { step: 'confirm', args }));

    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Deploy ${args.ref} to ${args.environment}? This replaces the running release.`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Yes, deploy' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState,
    };
  });
}

module.exports = { registerRoundListeners };
