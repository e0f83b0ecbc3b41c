import type { Principal } from './auth';
import { DEFAULT_CALENDAR, type RuntimeConfig } from './env';
import { openState, sealState } from './sealed-state';

type Json = Record<string, unknown>;
export interface CallParams {
  name: string;
  arguments?: Json;
  requestState?: string;
  inputResponses?: Record<string, { action: string; content?: Json }>;
}

export const TOOLS = [
  {
    name: 'cancel_event',
    description: 'Cancel a meeting you organise; optionally notify attendees.',
    inputSchema: {
      type: 'object',
      properties: { eventId: { type: 'string' }, calendarId: { type: 'string' }, notifyAttendees: { type: 'boolean' } },
      required: ['eventId'],
    },
    annotations: { destructiveHint: true },
  },
] as const;

const ROUND_TRIP_TOOLS = ['cancel_event'];

interface CancelPending {
  eventId: string;
  calendarId: string;
  notifyAttendees: boolean;
  organizerEmail: string;
  tokenExpiresAt: number;
}

const reply = (text: string, isError = false) => ({ content: [{ type: 'text', text }], isError });

async function calendar(config: RuntimeConfig, path: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(`${config.calApi}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${config.serviceToken}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`calendar API ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export async function callTool(params: CallParams, who: Principal, config: RuntimeConfig): Promise<Json> {
  if (!ROUND_TRIP_TOOLS.includes(params.name)) return reply(`unknown tool ${params.name}`, true);
  const args = params.arguments ?? {};
  const requested = {
    eventId: String(args.eventId ?? ''),
    calendarId: String(args.calendarId ?? DEFAULT_CALENDAR),
    notifyAttendees: args.notifyAttendees !== false,
  };

  if (!params.requestState) {
    const event = await calendar(config, `/calendars/${requested.calendarId}/events/${requested.eventId}?asUser=${encodeURIComponent(who.sub)}`);
    if (event.organizer !== who.email) return reply('Only the organiser can cancel this event.', true);
    const attendees: string[] = [...event.attendees].sort((a: string, b: string) => a.localeCompare(b));
    const pending: CancelPending = { ...requested, organizerEmail: who.email, tokenExpiresAt: who.tokenExpiresAt };
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Cancel "${event.summary}" (${event.start}) for ${attendees.length} attendees: ${attendees.join(', ')}?`,
            requestedSchema: { type: 'object', properties: { cancel: { type: 'boolean' } }, required: ['cancel'] },
          },
        },
      },
      requestState: await sealState(config.stateKeys, pending, who.sub, params.name, who.tokenExpiresAt),
    };
  }

  const pending = await openState<CancelPending>(config.stateKeys, params.requestState, who.sub, params.name);
  if (!pending) return reply('Invalid or expired requestState', true);
  if (
    pending.eventId !== requested.eventId ||
    pending.calendarId !== requested.calendarId ||
    pending.notifyAttendees !== requested.notifyAttendees
  ) {
    return reply('The request changed after you confirmed it; nothing was cancelled.', true);
  }
  const answer = params.inputResponses?.confirm;
  if (answer?.action !== 'accept' || answer.content?.cancel !== true) return reply('Kept the event.');

  await calendar(config, `/calendars/${pending.calendarId}/events/${pending.eventId}?asUser=${encodeURIComponent(who.sub)}`, {
    method: 'DELETE',
    body: JSON.stringify({ sendUpdates: pending.notifyAttendees ? 'all' : 'none' }),
  });
  return reply(`Cancelled ${pending.eventId}${pending.notifyAttendees ? ' and notified attendees' : ''}.`);
}
