'use strict';
// Minimal Graph-like calendar client. Credentials are server-side only.

const GRAPH = process.env.CALENDAR_API ?? 'https://graph.example.com/v1.0';

let cached = { token: null, expiresAt: 0 };

async function appToken() {
  if (cached.token && cached.expiresAt > Date.now() + 30_000) return cached.token;
  const res = await fetch(process.env.CALENDAR_TOKEN_URL, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: process.env.CALENDAR_CLIENT_ID,
      client_secret: process.env.CALENDAR_CLIENT_SECRET,
      scope: 'calendars.readwrite',
    }),
  });
  const body = await res.json();
  cached = { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
  return cached.token;
}

async function graph(path, init = {}) {
  const res = await fetch(`${GRAPH}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${await appToken()}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`calendar ${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

exports.freeRooms = (start, end, capacity) =>
  graph(`/rooms/free?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}&capacity=${capacity}`);

exports.book = (roomId, { start, end, subject, organizer }) =>
  graph(`/rooms/${encodeURIComponent(roomId)}/events`, {
    method: 'POST',
    body: JSON.stringify({ start, end, subject, organizer }),
  });
