import { createMcpHandler, requireBearerAuth } from "@modelcontextprotocol/server";
import { buildServer } from "@/lib/mcp/server";
import { tokenVerifier } from "@/lib/auth/session";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const mcp = createMcpHandler(buildServer);
const authenticate = requireBearerAuth({ verifier: tokenVerifier, requiredScopes: ["crm"] });

export async function POST(request: Request): Promise<Response> {
  const auth = await authenticate(request);
  if (auth instanceof Response) return auth;
  return mcp.fetch(request, { authInfo: auth });
}

export async function GET(): Promise<Response> {
  return new Response(null, { status: 405, headers: { allow: "POST" } });
}
