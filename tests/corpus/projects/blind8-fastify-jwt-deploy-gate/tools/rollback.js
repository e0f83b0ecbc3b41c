const TOOL = 'rollback_service';

export function rollbackTool(fastify) {
  const tokens = fastify.stateTokens;

  return {
    name: TOOL,
    description: 'Roll a service back to the previous good deployment.',
    annotations: { destructiveHint: true },
    async handle({ user }, args, params) {
      if (!params.requestState) {
        const previous = await fastify.deployments.previousGood(args.service, args.env);
        return {
          resultType: 'input_required',
          inputRequests: {
            pick: {
              method: 'elicitation/create',
              params: { mode: 'form', message: `Roll ${args.service} back to ${previous.sha}?`, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } },
            },
          },
          requestState: tokens.issue({ service: args.service, env: args.env, target: previous.sha }, { subject: user, audience: TOOL }),
        };
      }
      // the token was minted by us a moment ago; just read what we stored
      const saved = tokens.peek(params.requestState);
      if (!saved || params.inputResponses?.pick?.content?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Rollback cancelled' }] };
      }
      await fastify.deployments.rollback(saved.service, saved.env, saved.target, user);
      return { content: [{ type: 'text', text: `Rolled ${saved.service} back to ${saved.target}` }] };
    },
  };
}
