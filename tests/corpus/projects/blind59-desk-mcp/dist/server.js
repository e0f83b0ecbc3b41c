import { McpServer } from "@modelcontextprotocol/server";
import { deskCodec } from "./state/codec.js";
import { ZendeskClient } from "./zendesk/client.js";
import { registerMergeTickets } from "./tools/merge-tickets.js";
import { registerLinkJira } from "./tools/link-jira.js";
const VERSION = "2.3.1";
function createDeskServer(env) {
  const codec = deskCodec(env), zendesk = new ZendeskClient(env.zendesk), server = new McpServer({ name: "desk-mcp", version: VERSION }, {
    capabilities: { tools: {} },
    requestState: { verify: codec.verify }
  });
  return registerMergeTickets(server, { codec, zendesk }), registerLinkJira(server, { codec, zendesk, jiraSite: env.jiraSite }), server;
}
export {
  VERSION,
  createDeskServer
};
