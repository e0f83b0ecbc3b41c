import { createServer } from "node:http";
import { createMcpHandler, McpServer, requireBearerAuth } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { config } from "./config";
import { createErpClient } from "./erp";
import { registerApproveExpense } from "./tools/approve-expense";
import { registerSyncLedger } from "./tools/sync-ledger";

const erp = createErpClient();

const handler = createMcpHandler(() => {
  const server = new McpServer(
    { name: "acme-approvals", version: "1.7.0" },
    { capabilities: { tools: {} } },
  );
  registerApproveExpense(server, erp);
  registerSyncLedger(server, erp);
  return server;
});

/** Opaque tokens are introspected at the identity provider; the user id rides along in `extra`. */
async function verifyAccessToken(token: string) {
  const res = await fetch(process.env.IDP_INTROSPECTION_URL ?? "https://id.acme.test/oauth2/introspect", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }),
  });
  const info = (await res.json()) as { active: boolean; client_id: string; scope: string; exp: number; sub: string; tenant?: string };
  if (!info.active) throw new Error("inactive token");
  return {
    token,
    clientId: info.client_id,
    scopes: info.scope.split(" "),
    expiresAt: info.exp,
    extra: { userId: info.sub, tenantId: info.tenant },
  };
}

const auth = requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ["approvals"] });

createServer(
  toNodeHandler(async (request: Request) => {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return handler.fetch(request, { authInfo });
  }),
).listen(config.port, () => {
  console.log(`acme-approvals MCP listening on :${config.port}`);
});
