import { cfg } from './env.js';
import { wrap, unwrap } from './lib/wrap.js';

// Label PDFs are fetched by the desk printer, which has no MCP session: the
// link itself carries the parcel and is good for a working day.

const DAY = 24 * 60 * 60 * 1000;

export const labelLink = (parcel: string, account: string): string =>
  `${cfg.origin}/labels/${wrap({ parcel, account }, cfg.s, DAY)}`; // expect: no-weak-state-key

export function readLink(blob: string): { parcel: string; account: string } | undefined {
  const value = unwrap<{ parcel: string; account: string }>(blob, cfg.s);
  return value && { parcel: value.parcel, account: value.account };
}
