import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { analyzeFile } from '../src/analysis/index.js';
import {
  asEqualityTest,
  comparedByHelper,
  helperCallOperands,
  comparesWrittenLiteral,
  constantTimeNamesIn,
  elementwiseOperands,
  findMisnamedCompare,
  findTimingLeak,
  isTimingSafeEqualCall,
  mayCompareSecrets,
  safeEqualAgrees,
  type EqualityTest,
  type TimingLeak,
} from '../src/analysis/timing/index.js';
import type { FunctionNode } from '../src/analysis/syntax/index.js';
import type { Provenance } from '../src/analysis/values/index.js';
import { createRule } from '../src/create-rule.js';
import { callArgumentsText, comparisonOperandsText } from '../src/fix/comparison-operands.js';
import { replaceWithImportedCall } from '../src/fix/imported-call.js';

type MessageIds =
  | 'timingUnsafeCompare'
  | 'timingUnsafeCompareHelper'
  | 'timingUnsafeCompareThrough'
  | 'timingUnsafeSearch'
  | 'timingUnsafeElementwise'
  | 'misnamedConstantTimeHelper'
  | 'timingSafeEqualWithoutLengthCheck'
  | 'replaceWithSafeEqual';
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
        "'{{name}}' is compared with {{operator}}, which leaks {{secret}} through timing; use safeEqual() from '{{sealModule}}'.",
      timingUnsafeCompareHelper:
        "'{{name}}' is compared by {{operator}} with {{secret}} ('{{helper}}' from '{{specifier}}'), leaking it through timing; use safeEqual() from '{{sealModule}}'.",
      timingUnsafeCompareThrough:
        "'{{name}}' is compared with {{secret}} by '{{helper}}', which uses {{operator}} and leaks it through timing; use safeEqual() from '{{sealModule}}'.",
      timingUnsafeSearch:
        "'{{name}}' is searched with {{operator}} for {{secret}}, which leaks it through timing; compare the part that must match with safeEqual() from '{{sealModule}}'.",
      timingUnsafeElementwise:
        "'{{name}}' is compared with {{secret}} a character at a time, stopping at the first difference, which leaks it; use safeEqual() from '{{sealModule}}'.",
      misnamedConstantTimeHelper:
        "'{{helper}}' is named like a constant-time compare but {{how}}, which leaks through timing; use safeEqual() from '{{sealModule}}' or crypto.timingSafeEqual().",
      timingSafeEqualWithoutLengthCheck:
        "timingSafeEqual() throws a RangeError when '{{first}}' and '{{second}}' differ in length; compare the lengths first, or use safeEqual() from '{{sealModule}}'.",
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
    // asked at the first test that may leak: most files compare only with literals, and the answer may read their imports
    let comparesSecrets: boolean | undefined;
    // a helper named like a constant-time compare is spelled in the text: elsewhere no function needs a look
    const constantTimeNames = constantTimeNamesIn(sourceCode.text);
    const sealModule = settings.sealModule;

    function describeName(node: TSESTree.Node): string {
      const text = sourceCode.getText(node).replace(/\s+/g, ' ');
      return text.length > MAX_NAME_LENGTH ? `${text.slice(0, MAX_NAME_LENGTH - 1)}…` : text;
    }

    /** The value compared with the secret (`'mac'` in `mac !== sign(body)`), or the secret when that reads shorter. */
    function describeComparedValue(test: Pick<EqualityTest, 'left' | 'right'>, leak: TimingLeak): string {
      const [secret, other] = leak.secretSide === 'left' ? [test.left, test.right] : [test.right, test.left];
      const otherText = sourceCode.getText(other);
      return describeName(otherText.length > MAX_NAME_LENGTH && sourceCode.getText(secret).length < otherText.length ? secret : other);
    }

    function replaceWithSafeEqual(target: TSESTree.Node, argumentsText: string, negated: boolean): TSESLint.ReportFixFunction {
      return replaceWithImportedCall(sourceCode, { target, module: sealModule, name: 'safeEqual', argumentsText, negated, sourceType: context.languageOptions.sourceType });
    }

    /** Comparisons reported inside a misnamed helper, which the check of secrets must not report again. */
    const reportedInHelpers = new Set<TSESTree.Node>();

    function checkHelper(fn: FunctionNode): void {
      const found = findMisnamedCompare(provenance, fn, constantTimeNames);
      if (!found) return;
      reportedInHelpers.add(found.test.node);
      const how = found.kind === 'whole' ? `compares its inputs with ${found.test.operator}` : 'stops at the first differing character or byte';
      context.report({ node: found.test.node, messageId: 'misnamedConstantTimeHelper', data: { helper: found.helper, how, sealModule } });
    }

    function checkEquality(node: TSESTree.Node): void {
      if (reportedInHelpers.has(node)) return;
      const test = asEqualityTest(provenance, node);
      if (!test || comparesWrittenLiteral(test)) return;
      comparesSecrets ??= mayCompareSecrets(provenance, extraSecretWords);
      if (!comparesSecrets) return;
      const elements = test.form === 'operator' ? elementwiseOperands(test) : undefined;
      if (elements) {
        checkElementwise(test, elements);
        return;
      }
      const leak = findTimingLeak(provenance, test.left, test.right, extraSecretWords, test.form === 'search');
      if (!leak) return;
      const argumentsText = comparisonOperandsText(sourceCode, test);
      const fix = argumentsText === undefined ? undefined : replaceWithSafeEqual(test.node, argumentsText, test.negated);
      const autofix = fix !== undefined && safeEqualAgrees(test, leak);
      const helper = leak.secret.foreign;
      context.report({
        node: test.node,
        messageId: test.form === 'search' ? 'timingUnsafeSearch' : helper ? 'timingUnsafeCompareHelper' : 'timingUnsafeCompare',
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

    /** `if (mac[i] !== expected[i]) return false` in a loop: the values the loop walks, judged as wholes; no fix rewrites a loop. */
    function checkElementwise(test: EqualityTest, [left, right]: [TSESTree.Expression, TSESTree.Expression]): void {
      const leak = findTimingLeak(provenance, left, right, extraSecretWords);
      if (!leak) return;
      context.report({
        node: test.node,
        messageId: 'timingUnsafeElementwise',
        data: { name: describeComparedValue({ left, right }, leak), secret: describeSecret(leak.secret), sealModule },
      });
    }

    /** `equals(sig, expected)`: a project function that compares its two parameters in a way that leaks, handed a secret. */
    function checkHelperCall(call: TSESTree.CallExpression): void {
      const operands = helperCallOperands(call);
      if (!operands || !(comparesSecrets ??= mayCompareSecrets(provenance, extraSecretWords))) return;
      // the callee first: most calls run no function of the project that compares its parameters, which is told from
      // the callee and a summary kept per function, where the values handed over may come from any module
      const compared = comparedByHelper(provenance, call, operands);
      const leak = compared && findTimingLeak(provenance, operands[0], operands[1], extraSecretWords);
      if (!compared || !leak) return;
      const argumentsText = callArgumentsText(sourceCode, call, call);
      const fix = argumentsText === undefined ? undefined : replaceWithSafeEqual(call, argumentsText, false);
      const test = { left: compared.left, right: compared.right };
      context.report({
        node: call,
        messageId: 'timingUnsafeCompareThrough',
        data: { name: describeComparedValue(test, leak), secret: describeSecret(leak.secret), helper: compared.helper, operator: compared.kind === 'whole' ? compared.operator : 'an early exit', sealModule },
        suggest: fix ? [{ messageId: 'replaceWithSafeEqual', data: { sealModule }, fix }] : [],
      });
    }

    function checkTimingSafeEqual(call: TSESTree.CallExpression): void {
      if (!mentionsTimingSafeEqual || !isTimingSafeEqualCall(provenance, call)) return;
      const [first, second, ...rest] = call.arguments;
      if (!first || !second || rest.length > 0 || first.type === 'SpreadElement' || second.type === 'SpreadElement') return;
      if (lengthGuards.isGuarded(call, [first, second])) return;
      const argumentsText = callArgumentsText(sourceCode, call, call);
      const fix = argumentsText === undefined ? undefined : replaceWithSafeEqual(call, argumentsText, false);
      context.report({
        node: call,
        messageId: 'timingSafeEqualWithoutLengthCheck',
        data: { first: describeName(first), second: describeName(second), sealModule },
        suggest: fix ? [{ messageId: 'replaceWithSafeEqual', data: { sealModule }, fix }] : [],
      });
    }

    return {
      ...(constantTimeNames.size > 0 && { FunctionDeclaration: checkHelper, FunctionExpression: checkHelper, ArrowFunctionExpression: checkHelper }),
      BinaryExpression: checkEquality,
      UnaryExpression: checkEquality,
      CallExpression(call) {
        checkEquality(call);
        checkTimingSafeEqual(call);
        checkHelperCall(call);
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
