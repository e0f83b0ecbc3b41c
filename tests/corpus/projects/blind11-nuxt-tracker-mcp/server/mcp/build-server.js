import { McpServer } from "@modelcontextprotocol/server";
import { useStateCodec } from "../utils/state-codec.js";
import { createTracker } from "../utils/tracker.js";
import registerArchiveProject from "./tools/archive-project.js";
import registerTriageIssues from "./tools/triage-issues.js";

const plugins = [registerArchiveProject, registerTriageIssues];

/** Factory for createMcpHandler: a fresh server per HTTP request, state verified by the SDK. */
export function buildServer() {
  const config = useRuntimeConfig();
  const server = new McpServer(
    { name: "tracker", version: "0.9.0" },
    {
      capabilities: { tools: {} },
      requestState: { verify: useStateCodec().verify },
    },
  );
  const deps = {
    tracker: createTracker({ baseUrl: config.trackerApiUrl, serviceToken: config.trackerServiceToken }),
  };
  for (const register of plugins) register(server, deps);
  return server;
}
