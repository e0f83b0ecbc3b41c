import { createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { verifier } from "@/lib/auth";
import { buildServer } from "@/lib/mcp/server";
import type { PendingRefund } from "@/lib/state/pending-refund";
import { peekState } from "@/lib/state/peek";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const authenticate = requireBearerAuth({ verifier, requiredScopes: ["invoices:read"] });

export async function POST(request: Request): Promise<Response> {
  const authInfo = await authenticate(request);
  if (authInfo instanceof Response) return authInfo;

  // Users can switch orgs between rounds in the dashboard; a resumed flow must finish in
  // the org it started in, so take the org from the state when there is one.
  const body = await request.clone().json().catch(() => null);
  const resumed = peekState<PendingRefund>(body?.params?.requestState);
  const orgId = resumed?.orgId ?? String(authInfo.extra?.orgId ?? "");
  if (!orgId) return Response.json({ error: "no organisation selected" }, { status: 400 });

  const handler = createMcpHandler(() => buildServer({ orgId }));
  return handler.fetch(request, { authInfo });
}

export function GET(): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { allow: "POST" } });
}
