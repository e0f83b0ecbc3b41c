import { randomUUID } from 'node:crypto';

export interface Slot {
  id: string;
  start: string;
  end: string;
  label: string;
}

export interface Booking {
  id: string;
  owner: string;
  instrumentId: string;
  slot: Slot;
  hazardous: boolean;
}

export interface Instrument {
  id: string;
  name: string;
  room: string;
  status: 'available' | 'calibrating' | 'offline';
}

/** Client of the facility's booking API, called with the scheduler's service credential. */
export class LabApi {
  constructor(
    private readonly base: string,
    private readonly serviceCredential: string,
  ) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.serviceCredential}` },
    });
    if (!res.ok) throw new Error(`lab api ${init.method ?? 'GET'} ${path} -> ${res.status}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  instruments(offset: number, limit: number) {
    return this.call<{ items: Instrument[]; total: number }>(`/instruments?offset=${offset}&limit=${limit}`);
  }

  instrument(id: string) {
    return this.call<Instrument>(`/instruments/${encodeURIComponent(id)}`);
  }

  /** Free slots of at least `minutes`; the facility API pages with an opaque nextPageToken. */
  freeSlots(instrumentId: string, minutes: number, pageToken?: string) {
    const q = new URLSearchParams({ minutes: String(minutes), ...(pageToken ? { pageToken } : {}) });
    return this.call<{ slots: Slot[]; nextPageToken?: string }>(`/instruments/${encodeURIComponent(instrumentId)}/free-slots?${q}`);
  }

  book(owner: string, instrumentId: string, slotId: string, hazardous: boolean) {
    return this.call<Booking>('/bookings', { method: 'POST', body: JSON.stringify({ owner, instrumentId, slotId, hazardous }) });
  }

  booking(id: string) {
    return this.call<Booking>(`/bookings/${encodeURIComponent(id)}`);
  }

  cancel(id: string, reason: string) {
    return this.call<void>(`/bookings/${encodeURIComponent(id)}`, { method: 'DELETE', body: JSON.stringify({ reason }) });
  }

  notifyWaitlist(instrumentId: string, slot: Slot) {
    return this.call<{ notified: number }>(`/instruments/${encodeURIComponent(instrumentId)}/waitlist/notify`, {
      method: 'POST',
      body: JSON.stringify({ slotId: slot.id }),
    });
  }

  notifySafetyOfficer(bookingId: string) {
    return this.call<void>(`/bookings/${encodeURIComponent(bookingId)}/safety-review`, { method: 'POST' });
  }

  calibrationStep(instrumentId: string, step: number) {
    return this.call<{ done: boolean; drift: number }>(`/instruments/${encodeURIComponent(instrumentId)}/calibration/${step}`, {
      method: 'POST',
    });
  }
}

export interface CalibrationJob {
  id: string;
  owner: string;
  instrumentId: string;
  step: number;
  steps: number;
  state: 'running' | 'done' | 'failed';
  drift?: number;
  error?: string;
}

/** Long-running calibrations live here; a job is only ever shown to its owner. */
export class JobBoard {
  private readonly jobs = new Map<string, CalibrationJob>();

  start(owner: string, instrumentId: string, steps: number, run: (job: CalibrationJob) => Promise<void>): CalibrationJob {
    const job: CalibrationJob = { id: `cal_${randomUUID()}`, owner, instrumentId, step: 0, steps, state: 'running' };
    this.jobs.set(job.id, job);
    run(job)
      .then(() => {
        job.state = 'done';
      })
      .catch((err: unknown) => {
        job.state = 'failed';
        job.error = err instanceof Error ? err.message : String(err);
      });
    return job;
  }

  get(owner: string, id: string): CalibrationJob | undefined {
    const job = this.jobs.get(id);
    if (!job || job.owner !== owner) return undefined;
    return job;
  }

  list(owner: string): CalibrationJob[] {
    return [...this.jobs.values()].filter((job) => job.owner === owner);
  }
}
