import { McpServer } from "@modelcontextprotocol/server";
import { registerDraftFollowup } from "./tools/draft-followup";
import { registerDeleteContact } from "./tools/delete-contact";

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: "crm-assistant", version: "0.9.0" },
    { capabilities: { tools: {} } },
  );
  registerDraftFollowup(server);
  registerDeleteContact(server);
  return server;
}
