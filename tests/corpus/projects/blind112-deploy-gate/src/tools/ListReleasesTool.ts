// Read-only list_releases tool that lists the versions a service has run.
// @ts-nocheck
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { ReleaseHistory } from '../deploy/ReleaseHistory.js';

export default class ListReleasesTool {
  constructor(private readonly history: ReleaseHistory) {}

  attach(server: McpServer): void {
    server.registerTool(
      'list_releases',
      { description: 'List the versions a service has run.', inputSchema: z.object({ service: z.string() }), annotations: { readOnlyHint: true } },
      async ({ service }) => ({
        content: [{ type: 'text', text: this.history.versions(service).join('\n') || '(none)' }],
      }),
    );
  }
}
