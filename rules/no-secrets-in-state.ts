import type { TSESLint } from '@typescript-eslint/utils';
import { analyzeFile } from '../src/analysis/index.js';
import { createSecretNameMatcher } from '../src/analysis/values/index.js';
import {
  StateSecretFinder,
  type SecretEvidence,
  type StateSecret,
  type StateVisibility,
} from '../src/analysis/mcp/index.js';
import { createRule } from '../src/create-rule.js';
import { nameListOption } from '../src/rule-options.js';
import { elementRemovalRange, statementRemovalRange } from '../src/fix/remove-element.js';

type MessageIds = 'secretInState' | 'removeProperty' | 'removeSpread' | 'removeAssignment';
type Options = [{ extraKeys?: string[]; allowKeys?: string[] }];

const READERS: Record<StateVisibility, string> = {
  sealed: 'the client can read sealed state (signed, not encrypted)',
  jwt: 'anyone holding the JWT can read its claims (signed, not encrypted)',
  unsigned: 'the client can read and change this unsigned state',
};

const CONTAINERS = {
  headers: 'the request headers (with Authorization and Cookie)',
  cookies: 'the request cookies',
  environment: 'the whole environment (process.env)',
  auth: "the caller's authInfo (with its bearer token)",
} as const;

/** Where a statement can be removed without leaving its parent empty-handed (`if (x) a = b;` cannot). */
const STATEMENT_LISTS = new Set<string>(['Program', 'BlockStatement', 'StaticBlock', 'SwitchCase']);

export default createRule<MessageIds, Options>({
  name: 'no-secrets-in-state',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow secrets, credentials and keys in request state and other client-readable sealed payloads',
      recommended: 'recommended',
    },
    hasSuggestions: true,
    messages: {
      secretInState:
        '{{subject}}, and {{reader}}; keep secrets on the server and out of the state.',
      removeProperty: "Remove '{{key}}' from the state.",
      removeSpread: 'Remove this spread from the state.',
      removeAssignment: "Remove the assignment of '{{key}}'.",
    },
    schema: [
      {
        type: 'object',
        properties: {
          extraKeys: nameListOption('More property names (matched on word parts, like the built-in ones) that hold secrets, e.g. ["ssn", "pin"].'),
          allowKeys: nameListOption('Exact property names never reported by name, e.g. ["token"] where token is a page cursor.'),
        },
        additionalProperties: false,
      },
    ],
  },
  defaultOptions: [{ extraKeys: [], allowKeys: [] }],
  create(context) {
    const { sourceCode, provenance } = analyzeFile(context);
    const isSecretName = createSecretNameMatcher(context.options[0]);

    function report(secret: StateSecret): void {
      // what another module put into the state is removed there, not here; a helper other callers share is not rewritten
      const suggestion = secret.putByHelper || secret.throughCall ? undefined : suggestRemoval(sourceCode, { ...secret, key: secret.heldUnder ?? secret.key });
      context.report({
        node: secret.node,
        messageId: 'secretInState',
        data: { subject: describeSubject(secret), reader: READERS[secret.visibility] },
        suggest: suggestion ? [suggestion] : [],
      });
    }

    return {
      'Program:exit'() {
        for (const secret of new StateSecretFinder(sourceCode, provenance, isSecretName).find()) report(secret);
      },
    };
  },
});

function describeEvidence(evidence: Exclude<SecretEvidence, { type: 'name' }>): string {
  switch (evidence.type) {
    case 'environment':
      return `the secret environment variable ${evidence.variable}`;
    case 'credential':
      return "the caller's credential (bearer token, Authorization or Cookie)";
    case 'typed':
      return `the '${evidence.field}' the user typed in answer to an input request`;
    case 'format':
      return evidence.format;
    case 'read':
      return `a credential read as '${evidence.name}'`;
    case 'sent':
      return `a credential '${evidence.sender}' sends in an Authorization or API-key header`;
    case 'container':
      return CONTAINERS[evidence.container];
  }
}

function describeSubject(secret: StateSecret): string {
  const own = describeOwnSubject(secret);
  const subject = secret.heldUnder === undefined ? own : `${own} (kept under '${secret.heldUnder}')`;
  const helper = secret.putByHelper;
  if (!helper) return subject;
  return helper === 'unknown' ? `${subject} (in what another module builds)` : `${subject} ('${helper.name}' from '${helper.specifier}' puts it in)`;
}

function describeOwnSubject({ node, key, evidence, helper }: StateSecret): string {
  if (node.type === 'SpreadElement') return `Spreading ${describeEvidence(evidence as Exclude<SecretEvidence, { type: 'name' }>)} into the state copies secrets`;
  if (evidence.type === 'name') return `'${key}' looks like a secret`;
  const what = helper ? `${describeEvidence(evidence)} ('${helper.name}' from '${helper.specifier}')` : describeEvidence(evidence);
  if (key !== undefined) return `'${key}' holds ${what}`;
  return `The state is ${what}`;
}

function suggestRemoval(
  sourceCode: Readonly<TSESLint.SourceCode>,
  { node, key }: StateSecret,
): TSESLint.SuggestionReportDescriptor<MessageIds> | undefined {
  if (node.type === 'Property' || node.type === 'SpreadElement') {
    const range = elementRemovalRange(sourceCode, node);
    if (!range) return undefined;
    return node.type === 'Property'
      ? { messageId: 'removeProperty', data: { key: key ?? sourceCode.getText(node.key) }, fix: (fixer) => fixer.removeRange(range) }
      : { messageId: 'removeSpread', fix: (fixer) => fixer.removeRange(range) };
  }
  const statement = node.parent;
  if (node.type === 'AssignmentExpression' && statement?.type === 'ExpressionStatement' && STATEMENT_LISTS.has(statement.parent.type)) {
    const range = statementRemovalRange(sourceCode, statement);
    return { messageId: 'removeAssignment', data: { key: key ?? '' }, fix: (fixer) => fixer.removeRange(range) };
  }
  return undefined;
}
