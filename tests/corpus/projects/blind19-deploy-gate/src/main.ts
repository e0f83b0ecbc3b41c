import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createMcpHandler, requireBearerAuth, type AuthInfo } from "@modelcontextprotocol/server";
import { loadEnv } from "./env.js";
import { buildGateServer, buildOpsServer, createDeps } from "./servers.js";

async function toWebRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0;
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}

const env = loadEnv();
const deps = createDeps(env);

const verifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const res = await fetch(env.AUTH_INTROSPECTION_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }),
    });
    const body = (await res.json()) as { active: boolean; sub: string; client_id: string; scope: string; exp: number };
    if (!body.active) throw new Error("token is not active");
    return {
      token,
      clientId: body.client_id,
      scopes: body.scope.split(" "),
      expiresAt: body.exp,
      extra: { userId: body.sub },
    };
  },
};

const authenticate = requireBearerAuth({ verifier, requiredScopes: ["deploy"] });
const routes = new Map([
  ["/mcp", createMcpHandler(() => buildGateServer(deps))], // expect: no-weak-state-key
  ["/ops", createMcpHandler(() => buildOpsServer(deps))],
]);

const httpServer = createServer(async (req, res) => {
  try {
    const handler = routes.get((req.url ?? "/").split("?")[0]!);
    if (!handler) return void (await sendWebResponse(res, new Response("not found", { status: 404 })));

    const request = await toWebRequest(req, `http://${req.headers.host ?? "localhost"}`);
    const auth = await authenticate(request);
    if (auth instanceof Response) return void (await sendWebResponse(res, auth));

    await sendWebResponse(res, await handler.fetch(request, { authInfo: auth }));
  } catch (err) {
    console.error(err);
    if (!res.headersSent) res.writeHead(500).end();
  }
});

httpServer.listen(env.PORT, () => {
  console.log(`deploy-gate (${env.DEPLOY_REGION}) listening on :${env.PORT}`);
});
