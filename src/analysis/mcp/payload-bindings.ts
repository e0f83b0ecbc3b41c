import type { TSESTree } from '@typescript-eslint/utils';
import { enclosingClassBody, getEnclosingFunction, getMethodName, getMethodReceiver, getStaticString, isFunctionNode, skipValueWrappers, walkOwnBody, type FunctionNode, type Node } from '../syntax/ast.js';
import { objectLiteralOf } from '../values/object-literals.js';
import { allCodecMints, foreignCodecCreation, isOnlyTested, type CodecMint } from './codec-mints.js';
import { getMcpFile, type McpFile } from './file.js';
import { isSdkStateRead } from './incoming-state.js';
import { fieldsOf, namesTool, namesUser, TOOL_FIELD, USER_FIELD } from './signed-fields.js';
import { checksAroundCall } from './state-checks.js';
import { mintedFields } from './state-codecs.js';
import { enclosingToolHandler } from './tool-handlers.js';

/**
 * Whether a codec without `bind` binds its state in the payload: every mint of the file binds in the payload (see
 * {@link bindsInPayload}), and either the file alone mints with it (it is not exported) and does, or its payload type
 * requires the user and the tool, so that no module can mint without them (see {@link payloadTypeBinds}).
 */
export function codecBindsInPayload(mcp: McpFile, creation: TSESTree.CallExpression, mints: readonly CodecMint[]): boolean {
  if (!mints.every((mint) => bindsInPayload(mcp, mint))) return false;
  if (payloadTypeBinds(mcp, creation) || (mints.length > 0 && !isExported(creation))) return true;
  // a codec an exported factory makes, which only the modules loading this one mint with: each of their mints
  if (mints.length > 0) return false;
  const elsewhere = importerMintsOf(mcp, creation);
  return elsewhere.length > 0 && elsewhere.every(({ owner, mint }) => bindsInPayload(owner, mint));
}

/** The mints of the modules loading this file that mint with the codec `creation` makes here. */
function importerMintsOf(mcp: McpFile, creation: TSESTree.CallExpression): { owner: McpFile; mint: CodecMint }[] {
  const found: { owner: McpFile; mint: CodecMint }[] = [];
  for (const analysis of mcp.provenance.importerAnalyses()) {
    const owner = getMcpFile(analysis.sourceCode, analysis);
    for (const mint of allCodecMints(owner)) {
      // (a call of a wrapper of the mint, `this.sealProgress(progress, ctx)`: the wrapper's own mint is the one judged)
      if (getMethodName(mint.call) !== 'mint') continue;
      const made = foreignCodecCreation(owner, mint);
      const same = made !== undefined && made.call.range[0] === creation.range[0] && made.call.range[1] === creation.range[1] && made.owner.sourceCode.text === mcp.sourceCode.text;
      if (same) found.push({ owner, mint });
    }
  }
  return found;
}

/**
 * `createRequestStateCodec<BoundState>(…)` where `BoundState`, written in the file (an interface, a type alias or a
 * literal type), has a required field for the user and one for the tool: TypeScript refuses a mint without them.
 */
function payloadTypeBinds(mcp: McpFile, creation: TSESTree.CallExpression): boolean {
  const [payload] = creation.typeArguments?.params ?? [];
  const members = payload && typeMembers(mcp, payload);
  if (!members) return false;
  const required = members.flatMap((member) =>
    member.type === 'TSPropertySignature' && !member.optional && !member.computed && member.key.type === 'Identifier' ? [member.key.name] : [],
  );
  return required.some((name) => USER_FIELD.test(name)) && required.some((name) => TOOL_FIELD.test(name));
}

/** The members of a literal type, or of an interface or type alias of the file that a type reference names. */
function typeMembers(mcp: McpFile, type: TSESTree.TypeNode): readonly TSESTree.TypeElement[] | undefined {
  if (type.type === 'TSTypeLiteral') return type.members;
  if (type.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier' || type.typeArguments) return undefined;
  const name = type.typeName.name;
  for (const statement of mcp.sourceCode.ast.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'TSInterfaceDeclaration' && declaration.id.name === name && declaration.extends.length === 0) return declaration.body.body;
    if (declaration?.type === 'TSTypeAliasDeclaration' && declaration.id.name === name && declaration.typeAnnotation.type === 'TSTypeLiteral') {
      return declaration.typeAnnotation.members;
    }
  }
  return undefined;
}

/** `export const codec = createRequestStateCodec(…)`: other modules may mint with it too. */
function isExported(creation: TSESTree.CallExpression): boolean {
  for (let node: Node | undefined = creation.parent; node && node.type !== 'Program'; node = node.parent) {
    if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportDefaultDeclaration') return true;
    if (isFunctionNode(node)) return false;
  }
  return false;
}

/**
 * Whether a codec's mint binds its state in the payload instead of `bind`: the minted object names the user and the
 * tool, and the handler compares both with the retry's own before it trusts the state, inline (`state.userId !==
 * userId`) or through a call handed the state and an object naming both (`assertBound(state, { userId, tool })`).
 */
export function bindsInPayload(mcp: McpFile, mint: CodecMint): boolean {
  const fields = mintedFields(mcp, mint.seal);
  if (!fields || !(fields.complete || spreadsComeFirst(fields.object)) || !namesUser(mcp.sourceCode, fields) || !namesTool(mcp, fields)) return false;
  // a class's own mint (`sealProgress`), whose own open (`restoreProgress`) verifies with a codec and compares both
  if (!mint.handler) return verifiesBoundInClass(mcp, mint.call);
  const checks = checksAroundCall(mcp, mint.call);
  return (checks.user && checks.tool) || handsStateToBindingCheck(mcp, getEnclosingFunction(mint.call));
}

/** `{ ...progress, uid, tool }`: what a spread may hold cannot replace the fields written after it. */
function spreadsComeFirst(object: TSESTree.ObjectExpression): boolean {
  const firstWritten = object.properties.findIndex((property) => property.type !== 'SpreadElement');
  return firstWritten >= 0 && object.properties.slice(firstWritten).every((property) => property.type !== 'SpreadElement');
}

/** Whether a method of the class around `node` verifies with a request-state codec and compares the user and the tool after. */
function verifiesBoundInClass(mcp: McpFile, node: Node): boolean {
  const body = enclosingClassBody(node);
  let found = false;
  for (const member of body?.body ?? []) {
    if (found || member.type !== 'MethodDefinition' || member.value.type !== 'FunctionExpression') continue;
    walkOwnBody(member.value, mcp.sourceCode.visitorKeys, (call) => {
      if (found || call.type !== 'CallExpression' || getMethodName(call) !== 'verify') return;
      const receiver = getMethodReceiver(call);
      if (!receiver || mcp.provenance.of(receiver).cryptoObject !== 'request-state-codec') return;
      const checks = checksAroundCall(mcp, call);
      found = checks.user && checks.tool;
    });
  }
  return found;
}

/** A call in `scope` given the state the client sent and an object literal that names the user and the tool. */
function handsStateToBindingCheck(mcp: McpFile, scope: FunctionNode | TSESTree.Program): boolean {
  let found = false;
  walkOwnBody(scope, mcp.sourceCode.visitorKeys, (node) => {
    if (found || node.type !== 'CallExpression') return;
    const passesState = node.arguments.some((argument) => argument.type !== 'SpreadElement' && readsIncomingState(mcp, argument));
    found = passesState && node.arguments.some((argument) => argument.type !== 'SpreadElement' && namesBinding(mcp, argument));
  });
  return found;
}

function namesBinding(mcp: McpFile, argument: TSESTree.Expression): boolean {
  const literal = objectLiteralOf(mcp.provenance, argument);
  const fields = literal && fieldsOf(mcp, literal, undefined);
  return fields !== undefined && namesUser(mcp.sourceCode, fields) && namesTool(mcp, fields);
}

/** `ctx.mcpReq.requestState()`, or a `const` holding it. */
function readsIncomingState(mcp: McpFile, node: Node): boolean {
  const expression = skipValueWrappers(node);
  if (isSdkStateRead(expression)) return true;
  if (expression.type !== 'Identifier') return false;
  return isSdkStateRead(skipValueWrappers(mcp.provenance.of(expression).origin));
}

/**
 * The reads of the verified payload (`ctx.mcpReq.requestState()`) that trust it without comparing its tool, in a
 * handler that keeps its tool in the payload of a codec whose mints name more than one tool (`codec.mint({ tool:
 * 'export', … })` here, `codec.mint({ tool: 'share', … })` there, whatever `codec` is). No verify hook can compare
 * the tool, which the handler context does not carry, so the other tool's state verifies here too. A read only tested
 * trusts nothing; a payload handed whole to a function may be compared there, which the file does not show: neither
 * is reported.
 */
export function readsIgnoringTool(mcp: McpFile): TSESTree.CallExpression[] {
  if (!mcp.vocabulary.spells('requestState')) return [];
  const byCodec = new Map<string, { tools: Set<string>; handlers: Set<FunctionNode> }>();
  for (const call of mcp.calls) {
    const tool = mintedToolName(mcp, call);
    const handler = tool === undefined ? undefined : enclosingToolHandler(mcp, call);
    const receiver = getMethodReceiver(call);
    if (!handler || !receiver) continue;
    const codec = mcp.sourceCode.getText(receiver);
    const group = byCodec.get(codec) ?? { tools: new Set(), handlers: new Set() };
    group.tools.add(tool!);
    group.handlers.add(handler.fn);
    byCodec.set(codec, group);
  }
  const sharing = new Set([...byCodec.values()].filter((group) => group.tools.size > 1).flatMap((group) => [...group.handlers]));
  if (sharing.size === 0) return [];
  return mcp.calls.filter((call) => {
    if (!isSdkStateRead(call) || isOnlyTested(call)) return false;
    const handler = enclosingToolHandler(mcp, call);
    return handler !== undefined && sharing.has(handler.fn) && !checksAroundCall(mcp, call).tool && !handsStateOn(mcp, call);
  });
}

const MINTING_METHODS: ReadonlySet<string> = new Set(['mint', 'seal', 'sign', 'encode']);

/** `codec.mint({ tool: 'export', … }, ctx)`: the tool a mint's payload names by a string. */
function mintedToolName(mcp: McpFile, call: TSESTree.CallExpression): string | undefined {
  const method = getMethodName(call);
  const [payload] = call.arguments;
  if (method === undefined || !MINTING_METHODS.has(method) || !payload || payload.type === 'SpreadElement') return undefined;
  const literal = objectLiteralOf(mcp.provenance, payload);
  const fields = literal && fieldsOf(mcp, literal, undefined);
  const tool = fields && [...fields.fields].find(([key]) => TOOL_FIELD.test(key))?.[1];
  return tool && getStaticString(skipValueWrappers(tool));
}

/** Whether the payload a read gives, or the `const` it is kept in, is passed whole to a call. */
function handsStateOn(mcp: McpFile, read: TSESTree.CallExpression): boolean {
  let passed = false;
  walkOwnBody(getEnclosingFunction(read), mcp.sourceCode.visitorKeys, (node) => {
    if (passed || (node.type !== 'CallExpression' && node.type !== 'NewExpression') || node === read) return;
    passed = node.arguments.some((argument) => argument.type !== 'SpreadElement' && readsIncomingState(mcp, argument));
  });
  return passed;
}
