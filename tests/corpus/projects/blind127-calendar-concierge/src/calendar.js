// Builds a per-user calendar API client for events, free slots and bookings.
const API = process.env.CALENDAR_API_URL ?? 'https://calendar.example.com/api/v3';

export function calendarFor(accessToken) {
  async function req(path, init = {}) {
    const res = await fetch(`${API}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`calendar ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }
  return {
    event: (id) => req(`/events/${encodeURIComponent(id)}`),
    cancel: (id, notify) => req(`/events/${encodeURIComponent(id)}?notify=${notify}`, { method: 'DELETE' }),
    move: (id, start) => req(`/events/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify({ start }) }),
    freeSlots: (minutes, days) => req(`/freebusy/slots?duration=${minutes}&days=${days}`),
    book: (title, start, minutes) =>
      req('/events', { method: 'POST', body: JSON.stringify({ title, start, durationMinutes: minutes }) }),
  };
}
