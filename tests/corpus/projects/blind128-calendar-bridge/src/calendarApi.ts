// Calendar API client for fetching, creating and deleting events with a user token.
// @ts-nocheck
import { env } from "./env.js";

export interface CalEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  attendees: string[];
}

async function call<T>(accessToken: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${env.calendarApi}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
  });
  if (!res.ok) throw new Error(`calendar API ${res.status}`);
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

export const calendar = {
  getEvent: (token: string, id: string) => call<CalEvent>(token, `/events/${encodeURIComponent(id)}`),
  createEvent: (token: string, ev: Omit<CalEvent, "id">) =>
    call<CalEvent>(token, "/events", { method: "POST", body: JSON.stringify(ev) }),
  deleteEvent: (token: string, id: string, notify: boolean) =>
    call<void>(token, `/events/${encodeURIComponent(id)}?notify=${notify}`, { method: "DELETE" }),
};
