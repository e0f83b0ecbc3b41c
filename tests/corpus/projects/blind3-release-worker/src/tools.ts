import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { StateCodec } from './state';
import { github } from './github';

const args = { repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/), tag: z.string() };
const confirm = (message: string) =>
  inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } });
const fail = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function registerReleaseTools(server: McpServer, codec: StateCodec) {
  server.registerTool('publish_release', { description: 'Publish a draft release', inputSchema: args }, async ({ repo, tag }, ctx) => {
    const userId = ctx.http?.authInfo?.extra?.userId as string;
    const raw = await ctx.mcpReq.requestState<string>();
    if (!raw) {
      return inputRequired({
        inputRequests: { ok: confirm(`Publish ${repo}@${tag}?`) },
        requestState: codec.encode({ // expect: require-state-binding
          repo,
          tag,
          userId,
          githubToken: ctx.http?.authInfo?.token, // expect: no-secrets-in-state
        }),
      });
    }
    const s = codec.decode(raw, userId); // expect: require-state-binding
    if (!s) return fail('Stale or forged confirmation.');
    if (acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'ok')?.ok !== true) return fail('Not confirmed.');
    await github(s.githubToken!).publish(s.repo, s.tag);
    return { content: [{ type: 'text', text: `Published ${s.repo}@${s.tag}` }] };
  });

  server.registerTool(
    'delete_release',
    { description: 'Delete a release and its tag', inputSchema: args, annotations: { destructiveHint: true } },
    async (_args, ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId as string;
      const raw = await ctx.mcpReq.requestState<string>();
      if (!raw) {
        return inputRequired({
          inputRequests: { ok: confirm(`Delete ${_args.repo}@${_args.tag} for good?`) },
          requestState: codec.encode({ repo: _args.repo, tag: _args.tag, userId }), // expect: require-state-binding
        });
      }
      const s = codec.decode(raw, userId); // expect: require-state-binding
      if (!s) return fail('Stale or forged confirmation.');
      if (acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'ok')?.ok !== true) return fail('Not confirmed.');
      await github(ctx.http!.authInfo!.token).remove(s.repo, s.tag);
      return { content: [{ type: 'text', text: `Deleted ${s.repo}@${s.tag}` }] };
    },
  );
}
