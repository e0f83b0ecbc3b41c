/** Unix time in seconds — matches the `exp` we get from NextAuth sessions. */
export function epochSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
