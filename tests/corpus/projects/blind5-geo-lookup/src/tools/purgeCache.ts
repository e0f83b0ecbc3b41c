import type { Ctx, ToolResult } from '../index';
import { argsHash, open, sameBinding, seal } from '../state/seal';

export const PURGE_TOOL = 'purge_geocode_cache';

interface PurgeState {
  argsHash: string;
  matched: number;
}

const MAX_KEYS = 1000;

async function matchingKeys(ctx: Ctx, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await ctx.env.GEO_CACHE.list({ prefix: `q:${prefix.toLowerCase()}`, cursor, limit: 1000 });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor && names.length < MAX_KEYS);
  return names.slice(0, MAX_KEYS);
}

export async function purgeCache(args: Record<string, unknown>, ctx: Ctx): Promise<ToolResult> {
  if (ctx.principal.role !== 'admin') return ctx.fail('Only admins can purge the cache.');
  const prefix = String(args.prefix ?? '');
  if (prefix.length < 3) return ctx.fail('Use a prefix of at least 3 characters.');
  const binding = { sub: ctx.principal.id, tool: PURGE_TOOL, aud: ctx.audience };
  const digest = await argsHash({ prefix });

  if (!ctx.requestState) {
    const keys = await matchingKeys(ctx, prefix);
    if (keys.length === 0) return ctx.ok(`No cached lookups start with "${prefix}".`);
    const state: PurgeState = { argsHash: digest, matched: keys.length };
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Delete ${keys.length} cached lookups starting with "${prefix}"?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState: await seal(ctx.keys, state, { ...binding, ttlSeconds: 120 }),
    };
  }

  const claims = await open<PurgeState>(ctx.keys, ctx.requestState);
  if (!claims || !sameBinding(claims, binding)) return ctx.fail('Invalid or expired requestState');
  if (claims.data.argsHash !== digest) return ctx.fail('This confirmation was for a different prefix.');

  const confirmed = ctx.inputResponses?.confirm;
  if (confirmed?.action !== 'accept' || confirmed.content?.confirm !== true) return ctx.ok('Nothing purged.');

  const keys = await matchingKeys(ctx, prefix);
  await Promise.all(keys.map((k) => ctx.env.GEO_CACHE.delete(k)));
  return ctx.ok(`Purged ${keys.length} cached lookups (confirmed ${claims.data.matched}).`);
}
