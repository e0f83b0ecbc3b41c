import type { Ctx, ToolResult } from '../index';
import { open, sameBinding, seal } from '../state/seal';

export const GEOCODE_TOOL = 'geocode';

interface Candidate {
  label: string;
  lat: number;
  lon: number;
}

interface GeocodeState {
  query: string;
  candidates: Candidate[];
  /** Remaining upstream lookups this conversation may spend; a quota, not a credential. */
  quotaTokens: number;
}

interface CachedLookup {
  etag: string | null;
  storedAt: number;
  candidates: Candidate[];
}

const UPSTREAM = 'https://nominatim.openstreetmap.org/search';

async function lookup(ctx: Ctx, query: string): Promise<Candidate[]> {
  const cacheKey = `q:${query.toLowerCase()}`;
  const cached = await ctx.env.GEO_CACHE.get<CachedLookup>(cacheKey, 'json');
  const url = `${UPSTREAM}?format=jsonv2&limit=5&q=${encodeURIComponent(query)}`;
  const res = await fetch(url, {
    headers: { 'user-agent': 'geo-lookup/1.0 (ops@example.org)', ...(cached?.etag ? { 'if-none-match': cached.etag } : {}) },
  });
  if (res.status === 304 && cached) return cached.candidates;
  if (!res.ok) throw new Error(`upstream ${res.status}`);

  const etag = res.headers.get('etag');
  const rows = (await res.json()) as { display_name: string; lat: string; lon: string }[];
  const candidates = rows.map((r) => ({ label: r.display_name, lat: Number(r.lat), lon: Number(r.lon) }));
  if (etag === null || etag !== cached?.etag) {
    await ctx.env.GEO_CACHE.put(cacheKey, JSON.stringify({ etag, storedAt: Date.now(), candidates }), { expirationTtl: 86_400 });
  }
  return candidates;
}

const answer = (c: Candidate): ToolResult => ({
  resultType: 'complete',
  content: [{ type: 'text', text: `${c.label}: ${c.lat.toFixed(5)}, ${c.lon.toFixed(5)}` }],
  structuredContent: { lat: c.lat, lon: c.lon, label: c.label },
});

export async function geocode(args: Record<string, unknown>, ctx: Ctx): Promise<ToolResult> {
  const query = String(args.query ?? '').trim();
  if (!query) return ctx.fail('query is required');
  const binding = { sub: ctx.principal.id, tool: GEOCODE_TOOL, aud: ctx.audience };

  if (!ctx.requestState) {
    const candidates = await lookup(ctx, query);
    if (candidates.length === 0) return ctx.fail(`Nothing found for "${query}".`);
    if (candidates.length === 1) return answer(candidates[0]);
    const state: GeocodeState = { query, candidates, quotaTokens: ctx.principal.quota };
    return {
      resultType: 'input_required',
      inputRequests: {
        pick: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `"${query}" is ambiguous. Which one did you mean?`,
            requestedSchema: { type: 'object', properties: { choice: { type: 'string', enum: candidates.map((c) => c.label) } }, required: ['choice'] },
          },
        },
      },
      requestState: await seal(ctx.keys, state, binding),
    };
  }

  const claims = await open<GeocodeState>(ctx.keys, ctx.requestState);
  if (!claims || !sameBinding(claims, binding) || claims.data.query !== query) {
    return ctx.fail('Invalid or expired requestState');
  }
  const picked = ctx.inputResponses?.pick;
  if (picked?.action !== 'accept') return ctx.fail('No location chosen.');
  const choice = claims.data.candidates.find((c) => c.label === picked.content?.choice);
  return choice ? answer(choice) : ctx.fail('That choice was not offered.');
}
