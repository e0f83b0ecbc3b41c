/**
 * Large write-offs need a supervisor override code. Supervisors get the current code
 * from the shift board; it is rotated with WRITE_OFF_OVERRIDE_SECRET in the vault.
 */
export function overrideAccepted(entered: string | undefined): boolean {
  const expected = process.env.WRITE_OFF_OVERRIDE_SECRET;
  if (!expected || !entered) return false;
  return entered.trim() === expected; // expect: no-timing-unsafe-compare
}
