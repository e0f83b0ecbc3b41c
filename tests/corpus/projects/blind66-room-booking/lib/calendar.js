'use strict';

const BASE = process.env.ROOMS_CALENDAR_URL || 'https://calendar.internal.acme.net';

async function call(path, init = {}) {
  const response = await fetch(new URL(path, BASE), {
    ...init,
    headers: {
      authorization: `Bearer ${process.env.ROOMS_CALENDAR_SERVICE_TOKEN}`,
      'content-type': 'application/json',
      ...(init.headers || {}),
    },
  });
  if (!response.ok) throw new Error(`calendar ${path}: ${response.status}`);
  return response.status === 204 ? null : response.json();
}

module.exports = {
  // { rooms: [{ id, name, seats }], nextPageToken }
  freeRooms: (slot, pageToken) =>
    call(`/rooms/free?${new URLSearchParams({ ...slot, ...(pageToken ? { pageToken } : {}) })}`),
  book: (roomId, slot, userId) =>
    call('/bookings', { method: 'POST', body: JSON.stringify({ roomId, ...slot, organizer: userId }) }),
  booking: (bookingId) => call(`/bookings/${encodeURIComponent(bookingId)}`),
  cancel: (bookingId, notifyAttendees, userId) =>
    call(`/bookings/${encodeURIComponent(bookingId)}`, {
      method: 'DELETE',
      body: JSON.stringify({ notifyAttendees, cancelledBy: userId }),
    }),
};
