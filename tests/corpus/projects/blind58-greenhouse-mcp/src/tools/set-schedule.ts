import { z } from 'zod';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { HubClient, type Zone } from '../lib/hub';
import { openRound, sealRound } from '../lib/round-state';
import { fail, text, type RoundParams, type ToolContext, type ToolResult } from '../lib/results';

const TOOL = 'set_schedule';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const Args = z.object({
  zoneId: z.string(),
  days: z.array(z.enum(DAYS)).min(1),
  start: z.string().regex(/^\d{2}:\d{2}$/),
  minutes: z.number().int().min(1).max(120),
});
type Entry = Zone['schedule'][number];

interface ScheduleDraft {
  zoneId: string;
  entry: Entry;
  conflicts: Entry[];
}

export const setScheduleTool: Tool = {
  name: TOOL,
  description: 'Add a watering slot to a zone. If it overlaps existing slots, asks whether to replace them or keep both.',
  inputSchema: {
    type: 'object',
    properties: {
      zoneId: { type: 'string' },
      days: { type: 'array', items: { type: 'string', enum: [...DAYS] } },
      start: { type: 'string', description: 'HH:MM, site local time' },
      minutes: { type: 'integer' },
    },
    required: ['zoneId', 'days', 'start', 'minutes'],
  },
  annotations: { idempotentHint: true },
};

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

function overlaps(a: Entry, b: Entry): boolean {
  if (!a.days.some((d) => b.days.includes(d))) return false;
  const a0 = toMinutes(a.start);
  const b0 = toMinutes(b.start);
  return a0 < b0 + b.minutes && b0 < a0 + a.minutes;
}

export async function setSchedule(params: RoundParams, ctx: ToolContext): Promise<ToolResult> {
  const args = Args.parse(params.arguments ?? {});
  const hub = new HubClient(ctx.env);
  const binding = { userId: ctx.props.userId, tool: TOOL };

  if (!params.requestState) {
    const zone = await hub.zone(args.zoneId);
    if (!ctx.props.sites.includes(zone.siteId)) return fail(`You don't have access to ${zone.name}.`);
    const entry: Entry = { days: args.days, start: args.start, minutes: args.minutes };
    const conflicts = zone.schedule.filter((e) => overlaps(e, entry));
    if (conflicts.length === 0) {
      await hub.putSchedule(zone.id, [...zone.schedule, entry], ctx.props.email);
      return text(`Added ${args.start} for ${args.minutes} min on ${args.days.join(', ')} to ${zone.name}.`);
    }
    const draft: ScheduleDraft = { zoneId: zone.id, entry, conflicts };
    return {
      resultType: 'input_required',
      inputRequests: {
        overlap: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${zone.name} already waters at ${conflicts.map((c) => `${c.start} (${c.days.join('/')})`).join(', ')}. Replace those slots?`,
            requestedSchema: {
              type: 'object',
              properties: { choice: { type: 'string', enum: ['replace', 'keep_both', 'cancel'] } },
              required: ['choice'],
            },
          },
        },
      },
      requestState: await sealRound(ctx.env, draft, binding),
    };
  }

  const draft = await openRound<ScheduleDraft>(ctx.env, params.requestState, binding); // expect: require-state-binding
  if (!draft) return fail('That schedule change expired or was not issued to you. Start again.');
  const choice = params.inputResponses?.overlap?.content?.choice;
  if (params.inputResponses?.overlap?.action !== 'accept' || choice === 'cancel') return text('Schedule left as it was.');

  const zone = await hub.zone(draft.zoneId);
  const kept =
    choice === 'replace'
      ? zone.schedule.filter((e) => !draft.conflicts.some((c) => c.start === e.start && c.days.join() === e.days.join()))
      : zone.schedule;
  await hub.putSchedule(zone.id, [...kept, draft.entry], ctx.props.email);
  return text(`Schedule for ${zone.name} updated (${choice === 'replace' ? 'replaced overlapping slots' : 'kept both'}).`);
}
