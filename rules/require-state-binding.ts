import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyzeFile } from '../src/analysis/index.js';
import { getStaticString, skipTypeWrappers, type Expression, type FunctionNode, type Node } from '../src/analysis/ast.js';
import { constantNumber, describeExpiry, durationSeconds } from '../src/analysis/durations.js';
import { functionName } from '../src/analysis/local-functions.js';
import { getMcpAnalysis, type McpAnalysis } from '../src/analysis/mcp.js';
import { staticProperties } from '../src/analysis/object-literals.js';
import type { CustomStateFunctions, StateSeal } from '../src/analysis/seals.js';
import { ARGS_FIELD, EXPIRY_FIELD, isToolField, isUserField } from '../src/analysis/signed-fields.js';
import { isStateOpener, isStateSealer, openerChecks, writtenExpiryUnits } from '../src/analysis/state-checks.js';
import type { ToolHandler } from '../src/analysis/tool-handlers.js';
import { createRule } from '../src/create-rule.js';

type MessageIds =
  | 'missingBindingArgument'
  | 'missingBinding'
  | 'emptyBinding'
  | 'missingArgs'
  | 'codecWithoutBind'
  | 'ttlTooLong'
  | 'missingExpiry'
  | 'missingSignedFields'
  | 'openerSkipsChecks'
  | 'mixedUnits'
  | 'addField'
  | 'addBind'
  | 'shortenTtl';
type Options = [{ maxTtlSeconds?: number; requireArgsBinding?: boolean; sealFunctions?: string[]; openFunctions?: string[] }];

const DEFAULT_MAX_TTL_SECONDS = 600;
const CONFIRMATION = /confirm|approv|proceed|are you sure/i;
const UNIT_NAMES = { ms: 'milliseconds', s: 'seconds' } as const;

function listOf(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
}

/** A lifetime as jose writes it: `'10m'`, or `'450s'`. */
function joseDuration(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60}m` : `${seconds}s`;
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
    hasSuggestions: true,
    messages: {
      missingBindingArgument:
        '{{callee}}() has no binding: pass { userId, tool } so the state opens only for the user and the tool that sealed it.',
      missingBinding:
        'This binding lacks {{missing}}: state sealed without it can be replayed {{replay}}. Add {{fields}}{{hint}}.',
      emptyBinding: "'{{field}}' is an empty string, so the state is bound to nobody; pass {{what}}.",
      missingArgs:
        'This state confirms a risky action but is not bound to its exact arguments, so a "yes" can be replayed for a different action; bind args (the tool call\'s arguments){{hint}}.',
      codecWithoutBind:
        'createRequestStateCodec() without bind binds the state to no user and no tool: any client can replay it. Add bind: (ctx) => a string naming the authenticated user (and the tool).',
      ttlTooLong: 'This state lives {{ttl}}, longer than {{max}}; a stolen or replayed state stays valid that long. Use at most {{maxSeconds}} seconds.',
      missingExpiry: 'This {{what}} never expires, so it can be replayed forever; {{how}}.',
      missingSignedFields: 'The signed state lacks {{missing}}; add {{fields}} to what is signed and check {{them}} when it is opened.',
      openerSkipsChecks:
        "'{{name}}' verifies the signature but never checks {{missing}}, so a state sealed {{replay}} is accepted; compare {{fields}} before trusting it.",
      mixedUnits:
        "'{{name}}' compares '{{field}}' (written in {{written}}) with a clock in {{checked}} ({{comparison}}), so the state {{effect}}; use the same unit on both sides.",
      addField: 'Add {{text}}.',
      addBind: 'Add bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}`.',
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
          sealFunctions: {
            type: 'array',
            description: "Names of your own sealers taking (state, { userId, tool, args? }), e.g. ['sealForClient'].",
            items: { type: 'string', minLength: 1 },
            uniqueItems: true,
          },
          openFunctions: {
            type: 'array',
            description: 'Names of your own openers taking (token, { userId, tool, args? }).',
            items: { type: 'string', minLength: 1 },
            uniqueItems: true,
          },
        },
        additionalProperties: false,
      },
    ],
  },
  defaultOptions: [{ maxTtlSeconds: DEFAULT_MAX_TTL_SECONDS, requireArgsBinding: false, sealFunctions: [], openFunctions: [] }],
  create(context) {
    const { sourceCode, provenance } = analyzeFile(context);
    const options = context.options[0] ?? {};
    const maxTtl = options.maxTtlSeconds ?? DEFAULT_MAX_TTL_SECONDS;
    const requireArgs = options.requireArgsBinding === true;
    const names: CustomStateFunctions = { sealFunctions: options.sealFunctions ?? [], openFunctions: options.openFunctions ?? [] };
    const functions: FunctionNode[] = [];

    function reportTtl(node: Node, seconds: number, replacement: string | undefined, replaced: Node = node): void {
      context.report({
        node,
        messageId: 'ttlTooLong',
        data: { ttl: formatSeconds(seconds), max: formatSeconds(maxTtl), maxSeconds: String(maxTtl) },
        suggest: replacement === undefined ? [] : [{ messageId: 'shortenTtl', data: { value: replacement }, fix: (fixer) => fixer.replaceText(replaced, replacement) }],
      });
    }

    function addProperties(object: TSESTree.ObjectExpression, text: string): TSESLint.ReportFixFunction {
      return (fixer) => {
        const last = object.properties[object.properties.length - 1];
        if (!last) return fixer.replaceText(object, `{ ${text} }`);
        const after = sourceCode.getTokenAfter(last);
        return after?.value === ',' ? fixer.insertTextAfter(after, ` ${text},`) : fixer.insertTextAfter(last, `, ${text}`);
      };
    }

    function needsArgs(mcp: McpAnalysis, handler: ToolHandler | undefined): boolean {
      if (!requireArgs || !handler) return false;
      if (handler.destructive) return true;
      return mcp.stateResults().some(
        (result) => result.inputRequests !== undefined && mcp.handlerOf(result.node) === handler && CONFIRMATION.test(sourceCode.getText(result.inputRequests)),
      );
    }

    function argsText(handler: ToolHandler): string | undefined {
      const [first] = handler.fn.params;
      if (!first) return undefined;
      if (handler.registration.arguments.length === 2 && handler.toolNameText?.endsWith('.params.name')) return handler.toolNameText.replace(/\.name$/, '.arguments');
      if (first.type === 'Identifier') return first.name;
      if (first.type === 'ObjectPattern' && first.properties.every((property) => property.type === 'Property' && property.shorthand && property.value.type === 'Identifier')) {
        return `{ ${first.properties.map((property) => ((property as TSESTree.Property).value as TSESTree.Identifier).name).join(', ')} }`;
      }
      return undefined;
    }

    /** `sealState(state, { userId, tool })`, `sealer.open(token, binding)`, a custom sealer's binding. */
    function checkBinding(mcp: McpAnalysis, call: TSESTree.CallExpression, bindingNode: Expression | undefined, callee: string, isSeal: boolean): void {
      const handler = mcp.handlerOf(call);
      if (!bindingNode) {
        context.report({ node: call, messageId: 'missingBindingArgument', data: { callee } });
        return;
      }
      const literal = mcp.objectLiteralOf(bindingNode);
      if (!literal) return;
      const signed = mcp.fieldsOf(literal, undefined);
      let empty = false;
      for (const field of ['userId', 'tool'] as const) {
        const value = signed.fields.get(field);
        if (value === undefined || getStaticString(skipTypeWrappers(value)) !== '') continue;
        empty = true;
        const inferred = field === 'userId' ? handler && mcp.principalText(handler, call) : handler?.toolNameText;
        context.report({
          node: value,
          messageId: 'emptyBinding',
          data: { field, what: field === 'userId' ? "the authenticated user's id" : "the tool's name" },
          suggest: inferred && value.parent?.type === 'Property' && literal.properties.includes(value.parent) ? [{ messageId: 'addField', data: { text: `${field}: ${inferred}` }, fix: (fixer) => fixer.replaceText(value, inferred) }] : [],
        });
      }
      if (!signed.complete || empty) return;
      const missing = (['userId', 'tool'] as const).filter((field) => !signed.fields.has(field));
      if (missing.length > 0) {
        const texts = missing.map((field) => (field === 'userId' ? handler && mcp.principalText(handler, call) : handler?.toolNameText));
        const suggestions = missing.flatMap((field, index) => {
          const inferred = texts[index];
          const text = inferred === field ? field : `${field}: ${inferred}`;
          return inferred ? [{ messageId: 'addField' as const, data: { text }, fix: addProperties(literal, text) }] : [];
        });
        context.report({
          node: literal,
          messageId: 'missingBinding',
          data: {
            missing: listOf(missing.map((field) => (field === 'userId' ? 'the user' : 'the tool'))),
            replay: listOf(missing.map((field) => (field === 'userId' ? 'by another user' : 'on another tool'))),
            fields: listOf(missing.map((field) => (field === 'userId' ? "userId (the authenticated user's id)" : "tool (the tool's name)"))),
            hint: missing.includes('userId') && !texts[missing.indexOf('userId')] ? ', e.g. ctx.http?.authInfo?.extra?.userId (SDK 2.x) or extra.authInfo?.extra?.userId (SDK 1.x)' : '',
          },
          suggest: suggestions,
        });
        return;
      }
      if (isSeal && needsArgs(mcp, handler) && !signed.fields.has('args')) {
        const args = handler && argsText(handler);
        const text = args === 'args' ? 'args' : `args: ${args}`;
        context.report({
          node: literal,
          messageId: 'missingArgs',
          data: { hint: args ? '' : ': add args to the binding' },
          suggest: args ? [{ messageId: 'addField', data: { text }, fix: addProperties(literal, text) }] : [],
        });
      }
    }

    function checkCodec(mcp: McpAnalysis, call: TSESTree.CallExpression): void {
      const [optionsNode] = call.arguments;
      if (!optionsNode || optionsNode.type === 'SpreadElement') return;
      const literal = mcp.objectLiteralOf(optionsNode);
      if (!literal || literal.properties.some((property) => property.type === 'SpreadElement')) return;
      const properties = staticProperties(literal);
      if (!properties.has('bind')) {
        context.report({ node: literal, messageId: 'codecWithoutBind', suggest: [{ messageId: 'addBind', fix: addProperties(literal, 'bind: (ctx) => `${ctx.http?.authInfo?.extra?.userId}`') }] });
      }
      const ttl = properties.get('ttlSeconds');
      const seconds = ttl && constantNumber(sourceCode, ttl.value);
      if (ttl && seconds !== undefined && seconds > maxTtl) {
        context.report({
          node: ttl,
          messageId: 'ttlTooLong',
          data: { ttl: formatSeconds(seconds), max: formatSeconds(maxTtl), maxSeconds: String(maxTtl) },
          suggest: [{ messageId: 'shortenTtl', data: { value: String(maxTtl) }, fix: (fixer) => fixer.replaceText(ttl.value, String(maxTtl)) }],
        });
      }
    }

    function isStateToken(mcp: McpAnalysis, seal: StateSeal): boolean {
      if (mcp.flowsIntoState(seal.call)) return true;
      for (let current: Node | undefined = seal.call.parent; current; current = current.parent) {
        if ((current.type === 'FunctionDeclaration' || current.type === 'FunctionExpression' || current.type === 'ArrowFunctionExpression') && /state/i.test(functionName(current) ?? '')) return true;
      }
      return false;
    }

    /** `jwt.sign(claims, key, options)` / `new SignJWT(claims)…sign(key)` used as request state. */
    function checkJwt(mcp: McpAnalysis, seal: StateSeal): void {
      if (!isStateToken(mcp, seal)) return;
      const claims = seal.payload && mcp.objectLiteralOf(seal.payload);
      const signed = claims ? mcp.fieldsOf(claims, undefined) : undefined;
      const toolNames = new Set(mcp.handlers().flatMap((handler) => (handler.toolName === undefined ? [] : [handler.toolName])));
      let hasSubject = false;
      let expiry: Expression | undefined;
      let expiryCall: Node | undefined;
      let expiryOwner: Node = seal.call;
      if (seal.kind === 'jsonwebtoken') {
        const optionsLiteral = seal.options && mcp.objectLiteralOf(seal.options);
        if (seal.options && (!optionsLiteral || optionsLiteral.properties.some((property) => property.type === 'SpreadElement'))) return;
        const properties = optionsLiteral ? staticProperties(optionsLiteral) : new Map<string, TSESTree.Property>();
        hasSubject = properties.has('subject');
        expiry = properties.get('expiresIn')?.value as Expression | undefined;
        if (optionsLiteral) expiryOwner = optionsLiteral;
      } else {
        for (const builder of seal.builderCalls) {
          const method = builder.callee.type === 'MemberExpression' ? builder.callee.property : undefined;
          const name = method?.type === 'Identifier' ? method.name : undefined;
          if (name === 'setSubject') hasSubject = true;
          if (name === 'setExpirationTime' && builder.arguments[0] && builder.arguments[0].type !== 'SpreadElement') {
            expiry = builder.arguments[0];
            expiryCall = builder;
          }
        }
      }
      if (expiry) {
        const seconds = seal.kind === 'jose' && getStaticString(skipTypeWrappers(expiry)) === undefined ? undefined : durationSeconds(sourceCode, expiry);
        // jose: the `new SignJWT(…)…setExpirationTime(…)` chain, where the lifetime is set.
        if (seconds !== undefined && seconds > maxTtl) reportTtl(expiryCall ?? expiry, seconds, seal.kind === 'jose' ? `'${joseDuration(maxTtl)}'` : String(maxTtl), expiry);
      } else if (!signed || (signed.complete && ![...signed.fields.keys()].some((key) => EXPIRY_FIELD.test(key)))) {
        if (signed || seal.kind === 'jose') {
          const addition = seal.kind === 'jose' ? `.setExpirationTime('${joseDuration(maxTtl)}')` : `expiresIn: ${maxTtl}`;
          context.report({
            node: expiryOwner,
            messageId: 'missingExpiry',
            data: { what: 'JWT', how: seal.kind === 'jose' ? `add ${addition}` : `pass { ${addition} } (seconds)` },
            suggest: [{ messageId: 'addField', data: { text: addition }, fix: addExpiry(seal, expiryOwner, addition) }],
          });
        }
      }
      if (!signed || !signed.complete) return;
      const entries = [...signed.fields];
      const missing: string[] = [];
      if (!hasSubject && !entries.some(([key, value]) => isUserField(key, value, sourceCode))) missing.push('user');
      if (!entries.some(([key, value]) => isToolField(key, value, sourceCode, toolNames))) missing.push('tool');
      reportMissingSigned(signed.object, missing, seal.kind === 'jose' ? 'sub (setSubject)' : 'sub');
      if (missing.length === 0 && needsArgs(mcp, mcp.handlerOf(seal.call)) && !entries.some(([key]) => ARGS_FIELD.test(key))) {
        context.report({ node: signed.object, messageId: 'missingArgs', data: { hint: ': put the arguments (or a digest of them) in the claims' } });
      }
    }

    /** `jwt.sign(claims, key)` → `jwt.sign(claims, key, { expiresIn })`; options get the property; jose gets a builder call. */
    function addExpiry(seal: StateSeal, optionsObject: Node, addition: string): TSESLint.ReportFixFunction {
      return (fixer) => {
        if (seal.kind === 'jose') {
          const callee = seal.call.callee as TSESTree.MemberExpression;
          const dot = sourceCode.getTokenBefore(callee.property)!;
          return fixer.insertTextBefore(dot, addition);
        }
        if (optionsObject.type === 'ObjectExpression') return addProperties(optionsObject, addition)(fixer);
        const key = seal.call.arguments[1]!;
        return fixer.insertTextAfter(key, `, { ${addition} }`);
      };
    }

    function reportMissingSigned(object: Node, missing: readonly string[], userField = 'userId'): void {
      if (missing.length === 0) return;
      const describe: Record<string, [string, string]> = {
        user: ['the user', `${userField} (the authenticated user)`],
        tool: ['the tool', "tool (the tool's name)"],
        expiry: ['an expiry', 'exp (for example Date.now() + 600_000)'],
      };
      context.report({
        node: object,
        messageId: 'missingSignedFields',
        data: {
          missing: listOf(missing.map((item) => describe[item]![0])),
          fields: listOf(missing.map((item) => describe[item]![1])),
          them: missing.length === 1 ? 'it' : 'them',
        },
      });
    }

    let knownToolNames: Set<string> | undefined;

    function checkHandRolledSealer(mcp: McpAnalysis, sealer: FunctionNode): void {
      const toolNames = (knownToolNames ??= new Set(mcp.handlers().flatMap((handler) => (handler.toolName === undefined ? [] : [handler.toolName]))));
      for (const signed of mcp.signedObjectsOf(sealer)) {
        const entries = [...signed.fields];
        for (const [, value] of entries) {
          const expiry = describeExpiry(sourceCode, value);
          if (expiry?.ttlSeconds !== undefined && expiry.ttlSeconds > maxTtl) reportTtl(value, expiry.ttlSeconds, undefined);
        }
        if (!signed.complete) continue;
        const missing: string[] = [];
        if (!entries.some(([key, value]) => isUserField(key, value, sourceCode))) missing.push('user');
        if (!entries.some(([key, value]) => isToolField(key, value, sourceCode, toolNames))) missing.push('tool');
        if (!entries.some(([key, value]) => EXPIRY_FIELD.test(key) || describeExpiry(sourceCode, value))) missing.push('expiry');
        reportMissingSigned(signed.object, missing);
        if (missing.length > 0 || !requireArgs) continue;
        const sites = signed.object.parent && mcp.callSitesOf(sealer);
        const handlers = (sites && sites.length > 0 ? sites : [signed.object]).map((node) => mcp.handlerOf(node));
        if (handlers.some((handler) => needsArgs(mcp, handler)) && !entries.some(([key]) => ARGS_FIELD.test(key))) {
          context.report({ node: signed.object, messageId: 'missingArgs', data: { hint: ': sign the arguments (or a digest of them) with the state' } });
        }
      }
    }

    function checkOpeners(mcp: McpAnalysis, sealers: readonly FunctionNode[]): void {
      const units = writtenExpiryUnits(mcp, sealers);
      for (const fn of functions) {
        if (!isStateOpener(mcp, fn, names)) continue;
        const checks = openerChecks(mcp, fn, units);
        const name = functionName(fn) ?? 'this function';
        const reportAt: Node = fn.id ?? (fn.parent?.type === 'VariableDeclarator' ? fn.parent.id : fn.parent?.type === 'Property' || fn.parent?.type === 'MethodDefinition' ? fn.parent.key : fn);
        const missing = [
          ...(checks.expiry ? [] : [['the expiry', 'after it expired', 'the expiry with the clock']]),
          ...(checks.user ? [] : [['the user', 'for another user', 'the user']]),
          ...(checks.tool ? [] : [['the tool', 'for another tool', 'the tool']]),
        ];
        if (missing.length > 0) {
          context.report({
            node: reportAt,
            messageId: 'openerSkipsChecks',
            data: {
              name,
              missing: listOf(missing.map((item) => item[0]!)),
              replay: listOf(missing.map((item) => item[1]!)).replace(/ and /g, ' or '),
              fields: listOf(missing.map((item) => item[2]!)),
            },
          });
        } else if (checks.mixedUnits) {
          const { written, checked, field, comparison } = checks.mixedUnits;
          const text = sourceCode.getText(comparison).replace(/\s+/g, ' ');
          context.report({
            node: reportAt,
            messageId: 'mixedUnits',
            data: {
              name,
              field,
              written: UNIT_NAMES[written],
              checked: UNIT_NAMES[checked],
              comparison: text.length > 60 ? `${text.slice(0, 59)}…` : text,
              effect: written === 'ms' ? 'never expires' : 'expires at once (or is refused every time)',
            },
          });
        }
      }
    }

    const collect = (fn: FunctionNode) => {
      functions.push(fn);
    };

    return {
      FunctionDeclaration: collect,
      FunctionExpression: collect,
      ArrowFunctionExpression: collect,
      'Program:exit'() {
        const mcp = getMcpAnalysis(sourceCode, provenance);
        for (const call of mcp.calls) {
          if (mcp.provenance.of(call).cryptoObject === 'request-state-codec' && mcp.provenance.of(call.callee).reference) {
            checkCodec(mcp, call);
            continue;
          }
          const seal = mcp.sealOf(call, names);
          if (seal) {
            switch (seal.kind) {
              case 'seal-helper':
              case 'state-sealer':
              case 'custom': {
                const callee = seal.kind === 'seal-helper' ? 'sealState' : seal.kind === 'state-sealer' ? 'seal' : (sourceCode.getText(call.callee).split('.').pop() ?? 'seal');
                if (seal.kind === 'custom' && (!seal.binding || !mcp.objectLiteralOf(seal.binding))) break;
                checkBinding(mcp, call, seal.binding, callee, true);
                break;
              }
              case 'sdk-codec': {
                const payload = seal.payload && mcp.objectLiteralOf(seal.payload);
                const signed = payload && mcp.fieldsOf(payload, undefined);
                if (signed?.complete && needsArgs(mcp, mcp.handlerOf(call)) && ![...signed.fields.keys()].some((key) => ARGS_FIELD.test(key))) {
                  context.report({ node: payload!, messageId: 'missingArgs', data: { hint: ': put the arguments (or a digest of them) in the minted payload' } });
                }
                break;
              }
              case 'jsonwebtoken':
              case 'jose':
                checkJwt(mcp, seal);
                break;
              default:
                break;
            }
            continue;
          }
          const open = mcp.openOf(call, names);
          if (open && (open.kind === 'open-helper' || open.kind === 'state-sealer' || (open.kind === 'custom' && open.binding && mcp.objectLiteralOf(open.binding)))) {
            const callee = open.kind === 'open-helper' ? 'openState' : open.kind === 'state-sealer' ? 'open' : (sourceCode.getText(call.callee).split('.').pop() ?? 'open');
            checkBinding(mcp, call, open.binding, callee, false);
          }
        }
        const sealers = functions.filter((fn) => mcp.stringifiedBySealer(fn) !== undefined && isStateSealer(mcp, fn));
        for (const sealer of sealers) checkHandRolledSealer(mcp, sealer);
        checkOpeners(mcp, sealers);
      },
    };
  },
});
