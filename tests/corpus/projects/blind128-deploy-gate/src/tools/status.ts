// Registers service_status, which reports the version a service is running.
// @ts-nocheck
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { currentVersion } from "../registry";

export function registerStatus(server: McpServer) {
  server.registerTool(
    "service_status",
    {
      description: "Show the version a service is running",
      inputSchema: z.object({ service: z.string().regex(/^[a-z0-9-]+$/) }),
      annotations: { readOnlyHint: true },
    },
    async ({ service }) => ({
      content: [{ type: "text", text: `${service} is on ${await currentVersion(service)}` }],
    }),
  );
}
