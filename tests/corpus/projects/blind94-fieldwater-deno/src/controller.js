// HTTP client for the on-farm valve controller gateway.
export class ControllerClient {
  constructor({ baseUrl, apiKey, timeoutMs = 10_000 }) {
    this.baseUrl = baseUrl;
    this.apiKey = apiKey;
    this.timeoutMs = timeoutMs;
  }

  async #send(method, path, body) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-api-key': this.apiKey,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) {
      throw new Error(`controller ${method} ${path}: ${res.status} ${await res.text()}`);
    }
    return res.status === 204 ? null : res.json();
  }

  zoneStatus(zoneId) {
    return this.#send('GET', `/v1/zones/${encodeURIComponent(zoneId)}/status`);
  }

  scheduleRun(zoneId, { startAt, minutes }) {
    return this.#send('POST', `/v1/zones/${encodeURIComponent(zoneId)}/runs`, { startAt, minutes });
  }

  flushValves(zoneIds, seconds) {
    return this.#send('POST', '/v1/maintenance/flush', { zones: zoneIds, seconds });
  }

  setFertigation(zoneId, { recipeId, ppm }) {
    return this.#send('PUT', `/v1/zones/${encodeURIComponent(zoneId)}/fertigation`, { recipeId, ppm });
  }
}
