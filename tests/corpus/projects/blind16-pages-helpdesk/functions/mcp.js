// @ts-check
import { definition as mergeDef, mergeTickets, TOOL as MERGE } from "../src/tools/merge-tickets.js";

const PROTOCOL_VERSION = "2026-07-28";

/**
 * @param {unknown} id
 * @param {object} payload
 * @param {string} [setCookie]
 */
function rpc(id, payload, setCookie) {
  const headers = new Headers({ "content-type": "application/json", "cache-control": "no-store" });
  if (setCookie) headers.append("set-cookie", setCookie);
  return new Response(JSON.stringify({ jsonrpc: "2.0", id, ...payload }), { headers });
}

/** @type {PagesFunction<import("../src/tools/merge-tickets.js").Env, string, { user: import("../src/tools/merge-tickets.js").User }>} */
export async function onRequestPost({ request, env, data }) {
  const msg = await request.json();

  switch (msg.method) {
    case "initialize":
      return rpc(msg.id, {
        result: { protocolVersion: PROTOCOL_VERSION, capabilities: { tools: {} }, serverInfo: { name: "helpdesk", version: "1.8.0" } },
      });
    case "tools/list":
      return rpc(msg.id, { result: { tools: [mergeDef] } });
    case "tools/call": {
      if (msg.params?.name !== MERGE) return rpc(msg.id, { error: { code: -32602, message: "Unknown tool" } });
      const { result, setCookie } = await mergeTickets({
        env,
        request,
        user: data.user,
        args: msg.params.arguments,
        requestState: msg.params.requestState,
        inputResponses: msg.params.inputResponses,
      });
      return rpc(msg.id, { result }, setCookie);
    }
    default:
      return rpc(msg.id, { error: { code: -32601, message: "Method not found" } });
  }
}
