import { MCPServer } from 'mcp-framework';
import { GitHubUserAuthProvider } from './auth/github-user-provider.js';

// Tools are picked up from dist/tools by mcp-framework's loader.
const server = new MCPServer({
  name: 'branch-janitor',
  version: '1.3.0',
  transport: {
    type: 'http-stream',
    options: {
      port: Number(process.env.PORT ?? 3001),
      endpoint: '/mcp',
      responseMode: 'batch',
      auth: {
        provider: new GitHubUserAuthProvider({ org: process.env.JANITOR_ORG ?? 'acme' }),
      },
    },
  },
});

await server.start();
