import { json, type RequestHandler } from "@sveltejs/kit";
import { fail, ok, PROTOCOL_VERSION, type CallParams, type ToolDef } from "$lib/server/jsonrpc";
import { importFromDrive } from "$lib/server/tools/importFromDrive";
import { unpublishPage } from "$lib/server/tools/unpublishPage";

const tools: ReadonlyMap<string, ToolDef> = new Map([importFromDrive, unpublishPage].map((t) => [t.name, t]));

export const POST: RequestHandler = async ({ request, locals }) => {
  if (!locals.user || !locals.accessToken) {
    return json({ error: "unauthorized" }, { status: 401, headers: { "www-authenticate": "Bearer" } });
  }

  const version = request.headers.get("mcp-protocol-version");
  if (version !== null && version !== PROTOCOL_VERSION) {
    return json(fail(null, -32600, `Unsupported protocol version ${version}`), { status: 400 });
  }

  const body = await request.json().catch(() => null);
  if (!body || body.jsonrpc !== "2.0" || typeof body.method !== "string") {
    return json(fail(null, -32600, "Invalid request"));
  }

  switch (body.method) {
    case "initialize":
      return json(ok(body.id, { protocolVersion: PROTOCOL_VERSION, capabilities: { tools: {} }, serverInfo: { name: "docs-portal", version: "3.2.0" } }));

    case "tools/list":
      return json(ok(body.id, {
        resultType: "complete",
        tools: [...tools.values()].map(({ run: _run, ...def }) => def),
      }));

    case "tools/call": {
      const params = body.params as CallParams;
      const tool = tools.get(params?.name);
      if (!tool) return json(fail(body.id, -32602, `Unknown tool ${params?.name}`));
      if (params.requestState !== undefined && typeof params.requestState !== "string") {
        return json(fail(body.id, -32602, "Invalid or expired requestState"));
      }
      const result = await tool.run({
        user: locals.user,
        accessToken: locals.accessToken,
        args: params.arguments ?? {},
        inputResponses: params.inputResponses ?? {},
        requestState: params.requestState,
      });
      return json(ok(body.id, result));
    }

    default:
      return json(fail(body.id, -32601, "Method not found"));
  }
};
