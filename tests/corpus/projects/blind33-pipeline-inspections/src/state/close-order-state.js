import { promisify } from 'node:util';
import { deflateRaw, inflateRaw } from 'node:zlib';
import protobuf from 'protobufjs';
import { openBytes, sealBytes } from './aead-frame.js';

const deflateRawAsync = promisify(deflateRaw);
const inflateRawAsync = promisify(inflateRaw);

const CONFIRM_TTL_SECONDS = 7 * 60;

const SCHEMA = `
syntax = "proto3";
package inspections.state;

message CloseOrder {
  string work_order_id = 1;
  repeated string part_skus = 2;
  uint32 labour_minutes = 3;
  string args_digest = 4;
  uint32 open_defects = 5;
}
`;

const CloseOrder = protobuf.parse(SCHEMA).root.lookupType('inspections.state.CloseOrder');

export async function sealCloseOrder(state, binding) {
  const problem = CloseOrder.verify(state);
  if (problem) throw new Error(`bad CloseOrder state: ${problem}`);
  const bytes = CloseOrder.encode(CloseOrder.fromObject(state)).finish();
  return sealBytes(await deflateRawAsync(bytes), binding, CONFIRM_TTL_SECONDS);
}

export async function openCloseOrder(token, binding) {
  const opened = openBytes(token, binding);
  if (!opened.ok) return opened;
  const bytes = await inflateRawAsync(opened.plain, { maxOutputLength: 16 * 1024 });
  const state = CloseOrder.toObject(CloseOrder.decode(bytes), { defaults: true, arrays: true });
  return { ok: true, state };
}
