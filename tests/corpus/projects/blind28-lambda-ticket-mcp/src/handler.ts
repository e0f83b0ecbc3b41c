import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { CLOSE_TICKET, closeTicket, ToolCallParams } from "./tools/closeTicket";

interface JsonRpcRequest {
  jsonrpc: "2.0";
  id: string | number;
  method: string;
  params?: { name?: string } & ToolCallParams;
}

const reply = (id: JsonRpcRequest["id"] | null, body: object): APIGatewayProxyResultV2 => ({
  statusCode: 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ jsonrpc: "2.0", id, ...body }),
});

const TOOLS = [
  {
    name: CLOSE_TICKET,
    description: "Close a ticket in the tracker after the user confirms.",
    inputSchema: {
      type: "object",
      properties: { ticketId: { type: "string" }, resolution: { type: "string" } },
      required: ["ticketId"],
    },
    annotations: { destructiveHint: true },
  },
];

export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> => {
  // The API Gateway JWT authorizer has already validated the caller.
  const claims = (event.requestContext as any).authorizer?.jwt?.claims ?? {};
  const userId: string | undefined = claims.sub;
  if (!userId) return { statusCode: 401, body: "unauthorized" };

  let rpc: JsonRpcRequest;
  try {
    rpc = JSON.parse(event.isBase64Encoded ? Buffer.from(event.body ?? "", "base64").toString() : event.body ?? "");
  } catch {
    return reply(null, { error: { code: -32700, message: "Parse error" } });
  }

  switch (rpc.method) {
    case "initialize":
      return reply(rpc.id, {
        result: {
          protocolVersion: "2026-07-28",
          capabilities: { tools: {} },
          serverInfo: { name: "ticket-mcp", version: "1.2.0" },
        },
      });
    case "tools/list":
      return reply(rpc.id, { result: { tools: TOOLS } });
    case "tools/call":
      if (rpc.params?.name === CLOSE_TICKET) {
        return reply(rpc.id, { result: await closeTicket(rpc.params, userId) });
      }
      return reply(rpc.id, { error: { code: -32602, message: `Unknown tool ${rpc.params?.name}` } });
    default:
      return reply(rpc.id, { error: { code: -32601, message: "Method not found" } });
  }
};
