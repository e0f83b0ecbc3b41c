import { sign, unsign } from './signing.js';
import { config } from './config.js';

export interface ApprovalState {
  step: 'confirm';
  invoiceId: string;
  approver: string;
  tool: string;
  issuedAt: number;
  ledgerToken?: string;
}

export interface ExportCursor {
  orgId: string;
  format: 'csv' | 'json';
  requestedBy: string;
}

const toB64 = (o: unknown): string => Buffer.from(JSON.stringify(o), 'utf8').toString('base64url');
const fromB64 = <T>(s: string): T => JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as T;

export function packApproval(state: ApprovalState): string {
  return sign(toB64(state), config.stateSecret); // expect: no-weak-state-key
}

export function unpackApproval(token: string): ApprovalState | null {
  const body = unsign(token, config.stateSecret);
  if (body === false) return null;
  let st: ApprovalState;
  try {
    st = fromB64<ApprovalState>(body);
  } catch {
    return null;
  }
  if (typeof st.issuedAt !== 'number' || Date.now() - st.issuedAt > config.approvalWindowMs) return null;
  return st;
}

export const writeCursor = (c: ExportCursor): string => toB64(c);

export function readCursor(raw: string): ExportCursor | null {
  try {
    const c = fromB64<ExportCursor>(raw);
    return typeof c.orgId === 'string' ? c : null;
  } catch {
    return null;
  }
}
