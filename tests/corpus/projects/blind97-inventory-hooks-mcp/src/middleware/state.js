// Middleware that opens returning request state and gives tools a sealer scoped to this user and tool.
import { seal, open } from '../state/seal.js';

export function resumeState() {
  return async (ctx, next) => {
    if (ctx.requestState) {
      const claims = open(ctx.requestState);
      if (!claims) return ctx.fail('Invalid or expired requestState');
      if (claims.sub !== ctx.user.id || claims.tool !== ctx.tool.name) {
        return ctx.fail('requestState was not issued for this user and tool');
      }
      ctx.state = claims;
    }
    ctx.seal = (payload) => seal(payload, { sub: ctx.user.id, tool: ctx.tool.name });
    return next();
  };
}
