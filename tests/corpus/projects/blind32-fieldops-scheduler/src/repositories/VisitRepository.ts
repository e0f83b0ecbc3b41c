import { AppError } from '../shared/Result.js';

export interface Visit {
  readonly id: string;
  readonly number: string;
  readonly region: string;
  readonly status: 'scheduled' | 'en_route' | 'done' | 'cancelled';
  readonly customerName: string;
  readonly scheduledFor: string;
  readonly technicianId: string | null;
  readonly gateCode: string | null;
}

export interface Slot {
  readonly id: string;
  readonly start: string;
  readonly end: string;
  readonly technicianName: string;
}

export interface SlotPage {
  readonly slots: readonly Slot[];
  readonly nextPageToken: string | null;
}

export interface VisitRepository {
  get(visitId: string): Promise<Visit | undefined>;
  availableSlots(visitId: string, pageToken?: string): Promise<SlotPage>;
  reschedule(visitId: string, slotId: string, actor: string): Promise<Visit>;
  cancel(visitId: string, reason: string, actor: string): Promise<Visit>;
}

/** The dispatch system owns visits; this is its REST API. */
export class DispatchApiVisitRepository implements VisitRepository {
  constructor(
    private readonly baseUrl: URL,
    private readonly apiKey: string,
  ) {}

  async get(visitId: string): Promise<Visit | undefined> {
    const res = await this.request('GET', `/visits/${encodeURIComponent(visitId)}`);
    if (res.status === 404) return undefined;
    return (await this.json<{ visit: Visit }>(res)).visit;
  }

  async availableSlots(visitId: string, pageToken?: string): Promise<SlotPage> {
    const query = new URLSearchParams({ limit: '5' });
    if (pageToken) query.set('page_token', pageToken);
    const res = await this.request('GET', `/visits/${encodeURIComponent(visitId)}/slots?${query}`);
    const body = await this.json<{ slots: Slot[]; next_page_token?: string }>(res);
    return { slots: body.slots, nextPageToken: body.next_page_token ?? null };
  }

  async reschedule(visitId: string, slotId: string, actor: string): Promise<Visit> {
    const res = await this.request('POST', `/visits/${encodeURIComponent(visitId)}/reschedule`, { slot_id: slotId, actor });
    return (await this.json<{ visit: Visit }>(res)).visit;
  }

  async cancel(visitId: string, reason: string, actor: string): Promise<Visit> {
    const res = await this.request('POST', `/visits/${encodeURIComponent(visitId)}/cancel`, { reason, actor });
    return (await this.json<{ visit: Visit }>(res)).visit;
  }

  private request(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(new URL(path, this.baseUrl), {
      method,
      headers: { 'x-api-key': this.apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  private async json<T>(res: Response): Promise<T> {
    if (res.status === 409) throw new AppError('conflict', 'The dispatch system refused the change (slot taken?)');
    if (!res.ok) throw new AppError('invalid', `Dispatch API answered ${res.status}`);
    return (await res.json()) as T;
  }
}
