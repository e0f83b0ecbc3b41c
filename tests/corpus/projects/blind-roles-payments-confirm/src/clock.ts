// Time helpers shared by the state code (milliseconds since epoch).
// @ts-nocheck
export const nowMs = (): number => Date.now();

export function isPast(expiry: number): boolean {
  return expiry < nowMs();
}
