import type { Env } from './crypto/keys';
import { peek, seal, unseal } from './crypto/state';

export interface ToolCtx {
  env: Env;
  userEmail: string;
  bearer: string;
  inputResponses?: Record<string, { action: string; content?: Record<string, unknown> }>;
  requestState?: string;
}

interface ToolDef {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, boolean>;
  handler: (args: Record<string, any>, ctx: ToolCtx) => Promise<Record<string, unknown>>;
}

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) });

async function gcal(ctx: ToolCtx, path: string, init: RequestInit = {}) {
  return fetch(`${ctx.env.CALENDAR_API}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${ctx.bearer}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
}

export const tools: ToolDef[] = [
  {
    name: 'schedule_meeting',
    description: 'Propose a meeting and, once the organiser confirms the slot, book it.',
    inputSchema: {
      type: 'object',
      properties: { title: { type: 'string' }, attendees: { type: 'array', items: { type: 'string' } } },
      required: ['title', 'attendees'],
    },
    async handler(args, ctx) {
      if (!ctx.requestState) {
        const slots = ['09:30', '13:00', '16:15'];
        return {
          resultType: 'input_required',
          inputRequests: {
            slot: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: `Pick a slot for "${args.title}"`,
                requestedSchema: { type: 'object', properties: { slot: { type: 'string', enum: slots } }, required: ['slot'] },
              },
            },
          },
          requestState: await seal(ctx.env, { // expect: require-state-binding
            sub: ctx.userEmail,
            tool: 'schedule_meeting',
            title: args.title,
            attendees: args.attendees,
            organizerToken: ctx.bearer, // expect: no-secrets-in-state
          }),
        };
      }
      const claims = await unseal(ctx.env, ctx.requestState);
      if (!claims || claims.sub !== ctx.userEmail || claims.tool !== 'schedule_meeting') {
        return text('state rejected', true);
      }
      const slot = ctx.inputResponses?.slot?.content?.slot;
      if (typeof slot !== 'string') return text('no slot chosen');
      const res = await gcal(ctx, '/calendars/primary/events', {
        method: 'POST',
        body: JSON.stringify({ summary: claims.title, attendees: (claims.attendees as string[]).map((email) => ({ email })), start: slot }),
      });
      return text(res.ok ? `booked ${claims.title} at ${slot}` : `calendar said ${res.status}`, !res.ok);
    },
  },
  {
    name: 'cancel_event',
    description: 'Cancel one of your events after a confirmation prompt.',
    inputSchema: { type: 'object', properties: { eventId: { type: 'string' } }, required: ['eventId'] },
    annotations: { destructiveHint: true },
    async handler(args, ctx) {
      if (!ctx.requestState) {
        return {
          resultType: 'input_required',
          inputRequests: {
            ok: {
              method: 'elicitation/create',
              params: { mode: 'form', message: `Cancel event ${args.eventId}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } },
            },
          },
          requestState: await seal(ctx.env, { sub: ctx.userEmail, tool: 'cancel_event', eventId: args.eventId }), // expect: require-state-binding
        };
      }
      const pending = peek<{ eventId: string; tool: string }>(ctx.requestState); // expect: require-sealed-state
      if (pending.tool !== 'cancel_event') return text('wrong state', true);
      if (ctx.inputResponses?.ok?.content?.ok !== true) return text('kept the event');
      const res = await gcal(ctx, `/calendars/primary/events/${encodeURIComponent(pending.eventId)}`, { method: 'DELETE' });
      return text(res.ok ? 'event cancelled' : `calendar said ${res.status}`, !res.ok);
    },
  },
];
