// Sends booking notices through the institute's notification service.
export function createNotifier({ url, token }) {
  async function post(message) {
    if (!token) return;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(message),
    });
    if (!res.ok) console.warn(`notify failed: HTTP ${res.status}`);
  }

  return {
    bookingConfirmed: (userId, booking, instrument) =>
      post({ to: { userId }, template: 'booking-confirmed', data: { bookingId: booking.id, instrument: instrument.name } }),
    bookingCancelled: (booking) =>
      post({ to: { group: 'instrument-users' }, template: 'slot-freed', data: { instrument: booking.instrumentName, startsAt: booking.startsAt } }),
  };
}
