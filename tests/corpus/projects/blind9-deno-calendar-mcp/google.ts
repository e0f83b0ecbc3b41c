export interface Slot {
  start: string;
  end: string;
}

export interface CalendarEvent {
  id: string;
  summary: string;
  start: { dateTime: string };
  end: { dateTime: string };
  attendees?: { email: string }[];
}

export interface BrokeredToken {
  accessToken: string;
  expiresAt: number; // epoch seconds
}

const CALENDAR = 'https://www.googleapis.com/calendar/v3';

/** Exchanges our workload identity for a user's delegated Google token. */
export class TokenBroker {
  constructor(private readonly url: string) {}

  async accessTokenFor(userId: string): Promise<BrokeredToken> {
    const identity = await Deno.readTextFile('/var/run/secrets/workload/token');
    const res = await fetch(`${this.url}/v1/tokens/google`, {
      method: 'POST',
      headers: { authorization: `Bearer ${identity.trim()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: userId, scopes: ['https://www.googleapis.com/auth/calendar.events'] }),
    });
    if (!res.ok) throw new Error(`token broker: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_at: number };
    return { accessToken: body.access_token, expiresAt: body.expires_at };
  }
}

export class CalendarClient {
  private async call<T>(accessToken: string, path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${CALENDAR}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`calendar ${path}: ${res.status}`);
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  async freeSlots(accessToken: string, attendees: string[], durationMinutes: number): Promise<Slot[]> {
    const timeMin = new Date();
    const timeMax = new Date(timeMin.getTime() + 5 * 24 * 3600_000);
    const busy = await this.call<{ calendars: Record<string, { busy: Slot[] }> }>(accessToken, '/freeBusy', {
      method: 'POST',
      body: JSON.stringify({
        timeMin: timeMin.toISOString(),
        timeMax: timeMax.toISOString(),
        items: attendees.map((id) => ({ id })),
      }),
    });
    const taken = Object.values(busy.calendars).flatMap((c) => c.busy);
    const slots: Slot[] = [];
    for (let t = Math.ceil(timeMin.getTime() / 1_800_000) * 1_800_000; t < timeMax.getTime() && slots.length < 5; t += 1_800_000) {
      const start = new Date(t);
      const end = new Date(t + durationMinutes * 60_000);
      const hour = start.getUTCHours();
      if (hour < 8 || hour >= 17) continue;
      if (taken.some((b) => Date.parse(b.start) < end.getTime() && Date.parse(b.end) > t)) continue;
      slots.push({ start: start.toISOString(), end: end.toISOString() });
    }
    return slots;
  }

  createEvent(accessToken: string, event: Omit<CalendarEvent, 'id'> & { description?: string }) {
    return this.call<CalendarEvent>(accessToken, '/calendars/primary/events?sendUpdates=all', {
      method: 'POST',
      body: JSON.stringify(event),
    });
  }

  getEvent(accessToken: string, calendarId: string, eventId: string) {
    return this.call<CalendarEvent>(accessToken, `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`);
  }

  deleteEvent(accessToken: string, calendarId: string, eventId: string) {
    return this.call<void>(
      accessToken,
      `/calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}?sendUpdates=all`,
      { method: 'DELETE' },
    );
  }
}
