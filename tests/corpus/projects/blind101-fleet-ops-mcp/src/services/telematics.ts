// HTTP client for the telematics platform: positions, route computation, dispatch and unit release.
// @ts-nocheck

export class TelematicsClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs = 8000,
  ) {}

  private async call(path: string, init: RequestInit = {}) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-api-key': this.apiKey, ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new Error(`telematics ${init.method ?? 'GET'} ${path} failed: ${res.status} ${detail.slice(0, 200)}`);
    }
    return res.status === 204 ? null : res.json();
  }

  lastPosition(unitId: string) {
    return this.call(`/units/${encodeURIComponent(unitId)}/position`);
  }

  computeRoute(request: { origin: { lat: number; lon: number }; stops: Array<{ label: string; lat: number; lon: number }>; vehicleClass: string }) {
    return this.call('/routing/compute', { method: 'POST', body: JSON.stringify(request) });
  }

  dispatchRoute(unitId: string, assignment: { routeId: string; driverId: string }) {
    return this.call(`/units/${encodeURIComponent(unitId)}/dispatch`, { method: 'POST', body: JSON.stringify(assignment) });
  }

  releaseUnit(unitId: string) {
    return this.call(`/units/${encodeURIComponent(unitId)}/assignment`, { method: 'DELETE' });
  }
}
