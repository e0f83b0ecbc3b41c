// HTTP client for the driver roster service: delegated sessions, open shifts and shift assignment.
// @ts-nocheck
export class RosterError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'RosterError';
  }
}

export interface RosterSession {
  token: string;
  expiresAt: string;
}

export class RosterClient {
  #base: string;

  constructor(baseUrl: string) {
    this.#base = baseUrl.replace(/\/$/, '');
  }

  async #call(path: string, init: RequestInit, bearer: string) {
    const res = await fetch(`${this.#base}${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${bearer}`,
      },
    });
    if (!res.ok) throw new RosterError(`roster ${init.method ?? 'GET'} ${path} answered ${res.status}`, res.status);
    return res.status === 204 ? undefined : res.json();
  }

  async openSession(userToken: string): Promise<RosterSession> {
    const body = await this.#call('/sessions', { method: 'POST', body: JSON.stringify({ purpose: 'dispatch' }) }, userToken);
    return { token: body.session_token, expiresAt: body.expires_at };
  }

  async availability(sessionToken: string, driverId: string) {
    const body = await this.#call(`/drivers/${encodeURIComponent(driverId)}/shifts?status=open`, { method: 'GET' }, sessionToken);
    return (body.shifts ?? []).map((s) => ({ id: s.id, label: `${s.day} ${s.start}–${s.end}` }));
  }

  assign(sessionToken: string, driverId: string, shiftId: string, routeId: string) {
    return this.#call(
      `/drivers/${encodeURIComponent(driverId)}/shifts/${encodeURIComponent(shiftId)}/assignments`,
      { method: 'POST', body: JSON.stringify({ route_id: routeId }) },
      sessionToken,
    );
  }
}
