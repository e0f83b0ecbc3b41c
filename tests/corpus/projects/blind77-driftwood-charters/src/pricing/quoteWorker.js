// Worker thread: fetches the marine forecast for a harbour and day and prices each boat for the requested slot.
import { parentPort, workerData } from 'node:worker_threads';

const { forecastUrl, forecastApiKey } = workerData;
const forecastCache = new Map();

async function forecast(harbour, date) {
  const cacheKey = `${harbour}|${date}`;
  const cached = forecastCache.get(cacheKey);
  if (cached && cached.at > Date.now() - 15 * 60_000) return cached.value;
  const res = await fetch(`${forecastUrl}/v1/marine?harbour=${encodeURIComponent(harbour)}&date=${date}`, {
    headers: { 'x-api-key': forecastApiKey },
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`forecast ${res.status}`);
  const value = await res.json();
  forecastCache.set(cacheKey, { at: Date.now(), value });
  return value;
}

function priceFor(boat, { startHour, hours, partySize, date }, conditions) {
  const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
  const peak = startHour >= 10 && startHour <= 15;
  let cents = boat.base_rate_cents * hours;
  if (weekend) cents *= 1.2;
  if (peak) cents *= 1.1;
  if (partySize > boat.capacity * 0.75) cents += 1_500 * (partySize - Math.floor(boat.capacity * 0.75));
  const windy = conditions.maxWindKnots >= 22;
  return {
    boatId: boat.id,
    name: boat.name,
    priceCents: Math.round(cents / 100) * 100,
    advisory: windy ? `Wind up to ${conditions.maxWindKnots} kn forecast` : null,
    sailable: !(boat.kind === 'dinghy' && windy),
  };
}

parentPort.on('message', async ({ id, boats, harbour, date, startHour, hours, partySize }) => {
  try {
    const conditions = await forecast(harbour, date);
    const quotes = boats.map((boat) => priceFor(boat, { startHour, hours, partySize, date }, conditions)).filter((q) => q.sailable);
    parentPort.postMessage({ id, quotes });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
