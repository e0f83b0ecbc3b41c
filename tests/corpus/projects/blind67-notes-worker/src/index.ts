import OAuthProvider from '@cloudflare/workers-oauth-provider';
import { NotesMCP } from './agent.js';
import { GitHubHandler } from './github-handler.js';

export { NotesMCP };

export default new OAuthProvider({
  apiHandlers: {
    '/mcp': NotesMCP.serve('/mcp'),
    '/sse': NotesMCP.serveSSE('/sse'),
  },
  // (lint: @typescript-eslint/no-explicit-any)
  defaultHandler: GitHubHandler as any,
  authorizeEndpoint: '/authorize',
  tokenEndpoint: '/token',
  clientRegistrationEndpoint: '/register',
});
