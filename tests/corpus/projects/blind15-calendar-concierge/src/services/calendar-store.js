import { randomBytes } from 'node:crypto';

const GCAL = 'https://www.googleapis.com/calendar/v3';

/**
 * Server-side storage and Google Calendar access. Refresh tokens stay in the
 * vault; callers get an opaque reference that is only usable by the same user.
 */
export class CalendarStore {
  #vault = new Map(); // ref -> { userId, refreshToken }
  #refsByUser = new Map(); // userId -> ref
  #confirmations = new Map(); // jti -> { userId, tool, argsDigest, confirmedAt }

  constructor({ google, fetchImpl = fetch }) {
    this.google = google;
    this.fetch = fetchImpl;
  }

  saveGrant(userId, refreshToken) {
    const ref = `grt_${randomBytes(16).toString('base64url')}`;
    this.#vault.set(ref, { userId, refreshToken });
    this.#refsByUser.set(userId, ref);
    return ref;
  }

  grantRefFor(userId) {
    return this.#refsByUser.get(userId) ?? null;
  }

  async accessToken(ref, userId) {
    const grant = this.#vault.get(ref);
    if (!grant || grant.userId !== userId) throw new Error('calendar not connected');
    const res = await this.fetch(this.google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: grant.refreshToken,
        client_id: this.google.clientId,
        client_secret: this.google.clientSecret,
      }),
    });
    if (!res.ok) throw new Error(`token refresh failed (${res.status})`);
    return (await res.json()).access_token;
  }

  async #gcal(accessToken, path, init = {}) {
    const res = await this.fetch(`${GCAL}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new Error(`google calendar ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  getEvent(accessToken, eventId) {
    return this.#gcal(accessToken, `/calendars/primary/events/${encodeURIComponent(eventId)}`);
  }

  moveEvent(accessToken, eventId, start, end) {
    return this.#gcal(accessToken, `/calendars/primary/events/${encodeURIComponent(eventId)}?sendUpdates=all`, {
      method: 'PATCH',
      body: JSON.stringify({ start: { dateTime: start }, end: { dateTime: end } }),
    });
  }

  cancelSeries(accessToken, seriesId) {
    return this.#gcal(accessToken, `/calendars/primary/events/${encodeURIComponent(seriesId)}?sendUpdates=all`, {
      method: 'DELETE',
    });
  }

  /** Walks the user's busy blocks one day at a time and yields free slots of `minutes`. */
  async *freeSlots(accessToken, { from, days = 5, minutes = 30, workday = [9, 17] }) {
    for (let d = 0; d < days; d++) {
      const dayStart = new Date(from);
      dayStart.setUTCDate(dayStart.getUTCDate() + d);
      dayStart.setUTCHours(workday[0], 0, 0, 0);
      const dayEnd = new Date(dayStart);
      dayEnd.setUTCHours(workday[1]);

      const busy = await this.#gcal(accessToken, '/freeBusy', {
        method: 'POST',
        body: JSON.stringify({ timeMin: dayStart.toISOString(), timeMax: dayEnd.toISOString(), items: [{ id: 'primary' }] }),
      });
      const blocks = busy.calendars.primary.busy.map((b) => [Date.parse(b.start), Date.parse(b.end)]);

      for (let t = dayStart.getTime(); t + minutes * 60_000 <= dayEnd.getTime(); t += minutes * 60_000) {
        const end = t + minutes * 60_000;
        if (!blocks.some(([s, e]) => s < end && e > t)) yield { start: new Date(t).toISOString(), end: new Date(end).toISOString() };
      }
    }
  }

  recordConfirmation(jti, { userId, tool, argsDigest }) {
    if (this.#confirmations.has(jti)) return false;
    this.#confirmations.set(jti, { userId, tool, argsDigest, confirmedAt: Date.now() });
    return true;
  }

  /** Single use: a confirmation is removed the first time it is checked. */
  consumeConfirmation(jti, { userId, tool, argsDigest }) {
    const c = this.#confirmations.get(jti);
    this.#confirmations.delete(jti);
    return Boolean(c && c.userId === userId && c.tool === tool && c.argsDigest === argsDigest);
  }
}
