import { z } from 'zod';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { HubClient } from '../lib/hub';
import { openRound, peekRound, sealRound } from '../lib/round-state';
import { fail, text, type RoundParams, type ToolContext, type ToolResult } from '../lib/results';

const TOOL = 'flush_zone';

const Args = z.object({
  zoneId: z.string().regex(/^[A-Z]\d+-[A-Z]+$/),
  minutes: z.number().int().min(1).max(30),
});

interface PendingFlush {
  zoneId: string;
  minutes: number;
  lockId: string;
}

export const flushZoneTool: Tool = {
  name: TOOL,
  description:
    'Open a zone\'s valves for a manual flush (after fertigation, or to clear emitters). Reserves the valves and asks for confirmation first.',
  inputSchema: {
    type: 'object',
    properties: {
      zoneId: { type: 'string', description: 'Zone id, e.g. B2-EAST' },
      minutes: { type: 'integer', minimum: 1, maximum: 30 },
    },
    required: ['zoneId', 'minutes'],
  },
  annotations: { destructiveHint: true, openWorldHint: true },
};

export async function flushZone(params: RoundParams, ctx: ToolContext): Promise<ToolResult> {
  const { zoneId, minutes } = Args.parse(params.arguments ?? {});
  const hub = new HubClient(ctx.env);
  const raw = params.requestState;

  if (!raw) {
    const zone = await hub.zone(zoneId);
    if (!ctx.props.sites.includes(zone.siteId)) return fail(`You don't have access to ${zone.name}.`);
    if (zone.valveState === 'fault') return fail(`${zone.name} reports a valve fault; check it on site.`);

    const lock = await hub.reserve(zoneId, { holder: ctx.props.userId, ttlSeconds: 600 });
    const pending: PendingFlush = { zoneId, minutes, lockId: lock.id };
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Flush ${zone.name} (${zone.crop}, soil moisture ${zone.soilMoisture}%) for ${minutes} min?`,
            requestedSchema: {
              type: 'object',
              properties: { confirm: { type: 'boolean', title: 'Open the valves' } },
              required: ['confirm'],
            },
          },
        },
      },
      requestState: await sealRound(ctx.env, pending, { userId: ctx.props.userId, tool: TOOL }),
    };
  }

  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
    // Give the valves back now instead of leaving the zone blocked until the hub's lock times out.
    const pending = peekRound<PendingFlush>(raw); // expect: require-sealed-state
    if (pending) await hub.release(pending.zoneId, pending.lockId).catch(() => undefined);
    return text('Flush cancelled; valves untouched.');
  }

  const pending = await openRound<PendingFlush>(ctx.env, raw, { userId: ctx.props.userId, tool: TOOL }); // expect: require-state-binding
  if (!pending) return fail('This confirmation is no longer valid. Ask for the flush again.');
  if (pending.zoneId !== zoneId || pending.minutes !== minutes) {
    return fail('The flush you confirmed does not match this request. Ask again.');
  }

  const run = await hub.flush(zoneId, { minutes, lockId: pending.lockId, requestedBy: ctx.props.email });
  return text(`Flushing ${zoneId} for ${minutes} min (run ${run.runId}). The lock is released when the run ends.`);
}
