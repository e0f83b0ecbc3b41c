import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyzeFile } from '../src/analysis/index.js';
import { containsFunction, getEnclosingFunction, skipValueWrappers, type Expression, type FunctionNode, type Node } from '../src/analysis/syntax/index.js';
import { calleeName, functionName, resolveBinding, returnedExpressions } from '../src/analysis/scope/index.js';
import {
  callSitesOf,
  calleeFunctionOf,
  bypassReportedAtHome,
  cutsTextOnly,
  handsPiecesOn,
  callSitesOfDecodeHelper,
  decodedSourceOf,
  decodeHelperCall,
  fileOwning,
  decodeKind,
  describeUnsignedEncoding,
  echoedClientValue,
  enclosingToolHandler,
  findStateResults,
  getMcpFile,
  resealsHandedState,
  isIncomingState,
  holdsOnlySplitPieces,
  returnsVerdict,
  isVerifiedBefore,
  isInsideVerifier,
  isUsedBeforeVerifying,
  decodesParameterOnly,
  hasStateEntries,
  readingCallOf,
  readingCandidates,
  readingStepOf,
  proveStateSealed,
  readTokenOf,
  isSealedValue,
  stateResultsByHandler,
  takesToolArguments,
  unverifiedReturns,
  trustedStateReadOf,
  mayReadStateThroughImports,
  jwtDecodeUnverified,
  type CustomStateFunctions,
  type EchoedClientValue,
  type EchoedClientValueKind,
  type McpFile,
  type StateResult,
  type ToolHandler,
  type UnsignedEncoding,
  type UnsignedEncodingKind,
} from '../src/analysis/mcp/index.js';
import { JWT_LIBRARY_WORDS, type ForeignOrigin } from '../src/analysis/values/index.js';
import { createRule } from '../src/create-rule.js';
import { nameListOption } from '../src/rule-options.js';
import { bindingText, type StateBinding } from '../src/fix/binding-text.js';
import { fixBindingTextsAt } from '../src/fix/principal.js';
import { replaceWithImportedCall } from '../src/fix/imported-call.js';
import { planOpenIncomingStates, type OpenSite } from '../src/fix/open-incoming-state.js';

type MessageIds =
  | 'unsignedState'
  | 'unsignedStateHelper'
  | 'unverifiedState'
  | 'unverifiedStateHelper'
  | 'unverifiedRead'
  | 'trustedUnverifiedState'
  | 'unprovenState'
  | 'openerSkipsVerification'
  | 'jwtDecodedUnverified'
  | 'sealWithSealState'
  | 'openWithOpenState'
  | 'openCallsWithOpenState';
type Options = [{ sealFunctions?: string[]; openFunctions?: string[]; autofix?: boolean; reportUnknown?: boolean }];

const DESCRIPTIONS: Record<UnsignedEncodingKind, string> = {
  object: 'an object literal',
  array: 'an array literal',
  json: 'plain JSON',
  'encoded-json': 'base64/hex-encoded JSON',
  'url-encoded-json': 'URL-encoded JSON',
  'string-literal': 'a string literal',
  concatenation: 'a string built from unsigned data',
  encoded: 'server data encoded, serialised or compressed',
  'unauthenticated-encryption': 'encrypted without an authentication tag',
};

const ECHO_SOURCES: Record<EchoedClientValueKind, string> = {
  'incoming-state': 'the requestState the client sent',
  'input-response': 'what the client answered in inputResponses',
  'tool-argument': 'a tool argument the client chose',
};

/** How the message names a client value handed back: `a tool argument the client chose, handed back unchanged`. */
function describeEcho(echoed: EchoedClientValue): string {
  const source = ECHO_SOURCES[echoed.kind];
  return echoed.computed ? `computed from ${source} and constants alone` : `${source}, handed back unchanged`;
}

const UNOPENED_HINT = '; no fix can rewrite this read, so change it with its seal';

/** The user and tool, and for a destructive tool its arguments: its state is sealed for them and opened for the retry's own. */
interface Binding extends StateBinding {
  readonly args?: string;
}

export default createRule<MessageIds, Options>({
  name: 'require-sealed-state',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require MCP requestState to be signed before it goes to the client and verified before it is trusted',
      recommended: 'recommended',
      strictOptions: { reportUnknown: true },
    },
    fixable: 'code',
    hasSuggestions: true,
    messages: {
      unsignedState:
        "This requestState is {{what}}, not signed: a client can forge it; seal it with sealState() from '{{sealModule}}'{{hint}}.",
      unsignedStateHelper:
        "'{{helper}}' from '{{specifier}}' returns {{what}}, not signed: a client can forge this state; seal it with sealState() from '{{sealModule}}'{{hint}}.",
      unverifiedState:
        "This decodes the client's requestState unverified, so it can be forged; open it with openState() from '{{sealModule}}'{{hint}}.",
      unverifiedStateHelper:
        "'{{helper}}' from '{{specifier}}' decodes the client's requestState unverified, so it can be forged; open it with openState() from '{{sealModule}}'{{hint}}.",
      unverifiedRead:
        "This reads the client's requestState before any signature check, so it can be forged; verify it first, e.g. with openState() from '{{sealModule}}'.",
      trustedUnverifiedState:
        "This server has no requestState.verify hook, so this is the client's state, unchecked; add the hook or use openState() from '{{sealModule}}'{{hint}}.",
      jwtDecodedUnverified:
        '{{callee}}() reads a JWT that carries state without checking its signature or expiry, so a forged or expired state is read; use {{verify}}.',
      openerSkipsVerification:
        "'{{name}}' checks the signature on its other paths, but this returns the token decoded with no check, so a forged state is accepted here; refuse it instead.",
      unprovenState:
        "No seal is proven on this requestState's way out ({{step}} is not one the plugin knows); if it seals, list it in the rule's sealFunctions option.",
      sealWithSealState: 'Seal it: sealState(…, { userId: {{userId}}, tool: {{tool}} }).',
      openWithOpenState: 'Open it with openState(…, { userId: {{userId}}, tool: {{tool}} }) and return refusal() when it fails.',
      openCallsWithOpenState: "Open the state with openState(…) where '{{helper}}' is called, and return refusal() when it fails.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          sealFunctions: nameListOption("Names of your own functions that seal state (their results are trusted), e.g. ['sealForClient']."),
          openFunctions: nameListOption('Names of your own functions that verify state before it is decoded.'),
          autofix: {
            type: 'boolean',
            description: 'Apply the sealState()/openState() rewrites as fixes instead of suggestions (for bulk migrations).',
          },
          reportUnknown: {
            type: 'boolean',
            description: 'Also report state whose way out passes a step the plugin cannot see through (a package it does not know, a parameter); the strict config sets it.',
          },
        },
        additionalProperties: false,
      },
    ],
  },
  defaultOptions: [{ sealFunctions: [], openFunctions: [], autofix: false, reportUnknown: false }],
  create(context) {
    const { sourceCode, settings, provenance } = analyzeFile(context);
    const options = context.options[0] ?? {};
    const names: CustomStateFunctions = { sealFunctions: options.sealFunctions ?? [], openFunctions: options.openFunctions ?? [] };
    const autofix = options.autofix === true;
    const reportUnknown = options.reportUnknown === true;
    const { sealModule } = settings;

    /** Replaces `target` with `sealState(payload, { userId, tool })`, after `prefix` (a shorthand property's key). */
    function sealCallFix(target: Node, payloadText: string, binding: Binding, prefix = ''): TSESLint.ReportFixFunction {
      const argumentsText = `${payloadText}, { ${bindingText(binding)} }`;
      return replaceWithImportedCall(sourceCode, { target, module: sealModule, name: 'sealState', argumentsText, prefix, sourceType: context.languageOptions.sourceType, alsoImports: binding.imports });
    }

    /** The handler's user and tool, and for a destructive tool that takes arguments, those arguments (at both ends alike). */
    function bindingAt(mcp: McpFile, node: Node): Binding | undefined {
      const { userId, tool, args, imports } = fixBindingTextsAt(mcp, node, { module: sealModule, sourceType: context.languageOptions.sourceType });
      if (!tool || userId === undefined) return undefined;
      const handler = enclosingToolHandler(mcp, node);
      const bindsArgs = args !== undefined && handler !== undefined && handler.destructive && takesToolArguments(mcp, handler);
      return bindsArgs ? { userId, tool, args, imports } : { userId, tool, imports };
    }

    /** Tool handlers (by function) that read the client's state back unverified where no fix can open it, with the line. */
    const unopenedReads = new Map<Node, number>();

    /** A read that no fix opens: sealing the state its handler hands out would break the flow, so that is not offered either. */
    function noteUnopenedRead(read: Node): void {
      const enclosing = getEnclosingFunction(read);
      const helperCalls = enclosing.type === 'Program' || read.type !== 'CallExpression' ? undefined : callSitesOfDecodeHelper(mcp, read, enclosing);
      for (const at of helperCalls ?? [read]) {
        const handler = enclosingToolHandler(mcp, at);
        if (handler && !unopenedReads.has(handler.fn)) unopenedReads.set(handler.fn, at.loc.start.line);
      }
    }

    /** The hint of a produce-side report whose handler reads its state back where no fix can open it. */
    function readBackHint(value: Node): string | undefined {
      const handler = enclosingToolHandler(mcp, value);
      const line = handler && unopenedReads.get(handler.fn);
      return line === undefined ? undefined : `; it is read back unverified on line ${line}: seal and open it together`;
    }

    function report(
      node: Node,
      messageId: 'unsignedState' | 'unsignedStateHelper' | 'unverifiedState' | 'unverifiedStateHelper' | 'unverifiedRead' | 'trustedUnverifiedState',
      data: Record<string, string>,
      fix: { fix: TSESLint.ReportFixFunction; binding: Binding; suggestion: 'sealWithSealState' | 'openWithOpenState' | 'openCallsWithOpenState'; helper?: string } | undefined,
    ): void {
      if (messageId !== 'unsignedState' && messageId !== 'unsignedStateHelper') reportedByFunction.add(getEnclosingFunction(node));
      // a call whose arguments hold a function (`packPlan({ ids: rows.map((r) => r.id) })`) is underlined at its callee
      const at = node.type === 'CallExpression' && containsFunction(node, sourceCode.visitorKeys) ? node.callee : node;
      context.report({
        node: at,
        messageId,
        data: { sealModule, hint: '', ...data },
        fix: fix && autofix ? fix.fix : null,
        suggest: fix && !autofix ? [{ messageId: fix.suggestion, data: { ...fix.binding, helper: fix.helper ?? '' }, fix: fix.fix }] : [],
      });
    }

    /** Where a fix rewrites an unsigned value: the value itself, or the initializer of the `const` it names. */
    function sealFixFor(mcp: McpFile, value: Expression, encoding: UnsignedEncoding) {
      const binding = bindingAt(mcp, value);
      if (!binding) return undefined;
      let target: Node = value;
      let payload = encoding.payload;
      if (value.type === 'Identifier') {
        const resolved = resolveBinding(sourceCode, value);
        if (resolved?.kind !== 'initialized' || resolved.path.length !== 0) return undefined;
        target = resolved.init;
        payload = describeUnsignedEncoding(mcp, resolved.init, names)?.payload;
      }
      if (!payload || sourceCode.getCommentsInside(target).length > 0) return undefined;
      const payloadText = sourceCode.getText(payload);
      return { fix: sealCallFix(target, payloadText, binding), binding, suggestion: 'sealWithSealState' as const };
    }

    /** `requestState: args.cursor` → `requestState: sealState(args.cursor, { … })`; a shorthand property is written out. */
    function sealEchoFixFor(mcp: McpFile, result: StateResult) {
      const binding = bindingAt(mcp, result.value);
      const shorthand = result.node.type === 'Property' && result.node.shorthand;
      const target: Node = shorthand ? result.node : result.value;
      if (!binding || sourceCode.getCommentsInside(target).length > 0) return undefined;
      const fix = sealCallFix(target, sourceCode.getText(result.value), binding, shorthand ? 'requestState: ' : '');
      return { fix, binding, suggestion: 'sealWithSealState' as const };
    }

    /** Under `reportUnknown`: state whose way out the analysis cannot prove sealed, naming the step it cannot see. */
    function reportUnproven(value: Expression): void {
      const proof = proveStateSealed(mcp, value, names);
      if (proof.verdict !== 'unknown') return;
      // on the step it cannot see (`kms.seal`), not across the arguments that step is handed
      const call = skipValueWrappers(value);
      const node = call.type === 'CallExpression' ? call.callee : value;
      context.report({ node, messageId: 'unprovenState', data: { step: proof.step ? `'${proof.step}'` : 'a value it cannot follow' } });
    }

    function checkProducedState(mcp: McpFile): void {
      for (const result of findStateResults(mcp)) {
        const found = describeUnsignedEncoding(mcp, result.value, names);
        // made from what the client sent alone: said so, where the echo is recognised
        const encoding = found?.clientOnly && echoedClientValue(mcp, result.value, result.node, names) ? undefined : found;
        // an object, which cannot leave as it is, sealed on its way out by a hook of another module
        if (encoding && (encoding.kind === 'object' || encoding.kind === 'array') && resealsHandedState(mcp, names)) continue;
        if (encoding) {
          const { helper } = encoding;
          const data: Record<string, string> = { what: DESCRIPTIONS[encoding.kind] };
          if (helper) Object.assign(data, { helper: helper.name, specifier: helper.specifier });
          const readBack = readBackHint(result.value);
          if (readBack) data['hint'] = readBack;
          report(result.value, helper ? 'unsignedStateHelper' : 'unsignedState', data, readBack ? undefined : sealFixFor(mcp, result.value, encoding));
          continue;
        }
        const echoed = echoedClientValue(mcp, result.value, result.node, names);
        if (!echoed) {
          if (reportUnknown) reportUnproven(result.value);
          continue;
        }
        const readBack = readBackHint(result.value);
        report(result.value, 'unsignedState', { what: describeEcho(echoed), ...(readBack ? { hint: readBack } : {}) }, readBack ? undefined : sealEchoFixFor(mcp, result));
      }
    }

    /** `const state = ctx.mcpReq.requestState()` on a server without a verify hook, then `state.step`. */
    function checkTrustedRead(call: TSESTree.CallExpression): void {
      const trusted = trustedStateReadOf(mcp, call, names);
      if (!trusted) return;
      // a codec's tokens are opened by its verify hook, not by openState
      const codec = mcp.vocabulary.mentions('createRequestStateCodec');
      const open = codec ? undefined : trustedOpenFixFor(mcp, call);
      if (!open && !codec) noteUnopenedRead(call);
      report(call, 'trustedUnverifiedState', {}, open);
    }

    /**
     * Opens what the SDK hands over unverified, only when there is some: on the first round `requestState()` is
     * undefined, and the handler's own "no state yet" branch must still run. Read in the handler, it is opened there;
     * read and returned by a local helper (`return ctx.mcpReq.requestState();`), at every call of the helper.
     */
    function trustedOpenFixFor(mcp: McpFile, call: TSESTree.CallExpression) {
      if (enclosingToolHandler(mcp, call)) return openFixFor(mcp, call, call, false, 'undefined');
      const helper = getEnclosingFunction(call);
      if (helper.type === 'Program') return undefined;
      const returned = returnedExpressions(helper, sourceCode);
      // what every call of the helper answers is the SDK's read itself
      if (returned.length !== 1 || skipValueWrappers(returned[0]!) !== call) return undefined;
      const callSites = callSitesOf(mcp, helper);
      const sites: OpenSite[] = [];
      for (const site of callSites) {
        const open = openSiteAt(mcp, site, site, 'undefined');
        if (!open) return undefined;
        sites.push(open);
      }
      const fix = sites.length > 0 && planOpenIncomingStates(sourceCode, { sites, sealModule, sourceType: context.languageOptions.sourceType });
      const binding = fix && bindingAt(mcp, callSites[0]!);
      return fix && binding ? { fix, binding, suggestion: 'openCallsWithOpenState' as const, helper: calleeName(callSites[0]!) ?? 'the helper' } : undefined;
    }

    const mcp = getMcpFile(sourceCode, provenance);
    // calls are visited in source order and a call inside a reported one is skipped, so only the last reported can hold one
    let lastReported: TSESTree.CallExpression | undefined;

    /** Functions where a read of the client's state was reported: one report each, at its first unverified use. */
    const reportedByFunction = new Set<Node>();

    /**
     * The first step that takes the client's state apart before a verifier saw it, whatever it is: a split, a slice,
     * a parser, a decompressor, a package's decoder, or a call of a project function whose summary does one of these.
     */
    function checkReadingStep(node: TSESTree.CallExpression | TSESTree.NewExpression): void {
      if (lastReported && node.range[1] <= lastReported.range[1]) return;
      const enclosing = getEnclosingFunction(node);
      if (reportedByFunction.has(enclosing)) return;
      const isIncoming = (token: Expression) => isIncomingState(mcp, readTokenOf(mcp, token));
      // what the call is handed first: classifying the call may read other modules
      if (!readingCandidates(node).some(isIncoming)) return;
      const step = readingStepOf(mcp, node);
      // `atob(raw).split('|')`: the decode inside is the first use, reported when it is visited
      const inner = step && skipValueWrappers(step.token);
      if (inner && (inner.type === 'CallExpression' || inner.type === 'NewExpression') && readingStepOf(mcp, inner)) return;
      let read = step && isIncoming(step.token) ? step.token : undefined;
      // `fromBase64Url(body)` of a piece `raw.split('.')` cut: the split is the use, reported where it is; unless a verify
      // written after the split takes it for a transport step feeding that verify, which this call does not wait for
      if (read && holdsOnlySplitPieces(mcp, readTokenOf(mcp, read)) && !isVerifiedBefore(mcp, read, names) && !isUsedBeforeVerifying(mcp, node, names)) return;
      // `return jwt.decode(token)` of a helper that only decodes what it is handed: as its calls use what it gives
      if (read && enclosing.type !== 'Program' && isInsideDecoder(enclosing, node) && !callsReadUnverified(enclosing)) return;
      let decoder = false;
      let foreignReader: ForeignOrigin | undefined;
      if (!read && !step && node.type === 'CallExpression') {
        read = readingCallOf(mcp, node, isIncoming, names);
        const helper = read && calleeFunctionOf(mcp, node);
        const home = helper && fileOwning(mcp, helper);
        foreignReader = home && home !== mcp ? mcp.provenance.of(node.callee).foreign : undefined;
        decoder = helper !== undefined && decodesParameterOnly(home!, helper) !== undefined;
        // a local helper whose calls the file sees is reported where it takes the state apart
        if (helper && home === mcp && callSitesOf(mcp, helper).includes(node)) return;
        // a verdict on the state's shape (`looksLikeState(raw)`) hands back none of its data
        if (helper && returnsVerdict(mcp, helper)) return;
        // an opener whose path around its check is reported in its own module (`openerSkipsVerification`), once
        if (helper && bypassReportedAtHome(mcp, helper, names)) return;
        // a helper that only cuts the text into pieces (`parseStateCookie(raw)`) each handed on (to a verify, or a decode
        // reported where it reads): what is done with them is the read
        if (helper && read && cutsTextOnly(home!, helper, node.arguments.indexOf(read as TSESTree.CallExpressionArgument)) && handsPiecesOn(sourceCode, node)) return;
      }
      if (!read) return;
      // a decoder's call reads no more than the decode it wraps: a check further on the way counts for it, as for the decode
      const at = decoder ? read : node;
      if ((isVerifiedBefore(mcp, at, names) || isInsideVerifier(mcp, at, names)) && !isUsedBeforeVerifying(mcp, node, names)) return;
      lastReported = node.type === 'CallExpression' ? node : lastReported;
      // (a helper of another module that reads what it is handed is named, with where it comes from)
      if (foreignReader) report(node, 'unverifiedStateHelper', { helper: foreignReader.name, specifier: foreignReader.specifier }, undefined);
      else report(node, 'unverifiedRead', {}, undefined);
    }

    /**
     * Whether a call of a helper that only decodes its parameter reads the client's state unverified: the state is
     * handed to it where no check on the way covers it, or what it gives is handed on before the check.
     */
    function callReadsUnverified(call: TSESTree.CallExpression, token: Expression): boolean {
      if (!isIncomingState(mcp, readTokenOf(mcp, token))) return false;
      return !(isVerifiedBefore(mcp, token, names) || isInsideVerifier(mcp, token, names)) || isUsedBeforeVerifying(mcp, call, names);
    }

    /** Whether any call of a local decoding helper the file sees reads the client's state unverified through it. */
    function callsReadUnverified(fn: FunctionNode): boolean {
      return callSitesOf(mcp, fn).some((call) => {
        const token = call.arguments.find((argument, index): argument is Expression => argument.type !== 'SpreadElement' && fn.params[index]?.type === 'Identifier');
        return token !== undefined && callReadsUnverified(call, token);
      });
    }

    /** Whether `node` is a step of what a helper that only decodes its parameter hands back. */
    function isInsideDecoder(fn: FunctionNode, node: Node): boolean {
      const decode = decodesParameterOnly(mcp, fn);
      return decode !== undefined && decode.range[0] <= node.range[0] && node.range[1] <= decode.range[1];
    }

    function checkConsumedState(call: TSESTree.CallExpression): void {
      const kind = decodeKind(mcp, call);
      const [argument] = call.arguments;
      if (!kind || !argument || argument.type === 'SpreadElement') return;
      if (lastReported && call.range[1] <= lastReported.range[1]) return;
      const enclosing = getEnclosingFunction(call);
      if (reportedByFunction.has(enclosing)) return;
      // a helper that only hands back this decode of its parameter reads what its calls make it read
      if (enclosing.type !== 'Program' && isInsideDecoder(enclosing, call) && !callsReadUnverified(enclosing)) return;
      const decoded = kind === 'json' ? decodedSourceOf(mcp, argument) : decodedSourceOf(mcp, call);
      if (!isIncomingState(mcp, decoded.source) || isVerifiedBefore(mcp, call, names) || isInsideVerifier(mcp, call, names)) return;
      if (holdsOnlySplitPieces(mcp, decoded.source)) return;
      lastReported = call;
      const fix = openFixFor(mcp, call, kind === 'json' ? argument : call, decoded.part);
      if (!fix) noteUnopenedRead(call);
      report(call, 'unverifiedState', !fix && bindingAt(mcp, call) ? { hint: UNOPENED_HINT } : {}, fix);
    }

    const unsealableByHandler = new Map<ToolHandler, boolean>();

    /**
     * Whether `handler` hands out a state that is neither sealed nor sealable by a fix here (a class's `pack()` the rule
     * does not understand): opening what comes back would then refuse every continuation, so no open is offered.
     */
    function hasUnsealableState(mcp: McpFile, handler: ToolHandler): boolean {
      let answer = unsealableByHandler.get(handler);
      if (answer === undefined) {
        answer = (stateResultsByHandler(mcp).get(handler) ?? []).some((result) => {
          if (isSealedValue(mcp, result.value, names)) return false;
          const encoding = describeUnsignedEncoding(mcp, result.value, names);
          if (encoding) return !sealFixFor(mcp, result.value, encoding);
          return !echoedClientValue(mcp, result.value, result.node, names) || !sealEchoFixFor(mcp, result);
        });
        unsealableByHandler.set(handler, answer);
      }
      return answer;
    }

    /** Where a decode of the client's state becomes an open: the decode in its handler, or every call of the local helper it is in. */
    function openSitesFor(mcp: McpFile, decode: TSESTree.CallExpression, token: Expression, absent?: 'undefined'): { sites: OpenSite[]; helper?: string } | undefined {
      const handler = enclosingToolHandler(mcp, decode);
      if (handler) {
        const site = openSiteAt(mcp, decode, token, absent);
        return site && { sites: [site] };
      }
      const enclosing = getEnclosingFunction(decode);
      const callSites = enclosing.type === 'Program' ? undefined : callSitesOfDecodeHelper(mcp, decode, enclosing);
      if (!callSites) return undefined;
      const sites: OpenSite[] = [];
      for (const call of callSites) {
        const helperCall = decodeHelperCall(mcp, call);
        const site = helperCall && openSiteAt(mcp, call, helperCall.argument, helperCall.nothing);
        if (!site) return undefined;
        sites.push(site);
      }
      return { sites, helper: calleeName(callSites[0]!) ?? 'the helper' };
    }

    /** `decode` (or a helper call) in a tool handler, opening `token` with the handler's binding. */
    function openSiteAt(mcp: McpFile, decode: TSESTree.CallExpression, token: Node, absent?: 'null' | 'undefined'): OpenSite | undefined {
      const handler = enclosingToolHandler(mcp, decode);
      const binding = bindingAt(mcp, decode);
      if (!handler || !binding || sourceCode.getCommentsInside(decode).length > 0 || hasUnsealableState(mcp, handler)) return undefined;
      const typeArguments = decode.typeArguments;
      return {
        decode,
        tokenText: sourceCode.getText(token),
        bindingText: bindingText(binding),
        imports: binding.imports,
        handler: handler.fn,
        ...(typeArguments ? { typeArgumentsText: sourceCode.getText(typeArguments) } : {}),
        ...(absent ? { absent } : {}),
      };
    }

    function openFixFor(mcp: McpFile, decode: TSESTree.CallExpression, decodedValue: Node, decodesPart: boolean, absent?: 'undefined') {
      const token = decodedSourceOf(mcp, decodedValue, false);
      if (token.part || decodesPart || sourceCode.getCommentsInside(decode).length > 0) return undefined;
      const planned = openSitesFor(mcp, decode, token.source, absent);
      const binding = planned && bindingAt(mcp, planned.sites[0]!.decode);
      const fix = planned && planOpenIncomingStates(sourceCode, { sites: planned.sites, sealModule, sourceType: context.languageOptions.sourceType });
      if (!fix || !binding) return undefined;
      return planned.helper
        ? { fix, binding, suggestion: 'openCallsWithOpenState' as const, helper: planned.helper }
        : { fix, binding, suggestion: 'openWithOpenState' as const };
    }

    /** `unpackState(token)`: a decode helper of another module, called with the client's state. */
    function checkHelperDecode(call: TSESTree.CallExpression): void {
      // the client's state among the arguments first: working out every callee would cost every call of the file
      if (!call.arguments.some((argument) => argument.type !== 'SpreadElement' && isIncomingState(mcp, argument))) return;
      const helperCall = decodeHelperCall(mcp, call);
      if (!helperCall || fileOwning(mcp, helperCall.fn) === mcp) return;
      if (!isIncomingState(mcp, helperCall.argument) || isVerifiedBefore(mcp, call, names)) return;
      // a helper that only decodes what it is handed reads no more than that decode would here
      const decoder = decodesParameterOnly(fileOwning(mcp, helperCall.fn), helperCall.fn) !== undefined;
      if (decoder && !callReadsUnverified(call, helperCall.argument)) return;
      const origin = mcp.provenance.of(call.callee).foreign;
      const site = openSiteAt(mcp, call, helperCall.argument, helperCall.nothing);
      const fix = site && planOpenIncomingStates(sourceCode, { sites: [site], sealModule, sourceType: context.languageOptions.sourceType });
      const binding = site && bindingAt(mcp, call);
      if (!fix || !binding) noteUnopenedRead(call);
      report(call, 'unverifiedStateHelper', { helper: origin?.name ?? calleeName(call) ?? 'this helper', specifier: origin?.specifier ?? 'another module' }, fix && binding ? { fix, binding, suggestion: 'openWithOpenState' } : undefined);
    }

    /** An opener's path that hands back what it decoded before any check: a problem of the opener itself, reported there. */
    function checkOpenerBypasses(mcp: McpFile): void {
      for (const fn of mcp.functions) {
        for (const statement of unverifiedReturns(mcp, fn, names)) {
          context.report({ node: statement.argument!, messageId: 'openerSkipsVerification', data: { name: functionName(fn) ?? 'this opener' } });
        }
      }
    }

    const listeners: TSESLint.RuleListener = {
      'Program:exit'() {
        checkProducedState(mcp);
        if (mcp.provenance.mayComputeMacs()) checkOpenerBypasses(mcp);
      },
    };
    // state a client sent enters through params.requestState, a destructured requestState or mcpReq.requestState();
    // or a helper of another module reads it for the file (`const pending = pendingTransfer(ctx)`), or hands it out as
    // it came (`const raw = incomingState(extra)`) for the file to take apart, or, where the file names the state, a
    // module that loads it hands its handlers the state (`tool.handler(args, { incomingState: params.requestState })`)
    const entries = hasStateEntries(mcp);
    const handedByImporters = () => mcp.vocabulary.mentions('requestState') && mcp.provenance.importersSpell(['requestState']);
    if (entries || mayReadStateThroughImports(mcp) || mcp.provenance.importsSpell(['requestState']) || handedByImporters()) {
      listeners.CallExpression = (call) => {
        const before = lastReported;
        if (entries) {
          checkConsumedState(call);
          checkHelperDecode(call);
        }
        checkTrustedRead(call);
        if (lastReported === before) checkReadingStep(call);
      };
      listeners.NewExpression = checkReadingStep;
    }
    // `jwt.decode(token)` where the token carries state (in a function named for it): read with no signature check
    if (mcp.vocabulary.mentionsAny(JWT_LIBRARY_WORDS)) {
      const listener = listeners.CallExpression;
      listeners.CallExpression = (call) => {
        listener?.(call);
        const decoded = jwtDecodeUnverified(mcp, call);
        if (!decoded) return;
        const verify = decoded.callee === 'JwtService.decode' ? 'JwtService.verify' : 'jwt.verify or jwtVerify';
        context.report({ node: decoded.node, messageId: 'jwtDecodedUnverified', data: { callee: decoded.callee, verify } });
      };
    }
    return listeners;
  },
});
