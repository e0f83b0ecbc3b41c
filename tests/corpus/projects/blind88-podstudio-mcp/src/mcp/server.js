// McpServer factory: installs the request-state verify hook and registers the episode tools.
import { McpServer } from '@modelcontextprotocol/server';
import { codec } from '../state/codec.js';
import { registerPublishEpisode } from '../tools/publishEpisode.js';
import { registerDeleteEpisode } from '../tools/deleteEpisode.js';

export function buildMcpServer() {
  const server = new McpServer(
    { name: 'podstudio', version: '2.1.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: codec.verify },
      instructions: 'Publish or remove episodes of shows you are a member of.',
    },
  );
  registerPublishEpisode(server);
  registerDeleteEpisode(server);
  return server;
}
