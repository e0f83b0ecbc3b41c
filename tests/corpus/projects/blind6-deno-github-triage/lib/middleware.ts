export type Ctx = { req: Request; login?: string; githubToken?: string; rpc?: any };
export type Handler = (ctx: Ctx) => Promise<Response>;
export type Middleware = (next: Handler) => Handler;

export const compose = (...mws: Middleware[]) => (h: Handler): Handler =>
  mws.reduceRight((acc, mw) => mw(acc), h);

export const audit = new EventTarget();

export const withTiming: Middleware = (next) => async (ctx) => {
  const t0 = performance.now();
  const res = await next(ctx);
  audit.dispatchEvent(new CustomEvent("request", { detail: { ms: performance.now() - t0, login: ctx.login } }));
  return res;
};

export const withGitHubAuth: Middleware = (next) => async (ctx) => {
  const header = ctx.req.headers.get("authorization") ?? "";
  if (!header.toLowerCase().startsWith("bearer ")) {
    return new Response("missing token", { status: 401 });
  }
  const token = header.slice(7).trim();
  const me = await fetch("https://api.github.com/user", {
    headers: { authorization: `Bearer ${token}`, "user-agent": "triage-mcp" },
  });
  if (!me.ok) return new Response("GitHub rejected the token", { status: 401 });
  const { login } = await me.json() as { login: string };
  return next({ ...ctx, login, githubToken: token });
};

export const withJsonRpc: Middleware = (next) => async (ctx) => {
  if (ctx.req.method !== "POST") return new Response(null, { status: 405 });
  try {
    return await next({ ...ctx, rpc: await ctx.req.json() });
  } catch {
    return Response.json({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "parse error" } });
  }
};
