import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyzeFile } from '../src/analysis/index.js';
import {
  asEqualityTest,
  findTimingLeak,
  isTimingSafeEqualCall,
  mayCompareSecrets,
  safeEqualAgrees,
  type EqualityTest,
  type TimingLeak,
} from '../src/analysis/timing/index.js';
import type { Provenance } from '../src/analysis/values/index.js';
import { createRule } from '../src/create-rule.js';
import { planNamedImport } from '../src/fix/imports.js';

type MessageIds = 'timingUnsafeCompare' | 'timingUnsafeCompareHelper' | 'timingSafeEqualWithoutLengthCheck' | 'replaceWithSafeEqual';
type Options = [{ extraSecretWords?: string[] }];

const MAX_NAME_LENGTH = 40;

export default createRule<MessageIds, Options>({
  name: 'no-timing-unsafe-compare',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow comparing MACs, signatures and secret tokens in non-constant time',
      recommended: 'recommended',
    },
    fixable: 'code',
    hasSuggestions: true,
    messages: {
      timingUnsafeCompare:
        "'{{name}}' is compared with {{operator}}, which returns sooner the fewer leading characters match and so leaks {{secret}} to a client who times responses; use safeEqual() from '{{sealModule}}', which compares in constant time.",
      timingUnsafeCompareHelper:
        "'{{helper}}' from '{{specifier}}' gives {{secret}}, and '{{name}}' is compared with it by {{operator}}, which returns sooner the fewer leading characters match and so leaks it to a client who times responses; use safeEqual() from '{{sealModule}}', which compares in constant time.",
      timingSafeEqualWithoutLengthCheck:
        "timingSafeEqual() throws a RangeError when '{{first}}' and '{{second}}' differ in length, so a client can crash this handler with a value of the wrong length; check both lengths first, or use safeEqual() from '{{sealModule}}', which returns false instead.",
      replaceWithSafeEqual: "Replace with safeEqual() from '{{sealModule}}'.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          extraSecretWords: {
            type: 'array',
            description:
              'Words that mark an environment variable as a secret besides SECRET, TOKEN, KEY and PASSWORD, e.g. ["SALT", "PEPPER"].',
            items: { type: 'string', pattern: '^[A-Za-z0-9]+$' },
            uniqueItems: true,
          },
        },
        additionalProperties: false,
      },
    ],
  },
  defaultOptions: [{ extraSecretWords: [] }],
  create(context) {
    const { sourceCode, settings, provenance, lengthGuards, vocabulary } = analyzeFile(context);
    const extraSecretWords = (context.options[0]?.extraSecretWords ?? []).map((word) => word.toUpperCase());
    // every way to reach crypto.timingSafeEqual names it, so a file that never does needs no call looked at
    const mentionsTimingSafeEqual = vocabulary.mentions('timingSafeEqual');
    const comparesSecrets = mayCompareSecrets(provenance, extraSecretWords);
    if (!comparesSecrets && !mentionsTimingSafeEqual) return {};
    const sealModule = settings.sealModule;

    function describeName(node: TSESTree.Node): string {
      const text = sourceCode.getText(node).replace(/\s+/g, ' ');
      return text.length > MAX_NAME_LENGTH ? `${text.slice(0, MAX_NAME_LENGTH - 1)}…` : text;
    }

    /** The value compared with the secret (`'mac'` in `mac !== sign(body)`), or the secret when that reads shorter. */
    function describeComparedValue(test: EqualityTest, leak: TimingLeak): string {
      const [secret, other] = leak.secretSide === 'left' ? [test.left, test.right] : [test.right, test.left];
      const otherText = sourceCode.getText(other);
      return describeName(otherText.length > MAX_NAME_LENGTH && sourceCode.getText(secret).length < otherText.length ? secret : other);
    }

    function replaceWithSafeEqual(node: TSESTree.Node, argumentsText: string, negated: boolean): TSESLint.ReportFixFunction {
      return (fixer) => {
        const plan = planNamedImport(sourceCode, {
          module: sealModule,
          name: 'safeEqual',
          usedAt: node,
          sourceType: context.languageOptions.sourceType,
        });
        const importFix = plan.fix(fixer);
        const replacement = fixer.replaceText(node, `${negated ? '!' : ''}${plan.reference}(${argumentsText})`);
        return importFix ? [importFix, replacement] : [replacement];
      };
    }

    /**
     * The source from `start` up to `token`, trimmed, except that a line comment at its end keeps the line break
     * after it, so that it cannot swallow what the fix writes next.
     */
    function textBefore(start: number, token: TSESTree.Token): string {
      const text = sourceCode.text.slice(start, token.range[0]);
      return sourceCode.getTokenBefore(token, { includeComments: true })?.type === 'Line' ? text.trimStart() : text.trim();
    }

    /** `a, b` as written (parentheses and comments kept), or undefined if a comment outside them would be lost. */
    function operandsText(test: EqualityTest): string | undefined {
      const { text } = sourceCode;
      if (test.form === 'operator' && test.node.type === 'BinaryExpression') {
        const binaryOperator = test.node.operator;
        const operator = sourceCode.getFirstTokenBetween(test.left, test.right, (token) => token.value === binaryOperator);
        if (!operator) return undefined;
        const left = textBefore(test.node.range[0], operator);
        const right = text.slice(operator.range[1], test.node.range[1]).trimStart();
        return `${left}, ${right}`;
      }
      return callArgumentsText(test.node, test.call!, test.form === 'equals' || test.form === 'locale-compare');
    }

    /**
     * The arguments of `call` as written (with the receiver first when `withReceiver`), or undefined
     * when replacing `node` with a call on them would lose a comment.
     */
    function callArgumentsText(node: TSESTree.Node, call: TSESTree.CallExpression, withReceiver = false): string | undefined {
      const openingParen = sourceCode.getTokenAfter(call.typeArguments ?? call.callee, (token) => token.value === '(');
      const closingParen = sourceCode.getLastToken(call);
      if (!openingParen || !closingParen) return undefined;
      const argumentsRange: TSESTree.Range = [openingParen.range[1], closingParen.range[0]];
      let kept: TSESTree.Range[] = [argumentsRange];
      let result = textBefore(openingParen.range[1], closingParen);
      if (withReceiver) {
        const callee = call.callee as TSESTree.MemberExpression;
        const dot = sourceCode.getTokenBefore(callee.property, (token) => token.value === '.' || token.value === '?.');
        if (!dot || dot.value === '?.') return undefined;
        const receiverRange: TSESTree.Range = [call.range[0], dot.range[0]];
        kept = [receiverRange, argumentsRange];
        result = `${textBefore(call.range[0], dot)}, ${result}`;
      }
      const losesComment = sourceCode
        .getCommentsInside(node)
        .some((comment) => !kept.some(([start, end]) => comment.range[0] >= start && comment.range[1] <= end));
      return losesComment ? undefined : result;
    }

    function checkEquality(node: TSESTree.Node): void {
      if (!comparesSecrets) return;
      const test = asEqualityTest(provenance, node);
      if (!test) return;
      const leak = findTimingLeak(provenance, test.left, test.right, extraSecretWords);
      if (!leak) return;
      const argumentsText = operandsText(test);
      const fix = argumentsText === undefined ? undefined : replaceWithSafeEqual(test.node, argumentsText, test.negated);
      const autofix = fix !== undefined && safeEqualAgrees(test, leak);
      const helper = leak.secret.foreign;
      context.report({
        node: test.node,
        messageId: helper ? 'timingUnsafeCompareHelper' : 'timingUnsafeCompare',
        data: {
          name: describeComparedValue(test, leak),
          operator: test.operator,
          secret: describeSecret(leak.secret),
          sealModule,
          ...(helper && { helper: helper.name, specifier: helper.specifier }),
        },
        fix: autofix ? fix : null,
        suggest: fix && !autofix ? [{ messageId: 'replaceWithSafeEqual', data: { sealModule }, fix }] : [],
      });
    }

    function checkTimingSafeEqual(call: TSESTree.CallExpression): void {
      if (!mentionsTimingSafeEqual || !isTimingSafeEqualCall(provenance, call)) return;
      const [first, second, ...rest] = call.arguments;
      if (!first || !second || rest.length > 0 || first.type === 'SpreadElement' || second.type === 'SpreadElement') return;
      if (lengthGuards.isGuarded(call, [first, second])) return;
      const argumentsText = callArgumentsText(call, call);
      const fix = argumentsText === undefined ? undefined : replaceWithSafeEqual(call, argumentsText, false);
      context.report({
        node: call,
        messageId: 'timingSafeEqualWithoutLengthCheck',
        data: { first: describeName(first), second: describeName(second), sealModule },
        suggest: fix ? [{ messageId: 'replaceWithSafeEqual', data: { sealModule }, fix }] : [],
      });
    }

    return {
      BinaryExpression: checkEquality,
      UnaryExpression: checkEquality,
      CallExpression(call) {
        checkEquality(call);
        checkTimingSafeEqual(call);
      },
    };
  },
});

function describeSecret(secret: Provenance): string {
  switch (secret.kind) {
    case 'mac':
      return 'the expected MAC or signature';
    case 'signed-token':
      return 'the signed token';
    default:
      return secret.environmentVariable === undefined ? 'the secret' : `the secret ${secret.environmentVariable}`;
  }
}
