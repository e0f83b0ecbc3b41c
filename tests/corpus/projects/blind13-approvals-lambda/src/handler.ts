import middy from "@middy/core";
import httpErrorHandler from "@middy/http-error-handler";
import httpHeaderNormalizer from "@middy/http-header-normalizer";
import httpJsonBodyParser from "@middy/http-json-body-parser";
import type { APIGatewayProxyResultV2 } from "aws-lambda";
import Knex from "knex";
import { Model } from "objection";

import { config } from "./config.js";
import { createStateSigner } from "./crypto/createStateSigner.js";
import { withPrincipal, type McpEvent } from "./middleware/withPrincipal.js";
import { PaymentsClient } from "./services/payments.js";
import { StateRejected, type ResumeContext } from "./state/resume.js";
import * as approvePayout from "./tools/approvePayout.js";
import * as listVendors from "./tools/listVendors.js";
import { toolError, type ToolContext } from "./tools/types.js";

Model.knex(Knex({ client: "pg", connection: config.databaseUrl, pool: { min: 0, max: 2 } }));

const signer = createStateSigner<ResumeContext>({
  key: config.stateKey, // expect: no-weak-state-key
  ttlSeconds: config.stateTtlSeconds,
});
const payments = new PaymentsClient(config.paymentsApiBase);
const registry = new Map([approvePayout, listVendors].map((t) => [t.name, t] as const));

const PROTOCOL_VERSION = "2026-07-28";

const reply = (id: string | number, result: unknown): APIGatewayProxyResultV2 => ({
  statusCode: 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ jsonrpc: "2.0", id, result }),
});

const replyError = (id: string | number | null, code: number, message: string): APIGatewayProxyResultV2 => ({
  statusCode: 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } }),
});

async function mcp(event: McpEvent): Promise<APIGatewayProxyResultV2> {
  const { id, method, params = {} } = event.body;

  switch (method) {
    case "initialize":
      return reply(id, {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: "approvals", version: "0.9.2" },
      });

    case "tools/list":
      return reply(id, { resultType: "complete", tools: [...registry.values()].map((t) => t.definition) });

    case "tools/call": {
      const tool = registry.get(params.name);
      if (!tool) return replyError(id, -32602, `Unknown tool: ${params.name}`);

      const ctx: ToolContext = {
        principal: event.principal,
        requestState: params.requestState,
        inputResponses: params.inputResponses,
        signer,
        payments,
        pageSize: config.listPageSize,
      };

      try {
        const result = await tool.run(params.arguments ?? {}, ctx);
        return reply(id, { resultType: "complete", ...result });
      } catch (err) {
        if (err instanceof StateRejected) return reply(id, { resultType: "complete", ...toolError(err.message) });
        throw err;
      }
    }

    default:
      return replyError(id ?? null, -32601, `Method not found: ${method}`);
  }
}

export const handler = middy<McpEvent, APIGatewayProxyResultV2>()
  .use(httpHeaderNormalizer())
  .use(httpJsonBodyParser())
  .use(withPrincipal())
  .use(httpErrorHandler({ fallbackMessage: "Internal error" }))
  .handler(mcp);
