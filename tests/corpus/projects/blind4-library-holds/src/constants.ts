// Shared names and limits. No I/O here.

export const SERVICE_NAME = 'library-holds';
export const SERVICE_VERSION = '1.2.0';

export const TOOL_PLACE_HOLD = 'place_hold';
export const TOOL_CANCEL_ALL = 'cancel_all_holds';
export const TOOL_LIST_HOLDS = 'list_holds';

/** The reference asks for at most ten minutes; five is plenty for a yes/no. */
export const HOLD_CONFIRM_TTL_SECONDS = 5 * 60;

/** Key length the SDK codec requires (bytes). */
export const MIN_STATE_KEY_BYTES = 32;

export const MAX_ACTIVE_HOLDS = 25;

export const BRANCHES = {
  CEN: 'Central Library',
  NTH: 'North Branch',
  RVR: 'Riverside',
  OLD: 'Old Town',
} as const;
export type BranchId = keyof typeof BRANCHES;

export function isBranchId(value: string): value is BranchId {
  return Object.prototype.hasOwnProperty.call(BRANCHES, value);
}

export function branchName(id: BranchId): string {
  return BRANCHES[id];
}

/** ISBN-13 check digit, used to reject typos before hitting the catalogue. */
export function isValidIsbn13(isbn: string): boolean {
  const digits = isbn.replace(/-/g, '');
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  }
  const check = (10 - (sum % 10)) % 10;
  return check === Number(digits[12]);
}
