import type { AppConfig } from './config.js';

export interface CalendarEvent {
  id: string;
  summary: string;
  start: { dateTime?: string; date?: string };
  end: { dateTime?: string; date?: string };
  attendees?: { email: string; responseStatus?: string }[];
  organizer?: { email: string; self?: boolean };
}

interface StoredGrant {
  refreshToken: string;
  accessToken?: string;
  accessExpiresAt?: number;
}

const API = 'https://www.googleapis.com/calendar/v3';

/**
 * Google grants stay on the server; tools only ever see a CalendarClient.
 */
export class CalendarClient {
  constructor(
    private readonly config: AppConfig,
    private readonly grant: StoredGrant,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.grant.accessToken && (this.grant.accessExpiresAt ?? 0) > Date.now() + 30_000) {
      return this.grant.accessToken;
    }
    const res = await fetch(this.config.google.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: this.grant.refreshToken,
        client_id: this.config.google.clientId,
        client_secret: this.config.google.clientSecret,
      }),
    });
    if (!res.ok) throw new Error(`google token refresh: ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    this.grant.accessToken = body.access_token;
    this.grant.accessExpiresAt = Date.now() + body.expires_in * 1000;
    return body.access_token;
  }

  private async api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${API}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${await this.accessToken()}` },
    });
    if (res.status === 204) return undefined as T;
    if (!res.ok) throw new Error(`calendar ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  getEvent(eventId: string) {
    return this.api<CalendarEvent>(`/calendars/primary/events/${encodeURIComponent(eventId)}`);
  }

  cancelEvent(eventId: string, notify: boolean) {
    const q = new URLSearchParams({ sendUpdates: notify ? 'all' : 'none' });
    return this.api<void>(`/calendars/primary/events/${encodeURIComponent(eventId)}?${q}`, { method: 'DELETE' });
  }

  listBusy(timeMin: string, timeMax: string, pageToken?: string) {
    const q = new URLSearchParams({ timeMin, timeMax, singleEvents: 'true', orderBy: 'startTime', maxResults: '50' });
    if (pageToken) q.set('pageToken', pageToken);
    return this.api<{ items: CalendarEvent[]; nextPageToken?: string }>(`/calendars/primary/events?${q}`);
  }
}

const grants = new Map<string, StoredGrant>();

export function clientFor(config: AppConfig, userId: string): CalendarClient | null {
  const grant = grants.get(userId);
  return grant ? new CalendarClient(config, grant) : null;
}

export function storeGrant(userId: string, refreshToken: string): void {
  grants.set(userId, { refreshToken });
}
