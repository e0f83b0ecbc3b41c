import { ConfigToken } from './config.js';
import { token, type Container } from './container.js';

export interface Shift {
  id: string;
  assigneeId: string;
  teamId: string;
  startsAt: string;
  endsAt: string;
  role: string;
}

export interface Colleague {
  id: string;
  name: string;
  roles: string[];
}

export class RosterClient {
  constructor(private readonly baseUrl: string) {}

  private async request<T>(path: string, bearer: string | undefined, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });
    if (!res.ok) throw new Error(`roster ${init.method ?? 'GET'} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  shift(id: string, bearer?: string): Promise<Shift> {
    return this.request(`/shifts/${encodeURIComponent(id)}`, bearer);
  }

  cancel(id: string, reason: string, bearer?: string): Promise<Shift> {
    return this.request(`/shifts/${encodeURIComponent(id)}/cancel`, bearer, { method: 'POST', body: JSON.stringify({ reason }) });
  }

  createSwapOffer(offer: { shiftId: string; toUserId: string; expiresAt: string }, bearer?: string): Promise<{ id: string }> {
    return this.request('/swap-offers', bearer, { method: 'POST', body: JSON.stringify(offer) });
  }

  /** Every colleague on a team, page by page. */
  async *colleagues(teamId: string, bearer?: string): AsyncGenerator<Colleague> {
    let page: string | undefined;
    do {
      const qs = page ? `?page=${encodeURIComponent(page)}` : '';
      const batch = await this.request<{ items: Colleague[]; nextPage?: string }>(`/teams/${encodeURIComponent(teamId)}/members${qs}`, bearer);
      yield* batch.items;
      page = batch.nextPage;
    } while (page);
  }
}

export const RosterToken = token<RosterClient>('shiftboard.roster');

export const registerRoster = (c: Container): Container =>
  c.register(RosterToken, (cc) => new RosterClient(cc.resolve(ConfigToken).rosterApi));
