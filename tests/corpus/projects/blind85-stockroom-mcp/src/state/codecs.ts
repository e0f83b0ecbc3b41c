// io-ts codecs for the sealed state envelope, each tool's state payload and tool arguments.
// @ts-nocheck
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { PathReporter } from 'io-ts/lib/PathReporter.js';
import { WMS_API_VERSION } from '../wms.js';

export const Envelope = t.type({
  v: t.literal(1),
  sub: t.string,
  tool: t.string,
  exp: t.Int,
  ah: t.union([t.string, t.undefined]),
  d: t.unknown,
});
export type Envelope = t.TypeOf<typeof Envelope>;

export const AdjustState = t.type({
  siteId: t.string,
  systemQty: t.number,
  apiVersion: t.literal(WMS_API_VERSION),
});
export type AdjustState = t.TypeOf<typeof AdjustState>;

export const LookupState = t.type({
  siteId: t.string,
  query: t.string,
  shown: t.array(t.string),
  nextPageToken: t.union([t.string, t.null]),
  apiVersion: t.literal(WMS_API_VERSION),
});
export type LookupState = t.TypeOf<typeof LookupState>;

const NonEmpty = t.refinement(t.string, (s) => s.trim().length > 0, 'NonEmptyString');
const NonZeroInt = t.refinement(t.Int, (n) => n !== 0 && Math.abs(n) <= 100_000, 'NonZeroInt');

export const AdjustArgs = t.exact(t.type({
  siteId: NonEmpty,
  sku: NonEmpty,
  locationId: NonEmpty,
  delta: NonZeroInt,
  reasonCode: t.keyof({ DAMAGED: null, FOUND: null, LOST: null, RECOUNT: null, RETURN_TO_VENDOR: null }),
}));

export const LookupArgs = t.exact(t.type({ siteId: NonEmpty, query: NonEmpty }));

export const CycleCountArgs = t.exact(t.type({ siteId: NonEmpty, zone: NonEmpty }));

export class DecodeError extends Error {}

export function decodeOrThrow<A>(codec: t.Decoder<unknown, A>, value: unknown, what: string): A {
  const result = codec.decode(value);
  if (isLeft(result)) throw new DecodeError(`${what}: ${PathReporter.report(result).join('; ')}`);
  return result.right;
}
