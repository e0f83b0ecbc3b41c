// Starts the repo-janitor HTTP server with the state verify hook and tools.
// @ts-nocheck
import { createServer } from "node:http";
import { McpServer, createMcpHandler } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { config } from "./config.js";
import { stateCodec } from "./state.js";
import { registerListStale } from "./tools/listStale.js";
import { registerCloseStale } from "./tools/closeStale.js";

function buildServer(): McpServer {
  const server = new McpServer(
    { name: "repo-janitor", version: "0.3.1" },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
    },
  );
  registerListStale(server);
  registerCloseStale(server, stateCodec);
  return server;
}

const handler = createMcpHandler(buildServer);

createServer(toNodeHandler(handler)).listen(config.port, () => {
  console.error(`repo-janitor listening on :${config.port}`);
});
