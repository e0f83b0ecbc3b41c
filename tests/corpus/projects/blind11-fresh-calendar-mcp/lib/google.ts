const TOKEN_URL = "https://oauth2.googleapis.com/token";
const CAL = "https://www.googleapis.com/calendar/v3";

const clientId = Deno.env.get("GOOGLE_CLIENT_ID");
const clientSecret = Deno.env.get("GOOGLE_CLIENT_SECRET");
if (!clientId || !clientSecret) throw new Error("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required");

export interface AccessToken {
  accessToken: string;
  expiresAt: number;
}

/** Exchanges the stored refresh token for a short-lived access token. */
export async function accessTokenFor(refreshToken: string): Promise<AccessToken> {
  const res = await fetch(TOKEN_URL, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: clientId!,
      client_secret: clientSecret!,
    }),
  });
  if (!res.ok) throw new Error(`Google token endpoint answered ${res.status}`);
  const json = await res.json() as { access_token: string; expires_in: number };
  return { accessToken: json.access_token, expiresAt: Date.now() + json.expires_in * 1000 };
}

async function gcal<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(CAL + path, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
  if (!res.ok) throw new Error(`Calendar API ${res.status} on ${path}`);
  return res.status === 204 ? (undefined as T) : await res.json() as T;
}

export interface CalendarEvent {
  id: string;
  summary: string;
  start: { dateTime: string };
  attendees?: { email: string }[];
  etag: string;
}

export const getEvent = (token: string, id: string) =>
  gcal<CalendarEvent>(token, `/calendars/primary/events/${encodeURIComponent(id)}`);

export const deleteEvent = (token: string, id: string, notify: boolean) =>
  gcal<void>(token, `/calendars/primary/events/${encodeURIComponent(id)}?sendUpdates=${notify ? "all" : "none"}`, {
    method: "DELETE",
  });

export const insertEvent = (token: string, body: unknown) =>
  gcal<CalendarEvent>(token, "/calendars/primary/events?sendUpdates=all", { method: "POST", body: JSON.stringify(body) });

export async function freeSlots(token: string, emails: string[], minutes: number) {
  const timeMin = new Date();
  const timeMax = new Date(timeMin.getTime() + 3 * 24 * 3600_000);
  const busy = await gcal<{ calendars: Record<string, { busy: { start: string; end: string }[] }> }>(
    token,
    "/freeBusy",
    { method: "POST", body: JSON.stringify({ timeMin, timeMax, items: emails.map((id) => ({ id })) }) },
  );
  const taken = Object.values(busy.calendars).flatMap((c) => c.busy);
  const slots: { start: string; end: string }[] = [];
  for (let t = Math.ceil(timeMin.getTime() / 1_800_000) * 1_800_000; t < timeMax.getTime() && slots.length < 8; t += 1_800_000) {
    const end = t + minutes * 60_000;
    const clash = taken.some((b) => Date.parse(b.start) < end && Date.parse(b.end) > t);
    const hour = new Date(t).getUTCHours();
    if (!clash && hour >= 8 && hour < 17) slots.push({ start: new Date(t).toISOString(), end: new Date(end).toISOString() });
  }
  return slots;
}
