// Middleware that turns the verified bearer token into a user and enforces per-tool scopes.

export function requireUser() {
  return async (ctx, next) => {
    const info = ctx.authInfo;
    const userId = info?.extra?.userId;
    if (!userId) return ctx.fail('This tool needs an authenticated user.');
    ctx.user = {
      id: String(userId),
      name: info.extra.name ?? String(userId),
      warehouses: info.extra.warehouses ?? [],
      scopes: info.scopes ?? [],
    };
    const needed = ctx.tool.scope ?? 'inventory:read';
    if (!ctx.user.scopes.includes(needed)) return ctx.fail(`Missing scope ${needed}.`);
    return next();
  };
}

export function timing(log = console) {
  return async (ctx, next) => {
    try {
      const result = await next();
      log.info?.({ tool: ctx.tool.name, user: ctx.user?.id, ms: Date.now() - ctx.startedAt, status: result?.resultType ?? 'complete' });
      return result;
    } catch (err) {
      log.error?.({ tool: ctx.tool.name, user: ctx.user?.id, err: err.message });
      return ctx.fail(`Tool failed: ${err.message}`);
    }
  };
}
