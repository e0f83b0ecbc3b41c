// list_zones tool: lists irrigation zones of a site with their valves and probes.
// @ts-nocheck
import { growerOf } from '../auth.js';
import { requireRole, sitesOf } from '../store.js';
import * as controller from '../controllerApi.js';
import { reply } from '../mcp.js';

export const definition = {
  name: 'list_zones',
  description: 'List the irrigation zones of one of your vineyard sites (or your sites, if no site is given).',
  inputSchema: {
    type: 'object',
    properties: { siteId: { type: 'string', description: 'Site identifier, e.g. "napa-north"' } },
  },
  annotations: { readOnlyHint: true },
};

export async function run(request, extra) {
  const { userId } = growerOf(extra);
  const siteId = request.params.arguments?.siteId;
  if (!siteId) {
    const sites = sitesOf(userId);
    return reply(sites.map((s) => `${s.siteId} (${s.role})`).join('\n') || 'You are not a member of any site.', { sites });
  }
  requireRole(userId, siteId, 'viewer');
  const list = await controller.zones(siteId);
  const lines = list.map((z) => `${z.id}  ${z.name} — block ${z.block}, ${z.areaHa} ha, valve ${z.valveId}, probe ${z.probeId ?? 'none'}`);
  return reply(lines.join('\n') || 'No zones configured.', { zones: list });
}
