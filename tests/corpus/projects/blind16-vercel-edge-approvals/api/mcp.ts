import { config as appConfig } from "../lib/config";
import { createKeyRing, type KeyRing } from "../lib/crypto";
import { createStateCodec } from "../lib/state-codec";
import { authenticate } from "../lib/identity";
import { deleteBucket } from "../tools/delete-bucket";
import { exportUsageReport } from "../tools/export-report";
import { text, type InputResponse, type ToolDef } from "../tools/types";

export const config = { runtime: "edge" };

const PROTOCOL_VERSION = "2026-07-28";
const tools: ToolDef[] = [deleteBucket, exportUsageReport];

let ringPromise: Promise<KeyRing> | undefined;
const keyRing = () => (ringPromise ??= createKeyRing(appConfig.stateKeys, appConfig.activeKid));

interface JsonRpcRequest {
  jsonrpc: "2.0";
  id?: string | number;
  method: string;
  params?: {
    name?: string;
    arguments?: Record<string, unknown>;
    inputResponses?: Record<string, InputResponse>;
    requestState?: string;
  };
}

const rpc = (id: JsonRpcRequest["id"], body: { result: unknown } | { error: { code: number; message: string } }) =>
  Response.json({ jsonrpc: "2.0", id, ...body }, { headers: { "cache-control": "no-store" } });

export default async function handler(req: Request): Promise<Response> {
  if (req.method !== "POST") {
    return new Response(null, { status: 405, headers: { allow: "POST" } });
  }

  const caller = await authenticate(req, appConfig.upstream);
  if (!caller) {
    return Response.json(
      { error: "unauthorized" },
      {
        status: 401,
        headers: { "www-authenticate": `Bearer resource_metadata="${new URL("/.well-known/oauth-protected-resource", req.url)}"` },
      },
    );
  }

  const msg = (await req.json()) as JsonRpcRequest;
  switch (msg.method) {
    case "initialize":
      return rpc(msg.id, {
        result: {
          protocolVersion: PROTOCOL_VERSION,
          capabilities: { tools: {} },
          serverInfo: { name: "cloudhub-approvals", version: "2.3.0" },
        },
      });

    case "tools/list":
      return rpc(msg.id, {
        result: {
          tools: tools.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
        },
      });

    case "tools/call": {
      const tool = tools.find((t) => t.name === msg.params?.name);
      if (!tool) return rpc(msg.id, { error: { code: -32602, message: `Unknown tool ${msg.params?.name}` } });
      const codec = createStateCodec(await keyRing(), appConfig.stateTtlMs);
      try {
        const result = await tool.call(
          {
            args: msg.params?.arguments ?? {},
            caller,
            requestState: msg.params?.requestState,
            inputResponses: msg.params?.inputResponses,
          },
          { codec, config: appConfig },
        );
        return rpc(msg.id, { result });
      } catch (e) {
        console.error("tool failed", tool.name, e);
        return rpc(msg.id, { result: text("Internal error", true) });
      }
    }

    default:
      return rpc(msg.id, { error: { code: -32601, message: "Method not found" } });
  }
}
