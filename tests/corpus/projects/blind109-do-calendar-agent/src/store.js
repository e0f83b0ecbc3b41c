// Per-user Durable Object that keeps Google tokens and pending room bookings with expiry clean-up.
import { DurableObject } from 'cloudflare:workers';

const PENDING_TTL_MS = 10 * 60 * 1000;

/** One Durable Object per user: their Google tokens and their in-flight bookings. */
export class CalendarStore extends DurableObject {
  async getGoogleTokens() {
    return (await this.ctx.storage.get('google')) ?? null;
  }

  async saveGoogleTokens(tokens) {
    await this.ctx.storage.put('google', tokens);
  }

  /** Keeps a half-finished booking here; the client only gets the random id. */
  async putPendingBooking(tool, booking) {
    const id = crypto.randomUUID();
    await this.ctx.storage.put(`pending:${id}`, { ...booking, tool, exp: Date.now() + PENDING_TTL_MS });
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now() + PENDING_TTL_MS);
    }
    return id;
  }

  async takePendingBooking(id, tool) {
    const key = `pending:${id}`;
    const rec = await this.ctx.storage.get(key);
    if (!rec) return null;
    await this.ctx.storage.delete(key);
    return rec.tool === tool && rec.exp > Date.now() ? rec : null;
  }

  async alarm() {
    const now = Date.now();
    const pending = await this.ctx.storage.list({ prefix: 'pending:' });
    const stale = [...pending].filter(([, v]) => v.exp <= now).map(([k]) => k);
    if (stale.length) await this.ctx.storage.delete(stale);
    if (pending.size > stale.length) await this.ctx.storage.setAlarm(now + PENDING_TTL_MS);
  }
}

export const storeFor = (env, userId) => env.CALENDAR_STORE.get(env.CALENDAR_STORE.idFromName(userId));
