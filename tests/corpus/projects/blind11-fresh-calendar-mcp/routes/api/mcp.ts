import type { Handlers } from "$fresh/server.ts";
import { encodeHex } from "@std/encoding/hex";
import { sessionByTokenHash } from "../../lib/drafts.ts";
import type { ToolCall, ToolResult } from "../../lib/rpc.ts";
import * as cancelMeeting from "../../tools/cancel_meeting.ts";
import * as scheduleMeeting from "../../tools/schedule_meeting.ts";

const tools: Record<string, { definition: unknown; call: (c: ToolCall<any>) => Promise<ToolResult> }> = {
  [cancelMeeting.name]: cancelMeeting,
  [scheduleMeeting.name]: scheduleMeeting,
};

const REQUIRED_SCOPE = "calendar";

async function sha256Hex(s: string): Promise<string> {
  return encodeHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)));
}

function unauthorized(origin: string): Response {
  return new Response("unauthorized", {
    status: 401,
    headers: { "www-authenticate": `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource"` },
  });
}

export const handler: Handlers = {
  async POST(req) {
    const origin = new URL(req.url).origin;
    const header = req.headers.get("authorization") ?? "";
    if (!header.startsWith("Bearer ")) return unauthorized(origin);

    // Sessions are stored under the hash of the opaque token: a lookup, not a comparison.
    const session = await sessionByTokenHash(await sha256Hex(header.slice("Bearer ".length)));
    if (!session || session.expiresAt <= Date.now()) return unauthorized(origin);
    if (!session.scopes.includes(REQUIRED_SCOPE)) return new Response("insufficient scope", { status: 403 });

    const rpc = await req.json();
    const reply = (body: Record<string, unknown>) =>
      Response.json({ jsonrpc: "2.0", id: rpc.id, ...body }, { headers: { "cache-control": "no-store" } });

    if (rpc.method === "tools/list") {
      return reply({ result: { tools: Object.values(tools).map((t) => t.definition) } });
    }
    if (rpc.method !== "tools/call") return reply({ error: { code: -32601, message: "Method not found" } });

    const tool = tools[rpc.params?.name];
    if (!tool) return reply({ error: { code: -32602, message: `Unknown tool ${rpc.params?.name}` } });

    try {
      const result = await tool.call({
        args: rpc.params.arguments ?? {},
        userId: session.userId,
        googleRefreshToken: session.googleRefreshToken,
        requestState: rpc.params.requestState,
        inputResponses: rpc.params.inputResponses,
      });
      return reply({ result });
    } catch (e) {
      return reply({ result: { resultType: "complete", isError: true, content: [{ type: "text", text: String(e) }] } });
    }
  },
};
