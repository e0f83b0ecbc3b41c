import Fastify from "fastify";
import { zodToJsonSchema } from "zod-to-json-schema";
import { config } from "./config.js";
import { SealedStateBox, StateRejected } from "./crypto/sealed-state.js";
import { bearerAuth, verifySupplierSignature } from "./http/auth.js";
import { SupplierApi, WarehouseApi } from "./services/clients.js";
import { QuoteStore } from "./services/quote-store.js";
import adjustStock from "./tools/adjust-stock.js";
import importCatalog from "./tools/import-catalog.js";
import type { InputResponse, ToolCtx } from "./tools/plugin.js";
import reorder from "./tools/reorder.js";

const PROTOCOL_VERSION = "2026-07-28";

const shared = {
  box: SealedStateBox.fromMasterKey(config.STATE_MASTER_KEY),
  warehouse: new WarehouseApi(config.WAREHOUSE_API_URL, config.WAREHOUSE_API_TOKEN),
  supplier: new SupplierApi(config.SUPPLIER_API_URL, config.SUPPLIER_CLIENT_ID, config.SUPPLIER_CLIENT_SECRET),
  quotes: new QuoteStore(),
};

const plugins = [adjustStock, reorder, importCatalog] as const;
const byName = new Map(plugins.map((p) => [p.name, p]));

interface RpcRequest {
  jsonrpc: "2.0";
  id?: string | number;
  method: string;
  params?: {
    name?: string;
    arguments?: unknown;
    requestState?: string;
    inputResponses?: Record<string, InputResponse>;
  };
}

const app = Fastify({ logger: true });

app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => {
  try {
    done(null, { raw: body, json: JSON.parse(body.toString("utf8")) });
  } catch (e) {
    done(e as Error, undefined);
  }
});

app.post("/webhooks/supplier", async (request, reply) => {
  const { raw, json } = request.body as { raw: Buffer; json: unknown };
  const signature = request.headers["x-supplier-signature"];
  if (!verifySupplierSignature(config.SUPPLIER_WEBHOOK_SECRET, raw, typeof signature === "string" ? signature : undefined)) {
    return reply.code(401).send();
  }
  request.log.info({ event: json }, "supplier webhook");
  return reply.code(204).send();
});

app.post("/mcp", { preHandler: bearerAuth(config) }, async (request, reply) => {
  const rpc = (request.body as { json: RpcRequest }).json;
  const respond = (result: unknown) => reply.send({ jsonrpc: "2.0", id: rpc.id, result });
  const fail = (code: number, message: string) => reply.send({ jsonrpc: "2.0", id: rpc.id, error: { code, message } });

  switch (rpc.method) {
    case "initialize":
      return respond({
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: "inventory-sync", version: "3.1.2" },
      });
    case "tools/list":
      return respond({
        resultType: "complete",
        tools: plugins.map((p) => ({
          name: p.name,
          description: p.description,
          inputSchema: zodToJsonSchema(p.schema),
          annotations: { destructiveHint: p.destructive === true },
        })),
      });
    case "tools/call": {
      const plugin = byName.get(rpc.params?.name ?? "");
      if (!plugin) return fail(-32602, `Unknown tool: ${rpc.params?.name}`);
      const principal = request.principal!;
      if (!principal.scopes.includes(plugin.requiredScope)) {
        return respond({ content: [{ type: "text", text: `Missing scope ${plugin.requiredScope}.` }], isError: true });
      }
      const parsed = plugin.schema.safeParse(rpc.params?.arguments ?? {});
      if (!parsed.success) return fail(-32602, parsed.error.message);

      const ctx: ToolCtx = {
        ...shared,
        principal,
        requestState: rpc.params?.requestState,
        inputResponses: rpc.params?.inputResponses ?? {},
      };
      try {
        const result = await plugin.handle(parsed.data as never, ctx);
        return respond("resultType" in result ? result : { resultType: "complete", ...result });
      } catch (e) {
        if (e instanceof StateRejected) return fail(-32602, "Invalid or expired requestState");
        throw e;
      }
    }
    default:
      return fail(-32601, `Method not found: ${rpc.method}`);
  }
});

await app.listen({ port: config.PORT, host: "0.0.0.0" });
