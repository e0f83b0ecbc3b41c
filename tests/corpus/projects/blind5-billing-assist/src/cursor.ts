import { createHmac } from 'node:crypto';
import { exportCursorKey } from './keys/index.js';

/**
 * Export cursors: where an invoice export stopped, who asked for it, and until when
 * the position may be resumed. Format: <body>.<tag> where tag is the first 128 bits
 * of HMAC-SHA256(body) in hex.
 */
export interface ExportCursor {
  sub: string;
  tool: 'export_invoices';
  customerId: string;
  format: 'csv' | 'json';
  after?: string;
  exp: number;
}

const TAG_HEX_CHARS = 32;
export const CURSOR_TTL_MS = 8 * 60 * 1000;

function tag(body: string): string {
  return createHmac('sha256', exportCursorKey()).update(body).digest('hex').slice(0, TAG_HEX_CHARS);
}

export function writeCursor(cursor: Omit<ExportCursor, 'exp' | 'tool'>, now = Date.now()): string {
  const full: ExportCursor = { ...cursor, tool: 'export_invoices', exp: now + CURSOR_TTL_MS };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${body}.${tag(body)}`;
}

export function readCursor(raw: string, sub: string, now = Date.now()): ExportCursor | null {
  const dot = raw.indexOf('.');
  if (dot < 1) return null;
  const body = raw.slice(0, dot);
  const given = raw.slice(dot + 1);
  if (given.length !== TAG_HEX_CHARS) return null;
  if (tag(body) !== given) return null; // expect: no-timing-unsafe-compare

  const cursor = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ExportCursor;
  if (cursor.tool !== 'export_invoices' || cursor.sub !== sub) return null;
  if (!(cursor.exp > now)) return null;
  return cursor;
}
