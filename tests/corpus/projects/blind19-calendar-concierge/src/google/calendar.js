const API = 'https://www.googleapis.com/calendar/v3';

export function createCalendar({ vault, fetchImpl = fetch }) {
  async function call(userId, path, init = {}) {
    const token = await vault.googleAccessToken(userId);
    if (!token) throw new Error('Google Calendar is not connected for this user');
    const res = await fetchImpl(`${API}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    if (!res.ok) throw new Error(`Google Calendar ${init.method ?? 'GET'} ${path}: HTTP ${res.status}`);
    return res.status === 204 ? undefined : res.json();
  }

  return {
    event: (userId, eventId) => call(userId, `/calendars/primary/events/${encodeURIComponent(eventId)}`),

    cancel: (userId, eventId, notify) =>
      call(userId, `/calendars/primary/events/${encodeURIComponent(eventId)}?sendUpdates=${notify ? 'all' : 'none'}`, {
        method: 'DELETE',
      }),

    insert: (userId, event) =>
      call(userId, '/calendars/primary/events?sendUpdates=all', { method: 'POST', body: JSON.stringify(event) }),

    async *freeSlots(userId, { attendees, durationMinutes, withinDays }) {
      const timeMin = new Date();
      const timeMax = new Date(timeMin.getTime() + withinDays * 86_400_000);
      const busy = await call(userId, '/freeBusy', {
        method: 'POST',
        body: JSON.stringify({
          timeMin: timeMin.toISOString(),
          timeMax: timeMax.toISOString(),
          items: [{ id: 'primary' }, ...attendees.map((id) => ({ id }))],
        }),
      });
      const blocks = Object.values(busy.calendars)
        .flatMap((c) => c.busy)
        .map((b) => [Date.parse(b.start), Date.parse(b.end)]);

      const step = 30 * 60_000;
      const length = durationMinutes * 60_000;
      for (let t = Math.ceil(timeMin.getTime() / step) * step; t + length <= timeMax.getTime(); t += step) {
        const hour = new Date(t).getUTCHours();
        if (hour < 8 || hour >= 17) continue;
        if (blocks.some(([s, e]) => s < t + length && e > t)) continue;
        yield { start: new Date(t).toISOString(), end: new Date(t + length).toISOString() };
      }
    },
  };
}
