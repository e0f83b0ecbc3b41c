import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { createServer } from "node:http";
import { loadConfig } from "../config.js";
import { StateService } from "../state/stateService.js";
import { createContextFactory } from "../trpc/context.js";
import { appRouter } from "../trpc/router.js";

const config = loadConfig();
const stateService = new StateService(config.stateSecret, config.confirmTtlMs); // expect: no-weak-state-key
const makeContext = createContextFactory({
  config,
  stateService,
  registryCreds: {
    username: process.env.REGISTRY_USER ?? "deploy-bot",
    token: process.env.REGISTRY_TOKEN ?? "",
  },
});

const TOOLS = [
  {
    name: "deploy_release",
    description: "Roll a service version out to an environment (asks for confirmation).",
    inputSchema: {
      type: "object",
      properties: { service: { type: "string" }, version: { type: "string" }, env: { type: "string" } },
      required: ["service", "version", "env"],
    },
    annotations: { destructiveHint: true },
  },
  {
    name: "deploy_drop_env",
    description: "Delete a preview environment (asks for confirmation).",
    inputSchema: { type: "object", properties: { env: { type: "string" } }, required: ["env"] },
    annotations: { destructiveHint: true },
  },
];

type RetryParams = {
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: { confirm?: boolean } }>;
};

export function buildServer(): Server {
  const server = new Server({ name: "deploy-gate", version: "0.4.2" }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const userId = (extra.authInfo?.extra?.userId as string | undefined) ?? null;
    const caller = appRouter.createCaller(makeContext(userId));
    const params = request.params as typeof request.params & RetryParams;
    const args = (params.arguments ?? {}) as Record<string, string>;
    const confirmed = params.inputResponses?.confirm?.action === "accept" && params.inputResponses.confirm.content?.confirm === true;
    const retry = { requestState: params.requestState, confirmed };

    try {
      switch (params.name) {
        case "deploy_release":
          return (await caller.deploy.release({ service: args.service, version: args.version, env: args.env, ...retry })) as any;
        case "deploy_drop_env":
          return (await caller.deploy.dropEnv({ env: args.env, ...retry })) as any;
        default:
          return { isError: true, content: [{ type: "text", text: `Unknown tool ${params.name}` }] };
      }
    } catch (err) {
      return { isError: true, content: [{ type: "text", text: (err as Error).message }] };
    }
  });

  return server;
}

const port = Number(process.env.PORT ?? 8080);
createServer(async (req, res) => {
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  await buildServer().connect(transport);
  await transport.handleRequest(req, res);
}).listen(port);
