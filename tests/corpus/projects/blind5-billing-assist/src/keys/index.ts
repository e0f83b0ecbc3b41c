import { createHash } from 'node:crypto';
import { KEY_INVENTORY, REQUEST_STATE_KEY, REQUEST_STATE_KEY_ID, exportCursorKey } from './material.js';

export {
  REQUEST_STATE_KEY as stateKey,
  REQUEST_STATE_KEY_ID as stateKeyId,
  exportCursorKey,
  stripeSecretKey,
} from './material.js';

export type KeyPurpose = (typeof KEY_INVENTORY)[number]['purpose'];

/**
 * Short, non-reversible fingerprint so logs can say which key a replica runs with
 * without printing key material.
 */
export function fingerprint(material: Uint8Array): string {
  return createHash('sha256').update(material).digest('hex').slice(0, 12);
}

export interface KeyReport {
  id: string;
  purpose: KeyPurpose;
  source: string;
  fingerprint?: string;
}

export function keyReport(): KeyReport[] {
  return KEY_INVENTORY.map((entry) => {
    const report: KeyReport = { id: entry.id, purpose: entry.purpose, source: entry.source };
    if (entry.id === REQUEST_STATE_KEY_ID) {
      report.fingerprint = fingerprint(REQUEST_STATE_KEY);
    } else if (entry.id === 'export-cursor') {
      try {
        report.fingerprint = fingerprint(exportCursorKey());
      } catch {
        report.fingerprint = undefined;
      }
    }
    return report;
  });
}

export function logKeyReport(log: (line: string) => void = console.log): void {
  for (const k of keyReport()) {
    log(`key ${k.id} (${k.purpose}) from ${k.source}${k.fingerprint ? ` fp=${k.fingerprint}` : ''}`);
  }
}
