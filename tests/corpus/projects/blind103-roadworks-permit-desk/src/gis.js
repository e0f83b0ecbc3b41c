// Client for the borough GIS service: street segment lookups and closure publication.
import { config } from './config.js';

async function gis(path, init = {}) {
  const res = await fetch(`${config.gisUrl}${path}`, {
    ...init,
    headers: { 'x-api-key': config.gisApiKey, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(8000),
  });
  if (!res.ok) throw new Error(`GIS ${path} -> ${res.status}`);
  return res.status === 204 ? null : res.json();
}

export async function segments(ids) {
  const { features } = await gis(`/segments?ids=${ids.map(encodeURIComponent).join(',')}`);
  return features.map(f => ({
    id: f.properties.usrn,
    street: f.properties.street_name,
    classification: f.properties.road_class,
    busRoute: Boolean(f.properties.bus_route),
  }));
}

export async function withdrawClosure(permitReference) {
  await gis(`/closures/${encodeURIComponent(permitReference)}`, { method: 'DELETE' });
}
