// CSV helpers: download the source file, checksum it, parse it and normalise ledger lines; rejects are gzip-packed.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { config } from './config.js';

const AMOUNT = /^-?\d+(\.\d{1,2})?$/;
const ACCOUNT = /^[0-9]{4,8}$/;

export async function fetchSource(url: string) {
  const res = await fetch(url, { headers: { accept: 'text/csv' }, redirect: 'follow' });
  if (!res.ok) throw new Error(`Source download failed with HTTP ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > config.maxSourceBytes) throw new Error('Source file exceeds the import size limit');
  const buf = Buffer.from(await res.arrayBuffer());
  if (buf.byteLength > config.maxSourceBytes) throw new Error('Source file exceeds the import size limit');
  return { text: buf.toString('utf8'), checksum: createHash('sha256').update(buf).digest('hex') };
}

export function parseAll(text: string) {
  return parse(text, { columns: (header) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true });
}

export function normalizeRow(record, lineNo: number) {
  const errors = [];
  const bookedOn = record.date ?? record.booked_on;
  if (!bookedOn || Number.isNaN(Date.parse(bookedOn))) errors.push('date');
  const account = String(record.account ?? '').trim();
  if (!ACCOUNT.test(account)) errors.push('account');
  const amount = String(record.amount ?? '').replace(/[,\s]/g, '');
  if (!AMOUNT.test(amount)) errors.push('amount');
  if (errors.length > 0) return { ok: false, lineNo, errors };

  const negative = amount.startsWith('-');
  const [units, cents = '0'] = amount.replace('-', '').split('.');
  const minor = (Number(units) * 100 + Number(cents.padEnd(2, '0'))) * (negative ? -1 : 1);
  return {
    ok: true,
    row: { lineNo, bookedOn: new Date(bookedOn).toISOString().slice(0, 10), account, amountMinor: minor, memo: String(record.memo ?? '').slice(0, 240) },
  };
}

export function packRejects(rejects): string {
  return gzipSync(Buffer.from(JSON.stringify(rejects)), { level: 9 }).toString('base64');
}

export function unpackRejects(packed: string | undefined) {
  if (!packed) return [];
  return JSON.parse(gunzipSync(Buffer.from(packed, 'base64'), { maxOutputLength: 4 * 1024 * 1024 }).toString('utf8'));
}

export function formatMinor(minor: string | number): string {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
