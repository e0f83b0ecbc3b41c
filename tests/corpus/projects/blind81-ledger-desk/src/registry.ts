// Tool registration: wraps each handler with caller resolution and error shaping.
// @ts-nocheck
import { userIdOf, orgIdOf } from './auth.js';
import { compose, toolError } from './fp.js';

const withCaller = (run) => (args, ctx) => {
  const userId = userIdOf(ctx);
  return userId
    ? run({ args, ctx, userId, orgId: orgIdOf(ctx) })
    : Promise.resolve(toolError('Sign-in required.'));
};

const catching = (run) => (args, ctx) =>
  Promise.resolve()
    .then(() => run(args, ctx))
    .catch((err) => {
      console.error('[ledger-desk] tool failed:', err);
      return toolError(err?.message ?? 'The ledger tool failed.');
    });

const wrap = compose(catching, withCaller);

export const registerAll = (server, specs) =>
  specs.reduce((srv, spec) => {
    srv.registerTool(spec.name, spec.config, wrap(spec.run));
    return srv;
  }, server);
