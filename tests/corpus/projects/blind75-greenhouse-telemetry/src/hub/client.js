// Client for the site controller hub that drives valves and reports sensor readings.
const DEFAULTS = { timeoutMs: 6_000 };

export class HubClient {
  #opts;

  constructor(options = {}) {
    this.#opts = Object.assign({}, DEFAULTS, options);
    if (!this.#opts.apiKey) throw new Error('HUB_API_KEY is required');
  }

  async #call(method, path, { body, session } = {}) {
    const res = await fetch(`${this.#opts.baseUrl}${path}`, {
      method,
      headers: {
        'x-api-key': this.#opts.apiKey,
        ...(session ? { 'x-hub-session': session } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.#opts.timeoutMs),
    });
    if (!res.ok) throw new Error(`hub ${method} ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  openSession(siteId, operatorId) {
    return this.#call('POST', `/sites/${encodeURIComponent(siteId)}/sessions`, { body: { operatorId, ttlSeconds: 600 } });
  }

  zone(siteId, zoneId) {
    return this.#call('GET', `/sites/${encodeURIComponent(siteId)}/zones/${encodeURIComponent(zoneId)}`);
  }

  flushZone(session, siteId, zoneId, minutes) {
    return this.#call('POST', `/sites/${encodeURIComponent(siteId)}/zones/${encodeURIComponent(zoneId)}/flush`, {
      body: { minutes },
      session,
    });
  }

  sensor(siteId, sensorId) {
    return this.#call('GET', `/sites/${encodeURIComponent(siteId)}/sensors/${encodeURIComponent(sensorId)}`);
  }

  setCalibration(siteId, sensorId, offset, operatorId) {
    return this.#call('PUT', `/sites/${encodeURIComponent(siteId)}/sensors/${encodeURIComponent(sensorId)}/calibration`, {
      body: { offset, operatorId },
    });
  }

  latestReadings(siteId, { kind } = {}) {
    const qs = kind ? `?kind=${encodeURIComponent(kind)}` : '';
    return this.#call('GET', `/sites/${encodeURIComponent(siteId)}/readings/latest${qs}`);
  }
}
