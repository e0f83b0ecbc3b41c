// Models a small helper that turns a trip-planning progress object into a compact transport string.
// @ts-nocheck
export interface TripProgress {
  city: string;
  nights?: number;
  step: 'dates' | 'budget' | 'done';
}

export default function encodeProgress(progress: TripProgress): string {
  return Buffer.from(JSON.stringify(progress), 'utf8').toString('base64url');
}
