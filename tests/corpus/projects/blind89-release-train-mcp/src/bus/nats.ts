// NATS connection plus request, publish and queue-subscribe helpers for the release bus.
// @ts-nocheck
import { connect, credsAuthenticator, JSONCodec } from 'nats';
import { readFileSync } from 'node:fs';
import { config } from '../config.js';

const json = JSONCodec();
let nc;

export async function connectBus() {
  nc = await connect({
    servers: config.nats.servers,
    name: 'release-train-mcp',
    authenticator: config.nats.credsFile ? credsAuthenticator(readFileSync(config.nats.credsFile)) : undefined,
    maxReconnectAttempts: -1,
  });
  nc.closed().then((err) => err && console.error('nats connection closed', err));
  return nc;
}

export async function ask<T>(subject: string, data: unknown, timeout = config.planTimeoutMs): Promise<T> {
  const msg = await nc.request(subject, json.encode(data), { timeout });
  const reply = json.decode(msg.data);
  if (reply?.error) throw new Error(`${subject}: ${reply.error}`);
  return reply as T;
}

export function publish(subject: string, data: unknown) {
  nc.publish(subject, json.encode(data));
}

export function serve(subject: string, queue: string, handler: (data: any) => Promise<unknown>) {
  const sub = nc.subscribe(subject, { queue });
  (async () => {
    for await (const m of sub) {
      try {
        const result = await handler(json.decode(m.data));
        if (m.reply) m.respond(json.encode(result ?? { ok: true }));
      } catch (err) {
        console.error(`[${subject}] handler failed`, err);
        if (m.reply) m.respond(json.encode({ error: err.message }));
      }
    }
  })();
  return sub;
}
