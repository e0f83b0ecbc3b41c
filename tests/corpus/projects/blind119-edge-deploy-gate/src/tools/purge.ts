// Registers the purge_cache tool, which asks for a zone and confirmation before purging URLs.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { text, toolError, userOf, type ToolDeps } from './common';

interface PurgeCursor {
  zoneId: string;
  paths: string[];
}

// Only which zone was picked travels between rounds; nothing secret in it.
const packCursor = (c: PurgeCursor) => btoa(JSON.stringify(c));
const unpackCursor = (raw: string): PurgeCursor => JSON.parse(atob(raw)); // expect: require-sealed-state

export function registerPurge(server: McpServer, deps: ToolDeps) {
  server.registerTool(
    'purge_cache',
    {
      description: 'Purge cached URLs from one of our zones. Asks which zone when the host is ambiguous.',
      inputSchema: z.object({
        paths: z.array(z.string().url()).min(1).max(30),
      }),
    },
    async ({ paths }, ctx) => {
      if (!userOf(ctx)) return toolError('purge_cache needs a signed-in user');

      const raw = ctx.mcpReq.requestState<string>();
      if (raw) {
        const cursor = unpackCursor(raw);
        const confirmed = acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
        if (!confirmed?.ok) return text('Purge cancelled.');
        const ok = await deps.releases.purge(cursor.zoneId, cursor.paths);
        return ok ? text(`Purged ${cursor.paths.length} URL(s).`) : toolError('Cloudflare refused the purge.');
      }

      const hosts = new Set(paths.map((p) => new URL(p).hostname));
      const zones = (await deps.releases.zones()).filter((z) => [...hosts].some((h) => h.endsWith(z.name)));
      if (zones.length === 0) return toolError('None of those URLs belong to a zone we manage.');
      if (zones.length === 1) {
        const ok = await deps.releases.purge(zones[0].id, paths);
        return ok ? text(`Purged ${paths.length} URL(s) from ${zones[0].name}.`) : toolError('Cloudflare refused the purge.');
      }

      const pick = acceptedContent<{ zone: string }>(ctx.mcpReq.inputResponses, 'zone');
      if (pick) {
        const zone = zones.find((z) => z.name === pick.zone);
        if (!zone) return toolError(`Unknown zone ${pick.zone}.`);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Purge ${paths.length} URL(s) from ${zone.name}?`,
              requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
            }),
          },
          requestState: packCursor({ zoneId: zone.id, paths }), // expect: require-sealed-state
        });
      }

      return inputRequired({
        inputRequests: {
          zone: inputRequired.elicit({
            message: 'Those URLs match more than one zone. Which one?',
            requestedSchema: {
              type: 'object',
              properties: { zone: { type: 'string', enum: zones.map((z) => z.name) } },
              required: ['zone'],
            },
          }),
        },
      });
    },
  );
}
