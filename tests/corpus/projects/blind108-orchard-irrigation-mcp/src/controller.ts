// Client for the valve gateway that drives the field controllers over LoRa.
// @ts-nocheck
import { config } from './config.js';

async function post(path, body) {
  const res = await fetch(new URL(path, config.gatewayUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${config.gatewayToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`valve gateway ${path} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

export const gateway = {
  openFlush(channel, minutes) {
    return post(`/channels/${channel}/flush`, { minutes });
  },
  pause(channel, hours) {
    return post(`/channels/${channel}/pause`, { hours });
  },
};
