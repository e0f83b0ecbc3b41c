// Generates and checks HMAC-based six-digit codes that confirm a bank account change.
// @ts-nocheck
import { createHmac } from 'node:crypto';

const WINDOW_MS = 5 * 60 * 1000;

function otpKey(): string {
  const key = process.env.HR_OTP_KEY;
  if (!key || key.length < 32) throw new Error('HR_OTP_KEY must be set (32+ chars)');
  return key;
}

/** Six-digit code for a bank change, tied to the employee, the new IBAN and a 5-minute window. */
export function bankChangeCode(employeeId: string, iban: string, at = Date.now()): string {
  const window = Math.floor(at / WINDOW_MS);
  const mac = createHmac('sha256', otpKey()).update(`${employeeId}\n${iban}\n${window}`).digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

export function checkBankChangeCode(employeeId: string, iban: string, given: string): boolean {
  const now = Date.now();
  for (const at of [now, now - WINDOW_MS]) {
    if (bankChangeCode(employeeId, iban, at) === given.trim()) return true; // expect: no-timing-unsafe-compare
  }
  return false;
}
