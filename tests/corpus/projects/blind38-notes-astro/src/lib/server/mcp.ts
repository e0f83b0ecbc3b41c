import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './state';
import { registerPublishNote, registerPurgeNotebook } from './tools';

/** A fresh server per HTTP request (createMcpHandler calls this). */
export function buildNotesServer(origin: string): McpServer {
  const server = new McpServer(
    { name: 'inkwell-notes', version: '1.4.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
    },
  );
  registerPublishNote(server, origin);
  registerPurgeNotebook(server);
  return server;
}
