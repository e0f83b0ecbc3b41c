import { inject, singleton } from 'tsyringe';
import { SETTINGS } from '../tokens.js';
import type { Settings } from '../config/settings.js';

export interface Slot {
  id: string;
  start: string;
  clinician: string;
}

export interface BookingSession {
  /** Scheduling API session; the offered slots stay held while it lives (15 min). */
  sessionToken: string;
  slots: Slot[];
}

export interface Appointment {
  id: string;
  patientId: string;
  start: string;
  clinician: string;
  status: 'booked' | 'cancelled';
}

@singleton()
export class EhrClient {
  constructor(@inject(SETTINGS) private readonly settings: Settings) {}

  /** Opens a scheduling session on behalf of the signed-in user and holds up to five slots. */
  async openBookingSession(bearer: string, patientId: string, specialty: string, week: string): Promise<BookingSession> {
    const res = await fetch(`${this.settings.ehrBaseUrl}/scheduling/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ patientId, specialty, week, hold: 5 }),
    });
    if (!res.ok) throw new Error(`EHR refused the scheduling session (${res.status})`);
    const body = (await res.json()) as { session_token: string; offered: Slot[] };
    return { sessionToken: body.session_token, slots: body.offered };
  }

  async book(sessionToken: string, slotId: string): Promise<Appointment> {
    const res = await fetch(`${this.settings.ehrBaseUrl}/scheduling/sessions/current/book`, {
      method: 'POST',
      headers: { 'x-scheduling-session': sessionToken, 'content-type': 'application/json' },
      body: JSON.stringify({ slotId }),
    });
    if (!res.ok) throw new Error(`booking failed (${res.status})`);
    return (await res.json()) as Appointment;
  }

  async appointment(bearer: string, id: string): Promise<Appointment | undefined> {
    const res = await fetch(`${this.settings.ehrBaseUrl}/appointments/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    return res.ok ? ((await res.json()) as Appointment) : undefined;
  }

  async cancel(bearer: string, id: string): Promise<void> {
    const res = await fetch(`${this.settings.ehrBaseUrl}/appointments/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
    });
    if (!res.ok) throw new Error(`cancel failed (${res.status})`);
  }
}
