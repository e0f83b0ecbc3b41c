#!/usr/bin/env node
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { loadEnv } from "./env.js";
import { createDeskServer } from "./server.js";
(async () => {
  const server = createDeskServer(loadEnv());
  await server.connect(new StdioServerTransport()), process.on("SIGINT", () => void server.close().finally(() => process.exit(0)));
})().catch((err) => {
  console.error(err), process.exit(1);
});
