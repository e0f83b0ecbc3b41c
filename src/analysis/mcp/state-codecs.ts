import type { TSESTree } from '@typescript-eslint/utils';
import { constantSeconds } from './constant-seconds.js';
import type { McpFile } from './file.js';
import { isReferenceTo } from '../scope/modules.js';
import { mayCallValueOfAnotherName } from '../scope/bindings.js';
import { staticProperties, objectLiteralOf } from '../values/object-literals.js';
import type { StateSeal } from './seals.js';
import type { SignedFields } from './signed-fields.js';
import { fieldsOf } from './signed-fields.js';

/** The options of an SDK `createRequestStateCodec({ … })` call, when the file shows them whole. */
export interface CodecOptions {
  readonly object: TSESTree.ObjectExpression;
  /** Whether a `bind` function ties the state to the user (and tool). */
  readonly binds: boolean;
  readonly ttl: TSESTree.Property | undefined;
  readonly ttlSeconds: number | undefined;
}

/** Whether the file can create a codec: `createRequestStateCodec` must be named to be called. */
export function mayCreateStateCodecs(mcp: McpFile): boolean {
  return mcp.vocabulary.mentions('createRequestStateCodec');
}

/** Whether `call` creates the SDK 2.x request-state codec. */
export function isStateCodecCreation(mcp: McpFile, call: TSESTree.CallExpression): boolean {
  // the callee first: only the SDK's factory (imported or re-exported any way) makes a codec, and other calls' values
  // are then never worked out
  if (!mayCreateStateCodecs(mcp)) return false;
  if (!mayCallValueOfAnotherName(mcp.sourceCode, call)) return false;
  if (!isReferenceTo(mcp.provenance.of(call.callee).reference, '@modelcontextprotocol/server', 'createRequestStateCodec')) return false;
  return mcp.provenance.of(call).cryptoObject === 'request-state-codec';
}

export function describeCodecOptions(mcp: McpFile, call: TSESTree.CallExpression): CodecOptions | undefined {
  const [options] = call.arguments;
  if (!options || options.type === 'SpreadElement') return undefined;
  const object = objectLiteralOf(mcp.provenance, options);
  if (!object || object.properties.some((property) => property.type === 'SpreadElement')) return undefined;
  const properties = staticProperties(object);
  const ttl = properties.get('ttlSeconds');
  return { object, binds: properties.has('bind'), ttl, ttlSeconds: ttl && constantSeconds(mcp, ttl.value) };
}

/** The fields of what a codec's `mint(payload, ctx)` signs, when the payload is an object literal. */
export function mintedFields(mcp: McpFile, seal: StateSeal): SignedFields | undefined {
  const payload = seal.payload && objectLiteralOf(mcp.provenance, seal.payload);
  const minted = payload ? fieldsOf(mcp, payload, undefined) : undefined;
  const added = seal.addedByWrapper && staticProperties(seal.addedByWrapper);
  if (!minted || !added) return minted;
  // the fields a wrapper of the mint adds to what it is given (`{ ...payload, tool }`)
  const fields = new Map(minted.fields);
  for (const [key, property] of added) fields.set(key, property.value as TSESTree.Expression);
  return { ...minted, fields };
}
