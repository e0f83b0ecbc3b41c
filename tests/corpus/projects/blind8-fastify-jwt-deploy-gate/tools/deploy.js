import { config } from '../config.js';

const TOOL = 'deploy_service';

export function deployTool(fastify) {
  const tokens = fastify.stateTokens;

  return {
    name: TOOL,
    description: 'Deploy a service revision to an environment after a human confirms.',
    annotations: { destructiveHint: true },
    async handle({ user, bearer }, args, params) {
      if (params.requestState) {
        let claims;
        try {
          claims = tokens.check(params.requestState, { subject: user, audience: TOOL });
        } catch {
          return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
        }
        if (claims.service !== args.service || claims.sha !== args.sha || claims.env !== args.env) {
          return { isError: true, content: [{ type: 'text', text: 'Arguments changed since confirmation' }] };
        }
        if (params.inputResponses?.go?.content?.confirm !== true) {
          return { content: [{ type: 'text', text: 'Deploy skipped' }] };
        }
        const res = await fetch(`${config.githubApi}/repos/acme/${args.service}/deployments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${claims.gh}`, accept: 'application/vnd.github+json' },
          body: JSON.stringify({ ref: args.sha, environment: args.env, auto_merge: false }),
        });
        return { content: [{ type: 'text', text: `GitHub answered ${res.status}` }] };
      }

      const requestState = tokens.issue(
        {
          service: args.service,
          sha: args.sha,
          env: args.env,
          gh: bearer, // expect-todo: no-secrets-in-state
        },
        { subject: user, audience: TOOL },
      );
      return {
        resultType: 'input_required',
        inputRequests: {
          go: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `Ship ${args.service}@${args.sha.slice(0, 7)} to ${args.env}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            },
          },
        },
        requestState,
      };
    },
  };
}
