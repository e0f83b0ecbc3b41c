// Models a @modelcontextprotocol/server 2.x "connect Google Drive" tool that keeps OAuth tokens and the client secret in codec-minted requestState between rounds.
// @ts-nocheck
import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { exchangeAuthorizationCode, saveConnection } from './google.js';

type ConnectState = Record<string, unknown>;

const codec = createRequestStateCodec<ConnectState>({
  key: Buffer.from(process.env.MCP_STATE_KEY!, 'base64'),
  ttlSeconds: 600,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}:connect_drive`,
});

export function createServer(): McpServer {
  const server = new McpServer({ name: 'drive-connector', version: '1.0.0' }, { capabilities: { tools: {} }, requestState: { verify: codec.verify } });

  server.registerTool(
    'connect_drive',
    { description: 'Connect your Google Drive', inputSchema: z.object({ folder: z.string().optional() }) },
    async ({ folder }, ctx) => {
      const state = ctx.mcpReq.requestState<ConnectState>();
      if (!state) {
        return inputRequired({
          inputRequests: { google_login: inputRequired.elicitUrl({ message: 'Sign in with Google', url: 'https://accounts.google.com/o/oauth2/v2/auth?scope=drive.file' }) },
          requestState: await codec.mint({ step: 'login', folder: folder ?? null }, ctx),
        });
      }
      if (state.step === 'login') {
        const code = acceptedContent<{ code: string }>(ctx.mcpReq.inputResponses, 'google_login')?.code;
        const tokens = await exchangeAuthorizationCode(code);
        return inputRequired({
          inputRequests: { folder: inputRequired.elicit({ message: 'Which folder should be shared?', requestedSchema: z.object({ folder: z.string() }) }) },
          requestState: await codec.mint(
            {
              step: 'folder',
              refreshToken: tokens.refresh_token, // expect: no-secrets-in-state
              idToken: tokens.id_token, // expect: no-secrets-in-state
              tokenType: tokens.token_type,
              scope: tokens.scope,
              clientSecret: process.env.GOOGLE_CLIENT_SECRET, // expect: no-secrets-in-state
              clientId: process.env.GOOGLE_CLIENT_ID,
              expiresIn: tokens.expires_in,
            },
            ctx,
          ),
        });
      }
      const chosen = acceptedContent<{ folder: string }>(ctx.mcpReq.inputResponses, 'folder')?.folder ?? state.folder;
      const connection = await saveConnection(ctx.http?.authInfo?.extra?.userId, state.refreshToken, chosen);
      return { content: [{ type: 'text', text: `Connected ${connection.id}` }] };
    },
  );
  return server;
}
