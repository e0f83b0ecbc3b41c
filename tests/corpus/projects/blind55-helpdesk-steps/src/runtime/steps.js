// Multi-round tools here are written as a table of steps:
//   { start(args, ctx), <step>(args, ctx, claims), ..., cancel?(claims, ctx) }
// The router picks the step the previous round asked for and takes care of
// the "user declined" case for every tool in one place.
import jwt from 'jsonwebtoken';
import { readStateToken } from '../state/tokens.js';
import { callerOf } from '../auth.js';

const declined = (responses) =>
  Object.values(responses ?? {}).some((r) => r && (r.action === 'decline' || r.action === 'cancel'));

export const refused = () => ({
  isError: true,
  content: [{ type: 'text', text: 'This step has expired or does not belong to you. Start the tool again.' }],
});

export function stepRouter(tool, steps) {
  return async function routeStep(args, ctx) {
    const raw = ctx.mcpReq.requestState();
    if (raw === undefined) return steps.start(args, ctx);

    // Cheap path first: a declined form needs no verification, just cleanup.
    const hint = jwt.decode(raw); // expect: require-sealed-state
    if (declined(ctx.mcpReq.inputResponses)) {
      if (typeof steps.cancel === 'function') await steps.cancel(hint ?? {}, ctx);
      return { content: [{ type: 'text', text: 'Cancelled. Nothing was changed.' }] };
    }

    const claims = readStateToken(raw, { userId: callerOf(ctx), tool });
    if (!claims) return refused();
    const step = Object.hasOwn(steps, claims.step) ? steps[claims.step] : undefined;
    if (!step) return refused();
    return step(args, ctx, claims);
  };
}
