// Models a TypeScript integrations module whose signing keys are handed to @noble/hashes, crypto-js and WebCrypto: a committed dev key, a short one, a fallback, Telegram's WebAppData label, and keys loaded properly.
// @ts-nocheck
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import CryptoJS from 'crypto-js';
import { webcrypto } from 'node:crypto';

const DEV_LINK_SECRET = 'local-dev-only';
const encoder = new TextEncoder();

export function signDownloadLink(path: string, expires: number): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(DEV_LINK_SECRET), utf8ToBytes(`${path}:${expires}`))); // expect: no-weak-state-key
}

export function signPartnerPayload(payload: unknown): string {
  const key = process.env.PARTNER_SIGNING_KEY || 'partner-dev-key';
  return CryptoJS.HmacSHA256(JSON.stringify(payload), key).toString(CryptoJS.enc.Base64); // expect: no-weak-state-key
}

export function signLegacyCallback(query: string): string {
  return CryptoJS.HmacSHA1(query, CryptoJS.enc.Utf8.parse('cb-7f3a')).toString(); // expect: no-weak-state-key
}

export async function unsubscribeKey(): Promise<CryptoKey> {
  return webcrypto.subtle.importKey(
    'raw',
    encoder.encode('unsubscribe'), // expect: no-weak-state-key
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

export function telegramInitDataHash(dataCheckString: string): string {
  const secretKey = hmac(sha256, 'WebAppData', utf8ToBytes(process.env.TELEGRAM_BOT_TOKEN!));
  return bytesToHex(hmac(sha256, secretKey, utf8ToBytes(dataCheckString)));
}

export function telegramLoginHash(dataCheckString: string): string {
  const secretKey = CryptoJS.HmacSHA256(process.env.TELEGRAM_BOT_TOKEN!, 'WebAppData');
  return CryptoJS.HmacSHA256(dataCheckString, secretKey).toString(CryptoJS.enc.Hex);
}

export function signWebhook(body: string): string {
  return bytesToHex(hmac(sha256, Buffer.from(process.env.WEBHOOK_SIGNING_KEY!, 'base64'), utf8ToBytes(body)));
}

export async function sessionKey(): Promise<CryptoKey> {
  const raw = Buffer.from(process.env.SESSION_HMAC_KEY!, 'base64');
  return webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

export function fingerprint(value: string): string {
  return bytesToHex(sha256(utf8ToBytes(`fingerprint:${value}`)));
}
