import type { TSESTree } from '@typescript-eslint/utils';
import { NodeMap } from '../syntax/node-map.js';
import type { McpFile } from './file.js';

type CallExpression = TSESTree.CallExpression;

/**
 * Answers about calls, worked out once per file, call and set of custom names (rules with different options ask
 * with different names).
 */
export class CallAnswers<T> {
  private readonly byFile = new WeakMap<McpFile, Map<string, NodeMap<CallExpression, T | null>>>();

  answer<Names>(
    file: McpFile,
    call: CallExpression,
    names: Names,
    customNames: readonly string[] = [],
    classify: (file: McpFile, call: CallExpression, names: Names) => T | undefined,
  ): T | undefined {
    let byNames = this.byFile.get(file);
    if (!byNames) {
      byNames = new Map();
      this.byFile.set(file, byNames);
    }
    const key = customNames.length === 0 ? '' : customNames.join('\n');
    let answers = byNames.get(key);
    if (!answers) {
      answers = new NodeMap();
      byNames.set(key, answers);
    }
    let answer = answers.get(call);
    if (answer === undefined) {
      answer = classify(file, call, names) ?? null;
      answers.set(call, answer);
    }
    return answer ?? undefined;
  }
}
