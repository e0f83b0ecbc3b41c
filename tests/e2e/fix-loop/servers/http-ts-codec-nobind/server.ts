// Fixture for tests/e2e/fix-loop.test.ts: TypeScript over HTTP, the SDK's createRequestStateCodec without bind. Insecure on purpose.
import { McpServer, acceptedContent, createMcpHandler, createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { serveHttp } from '../../shared/http.js';

type RotateState = { keyId: string; replaces: string };
type InviteState = { inviteCode: string };

const codec = createRequestStateCodec({
  key: Buffer.from(process.env.STATE_KEY!, 'base64'),
  ttlSeconds: 600,
});

const confirmSchema = z.object({ confirm: z.boolean().describe('Confirm the action') });

const currentKeys: Record<string, string> = { billing: 'key_2024_09', search: 'key_2025_01' };

const server = () => {
  const s = new McpServer(
    { name: 'project-admin', version: '1.4.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );

  s.registerTool(
    'rotate_api_key',
    {
      description: 'Rotate the API key of a project; the old key stops working',
      inputSchema: z.object({ project: z.string(), scope: z.enum(['read', 'write', 'admin']) }),
      annotations: { destructiveHint: true },
    },
    async ({ project, scope }, ctx) => {
      const state = ctx.mcpReq.requestState<RotateState>();
      if (state === undefined) {
        const keyId = `key_${randomBytes(4).toString('hex')}`;
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: `Rotate the ${scope} key of ${project}?`, requestedSchema: confirmSchema }),
          },
          requestState: await codec.mint({ keyId, replaces: currentKeys[project] ?? 'none' }),
        });
      }
      const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmSchema)?.confirm === true;
      const text = ok ? `Issued ${state.keyId} (${scope}) for ${project}; revoked ${state.replaces}.` : 'Key unchanged.';
      return { content: [{ type: 'text', text }] };
    },
  );

  s.registerTool(
    'invite_member',
    {
      description: 'Invite someone to a project',
      inputSchema: z.object({ project: z.string(), email: z.string() }),
    },
    async ({ project, email }, ctx) => {
      const state = ctx.mcpReq.requestState<InviteState>();
      if (state === undefined) {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({ message: `Invite ${email} to ${project}?`, requestedSchema: confirmSchema }),
          },
          requestState: await codec.mint({ inviteCode: randomBytes(6).toString('base64url') }),
        });
      }
      const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmSchema)?.confirm === true;
      const text = ok ? `Invited ${email} to ${project} with code ${state.inviteCode}.` : 'No invitation sent.';
      return { content: [{ type: 'text', text }] };
    },
  );

  return s;
};

const url = await serveHttp(createMcpHandler(server), Number(process.env.PORT ?? 0));
console.log(url);
