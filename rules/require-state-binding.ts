import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyzeFile } from '../src/analysis/index.js';
import { containsFunction, getEnclosingFunction, isNodeOf, type Expression, type FunctionNode, type Node } from '../src/analysis/syntax/index.js';
import { functionName, functionNameNode, readsSameNamesAt, resolveBinding } from '../src/analysis/scope/index.js';
import { describeExpiry, objectLiteralOf, type TimeUnit } from '../src/analysis/values/index.js';
import {
  bindingDisagreements,
  expiryLeftOutAt,
  flowsIntoState,
  bindingTextsAt,
  bindsArguments,
  carriesToolArguments,
  leavesDigestUncompared,
  retryOpenOf,
  opensOnlyToCheck,
  leavesArgumentsUnbound,
  codecBindsInPayload,
  readsIgnoringTool,
  ARGS_FIELD,
  authenticatesWhatCallersPass,
  USER_FIELD,
  TOOL_FIELD,
  checksAroundCall,
  comparesArguments,
  foreignToolBindings,
  jwtOpenGaps,
  foreignJwtOpenGaps,
  decodesVerifiedJson,
  toolHandlerOf,
  type MixedUnits,
  recordLookupGaps,
  codecMints,
  mayCheckToolIn,
  toolsServedUnnamed,
  importerCodecMints,
  type CodecMint,
  codecPayloadReads,
  findToolHandlers,
  mintsAnObject,
  nobodyBind,
  type NobodyPart,
  confirmsRiskyAction,
  describeCodecOptions,
  describeJwtSeal,
  emptyBindingFields,
  enclosingToolHandler,
  fieldsOf,
  findExpirySealers,
  fileOwning,
  opensThroughForeignOpener,
  helperJwts,
  foreignOpenedUnitMix,
  carriedExpiries,
  clientChosenUsers,
  comparesAge,
  clientChosenSignedUsers,
  chosenUserScope,
  type ClientChosenUser,
  stateMakerCalls,
  jwtReadProblems,
  expiredTokenOptions,
  stateJwtRegistrations,
  constantSeconds,
  type JwtReadProblem,
  type StateJwtRegistration,
  helperJwtReadProblems,
  leavesBindingToCallers,
  type HelperJwt,
  foreignOpenGaps,
  foreignOpenSkips,
  foreignCodecCreation,
  foreignSealGaps,
  getMcpFile,
  handRolledPair,
  findStateResults,
  handRolledGaps,
  inlineSignedStateOf,
  isStateCodecCreation,
  jwtAgeChecks,
  mayCreateStateCodecs,
  mayHaveOpens,
  mayHaveSeals,
  mintedFields,
  missingBindingFields,
  openerChecks,
  openerGaps,
  openOf,
  mayHandleStateByHand,
  opensStateByHand,
  inlineOpenStepOf,
  sealOf,
  sealsRequestState,
  sealingSites,
  sealsStateByHand,
  stringifiedBySealer,
  isNamedForState,
  signedObjectsOf,
  takesToolArguments,
  allCodecMints,
  writtenExpiryUnits,
  type BindingGap,
  type CustomStateFunctions,
  type JwtSeal,
  type McpFile,
  type StateSeal,
  type ToolHandler,
  clockScopeOf,
  findPassedLifetimes,
  defaultLifetimesOf,
  foreignSealLifetime,
  lifetimeConstantOf,
  helperToolCalls,
  toolParameterHelpers,
  TOOL_PARAMETER,
  type HelperToolCall,
  typedExpiryMix,
  readsArgumentsOnlyWhereSealed,
} from '../src/analysis/mcp/index.js';
import { createRule } from '../src/create-rule.js';
import { bindingText, propertyText } from '../src/fix/binding-text.js';
import { planCodecBind, replaceCodecBind } from '../src/fix/codec-bind.js';
import { fixBindingTextsAt, withSealImports } from '../src/fix/principal.js';
import { planPayloadField } from '../src/fix/codec-payload.js';
import { addJwtExpiry, jwtExpiryText, jwtLifetimeText, type JwtLibrary } from '../src/fix/jwt-expiry.js';
import { addProperty } from '../src/fix/text-edits.js';
import { elementRemovalRange } from '../src/fix/remove-element.js';
import { planOpenIncomingStates } from '../src/fix/open-incoming-state.js';
import { deadHelperRanges } from '../src/fix/dead-helpers.js';
import { addToolParameter, passTool } from '../src/fix/helper-tool-parameter.js';
import { nameListOption } from '../src/rule-options.js';

type MessageIds =
  | 'missingBindingArgument'
  | 'expiryOptionLeftOut'
  | 'missingBinding'
  | 'emptyBinding'
  | 'missingArgs'
  | 'codecWithoutBind'
  | 'codecBindsNobody'
  | 'codecServesTools'
  | 'ttlTooLong'
  | 'missingExpiry'
  | 'missingSignedFields'
  | 'helperMissingSignedFields'
  | 'userFromArguments'
  | 'openerSkipsChecks'
  | 'helperSkipsChecks'
  | 'helperJwtNeverExpires'
  | 'jwtIgnoresExpiry'
  | 'jwtToleranceTooLong'
  | 'helperJwtIgnoresExpiry'
  | 'helperJwtToleranceTooLong'
  | 'removeIgnoreExpiration'
  | 'removeClockTolerance'
  | 'mixedUnits'
  | 'reversedAge'
  | 'helperReversedAge'
  | 'payloadToolUnchecked'
  | 'toolBoundElsewhere'
  | 'helperToolMissing'
  | 'addToolParameter'
  | 'passTool'
  | 'recordSkipsChecks'
  | 'bindingDisagrees'
  | 'addField'
  | 'useSealed'
  | 'moveToSealState'
  | 'putToolInPayload'
  | 'putArgsInPayload'
  | 'addBind'
  | 'bindUser'
  | 'shortenTtl';
type Options = [
  { maxTtlSeconds?: number; requireArgsBinding?: boolean; destructiveArgsBinding?: boolean; sealFunctions?: string[]; openFunctions?: string[] },
];

const DEFAULT_MAX_TTL_SECONDS = 600;
const UNIT_NAMES = { ms: 'milliseconds', s: 'seconds' } as const;
const OPENER_GAPS: Record<BindingGap, { check: string; replay: string; compare: string }> = {
  expiry: { check: 'the expiry', replay: 'after it expired', compare: 'the expiry with the clock' },
  user: { check: 'the user', replay: 'for another user', compare: 'the user' },
  tool: { check: 'the tool', replay: 'for another tool', compare: 'the tool' },
};

const NOBODY_PARTS: Record<NobodyPart, string> = {
  method: 'ctx.mcpReq.method (always tools/call)',
  client: 'the OAuth client id',
  constant: 'a constant',
};

function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
}

function formatSeconds(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

export default createRule<MessageIds, Options>({
  name: 'require-state-binding',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require sealed MCP requestState to be bound to the user and the tool and to expire within minutes',
      recommended: 'recommended',
      strictOptions: { requireArgsBinding: true },
    },
    fixable: 'code',
    hasSuggestions: true,
    messages: {
      missingBindingArgument:
        '{{callee}}() has no binding: pass { userId, tool } so the state opens only for the user and the tool that sealed it.',
      missingBinding: 'This binding lacks {{missing}}, so the state can be replayed {{replay}}; add {{fields}}.',
      emptyBinding: "'{{field}}' is an empty string, so the state is bound to nobody; pass {{what}}.",
      missingArgs:
        'This state confirms a risky action but is not bound to its arguments, so a "yes" can be replayed for another action; bind args{{hint}}.',
      codecWithoutBind:
        'createRequestStateCodec() has no bind, so its state opens for any user and tool; add bind: (ctx) => a string naming the authenticated user.',
      codecBindsNobody:
        "This bind returns only {{parts}}, which names no user, so one user's state opens for another; return the authenticated user's id from ctx.",
      codecServesTools:
        "This codec serves {{tools}} and its state names no tool, so one tool's state opens for another; put the tool in the payload, or use createSdkRequestState().",
      ttlTooLong: 'This state lives {{ttl}}, longer than {{max}}, so a stolen or replayed state stays valid that long; use at most {{maxSeconds}} seconds.',
      missingExpiry: 'This {{what}} never expires, so it can be replayed forever; {{how}}.',
      userFromArguments:
        "This state is bound to '{{user}}' from the tool's arguments, which the client chooses, so it opens for whoever the client names; bind the authenticated user.",
      missingSignedFields: 'The signed state lacks {{missing}}; add {{fields}} to what is signed and check {{them}} when it is opened.',
      helperMissingSignedFields:
        "'{{helper}}' from '{{specifier}}' signs state that lacks {{missing}} here; add {{fields}} to what is signed and check {{them}} when it is opened.",
      expiryOptionLeftOut:
        "'{{helper}}' signs an expiry only when given '{{option}}', and this call gives none, so this state never expires; pass '{{option}}' (at most 10 minutes).",
      helperSkipsChecks:
        "'{{helper}}' from '{{specifier}}' verifies the signature but never checks {{missing}}, so state sealed {{replay}} is accepted; compare {{fields}} after it.",
      helperJwtNeverExpires:
        "'{{helper}}' from '{{specifier}}' signs a JWT that never expires, so this state can be replayed forever; give it an expiresIn or pass an exp claim.",
      jwtIgnoresExpiry:
        'This verify ignores the expiry of a JWT that carries state, so an expired state is accepted forever; remove ignoreExpiration.',
      jwtToleranceTooLong:
        'This clock tolerance of {{ttl}} accepts a state that long after it expired, longer than {{max}}; use a few seconds.',
      helperJwtIgnoresExpiry:
        "'{{helper}}' from '{{specifier}}' verifies this state's JWT with ignoreExpiration, so an expired state is accepted forever; remove ignoreExpiration there.",
      helperJwtToleranceTooLong:
        "'{{helper}}' from '{{specifier}}' verifies this JWT state with a clock tolerance of {{ttl}}, over {{max}}: accepted that long after expiry; use seconds.",
      removeIgnoreExpiration: 'Remove ignoreExpiration, so that an expired state is refused.',
      removeClockTolerance: 'Remove clockTolerance: the server checks the tokens it signed on its own clock.',
      openerSkipsChecks:
        "'{{name}}' verifies the signature but never checks {{missing}}, so a state sealed {{replay}} is accepted; compare {{fields}} before trusting it.",
      reversedAge:
        "'{{comparison}}' subtracts the clock from the issue time, which is never positive, so the state never expires; subtract the issue time from the clock.",
      helperReversedAge:
        "'{{helper}}' from '{{specifier}}' takes the issue time minus the clock as the state's age, never positive, so it never expires; subtract the other way.",
      mixedUnits:
        "'{{name}}' compares '{{field}}' (written in {{written}}) with a clock in {{checked}} ({{comparison}}), so the state {{effect}}; use the same unit on both sides.",
      toolBoundElsewhere:
        "This state of the '{{served}}' handler is bound to the tool '{{bound}}', so it opens where '{{bound}}' is checked; pass '{{served}}' to the helper.",
      helperToolMissing:
        "'{{helper}}' binds the state to the tool its parameter '{{parameter}}' names, and this call passes none; pass '{{served}}', this handler's tool.",
      addToolParameter: "Add a parameter '{{parameter}}' to {{helpers}} and bind the state to it; each caller then passes its tool's name.",
      passTool: "Pass {{text}}, this handler's tool, to {{helpers}}.",
      payloadToolUnchecked:
        "The '{{tool}}' handler trusts this state without comparing its tool, and other tools' states of this codec verify here too; refuse a tool but '{{tool}}'.",
      recordSkipsChecks:
        'The record this state looks up names {{missing}}, but nothing here compares it, so a handle issued {{replay}} is accepted; compare {{fields}} first.',
      bindingDisagrees:
        "This {{callee}}()'s binding differs from the seal's on line {{line}} in {{fields}}, so its state is refused or goes unchecked; bind the same at both ends.",
      addField: 'Add {{text}}.',
      useSealed: 'Bind {{text}}, as the seal does.',
      putArgsInPayload: 'Put the arguments in the minted state, and refuse state minted for other arguments where it is read.',
      putToolInPayload: "Put each tool's name in the state it mints, and refuse another tool's state where it is read.",
      moveToSealState: "Move the calls of '{{sealer}}' and '{{opener}}' to sealState() and openState(), bound to the user and the tool.",
      addBind: 'Add bind: (ctx) => principalOf(ctx).',
      bindUser: 'Replace it with bind: (ctx) => principalOf(ctx).',
      shortenTtl: 'Use {{value}}.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          maxTtlSeconds: {
            type: 'integer',
            minimum: 1,
            description: 'The longest lifetime state may have, in seconds (default 600, the 10 minutes the MCP guidance asks for).',
          },
          requireArgsBinding: {
            type: 'boolean',
            description:
              'Require state of destructive tools (annotations.destructiveHint) and of confirmations to be bound to the exact arguments.',
          },
          destructiveArgsBinding: {
            type: 'boolean',
            description:
              'Require state of destructive tools (annotations.destructiveHint) that take arguments to be bound to them (default true; false turns this off, requireArgsBinding still checks them).',
          },
          sealFunctions: nameListOption("Names of your own sealers taking (state, { userId, tool, args? }), e.g. ['sealForClient']."),
          openFunctions: nameListOption('Names of your own openers taking (token, { userId, tool, args? }).'),
        },
        additionalProperties: false,
      },
    ],
  },
  defaultOptions: [{ maxTtlSeconds: DEFAULT_MAX_TTL_SECONDS, requireArgsBinding: false, destructiveArgsBinding: true, sealFunctions: [], openFunctions: [] }],
  create(context) {
    const { sourceCode, provenance, settings } = analyzeFile(context);
    /** Where a fix imports `principalOf`, `sealState` and `openState` from. */
    const sealFrom = { module: settings.sealModule, sourceType: context.languageOptions.sourceType };
    const options = context.options[0] ?? {};
    const maxTtl = options.maxTtlSeconds ?? DEFAULT_MAX_TTL_SECONDS;
    const requireArgs = options.requireArgsBinding === true;
    const destructiveArgs = options.destructiveArgsBinding !== false;
    const names: CustomStateFunctions = { sealFunctions: options.sealFunctions ?? [], openFunctions: options.openFunctions ?? [] };
    /** Age limits already reported: two seals verified by the same code share them. */
    const reportedLimits = new Set<Node>();

    /** Where a lifetime was reported: the same expiry may be met as a seal's and as what the state carries. */
    const reportedTtls = new Set<number>();

    function reportTtl(node: Node, seconds: number, replacement: string | undefined, replaced: Node = node): void {
      if (reportedTtls.has(node.range[0])) return;
      reportedTtls.add(node.range[0]);
      // a builder's setter (`new SignJWT(c)….setExpirationTime('2h')`) is reported from its name, not the chain's start
      const callee = node.type === 'CallExpression' ? node.callee : undefined;
      const setter = callee?.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'setExpirationTime' ? callee.property : undefined;
      context.report({
        ...(setter ? { loc: { start: setter.loc.start, end: node.loc.end } } : { node }),
        messageId: 'ttlTooLong',
        data: { ttl: formatSeconds(seconds), max: formatSeconds(maxTtl), maxSeconds: String(maxTtl) },
        suggest: replacement === undefined ? [] : [{ messageId: 'shortenTtl', data: { value: replacement }, fix: (fixer) => fixer.replaceText(replaced, replacement) }],
      });
    }

    function addProperties(object: TSESTree.ObjectExpression, text: string): (fixer: TSESLint.RuleFixer) => TSESLint.RuleFix {
      return (fixer) => addProperty(sourceCode, fixer, object, text);
    }

    /**
     * Whether state sealed in `handler` must be bound to the exact arguments: by default, a destructive tool's that
     * takes arguments; with `requireArgsBinding`, any destructive tool's or confirmation's.
     */
    function needsArgs(mcp: McpFile, handler: ToolHandler): boolean {
      if (requireArgs) return confirmsRiskyAction(mcp, handler);
      return destructiveArgs && handler.destructive && takesToolArguments(mcp, handler);
    }

    /** What the `const`s a call passes were made from (`progress` of `const progress = build({ …args })`): they carry what it passes too. */
    function argumentInitializers(mcp: McpFile, call: TSESTree.CallExpression): Node[] {
      return call.arguments.flatMap((argument) => {
        const binding = argument.type === 'Identifier' ? resolveBinding(mcp.sourceCode, argument) : undefined;
        return binding?.kind === 'initialized' && binding.path.length === 0 ? [binding.init] : [];
      });
    }

    /**
     * Whether state sealed in `handler` must be bound to its arguments, and neither carries them nor meets them compared
     * in the handler. For a tool served by several functions (`openedIn`: a tool class's `resume`), the comparison is
     * looked for in the others, and the retry reads its arguments there, whatever the sealing function reads.
     */
    function lacksArgs(mcp: McpFile, handler: ToolHandler | undefined, carriers: readonly Node[], openedIn?: readonly ToolHandler[]): boolean {
      if (handler === undefined || !needsArgs(mcp, handler)) return false;
      // the retry acts again on an argument the first round showed, which the state neither carries nor meets compared
      if (!openedIn && leavesArgumentsUnbound(mcp, handler, carriers) === true) return true;
      // arguments carried in the state bind the retry only where it reads the opened state (a digest of them, only where
      // it is compared)
      if (carriesToolArguments(mcp, handler, carriers) && !opensOnlyToCheck(mcp, handler.fn)) return !openedIn && leavesDigestUncompared(mcp, handler, carriers) === true;
      if (openedIn) return !openedIn.some((other) => comparesArguments(mcp, other));
      return !comparesArguments(mcp, handler, carriers) && !readsArgumentsOnlyWhereSealed(mcp, handler, carriers);
    }

    /** The hint of a `missingArgs` report: `usual`, unless the state carries the arguments and the retry only checks it. */
    function argsHint(mcp: McpFile, handler: ToolHandler | undefined, carriers: readonly Node[], usual: string): { hint: string; carried: boolean } {
      const carried = handler !== undefined && carriesToolArguments(mcp, handler, carriers) && opensOnlyToCheck(mcp, handler.fn);
      return { hint: carried ? ': the retry never compares those the state carries' : usual, carried };
    }

    /** `sealState(state, { userId, tool })`, `sealer.open(token, binding)`, a custom sealer's binding. */
    function checkBinding(mcp: McpFile, call: TSESTree.CallExpression, bindingNode: Expression | undefined, callee: string, isSeal: boolean): void {
      if (!bindingNode) {
        context.report({ node: call, messageId: 'missingBindingArgument', data: { callee } });
        return;
      }
      const literal = objectLiteralOf(mcp.provenance, bindingNode);
      if (!literal) return;
      const binding = fieldsOf(mcp, literal, undefined);
      const texts = fixBindingTextsAt(mcp, call, sealFrom);
      const empty = emptyBindingFields(binding);
      for (const { field, value } of empty) {
        const inferred = texts[field];
        context.report({
          node: value,
          messageId: 'emptyBinding',
          data: { field, what: field === 'userId' ? "the authenticated user's id" : "the tool's name" },
          suggest: inferred && value.parent?.type === 'Property' && literal.properties.includes(value.parent) ? [{ messageId: 'addField', data: { text: `${field}: ${inferred}` }, fix: withSealImports(sourceCode, sealFrom, field === 'userId' ? texts.imports : [], value, (fixer) => fixer.replaceText(value, inferred)) }] : [],
        });
      }
      if (!binding.complete || empty.length > 0) return;
      const missing = missingBindingFields(binding);
      if (missing.length > 0) {
        const suggestions: TSESLint.SuggestionReportDescriptor<MessageIds>[] = missing.flatMap((field) => {
          const inferred = texts[field];
          if (!inferred) return [];
          const text = propertyText(field, inferred);
          return [{ messageId: 'addField' as const, data: { text }, fix: withSealImports(sourceCode, sealFrom, field === 'userId' ? texts.imports : [], literal, addProperties(literal, text)) }];
        });
        // a helper's binding: the tool becomes a parameter of it and of the module's other ends, which callers pass
        if (missing.includes('tool') && texts.tool === undefined) suggestions.push(...toolParameterSuggestion(mcp, call, undefined, undefined));
        context.report({
          node: literal,
          messageId: 'missingBinding',
          data: {
            missing: listOf(missing.map((field) => (field === 'userId' ? 'the user' : 'the tool'))),
            replay: listOf(missing.map((field) => (field === 'userId' ? 'by another user' : 'on another tool'))),
            fields: listOf(missing.map((field) => (field === 'userId' ? "userId (the authenticated user's id)" : "tool (the tool's name)"))),
          },
          suggest: suggestions,
        });
        return;
      }
      if (isSeal && !binding.fields.has('args') && lacksArgs(mcp, enclosingToolHandler(mcp, call), [call])) {
        const { args } = texts;
        const text = args === undefined ? undefined : propertyText('args', args);
        context.report({
          node: literal,
          messageId: 'missingArgs',
          data: { hint: args ? '' : ': add args to the binding' },
          suggest: args && text ? [{ messageId: 'addField', data: { text }, fix: addProperties(literal, text) }] : [],
        });
      }
    }

    function checkCodec(mcp: McpFile, call: TSESTree.CallExpression): void {
      const options = describeCodecOptions(mcp, call);
      if (!options) return;
      const mints = codecMints(mcp, call);
      if (!options.binds && !codecBindsInPayload(mcp, call, mints)) {
        // a mint whose codec the file does not show may be this one's, and would throw without the context
        const all = allCodecMints(mcp);
        const made = all.filter((mint) => mint.creation === call);
        const fix = all.some((mint) => mint.codec === undefined) ? undefined : planCodecBind(sourceCode, options.object, made, sealFrom);
        context.report({ node: options.object, messageId: 'codecWithoutBind', suggest: fix ? [{ messageId: 'addBind', fix }] : [] });
      } else if (options.binds) {
        checkCodecBind(mcp, options.object);
      }
      // (the mints of the modules that load this file, when it exports the codec they share and mints with it nowhere)
      const shared = mints.length > 0 ? [] : importerCodecMints(mcp, call);
      const tools = toolsServedUnnamed([...mints, ...shared]);
      if (tools.size > 0) {
        const fix = shared.length > 0 ? undefined : toolInPayloadFix(mcp, mints);
        // on the factory's name: the options may hold a `bind` function, and a report must not underline a function
        context.report({
          node: call.callee,
          messageId: 'codecServesTools',
          data: { tools: listOf([...tools]) },
          suggest: fix ? [{ messageId: 'putToolInPayload', fix }] : [],
        });
      }
      const { ttl, ttlSeconds } = options;
      if (ttl && ttlSeconds !== undefined && ttlSeconds > maxTtl) reportTtl(ttl, ttlSeconds, String(maxTtl), ttl.value);
    }

    /** A `bind` that returns only the method, the OAuth client or constants: on its key, since a report must not underline a function. */
    function checkCodecBind(mcp: McpFile, options: TSESTree.ObjectExpression): void {
      const bind = nobodyBind(mcp, options);
      if (!bind) return;
      // principalOf answers the local account on stdio and the token's user over HTTP; a function with comments inside
      // is left to its author (the replacement would drop them)
      const replace = bind.inline && sourceCode.getCommentsInside(bind.property.value).length === 0;
      context.report({
        node: bind.property.key,
        messageId: 'codecBindsNobody',
        data: { parts: listOf(bind.parts.map((part) => NOBODY_PARTS[part])) },
        suggest: replace ? [{ messageId: 'bindUser', fix: replaceCodecBind(sourceCode, bind.property, sealFrom) }] : [],
      });
    }

    const typescript = /\.[cm]?tsx?$/.test(context.filename);

    /** A helper's name as a message shows it: `'sealForUser'`, `'#readTrip'`. */
    function helperNames(fns: readonly FunctionNode[]): string {
      return listOf([...new Set(fns.map((fn) => `'${functionName(fn) ?? 'this function'}'`))]);
    }

    /**
     * The helpers of this file that bind no tool (`tool` undefined) or the tool `tool` (written `toolText`), `node`'s
     * among them, made to take it as a trailing parameter (defaulting to `toolText`).
     */
    function toolParameterHelpersAt(mcp: McpFile, node: Node, tool: string | undefined) {
      const helpers = toolParameterHelpers(mcp, tool);
      const at = getEnclosingFunction(node);
      return helpers && (helpers.some((helper) => helper.fn === at || (helper.fn.range[0] <= node.range[0] && node.range[1] <= helper.fn.range[1])) ? helpers : undefined);
    }

    function toolParameterSuggestion(mcp: McpFile, node: Node, tool: string | undefined, toolText: string | undefined): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      const helpers = toolParameterHelpersAt(mcp, node, tool);
      if (!helpers) return [];
      const data = { parameter: TOOL_PARAMETER, helpers: helperNames(helpers.map((helper) => helper.fn)) };
      return [{ messageId: 'addToolParameter', data, fix: addToolParameter(sourceCode, helpers, toolText, typescript) }];
    }

    /** Calls of helpers whose parameter is the tool they bind, passing another tool or none: each handler's calls fixed at once. */
    function checkHelperToolCalls(mcp: McpFile): void {
      const calls = helperToolCalls(mcp);
      for (const found of calls) {
        const { call, handler, served, bound, parameter } = found;
        const inHandler = calls.filter((other) => other.handler === handler);
        const toolText = handler.toolNameText!;
        const helpers = listOf([...new Set(inHandler.map((other) => `'${calleeText(other)}'`))]);
        const suggest: TSESLint.SuggestionReportDescriptor<MessageIds>[] = [{ messageId: 'passTool', data: { text: toolText, helpers }, fix: passTool(sourceCode, inHandler, toolText) }];
        if (bound === undefined) {
          context.report({ node: call, messageId: 'helperToolMissing', data: { helper: calleeText(found), parameter: parameter.name, served }, suggest });
        } else {
          context.report({ node: call, messageId: 'toolBoundElsewhere', data: { served, bound }, suggest });
        }
      }
    }

    function calleeText(found: HelperToolCall): string {
      return sourceCode.getText(found.call.callee).split('.').pop() ?? 'the helper';
    }

    /**
     * One codec for several tools: each mint's payload gets `tool: '<name>'`, and each read of the verified payload
     * in a tool handler is followed by a refusal of another tool's state. None unless every mint is in a handler that
     * names its tool and mints an object, and every read can be followed (a `const` in the handler's own block).
     */
    function toolInPayloadFix(mcp: McpFile, mints: readonly CodecMint[], handlers: readonly ToolHandler[] = findToolHandlers(mcp)): TSESLint.ReportFixFunction | undefined {
      const minted: { payload: Node; value: string }[] = [];
      for (const mint of mints) {
        if (mint.namesTool) continue;
        const value = mint.handler?.toolNameText;
        const [payload] = mint.call.arguments;
        if (!value || !payload || payload.type === 'SpreadElement' || !mintsAnObject(mcp, mint)) return undefined;
        minted.push({ payload, value });
      }
      const reads: { declaration: TSESTree.VariableDeclaration; name: string; value: string }[] = [];
      // a handler minting with another codec that names no tool is left alone: a check there would refuse its own state
      for (const handler of handlers.filter((each) => mayCheckToolIn(mcp, each, mints))) {
        const handlerReads = codecPayloadReads(mcp, handler);
        if (!handlerReads || (handlerReads.length > 0 && !handler.toolNameText)) return undefined;
        reads.push(...handlerReads.map((read) => ({ ...read, value: handler.toolNameText! })));
      }
      const [first] = mints;
      if (!first || minted.length + reads.length === 0) return undefined;
      return planPayloadField(sourceCode, { field: 'tool', mints: minted, reads, usedAt: first.call, typescript, sealModule: settings.sealModule, sourceType: context.languageOptions.sourceType });
    }

    /**
     * A codec of another module that this file's mints use for several tools: each mint that names no tool is reported
     * at its payload, where the tool goes (the codec's creation is not in this file).
     */
    function checkForeignCodecTools(mcp: McpFile, call: TSESTree.CallExpression): void {
      const mint = allCodecMints(mcp).find((each) => each.call === call);
      if (!mint || mint.namesTool || typeof mint.codec !== 'string') return;
      // a codec of another module made without a bind is reported there, once: it opens for any user and any tool
      const creation = foreignCodecCreation(mcp, mint);
      if (creation && describeCodecOptions(creation.owner, creation.call)?.binds === false) return;
      const mints = codecMints(mcp, mint.codec);
      const tools = toolsServedUnnamed(mints);
      if (tools.size === 0) return;
      const fix = mint.handler && mayCheckToolIn(mcp, mint.handler, [mint]) ? toolInPayloadFix(mcp, [mint], [mint.handler]) : undefined;
      const [payload] = call.arguments;
      context.report({
        node: payload && payload.type !== 'SpreadElement' ? payload : call,
        messageId: 'codecServesTools',
        data: { tools: listOf([...tools]) },
        suggest: fix ? [{ messageId: 'putToolInPayload', fix }] : [],
      });
    }

    /** A codec's mint of a destructive tool: the arguments go into the payload and are compared where it is read. */
    function argsInPayloadFix(mcp: McpFile, handler: ToolHandler, payload: TSESTree.ObjectExpression): TSESLint.ReportFixFunction | undefined {
      const value = bindingTextsAt(mcp, payload).args;
      const reads = value === undefined ? undefined : codecPayloadReads(mcp, handler);
      if (value === undefined || !reads || reads.length === 0) return undefined;
      return planPayloadField(sourceCode, {
        field: 'args',
        mints: [{ payload, value }],
        reads: reads.map((read) => ({ ...read, value })),
        usedAt: payload,
        typescript,
        sealModule: settings.sealModule,
        sourceType: context.languageOptions.sourceType,
      });
    }

    /** Where a token's lifetime is written: its options literal; iron's options handed whole (`Iron.defaults`); else the call. */
    function lifetimeWrittenAt(jwt: JwtSeal, seal: StateSeal): Node {
      return jwt.options ?? (jwt.library === 'iron' ? seal.options : undefined) ?? seal.call;
    }

    /** `jwt.sign(claims, key, options)` / `new SignJWT(claims)…sign(key)` used as request state. */
    function checkJwt(mcp: McpFile, seal: StateSeal): void {
      if (!sealsRequestState(mcp, seal)) return;
      const jwt = describeJwtSeal(mcp, seal);
      if (!jwt) return;
      const expiryOwner = lifetimeWrittenAt(jwt, seal);
      if (jwt.expiry) {
        // jose: the `new SignJWT(…)…setExpirationTime(…)` chain, where the lifetime is set.
        if (jwt.lifetimeSeconds !== undefined && jwt.lifetimeSeconds > maxTtl) {
          // the lifetime shortened where it is written: here, or (a value given to a field) where that value is
          const written = mcp.provenance.of(jwt.expiry).foreign === undefined;
          reportTtl(jwt.expirySetter ?? jwt.expiry, jwt.lifetimeSeconds, written ? jwtLifetimeText(jwt.library, maxTtl) : undefined, jwt.expiry);
        } else if (jwt.defaultLifetime && jwt.defaultLifetime.seconds > maxTtl) {
          // `ttl = '2h'`: the default every call that leaves the lifetime out seals with
          reportTtl(jwt.defaultLifetime.node, jwt.defaultLifetime.seconds, jwtLifetimeText(jwt.library, maxTtl));
        }
      } else if (jwt.lacksExpiry) {
        checkJwtAge(mcp, seal, jwt, expiryOwner);
      }
      if (!jwt.claims?.complete) return;
      // claims built in another module are reported at the signing call here
      const claims = isNodeOf(sourceCode.ast, jwt.claims.object) ? jwt.claims.object : seal.call;
      reportMissingSigned(claims, jwt.lacks, seal.kind === 'jose' ? 'sub (setSubject)' : 'sub');
      if (jwt.lacks.length === 0 && !jwt.bindsArguments && lacksArgs(mcp, enclosingToolHandler(mcp, seal.call), [jwt.claims.object])) {
        const { hint } = argsHint(mcp, enclosingToolHandler(mcp, seal.call), [jwt.claims.object], ': put the arguments (or a digest of them) in the claims');
        context.report({ node: claims, messageId: 'missingArgs', data: { hint } });
      }
    }

    /** A JWT without an expiry: fine when the code verifying it limits the age of its issue time, to at most the limit. */
    function checkJwtAge(mcp: McpFile, seal: StateSeal, jwt: JwtSeal, expiryOwner: Node): void {
      const ageChecks = jwtAgeChecks(mcp, seal, jwt);
      for (const { limit, limitSeconds, inSeconds } of ageChecks) {
        if (limitSeconds === undefined || limitSeconds <= maxTtl || reportedLimits.has(limit)) continue;
        reportedLimits.add(limit);
        reportTtl(limit, limitSeconds, inSeconds ? String(maxTtl) : undefined);
      }
      if (ageChecks.length > 0) return;
      const library: JwtLibrary = jwt.library;
      const addition = jwtExpiryText(library, maxTtl);
      const how = library === 'jose' ? `add ${addition}` : library === 'iron' ? `set ${addition} (milliseconds) in its options` : `pass { ${addition} } (seconds)`;
      // iron takes its options whole: without them written there is nothing to set the lifetime in
      const fixable = library !== 'iron' || expiryOwner !== seal.call;
      context.report({
        node: expiryOwner,
        messageId: 'missingExpiry',
        data: { what: library === 'iron' ? 'sealed token' : 'JWT', how },
        suggest: fixable ? [{ messageId: 'addField', data: { text: addition }, fix: addJwtExpiry(sourceCode, { library, call: seal.call, options: expiryOwner, text: addition }) }] : [],
      });
    }

    function reportMissingSigned(object: Node, missing: readonly BindingGap[], userField = 'userId', migration: TSESLint.SuggestionReportDescriptor<MessageIds>[] = []): void {
      if (missing.length === 0) return;
      const { missing: lacking, fields, them } = missingSignedData(missing, userField);
      const data = { missing: lacking, fields, them };
      // an object that holds a callback (`branches.map((b) => b.name)`) is underlined at its brace, not across the function
      if (containsFunction(object, sourceCode.visitorKeys)) context.report({ loc: { start: object.loc.start, end: { line: object.loc.start.line, column: object.loc.start.column + 1 } }, messageId: 'missingSignedFields', data, suggest: migration });
      else context.report({ node: object, messageId: 'missingSignedFields', data, suggest: migration });
    }

    function missingSignedData(missing: readonly BindingGap[], userField = 'userId'): { missing: string; fields: string; them: string } {
      const describe: Record<BindingGap, [string, string]> = {
        user: ['the user', `${userField} (the authenticated user)`],
        tool: ['the tool', "tool (the tool's name)"],
        expiry: ['an expiry', 'exp (for example Date.now() + 600_000)'],
      };
      return {
        missing: listOf(missing.map((item) => describe[item][0])),
        fields: listOf(missing.map((item) => describe[item][1])),
        them: missing.length === 1 ? 'it' : 'them',
      };
    }

    function openerGapsData(gaps: readonly BindingGap[]): { missing: string; replay: string; fields: string } {
      const missing = gaps.map((gap) => OPENER_GAPS[gap]);
      return {
        missing: listOf(missing.map((item) => item.check)),
        replay: listOf(missing.map((item) => item.replay)).replace(/ and /g, ' or '),
        fields: listOf(missing.map((item) => item.compare)),
      };
    }

    /**
     * Moves every call of the file's hand-rolled sealer and opener to the bundled helper at once: `seal(x)` becomes
     * `sealState(x, { userId, tool })` and `const s = unseal(t)` an `openState` that refuses with a tool error, with
     * the same binding at both ends of each handler. None where one end cannot be rewritten.
     */
    /** A migrated helper's name as the message shows it: a `#private` method's with its `#`. */
    function migratedName(fn: FunctionNode): string | undefined {
      const method = fn.parent;
      return method?.type === 'MethodDefinition' && method.key.type === 'PrivateIdentifier' ? `#${method.key.name}` : functionName(fn);
    }

    function handRolledMigration(mcp: McpFile): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      const pair = handRolledPair(mcp, names);
      if (!pair) return [];
      const bindingOf = (handler: ToolHandler, at: Node): { bindingText: string; imports: readonly string[] } | undefined => {
        const texts = fixBindingTextsAt(mcp, at, sealFrom);
        if (texts.userId === undefined || !texts.tool) return undefined;
        if (needsArgs(mcp, handler) && texts.args === undefined) return undefined;
        return { bindingText: bindingText({ userId: texts.userId, tool: texts.tool, args: needsArgs(mcp, handler) ? texts.args : undefined }), imports: texts.imports };
      };
      const seals = pair.seals.map(({ call, argument, handler }) => {
        const binding = bindingOf(handler, call);
        return binding === undefined ? undefined : { call, stateText: sourceCode.getText(argument), ...binding };
      });
      const sites = pair.opens.map(({ call, argument, handler }) => {
        const binding = bindingOf(handler, call);
        return binding === undefined ? undefined : { decode: call, tokenText: sourceCode.getText(argument), ...binding, handler: handler.fn };
      });
      if (seals.some((seal) => seal === undefined) || sites.some((site) => site === undefined)) return [];
      const migration = planOpenIncomingStates(sourceCode, {
        sites: sites.map((site) => site!),
        seals: seals.map((seal) => seal!),
        sealModule: settings.sealModule,
        sourceType: context.languageOptions.sourceType,
      });
      const sealer = migratedName(pair.sealer);
      const opener = migratedName(pair.opener);
      if (!migration || !sealer || !opener) return [];
      // the old sealer and opener (and a MAC helper only they used) go with their last calls
      const rewritten = [...pair.seals, ...pair.opens].map(({ call }) => call.range);
      const dead = deadHelperRanges(sourceCode, [pair.sealer, pair.opener], rewritten);
      const fix: TSESLint.ReportFixFunction = (fixer) => {
        const edits = migration(fixer);
        return [...(edits === null ? [] : Symbol.iterator in edits ? edits : [edits]), ...dead.map((range) => fixer.removeRange(range))];
      };
      return [{ messageId: 'moveToSealState', data: { sealer, opener }, fix }];
    }

    function checkSealerLifetime(mcp: McpFile, sealer: FunctionNode): void {
      for (const signed of signedObjectsOf(mcp, sealer)) reportLongExpiries(mcp, signed.fields.values());
    }

    function reportLongExpiries(mcp: McpFile, values: Iterable<Node>): void {
      for (const value of values) {
        const expiry = describeExpiry(clockScopeOf(mcp), value);
        if (expiry?.ttlSeconds !== undefined && expiry.ttlSeconds > maxTtl) reportTtl(lifetimeConstantOf(mcp, value), expiry.ttlSeconds, undefined);
      }
    }

    function checkHandRolledSealer(mcp: McpFile, sealer: FunctionNode): void {
      for (const signed of signedObjectsOf(mcp, sealer)) {
        reportLongExpiries(mcp, signed.fields.values());
        if (!signed.complete) continue;
        const missing = handRolledGaps(mcp, signed, sealer);
        reportMissingSigned(signed.object, missing, undefined, handRolledMigration(mcp));
        if (missing.length > 0 || (!requireArgs && !destructiveArgs) || bindsArguments(signed, mcp.sourceCode)) continue;
        if (sealingSites(mcp, sealer, signed.object).some(({ handler, carriers }) => lacksArgs(mcp, handler, carriers))) {
          context.report({ node: signed.object, messageId: 'missingArgs', data: { hint: ': sign the arguments (or a digest of them) with the state' } });
        }
      }
    }

    function checkOpener(mcp: McpFile, fn: FunctionNode, units: ReadonlyMap<string, ReadonlySet<TimeUnit>>): void {
      const checks = openerChecks(mcp, fn, units);
      const name = functionName(fn) ?? 'this function';
      // an exported opener taking no user or tool leaves those and the expiry to its callers, judged at each call
      // (one that authenticates a binding it is handed, `setAAD(aad(binding))`, leaves the user and the tool to them too)
      const handedBinding = authenticatesWhatCallersPass(mcp, fn);
      const gaps = leavesBindingToCallers(mcp, fn) || opensThroughForeignOpener(mcp, fn) ? [] : openerGaps(checks).filter((gap) => !handedBinding || gap === 'expiry');
      if (gaps.length > 0) {
        const unchecked = openerGapsData(gaps);
        context.report({
          node: functionNameNode(fn),
          messageId: 'openerSkipsChecks',
          data: { name, missing: unchecked.missing, replay: unchecked.replay, fields: unchecked.fields },
          suggest: handRolledPair(mcp, names)?.opener === fn ? handRolledMigration(mcp) : [],
        });
      } else if (checks.mixedUnits) {
        reportMixedUnits(checks.mixedUnits, name);
      }
      if (checks.reversedAge) reportReversedAge(checks.reversedAge);
    }

    /** An age worked out the wrong way round: where it is compared, when that is in this file, or at the call that runs it. */
    const reportedAges = new Set<Node>();
    function reportReversedAge(comparison: TSESTree.BinaryExpression, at: Node = comparison, helper?: { name: string; specifier: string }): void {
      const here = isNodeOf(sourceCode.ast, comparison);
      const node = here ? comparison : at;
      if (reportedAges.has(node)) return;
      reportedAges.add(node);
      if (here || !helper) context.report({ node, messageId: 'reversedAge', data: { comparison: sourceCode.getText(comparison) } });
      else context.report({ node, messageId: 'helperReversedAge', data: { helper: helper.name, specifier: helper.specifier } });
    }

    /** The units the file writes each expiry field in: its sealers', and the tokens its handlers sign in place. */
    function expiryUnitsOf(mcp: McpFile): ReadonlyMap<string, ReadonlySet<TimeUnit>> {
      const units = writtenExpiryUnits(mcp, findExpirySealers(mcp));
      for (const result of findStateResults(mcp)) {
        for (const [key, value] of inlineSignedStateOf(mcp, result)?.fields ?? []) {
          const expiry = describeExpiry(clockScopeOf(mcp), value);
          if (expiry) units.set(key, new Set([...(units.get(key) ?? []), expiry.unit]));
        }
      }
      return units;
    }

    const reportedMixes = new Set<Node>();

    function reportMixedUnits({ written, checked, field, comparison }: MixedUnits, name: string, at: Node = comparison): void {
      if (reportedMixes.has(comparison)) return;
      reportedMixes.add(comparison);
      const text = fileOwning(mcp, comparison).sourceCode.getText(comparison).replace(/\s+/g, ' ');
      const comparing = getEnclosingFunction(comparison);
      context.report({
        node: at,
        messageId: 'mixedUnits',
        data: {
          name: (comparing.type === 'Program' ? undefined : (functionName(comparing) ?? toolHandlerOf(mcp, comparing)?.toolName)) ?? name,
          field,
          written: UNIT_NAMES[written],
          checked: UNIT_NAMES[checked],
          comparison: text.length > 60 ? `${text.slice(0, 59)}…` : text,
          effect: written === 'ms' ? 'never expires' : 'expires at once (or is refused every time)',
        },
      });
    }

    /**
     * An opener of a signed token the file does not show to be request state (a class's `open`, whose `seal` only
     * other modules call): its expiry compared in another unit than the file's sealers write it in never expires, or
     * always has, whatever the token carries.
     */
    function checkTokenOpenerUnits(mcp: McpFile, fn: FunctionNode): void {
      // the sealers' units first: a module that writes no expiry has no mix to find, and the verify check is costly
      tokenExpiryUnits ??= writtenExpiryUnits(mcp, findExpirySealers(mcp));
      // (an age the module works out from an issue time is checked the same way: `saved.iat - Date.now() > MAX`)
      if ((tokenExpiryUnits.size === 0 && !comparesAge(mcp.sourceCode)) || toolHandlerOf(mcp, fn) || !decodesVerifiedJson(mcp, fn, names)) return;
      const { mixedUnits, reversedAge } = openerChecks(mcp, fn, tokenExpiryUnits);
      if (mixedUnits) reportMixedUnits(mixedUnits, functionName(fn) ?? 'this function');
      if (reversedAge) reportReversedAge(reversedAge);
    }

    /** A tool handler that opens the client's state by hand itself: what it checks of what it parsed, as an opener's checks. */
    function checkInlineOpen(mcp: McpFile, fn: FunctionNode): void {
      const handler = enclosingToolHandler(mcp, fn);
      const step = handler?.fn === fn ? inlineOpenStepOf(mcp, fn, names) : undefined;
      if (!handler || !step) return;
      expiryUnits ??= expiryUnitsOf(mcp);
      const checks = openerChecks(mcp, fn, expiryUnits);
      const gaps = openerGaps(checks);
      if (gaps.length === 0) {
        if (checks.mixedUnits) reportMixedUnits(checks.mixedUnits, handler.toolName ?? 'this handler');
        if (checks.reversedAge) reportReversedAge(checks.reversedAge);
        return;
      }
      const unchecked = openerGapsData(gaps);
      const name = handler.toolName ?? 'this handler';
      context.report({ node: step, messageId: 'openerSkipsChecks', data: { name, missing: unchecked.missing, replay: unchecked.replay, fields: unchecked.fields } });
    }

    function checkSeal(mcp: McpFile, seal: StateSeal): void {
      const { call } = seal;
      switch (seal.kind) {
        case 'seal-helper':
        case 'state-sealer':
        case 'custom': {
          const callee = seal.kind === 'seal-helper' ? 'sealState' : seal.kind === 'state-sealer' ? 'seal' : (sourceCode.getText(call.callee).split('.').pop() ?? 'seal');
          if (seal.kind === 'custom' && (!seal.binding || !objectLiteralOf(mcp.provenance, seal.binding))) break;
          checkBinding(mcp, call, seal.binding, callee, true);
          break;
        }
        case 'sdk-codec': {
          checkForeignCodecTools(mcp, call);
          const minted = mintedFields(mcp, seal);
          const handler = enclosingToolHandler(mcp, call);
          if (minted?.complete && !bindsArguments(minted, mcp.sourceCode) && lacksArgs(mcp, handler, [minted.object])) {
            // a payload built in another module is reported at the mint, and changed there, not here
            const here = isNodeOf(sourceCode.ast, minted.object);
            const { hint, carried } = argsHint(mcp, handler, [minted.object], ': put the arguments (or a digest of them) in the minted payload');
            const fix = here && handler && !carried && argsInPayloadFix(mcp, handler, minted.object);
            context.report({
              node: here ? minted.object : (seal.payload ?? call),
              messageId: 'missingArgs',
              data: { hint },
              suggest: fix ? [{ messageId: 'putArgsInPayload', fix }] : [],
            });
          }
          break;
        }
        case 'jsonwebtoken':
        case 'jose':
          checkJwt(mcp, seal);
          break;
        case 'hand-rolled': {
          // a sealer of another module is judged here, by what it signs with what this call passes
          const foreign = foreignSealGaps(mcp, seal);
          const handler = enclosingToolHandler(mcp, call);
          if (foreign && foreign.gaps.length > 0) {
            const { helper, gaps } = foreign;
            const { missing, fields, them } = missingSignedData(gaps);
            context.report({ node: call, messageId: 'helperMissingSignedFields', data: { helper: helper.name, specifier: helper.specifier, missing, fields, them } });
          } else if (foreign && !foreign.bindsArguments && lacksArgs(mcp, handler, [call, ...argumentInitializers(mcp, call)])) {
            const { hint } = argsHint(mcp, handler, [call, ...argumentInitializers(mcp, call)], ': sign the arguments (or a digest of them) with the state');
            context.report({ node: call, messageId: 'missingArgs', data: { hint } });
          }
          const lifetime = foreignSealLifetime(mcp, seal);
          if (lifetime !== undefined && lifetime > maxTtl) reportTtl(call, lifetime, undefined);
          // `signJwt({ …, exp: now + STATE_TTL_SECONDS }, key)`: the expiry this call writes into what the sealer signs
          const payload = seal.payload && objectLiteralOf(mcp.provenance, seal.payload);
          if (payload && isNodeOf(sourceCode.ast, payload) && sealsRequestState(mcp, seal)) reportLongExpiries(mcp, fieldsOf(mcp, payload, undefined).fields.values());
          const leftOut = !foreign?.gaps.includes('expiry') && flowsIntoState(mcp, call) ? expiryLeftOutAt(mcp, call) : undefined;
          if (leftOut) {
            const helper = seal.helper?.name ?? functionName(leftOut.sealer) ?? 'this sealer';
            context.report({ node: call, messageId: 'expiryOptionLeftOut', data: { helper, option: leftOut.option } });
          }
          break;
        }
        default:
          break;
      }
    }

    function checkOpen(mcp: McpFile, call: TSESTree.CallExpression): void {
      const open = openOf(mcp, call, names);
      if (open && (open.kind === 'open-helper' || open.kind === 'state-sealer' || (open.kind === 'custom' && open.binding && objectLiteralOf(mcp.provenance, open.binding)))) {
        const callee = open.kind === 'open-helper' ? 'openState' : open.kind === 'state-sealer' ? 'open' : (sourceCode.getText(call.callee).split('.').pop() ?? 'open');
        checkBinding(mcp, call, open.binding, callee, false);
        checkAgreement(mcp, call, callee);
        return;
      }
      const jwtGaps = jwtOpenGaps(mcp, call);
      if (jwtGaps.length > 0) {
        const enclosing = getEnclosingFunction(call);
        const name = (enclosing.type === 'Program' ? undefined : (functionName(enclosing) ?? toolHandlerOf(mcp, enclosing)?.toolName)) ?? 'this function';
        const { missing, replay, fields } = openerGapsData(jwtGaps);
        context.report({ node: call, messageId: 'openerSkipsChecks', data: { name, missing, replay, fields } });
      }
      if (open || !mcp.provenance.importsMayOpenSeals()) return;
      const opened = foreignOpenedUnitMix(mcp, call, names);
      if (opened) reportMixedUnits(opened, sourceCode.getText(call.callee));
      const foreign = foreignOpenGaps(mcp, call, names);
      if (foreign && foreign.gaps.length > 0) {
        const { helper, gaps } = foreign;
        const { missing, replay, fields } = openerGapsData(gaps);
        context.report({ node: call, messageId: 'helperSkipsChecks', data: { helper: helper.name, specifier: helper.specifier, missing, replay, fields } });
      }
      // a JWT verify in a function of another module, handed the client's token
      const jwtHelper = foreign ? undefined : foreignJwtOpenGaps(mcp, call);
      if (jwtHelper) {
        const { missing, replay, fields } = openerGapsData(jwtHelper.gaps);
        context.report({ node: call, messageId: 'helperSkipsChecks', data: { helper: jwtHelper.helper.name, specifier: jwtHelper.helper.specifier, missing, replay, fields } });
      }
      // a destructive tool's retry that hands the opener no arguments, where the opener compares them only when given
      const skips = foreignOpenSkips(mcp, call);
      const handler = skips?.skipped.some((member) => ARGS_FIELD.test(member)) ? enclosingToolHandler(mcp, call) : undefined;
      if (skips && handler && needsArgs(mcp, handler) && !comparesArguments(mcp, handler)) {
        context.report({ node: call, messageId: 'missingArgs', data: { hint: `: hand the arguments to '${skips.helper.name}', which compares them only when given` } });
      }
      // (`sealer.open(raw, { tool })` where the opener compares the user only when given one)
      const skippedGaps = (skips?.skipped ?? []).flatMap((member): BindingGap[] => (USER_FIELD.test(member) ? ['user'] : TOOL_FIELD.test(member) ? ['tool'] : []));
      const unchecked = skippedGaps.filter((gap) => !foreign?.gaps.includes(gap) && !checksAroundCall(mcp, call)[gap]);
      if (skips && unchecked.length > 0) {
        const { missing, replay, fields } = openerGapsData(unchecked);
        context.report({ node: call, messageId: 'helperSkipsChecks', data: { helper: skips.helper.name, specifier: skips.helper.specifier, missing, replay, fields } });
      }
      // an expiry compared in the wrong unit is its own problem, beside a check that is missing
      if (foreign?.reversedAge) reportReversedAge(foreign.reversedAge, call, foreign.helper);
      if (foreign?.mixedUnits && !foreign.gaps.includes('expiry')) {
        // a comparison in the opener's module is reported at this call of it; one written here, where it is
        const here = isNodeOf(sourceCode.ast, foreign.mixedUnits.comparison);
        reportMixedUnits(foreign.mixedUnits, foreign.helper.name, here ? foreign.mixedUnits.comparison : call);
      }
    }

    /**
     * A JWT signed by a project function (local, a method, a factory's closure, another module's export) whose token
     * this file hands out as state: the helper's summary applied to what each call passes. Where the signer is in this
     * file the report goes there (once); where it is another module's, at the call, naming the helper.
     */
    function checkHelperJwts(mcp: McpFile): void {
      const judged = new Set<Node>();
      for (const signed of helperJwts(mcp)) {
        const { seal, jwt, owner, call } = signed;
        const here = owner === mcp;
        if (here && judged.has(seal.call)) continue;
        if (here) judged.add(seal.call);
        // whether a destructive tool's arguments are in the claims is known only at the call, in the tool's handler
        const signsArguments = jwt.claims?.complete ? bindsArguments(jwt.claims, owner.sourceCode) : signed.bindsArguments;
        // (a signer of this file outside every handler is judged at each call, as another module's is)
        const atCall = !here || enclosingToolHandler(mcp, seal.call) === undefined;
        if (atCall && (jwt.claims?.complete || signed.complete) && !signsArguments) {
          const handler = enclosingToolHandler(mcp, call);
          if (lacksArgs(mcp, handler, [call])) {
            context.report({ node: call, messageId: 'missingArgs', data: { hint: ': sign the arguments (or a digest of them) with the state' } });
          }
        } else if (!here && signsArguments) {
          // a digest of the arguments signed, which the retry never makes again to compare
          const handler = enclosingToolHandler(mcp, call);
          if (handler && needsArgs(mcp, handler) && leavesDigestUncompared(mcp, handler, [call]) === true) {
            // (where the retry opens the state without comparing them, else at the seal)
            context.report({ node: retryOpenOf(mcp, handler, [call]) ?? call, messageId: 'missingArgs', data: { hint: ': the retry never compares those the state carries' } });
          }
        }
        // checkJwt judged this seal already, wholly when its claims are complete, and its lifetime in any case
        // so did the signer's own module, where it seals state by its name or its use there: reported once, at home
        const checked = sealsRequestState(owner, seal);
        if (checked && jwt.claims?.complete) continue;
        if (!checked && jwt.expiry && jwt.lifetimeSeconds !== undefined && jwt.lifetimeSeconds > maxTtl) {
          if (here) reportTtl(jwt.expirySetter ?? jwt.expiry, jwt.lifetimeSeconds, jwtLifetimeText(jwt.library, maxTtl), jwt.expiry);
          else context.report({ node: call, messageId: 'ttlTooLong', data: { ttl: formatSeconds(jwt.lifetimeSeconds), max: formatSeconds(maxTtl), maxSeconds: String(maxTtl) } });
        }
        if (signed.lacksExpiry) {
          if (here) checkJwtAge(mcp, seal, jwt, lifetimeWrittenAt(jwt, seal));
          else if (jwtAgeChecks(owner, seal, jwt).length === 0) reportHelper(call, signed, 'helperJwtNeverExpires');
        }
        if (signed.lacks.length === 0) continue;
        if (here) {
          const claims = seal.payload && objectLiteralOf(mcp.provenance, seal.payload);
          reportMissingSigned(claims ?? seal.call, signed.lacks, seal.kind === 'jose' ? 'sub (setSubject)' : 'sub');
        } else {
          reportHelper(call, signed, 'helperMissingSignedFields');
        }
      }
    }

    function reportHelper(call: TSESTree.CallExpression, signed: HelperJwt, messageId: 'helperJwtNeverExpires' | 'helperMissingSignedFields'): void {
      const helper = signed.helper ?? { name: 'this helper', specifier: 'this module' };
      const { missing, fields, them } = missingSignedData(signed.lacks, 'sub');
      context.report({ node: call, messageId, data: { helper: helper.name, specifier: helper.specifier, missing, fields, them } });
    }

    /** An open whose binding differs from its seal's: `args` at one end only, or another tool or user. */
    function checkAgreement(mcp: McpFile, call: TSESTree.CallExpression, callee: string): void {
      const disagreements = bindingDisagreements(mcp, call, names);
      const [first] = disagreements;
      if (!first) return;
      const suggest = disagreements.flatMap(({ kind, sealValue, openValue, sealBinding, openBinding }): TSESLint.SuggestionReportDescriptor<MessageIds>[] => {
        if (kind === 'args-sealed-only' && sealValue && readsSameNamesAt(sourceCode, sealValue, openBinding)) {
          const text = propertyText('args', sourceCode.getText(sealValue));
          return [{ messageId: 'addField' as const, data: { text }, fix: addProperties(openBinding, text) }];
        }
        if (kind === 'args-opened-only' && openValue && readsSameNamesAt(sourceCode, openValue, sealBinding)) {
          const text = propertyText('args', sourceCode.getText(openValue));
          return [{ messageId: 'addField' as const, data: { text }, fix: addProperties(sealBinding, text) }];
        }
        if ((kind === 'tool' || kind === 'userId') && sealValue && openValue && readsSameNamesAt(sourceCode, sealValue, openValue)) {
          const text = sourceCode.getText(sealValue);
          return [{ messageId: 'useSealed' as const, data: { text: `${kind}: ${text}` }, fix: (fixer: TSESLint.RuleFixer) => fixer.replaceText(openValue, text) }];
        }
        return [];
      });
      const fields = disagreements.map(({ kind }) => (kind === 'args-sealed-only' || kind === 'args-opened-only' ? 'args' : kind));
      context.report({
        node: first.openBinding,
        messageId: 'bindingDisagrees',
        data: { callee, fields: listOf(fields), line: String(first.seal.loc.start.line) },
        suggest,
      });
    }

    const mcp = getMcpFile(sourceCode, provenance);

    /**
     * A verify option that lets an expired state through, removed from its options object (the library's default
     * checks the expiry on the server's own clock). None when the object is another module's or a comment is in it.
     */
    function removeOption(property: TSESTree.Property | TSESTree.Expression, messageId: 'removeIgnoreExpiration' | 'removeClockTolerance'): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
      // options another module writes are changed there
      if (property.type !== 'Property') return [];
      let root: Node = property;
      while (root.parent) root = root.parent;
      const range = root === sourceCode.ast && sourceCode.getCommentsInside(property).length === 0 ? elementRemovalRange(sourceCode, property) : undefined;
      return range ? [{ messageId, fix: (fixer) => fixer.removeRange(range) }] : [];
    }

    /** The units the file's sealers write each expiry field in, read when the first opener is checked. */
    let expiryUnits: ReadonlyMap<string, ReadonlySet<TimeUnit>> | undefined;
    /** The units every MAC-signing sealer of the file writes each expiry field in. */
    let tokenExpiryUnits: ReadonlyMap<string, ReadonlySet<TimeUnit>> | undefined;

    // a user taken from the arguments is one finding per handler, however many calls hand it over: at the first
    const chosenUsers = new Map<Node, ClientChosenUser>();
    function noteClientChosenUser(chosen: ClientChosenUser): void {
      const scope = chosenUserScope(mcp, chosen.node);
      const known = chosenUsers.get(scope);
      if (!known || chosen.node.range[0] < known.node.range[0]) chosenUsers.set(scope, chosen);
    }
    function reportClientChosenUsers(): void {
      if (mcp.writesInCode('requestState')) for (const handler of findToolHandlers(mcp)) clientChosenSignedUsers(mcp, handler).forEach(noteClientChosenUser);
      for (const { node, value } of chosenUsers.values()) context.report({ node, messageId: 'userFromArguments', data: { user: sourceCode.getText(value) } });
    }

    // an options object of the module spread into several verifies is reported once, where it is written
    const reportedJwtReads = new Set<Node>();
    function reportJwtRead(problem: JwtReadProblem): void {
      if (reportedJwtReads.has(problem.node)) return;
      reportedJwtReads.add(problem.node);
      if (problem.kind === 'ignores-expiry') {
        context.report({ node: problem.node, messageId: 'jwtIgnoresExpiry', suggest: removeOption(problem.node, 'removeIgnoreExpiration') });
      } else {
        const data = { ttl: formatSeconds(problem.seconds), max: formatSeconds(maxTtl) };
        context.report({ node: problem.node, messageId: 'jwtToleranceTooLong', data, suggest: removeOption(problem.node, 'removeClockTolerance') });
      }
    }

    /** `JwtModule.register({ signOptions, verifyOptions })` for a `JwtService` that signs state: what every token gets. */
    function checkJwtRegistration(registration: StateJwtRegistration): void {
      const expiry = registration.signOptions.get('expiresIn')?.value as Expression | undefined;
      const seconds = expiry && constantSeconds(mcp, expiry);
      if (expiry && seconds !== undefined && seconds > maxTtl) reportTtl(expiry, seconds, jwtLifetimeText('jsonwebtoken', maxTtl));
      for (const problem of expiredTokenOptions(mcp, registration.verifyOptions.values(), maxTtl)) reportJwtRead(problem);
    }

    const listeners: TSESLint.RuleListener = {};
    const registrations = stateJwtRegistrations(mcp);
    if (registrations.length > 0) listeners.Program = () => registrations.forEach(checkJwtRegistration);
    if (mayCreateStateCodecs(mcp) || mayHaveSeals(mcp, names) || mayHaveOpens(mcp, names)) {
      listeners.CallExpression = (call) => {
        if (isStateCodecCreation(mcp, call)) {
          checkCodec(mcp, call);
          return;
        }
        const seal = sealOf(mcp, call, names);
        if (seal) checkSeal(mcp, seal);
        else checkOpen(mcp, call);
        clientChosenUsers(mcp, call, names).forEach(noteClientChosenUser);
        for (const problem of jwtReadProblems(mcp, call, maxTtl)) reportJwtRead(problem);
        for (const { problem, helper } of helperJwtReadProblems(mcp, call, maxTtl)) {
          if (problem.kind === 'ignores-expiry') context.report({ node: call, messageId: 'helperJwtIgnoresExpiry', data: { helper: helper.name, specifier: helper.specifier } });
          else {
            const data = { helper: helper.name, specifier: helper.specifier, ttl: formatSeconds(problem.seconds), max: formatSeconds(maxTtl) };
            context.report({ node: call, messageId: 'helperJwtToleranceTooLong', data });
          }
        }
      };
    }
    // (a codec factory of this file judges the lifetimes its own calls hand it)
    const makesCodecs = () => mayCreateStateCodecs(mcp) && mcp.calls.some((call) => isStateCodecCreation(mcp, call) && getEnclosingFunction(call).type !== 'Program');
    if ((mcp.writesInCode('requestState') && mayHaveSeals(mcp, names)) || mcp.provenance.importsMayComputeMacs() || makesCodecs()) {
      // `makeSealer({ ttl: 3600 })`, `sealTrip(state, user, tool, 3600)`: a sealer's summary makes it the lifetime (of
      // state where this file makes its token state, or wherever it seals: a codec's, a state-named JWT signer's)
      const checkPassedLifetimes = (call: TSESTree.CallExpression | TSESTree.NewExpression) => {
        for (const passed of findPassedLifetimes(mcp, call)) if (passed.seconds > maxTtl) reportTtl(passed.node, passed.seconds, undefined);
      };
      listeners['CallExpression:exit'] = checkPassedLifetimes;
      listeners['NewExpression:exit'] = checkPassedLifetimes;
    }
    function checkDefaultLifetimes(mcp: McpFile): void {
      for (const { node, seconds, secondsPerUnit } of defaultLifetimesOf(mcp)) {
        const units = maxTtl / secondsPerUnit;
        if (seconds > maxTtl) reportTtl(node, seconds, Number.isInteger(units) ? String(units) : undefined);
      }
    }

    /** State made by a function no seal here describes holds only what the call hands it. */
    function checkStateMakers(): void {
      for (const { call, handler, carriers, openedIn } of stateMakerCalls(mcp)) {
        if (lacksArgs(mcp, handler, carriers, openedIn)) context.report({ node: call, messageId: 'missingArgs', data: { hint: ': hand the arguments (or a digest of them) to what makes the state' } });
      }
    }
    // a tool class whose base class's method makes the state (`this.suspend(requests, state, ctx)`), written elsewhere
    // (and whose results, made there, hand out a JWT a helper signs: `this.pause(requests, await this.checkpoint(…))`)
    if (!mcp.writesInCode('requestState') && mcp.provenance.importsSpell(['requestState'])) {
      listeners['Program:exit'] = () => {
        checkStateMakers();
        checkHelperJwts(mcp);
      };
    }
    // a token joined with a MAC where it is handed out: what the MAC signs is all the state is bound to
    if (mcp.writesInCode('requestState')) {
      listeners['Program:exit'] = () => {
        checkHelperJwts(mcp);
        for (const { call, served, bound, signer, owner } of foreignToolBindings(mcp)) {
          // the signer here: its tool becomes a parameter defaulting to the one it binds, which every call keeps
          const helpers = owner === mcp ? toolParameterHelpersAt(mcp, signer.body, bound) : undefined;
          const signed = helpers?.flatMap((helper) => helper.sites).find((site) => site.side === 'seal' && site.value);
          const fix = helpers && signed?.value ? addToolParameter(sourceCode, helpers, sourceCode.getText(signed.value), typescript) : undefined;
          context.report({ node: call, messageId: 'toolBoundElsewhere', data: { served, bound }, ...(fix && { fix }) });
        }
        checkHelperToolCalls(mcp);
        for (const { lookup, gaps } of recordLookupGaps(mcp)) {
          context.report({ node: lookup, messageId: 'recordSkipsChecks', data: openerGapsData(gaps) });
        }
        for (const read of readsIgnoringTool(mcp)) {
          const handler = enclosingToolHandler(mcp, read);
          context.report({ node: read, messageId: 'payloadToolUnchecked', data: { tool: handler?.toolName ?? '' } });
        }
        checkStateMakers();
        for (const { value, ttlSeconds } of carriedExpiries(mcp)) if (ttlSeconds > maxTtl) reportTtl(lifetimeConstantOf(mcp, value), ttlSeconds, undefined);
        if (!mcp.provenance.mayComputeMacs()) return;
        const reported = new Set<Node>();
        for (const result of findStateResults(mcp)) {
          const inline = inlineSignedStateOf(mcp, result);
          if (!inline || reported.has(inline.token)) continue;
          reported.add(inline.token);
          reportLongExpiries(mcp, inline.fields.values());
          const missing = handRolledGaps(mcp, inline);
          // where a field is added: the object whose JSON is signed, when it is all the data
          if (missing.length > 0) context.report({ node: inline.payload ?? inline.token, messageId: 'missingSignedFields', data: missingSignedData(missing) });
        }
      };
    }
    // a hand-rolled sealer stringifies its payload and an opener parses it, itself or through a parsing helper
    if (mayHandleStateByHand(mcp)) {
      let defaultsChecked = false;
      listeners[':function:exit'] = (fn: FunctionNode) => {
        // `{ ttlMs = DEFAULT_TTL_MS } = {}` of a sealer: what every call that leaves the lifetime out seals with (once a file)
        if (!defaultsChecked) {
          defaultsChecked = true;
          checkDefaultLifetimes(mcp);
        }
        if (sealsStateByHand(mcp, fn)) checkHandRolledSealer(mcp, fn);
        // a method of what is named for state (`encode` of `class StateCodec`), whose tokens leave out of sight: its lifetime
        else if (isNamedForState(fn) && stringifiedBySealer(mcp, fn) !== undefined) checkSealerLifetime(mcp, fn);
        if (opensStateByHand(mcp, fn, names)) {
          expiryUnits ??= expiryUnitsOf(mcp);
          checkOpener(mcp, fn, expiryUnits);
        } else {
          checkInlineOpen(mcp, fn);
          checkTokenOpenerUnits(mcp, fn);
        }
      };
    }
    // `envelope.exp <= nowSeconds` of `let envelope: SealedEnvelope<P>`: the unit its type's module writes the field in
    // (only TypeScript declares a type, and a comparison with the clock reads it)
    if (typescript && (mcp.vocabulary.spells('Date') || mcp.vocabulary.spells('now'))) listeners.BinaryExpression = (comparison) => {
      const mixed = typedExpiryMix(mcp, comparison);
      if (!mixed) return;
      const comparing = getEnclosingFunction(comparison);
      reportMixedUnits(mixed, (comparing.type === 'Program' ? undefined : (functionName(comparing) ?? toolHandlerOf(mcp, comparing)?.toolName)) ?? 'this function');
    };
    // users are noted at calls, and in what a handler MACs itself
    if (listeners.CallExpression || mcp.writesInCode('requestState')) {
      const exit = listeners['Program:exit'];
      listeners['Program:exit'] = (program) => {
        exit?.(program);
        reportClientChosenUsers();
      };
    }
    return listeners;
  },
});
