import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import type { Flag, FlagApi } from '../flags/api.js';
import { packCursor, unpackCursor } from '../state/cursor.js';
import { md, say } from './common.js';

export const ARCHIVE = 'archive_stale_flags';

const shape = {
  project: z.string().min(1),
  staleDays: z.number().int().min(7).max(365).optional(),
  limit: z.number().int().min(1).max(50).optional(),
};
type ArchiveArgs = z.infer<z.ZodObject<typeof shape>>;

const PROTECTED_TAGS = new Set(['permanent', 'kill-switch', 'ops']);

export const archiveTool = (api: FlagApi) => ({
  config: {
    title: 'Archive stale flags',
    description: 'List flags nobody evaluated for a while and archive the ones the user picks.',
    inputSchema: shape,
  },

  async run({ project, staleDays = 30, limit: max = 25 }: ArchiveArgs, ctx: ServerContext) {
    const raw = ctx.mcpReq.requestState<string>();

    if (raw === undefined) {
      const candidates: Flag[] = [];
      scan: for await (const page of api.stalePages(project, staleDays)) {
        for (const flag of page) {
          if (flag.tags.some((t) => PROTECTED_TAGS.has(t))) continue;
          if (candidates.push(flag) >= max) break scan;
        }
      }
      if (candidates.length === 0) return say(md`No flags in **${project}** idle for ${staleDays}+ days.`);

      const result = inputRequired({
        inputRequests: {
          pick: inputRequired.elicit({
            message: md`${candidates.length} flags in **${project}** were not evaluated for ${staleDays}+ days. Pick the ones to archive.`,
            requestedSchema: {
              type: 'object',
              properties: {
                keys: {
                  type: 'array',
                  title: 'Flags to archive',
                  items: { type: 'string', enum: candidates.map((f) => f.key) },
                },
              },
              required: ['keys'],
            },
          }),
        },
      });
      return Object.assign(result, { requestState: packCursor({ project, candidates: candidates.map((f) => f.key), staleDays }) }); // expect: require-sealed-state
    }

    const cursor = unpackCursor(raw); // expect: require-sealed-state
    const { keys: picked = [] } = acceptedContent<{ keys?: string[] }>(ctx.mcpReq.inputResponses, 'pick') ?? {};
    const offered = new Set(cursor.candidates);
    const archived: string[] = [];
    for (const key of picked) {
      if (!offered.has(key)) continue;
      await api.archive(cursor.project, key);
      archived.push(key);
    }
    return archived.length
      ? say(md`Archived ${archived.length} flag(s) in **${cursor.project}**: ${archived.join(', ')}.`, { archived })
      : say('Nothing archived.');
  },
});
