// Package clock: port of internal/clock. Unix seconds everywhere, like
// time.Now().Unix(); tests inject a fixed clock.

export type Clock = () => number;

export const System: Clock = () => Math.floor(Date.now() / 1000);

export function Fixed(unix: number): Clock {
  return () => unix;
}
