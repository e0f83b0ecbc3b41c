// @ts-check

/** @type {PagesFunction} */
async function errorBoundary({ next }) {
  try {
    return await next();
  } catch (err) {
    console.error("unhandled", err);
    return Response.json({ error: "internal_error" }, { status: 500 });
  }
}

/**
 * Validates the bearer token with the helpdesk's RFC 7662 introspection endpoint.
 * @type {PagesFunction<{ INTROSPECTION_URL: string, INTROSPECTION_CLIENT_ID: string, INTROSPECTION_CLIENT_SECRET: string }>}
 */
async function authenticate({ request, env, data, next }) {
  if (new URL(request.url).pathname !== "/mcp") return next();

  const header = request.headers.get("authorization") ?? "";
  const [scheme, token] = header.split(" ");
  if (scheme?.toLowerCase() !== "bearer" || !token) {
    return new Response("missing bearer token", { status: 401, headers: { "www-authenticate": 'Bearer realm="helpdesk-mcp"' } });
  }

  const res = await fetch(env.INTROSPECTION_URL, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${btoa(`${env.INTROSPECTION_CLIENT_ID}:${env.INTROSPECTION_CLIENT_SECRET}`)}`,
    },
    body: new URLSearchParams({ token, token_type_hint: "access_token" }),
  });
  /** @type {{ active: boolean, sub?: string, email?: string, scope?: string, aud?: string | string[] }} */
  const info = res.ok ? await res.json() : { active: false };
  const audiences = [info.aud ?? []].flat();
  if (!info.active || !info.sub || !audiences.includes("helpdesk-mcp")) {
    return new Response("invalid token", { status: 401, headers: { "www-authenticate": 'Bearer error="invalid_token"' } });
  }

  data.user = { sub: info.sub, email: info.email ?? "", scopes: (info.scope ?? "").split(" ") };
  return next();
}

export const onRequest = [errorBoundary, authenticate];
