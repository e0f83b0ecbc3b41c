// Models a @modelcontextprotocol/server 2.x server whose codec settings come from a zod-validated config: the key is fine, but the TTL constant is 15 minutes.
// @ts-nocheck
import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { rotateCredentials } from './vault.mjs';

const Config = z.object({
  stateKey: z.string().min(44, 'MCP_STATE_KEY must be 32 bytes, base64'),
  port: z.coerce.number().default(8080),
});
const config = Config.parse({ stateKey: process.env.MCP_STATE_KEY, port: process.env.PORT });

const STATE_TTL_SECONDS = 15 * 60;
const SHORT_TTL_SECONDS = 5 * 60;

const rotationCodec = createRequestStateCodec<{ service: string }>({
  key: Buffer.from(config.stateKey, 'base64'),
  ttlSeconds: STATE_TTL_SECONDS, // expect: require-state-binding
  bind: (ctx) => String(ctx.http?.authInfo?.extra?.userId),
});

const previewCodec = createRequestStateCodec<{ service: string }>({
  key: Buffer.from(config.stateKey, 'base64'),
  ttlSeconds: SHORT_TTL_SECONDS,
  bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}|preview_rotation`,
});

export function createServer(): McpServer {
  const server = new McpServer(
    { name: 'vault-ops', version: '1.0.0' },
    { capabilities: { tools: {} }, requestState: { verify: rotationCodec.verify } },
  );

  server.registerTool(
    'rotate_credentials',
    { description: 'Rotate the credentials of a service', inputSchema: z.object({ service: z.string() }), annotations: { destructiveHint: true } },
    async ({ service }, ctx) => {
      const state = ctx.mcpReq.requestState<{ service: string }>();
      if (!state) {
        return inputRequired({
          inputRequests: { confirm: inputRequired.elicit({ message: `Rotate credentials of ${service}?`, requestedSchema: z.object({ confirm: z.boolean() }) }) },
          requestState: await rotationCodec.mint({ service }, ctx),
        });
      }
      if (state.service !== service) return { isError: true, content: [{ type: 'text', text: 'State is for another service' }] };
      if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) {
        return { content: [{ type: 'text', text: 'Rotation cancelled' }] };
      }
      const { version } = await rotateCredentials(service);
      return { content: [{ type: 'text', text: `Rotated ${service} to version ${version}` }] };
    },
  );

  server.registerTool(
    'preview_rotation',
    { description: 'Show what a rotation would change', inputSchema: z.object({ service: z.string() }) },
    async ({ service }, ctx) => ({ content: [{ type: 'text', text: `${service}: ${await previewCodec.mint({ service }, ctx)}` }] }),
  );

  return server;
}
