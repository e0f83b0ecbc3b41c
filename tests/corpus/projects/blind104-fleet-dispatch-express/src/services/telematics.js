// HTTP client for the telematics provider: live positions and workshop availability.
export function createTelematicsClient({ telematicsUrl, telematicsApiKey }) {
  async function get(path, query = {}) {
    const url = new URL(path.replace(/^\//, ''), telematicsUrl.endsWith('/') ? telematicsUrl : `${telematicsUrl}/`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const res = await fetch(url, {
      headers: { 'x-api-key': telematicsApiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(4000),
    });
    if (!res.ok) throw new Error(`telematics ${path} failed with ${res.status}`);
    return res.json();
  }

  return {
    position: (vehicleId) => get(`/vehicles/${encodeURIComponent(vehicleId)}/position`),
    workshopSlots: (workshopId, days = 7) => get(`/workshops/${encodeURIComponent(workshopId)}/slots`, { days }),
  };
}
