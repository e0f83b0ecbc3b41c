import { b64urlToText, textToB64url } from '../crypto';

/** What a settings change remembers between "ask for a reason" and "apply". */
export interface PendingChange {
  zoneId: string;
  zoneName: string;
  setting: string;
  from: string;
  to: string;
}

// Compact and URL-safe so it survives being pasted around in client logs.
export const packPending = (change: PendingChange): string => textToB64url(JSON.stringify(change));

export const unpackPending = (token: string): PendingChange => JSON.parse(b64urlToText(token)) as PendingChange;
