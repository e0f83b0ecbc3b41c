// Route planning: asks the routing service for candidate routes and commits the one the user picks.
// @ts-nocheck
import { z } from 'zod';
import { askUser, answerOf, ok, toolError } from '../../../mcp-kit/src/index.js';

const PLAN = 'plan_route';

async function exchangeForRouting(config, subjectToken: string) {
  const res = await fetch(config.tokenExchangeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: 'routing-service',
      client_id: config.introspection.clientId,
      client_secret: config.introspection.clientSecret,
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed with ${res.status}`);
  return res.json() as Promise<{ access_token: string; expires_in: number }>;
}

export function routingTools({ db, vault, config }) {
  return [
    {
      name: PLAN,
      title: 'Plan route',
      description: 'Compute up to three routes for a dispatch and attach the chosen one.',
      scope: 'fleet:dispatch',
      inputSchema: {
        dispatchId: z.string().uuid(),
        avoid: z.array(z.enum(['tolls', 'ferries', 'low_bridges'])).optional(),
      },
      async handler(args, call) {
        if (!call.requestState) {
          const dispatch = await db.getDispatch(args.dispatchId);
          if (!dispatch) return toolError(`No dispatch ${args.dispatchId}.`);
          const grant = await exchangeForRouting(config, call.token);
          const res = await fetch(`${config.routingUrl}/routes:compute`, {
            method: 'POST',
            headers: { authorization: `Bearer ${grant.access_token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              origin: dispatch.pickup,
              destination: dispatch.dropoff,
              departAt: dispatch.window_start,
              avoid: args.avoid ?? [],
              alternatives: 3,
            }),
          });
          if (!res.ok) return toolError(`Routing service answered ${res.status}.`);
          const { routes } = await res.json();
          if (!routes?.length) return toolError('No route found between those points.');
          const requestState = vault.seal(
            {
              dispatchId: dispatch.id,
              routeIds: routes.map((r) => r.id),
              routingToken: grant.access_token, // expect: no-secrets-in-state
            },
            { sub: call.userId, tool: PLAN },
          );
          return askUser(
            'route',
            'Which route should the driver take?',
            {
              type: 'object',
              properties: {
                routeId: {
                  type: 'string',
                  oneOf: routes.map((r) => ({ const: r.id, title: `${r.summary} — ${Math.round(r.durationS / 60)} min, ${(r.distanceM / 1000).toFixed(1)} km` })),
                },
              },
              required: ['routeId'],
            },
            requestState,
          );
        }

        const prior = vault.open(call.requestState, { sub: call.userId, tool: PLAN });
        if (!prior || prior.dispatchId !== args.dispatchId) {
          return toolError('This route choice has expired; please plan again.');
        }
        const answer = answerOf(call, 'route');
        if (!answer || !prior.routeIds.includes(answer.routeId)) {
          return toolError('Pick one of the offered routes.');
        }
        const res = await fetch(`${config.routingUrl}/routes/${encodeURIComponent(answer.routeId)}:commit`, {
          method: 'POST',
          headers: { authorization: `Bearer ${prior.routingToken}` },
        });
        if (!res.ok) return toolError(`Routing service refused the commit (${res.status}).`);
        await db.attachRoute(prior.dispatchId, answer.routeId, call.userId);
        return ok({ dispatchId: prior.dispatchId, routeId: answer.routeId });
      },
    },
  ];
}
