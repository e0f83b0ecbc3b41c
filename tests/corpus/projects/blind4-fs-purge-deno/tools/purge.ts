import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { StateKey } from '../state/keys.ts';
import { openState, sealState } from '../state/seal.ts';

const TOOL = 'purge_artifacts';

const PurgeArgs = z.object({
  root: z.string().min(1),
  pattern: z.string().default('**/*.tgz'),
  olderThanDays: z.number().int().min(1).max(365).default(30),
});
type PurgeArgs = z.infer<typeof PurgeArgs>;

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '(?:.*/)?')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${escaped}$`);
}

async function findStale(args: PurgeArgs): Promise<string[]> {
  const re = globToRegExp(args.pattern);
  const cutoff = Date.now() - args.olderThanDays * 86_400_000;
  const hits: string[] = [];
  async function walk(dir: string, rel: string): Promise<void> {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory) {
        await walk(path, relPath);
      } else if (re.test(relPath)) {
        const info = await Deno.stat(path);
        if ((info.mtime?.getTime() ?? Date.now()) < cutoff) hits.push(path);
      }
    }
  }
  await walk(args.root, '');
  return hits;
}

function userOf(ctx: { http?: { authInfo?: { extra?: Record<string, unknown> } } }): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id === 'string' && id) return id;
  const local = Deno.env.get('PURGE_LOCAL_USER');
  if (local) return local;
  throw new Error('purge_artifacts needs an identified user');
}

export function registerPurge(server: McpServer, keys: StateKey[]): void {
  server.registerTool(
    TOOL,
    {
      description: 'Delete build artefacts older than N days under a directory. Always asks first.',
      inputSchema: PurgeArgs,
      annotations: { destructiveHint: true },
    },
    async (rawArgs, ctx) => {
      const args = PurgeArgs.parse(rawArgs);
      const user = userOf(ctx);
      const token = ctx.mcpReq.requestState<string>();

      if (!token) {
        const stale = await findStale(args);
        if (stale.length === 0) return { content: [{ type: 'text', text: 'Nothing to purge.' }] };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete ${stale.length} files under ${args.root}?\n${stale.slice(0, 15).join('\n')}`,
              requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } }, required: ['yes'] },
            }),
          },
          requestState: await sealState(keys, { phase: 'awaiting-confirm', count: stale.length }, user, TOOL), // expect: require-state-binding
        });
      }

      const claims = await openState(keys, token, user, TOOL);
      if (!claims || claims.phase !== 'awaiting-confirm') {
        return { content: [{ type: 'text', text: 'Invalid or expired requestState' }], isError: true };
      }
      const answer = acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.yes !== true) return { content: [{ type: 'text', text: 'Kept everything.' }] };

      const stale = await findStale(args);
      let removed = 0;
      for (const path of stale) {
        try {
          await Deno.remove(path);
          removed++;
        } catch (err) {
          console.error(`could not remove ${path}:`, err);
        }
      }
      return { content: [{ type: 'text', text: `Removed ${removed} of ${stale.length} files.` }] };
    },
  );
}
