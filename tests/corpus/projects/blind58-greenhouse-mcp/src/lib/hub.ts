import type { Env } from '../env';

export interface Zone {
  id: string;
  siteId: string;
  name: string;
  crop: string;
  soilMoisture: number;
  valveState: 'open' | 'closed' | 'fault';
  schedule: Array<{ days: string[]; start: string; minutes: number }>;
}

export interface ValveLock {
  id: string;
  zoneId: string;
  holder: string;
  expiresAt: string;
}

export class HubError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

/** REST client for the irrigation hub (one per site, fronted by the hub gateway). */
export class HubClient {
  constructor(private readonly env: Env) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.env.HUB_BASE_URL}/api/v3${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${this.env.HUB_API_TOKEN}`,
        'content-type': 'application/json',
        ...init.headers,
      },
    });
    if (!res.ok) throw new HubError(`hub ${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`, res.status);
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  zone(zoneId: string): Promise<Zone> {
    return this.call<Zone>(`/zones/${encodeURIComponent(zoneId)}`);
  }

  reserve(zoneId: string, opts: { holder: string; ttlSeconds: number }): Promise<ValveLock> {
    return this.call<ValveLock>(`/zones/${encodeURIComponent(zoneId)}/locks`, {
      method: 'POST',
      body: JSON.stringify(opts),
    });
  }

  release(zoneId: string, lockId: string): Promise<void> {
    return this.call<void>(`/zones/${encodeURIComponent(zoneId)}/locks/${encodeURIComponent(lockId)}`, {
      method: 'DELETE',
    });
  }

  flush(zoneId: string, body: { minutes: number; lockId: string; requestedBy: string }): Promise<{ runId: string }> {
    return this.call(`/zones/${encodeURIComponent(zoneId)}/flush`, { method: 'POST', body: JSON.stringify(body) });
  }

  putSchedule(zoneId: string, schedule: Zone['schedule'], by: string): Promise<Zone> {
    return this.call<Zone>(`/zones/${encodeURIComponent(zoneId)}/schedule`, {
      method: 'PUT',
      body: JSON.stringify({ schedule, by }),
    });
  }
}
