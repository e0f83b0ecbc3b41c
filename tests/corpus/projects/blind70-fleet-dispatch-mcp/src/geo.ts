// Geometry helpers: distances, ETAs and bounding boxes for depots and vehicles.
// @ts-nocheck

const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  lat: number;
  lon: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

export function haversineKm(a: Point, b: Point): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function routeLengthKm(points: Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += haversineKm(points[i - 1], points[i]);
  return total;
}

export function etaMinutes(distanceKm: number, vehicleClass: string): number {
  let avgKmh: number;
  switch (vehicleClass) {
    case 'van':
      avgKmh = 42;
      break;
    case 'rigid':
      avgKmh = 38;
      break;
    case 'artic':
      avgKmh = 34;
      break;
    case 'cargo-bike':
      avgKmh = 16;
      break;
    default:
      avgKmh = 35;
  }
  return Math.round((distanceKm / avgKmh) * 60);
}

export function boundingBox(points: Point[], padKm = 1): { north: number; south: number; east: number; west: number } {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const padLat = padKm / 111;
  const padLon = padKm / (111 * Math.cos(toRad(lats[0] ?? 0)));
  return {
    north: Math.max(...lats) + padLat,
    south: Math.min(...lats) - padLat,
    east: Math.max(...lons) + padLon,
    west: Math.min(...lons) - padLon,
  };
}

export function isValidPoint(p: Partial<Point> | undefined): p is Point {
  return !!p && typeof p.lat === 'number' && typeof p.lon === 'number' && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180;
}
