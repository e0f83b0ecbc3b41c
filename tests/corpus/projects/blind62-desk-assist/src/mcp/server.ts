import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { DeskClient } from '../desk/client.js';
import { getTriageBrief, TRIAGE_BRIEF } from '../prompts/triage-brief.js';
import { settings } from '../settings.js';
import { escalateTicket } from '../tools/escalate.js';
import { mergeTickets } from '../tools/merge.js';
import { createToolDispatcher, userOf, type ToolDef } from './dispatch.js';
import { ResumeTokens } from './resume-tokens.js';
import { META_ROUNDS_CAPABILITY } from './wire.js';

const tokens = new ResumeTokens(settings.resumeSecret); // expect: no-weak-state-key
const TOOLS: ToolDef[] = [escalateTicket, mergeTickets];
const TICKET_URI = /^desk:\/\/tickets\/([A-Za-z0-9-]+)$/;

/** A fresh Server per HTTP request (stateless transport). */
export function buildServer(): Server {
  const server = new Server(
    { name: 'desk-assist', version: '2.1.0' },
    { capabilities: { tools: {}, prompts: {}, resources: {} } },
  );

  const isLegacyClient = () => Boolean(server.getClientCapabilities()?.experimental?.[META_ROUNDS_CAPABILITY]);
  const dispatch = createToolDispatcher({ tools: TOOLS, tokens, isLegacyClient });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, (request, extra) => dispatch(request, extra));

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: [TRIAGE_BRIEF] }));

  server.setRequestHandler(GetPromptRequestSchema, async (request, extra) => {
    if (request.params.name !== TRIAGE_BRIEF.name) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown prompt ${request.params.name}`);
    }
    return (await getTriageBrief(request, extra, isLegacyClient())) as any;
  });

  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [{ uriTemplate: 'desk://tickets/{id}', name: 'Ticket with comments', mimeType: 'application/json' }],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request, extra) => {
    const match = TICKET_URI.exec(request.params.uri);
    if (!match) throw new McpError(ErrorCode.InvalidParams, `Unknown resource ${request.params.uri}`);
    userOf(extra);
    const grant = await DeskClient.exchange(extra.authInfo!.token, 'tickets:read');
    const desk = DeskClient.withToken(grant.access_token);
    const [ticket, comments] = await Promise.all([desk.ticket(match[1]), desk.comments(match[1])]);
    return {
      contents: [{ uri: request.params.uri, mimeType: 'application/json', text: JSON.stringify({ ticket, comments }, null, 2) }],
    };
  });

  return server;
}
