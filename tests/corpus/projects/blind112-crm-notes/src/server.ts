// Stdio MCP server that routes tool calls to registered handlers, starting with the call-note logger.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { CrmConfig } from './config';
import { RestNoteRepository } from './notes/NoteRepository';
import { JsonBase64Codec } from './state/codec';
import { LogCallNoteHandler } from './handlers/LogCallNoteHandler';
import type { RoundTripParams, ToolHandler } from './handlers/ToolHandler';

class CrmNotesServer {
  readonly #server = new Server({ name: 'crm-notes', version: '0.9.3' }, { capabilities: { tools: {} } });
  readonly #handlers = new Map<string, ToolHandler>();

  constructor(handlers: ToolHandler[]) {
    for (const h of handlers) this.#handlers.set(h.name, h);

    this.#server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [...this.#handlers.values()].map((h) => h.definition),
    }));

    this.#server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const handler = this.#handlers.get(request.params.name);
      if (!handler) {
        return { content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }], isError: true };
      }
      return (await handler.handle(request.params as RoundTripParams, extra)) as any;
    });
  }

  async listen(): Promise<void> {
    await this.#server.connect(new StdioServerTransport());
  }
}

const config = new CrmConfig();
const repo = new RestNoteRepository(config.apiBase);
void new CrmNotesServer([new LogCallNoteHandler(repo, new JsonBase64Codec(), config.defaultPipeline)]).listen();
