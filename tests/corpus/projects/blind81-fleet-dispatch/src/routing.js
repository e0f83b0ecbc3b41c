// Client for the internal routing engine that turns stops and vehicles into optimised legs.
import { config } from './config.js';

const asJson = (res) =>
  res.ok ? res.json() : res.text().then((body) => Promise.reject(new Error(`routing engine ${res.status}: ${body.slice(0, 160)}`)));

const post = (path) => (body) =>
  fetch(`${config.routingUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': config.routingApiKey },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  }).then(asJson);

const toJob = (stop) => ({ id: stop.id, location: [stop.lng, stop.lat], amount: [stop.weight_kg], window: [stop.window_start, stop.window_end] });
const toVehicle = (vehicle) => ({ id: vehicle.id, capacity: [vehicle.capacity_kg] });

export const optimise = (stops, vehicles, depot) =>
  post('/v1/optimise')({ depot, jobs: stops.map(toJob), vehicles: vehicles.map(toVehicle) }).then((plan) => plan.routes ?? []);
