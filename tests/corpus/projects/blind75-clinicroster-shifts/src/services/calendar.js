// Client for the clinic group's calendar API, acting for a staff member through their OAuth grant.
const DEFAULTS = { timeoutMs: 10_000, lookaheadDays: 28 };

class CalendarClient {
  constructor(options = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  async #request(url, init = {}) {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
    if (!res.ok) throw new Error(`calendar API ${res.status} for ${new URL(url).pathname}`);
    return res.json();
  }

  refresh(refreshToken) {
    const { tokenUrl, clientId, clientSecret } = this.options;
    return this.#request(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
  }

  calendars(accessToken) {
    return this.#request(`${this.options.baseUrl}/me/calendars`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
  }

  async busyBlocks(accessToken, calendarId, { from = new Date(), days = this.options.lookaheadDays } = {}) {
    const to = new Date(from.getTime() + days * 86_400_000);
    const qs = new URLSearchParams({ timeMin: from.toISOString(), timeMax: to.toISOString(), singleEvents: 'true' });
    const data = await this.#request(
      `${this.options.baseUrl}/calendars/${encodeURIComponent(calendarId)}/events?${qs}`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    return data.items
      .filter((e) => e.transparency !== 'transparent')
      .map((e) => ({ start: e.start.dateTime || e.start.date, end: e.end.dateTime || e.end.date, label: 'busy' }));
  }
}

module.exports = { CalendarClient };
