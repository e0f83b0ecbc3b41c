import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getPropertyName, isFunctionNode, type FunctionNode, type Node } from '../syntax/ast.js';
import { nodeIndexOf, type NodeIndex } from '../syntax/node-index.js';
import { writesInCode } from '../syntax/code-words.js';
import { directJsonCallers, type JsonMethod } from '../values/json-calls.js';
import { ownerOf, type ProvenanceAnalysis } from '../values/provenance.js';
import type { FileVocabulary } from '../values/vocabulary.js';

type SourceCode = Readonly<TSESLint.SourceCode>;
type CallExpression = TSESTree.CallExpression;
type ObjectExpression = TSESTree.ObjectExpression;

/**
 * One file as the MCP questions see it: its source, its provenance analysis, and the nodes the questions start from
 * (every call, function, object literal …), found in one walk of the AST when the first question needs them. The
 * questions themselves live in the modules above this one and keep their answers per file.
 */
export class McpFile {
  private index: FileNodes | undefined;

  constructor(
    readonly sourceCode: SourceCode,
    readonly provenance: ProvenanceAnalysis,
  ) {}

  /** What the file's text rules out: questions it answers need no walk of the AST. */
  get vocabulary(): FileVocabulary {
    return this.provenance.vocabulary;
  }

  /** Whether `word` stands in the file's code, not only in its strings and comments (see {@link writesInCode}). */
  writesInCode(word: string): boolean {
    return this.vocabulary.mentions(word) && writesInCode(this.sourceCode, word);
  }

  /** Every call of the file, in source order. */
  get calls(): readonly CallExpression[] {
    return this.nodeIndex().calls;
  }

  get newExpressions(): readonly TSESTree.NewExpression[] {
    return this.nodeIndex().newExpressions;
  }

  get objects(): readonly ObjectExpression[] {
    return this.nodeIndex().objects;
  }

  /** `x.requestState = …` */
  get stateAssignments(): readonly TSESTree.AssignmentExpression[] {
    return this.nodeIndex().stateAssignments;
  }

  /** Every function of the file, in source order. */
  get functions(): readonly FunctionNode[] {
    return this.nodeIndex().functions;
  }

  /**
   * The functions that may call `JSON.<method>` themselves: those the scope analysis finds calling it directly when
   * nothing can alias it, else every function (see {@link directJsonCallers}).
   */
  functionsCalling(method: JsonMethod): readonly FunctionNode[] {
    const callers = directJsonCallers(this.sourceCode, method);
    return callers ? [...callers].filter(isFunctionNode) : this.functions;
  }

  /** Whether `fn` may call `JSON.<method>` itself (see {@link functionsCalling}). */
  mayCallJson(fn: FunctionNode, method: JsonMethod): boolean {
    return directJsonCallers(this.sourceCode, method)?.has(fn) ?? true;
  }

  private nodeIndex(): FileNodes {
    this.index ??= indexFile(this.sourceCode);
    return this.index;
  }
}

interface FileNodes extends NodeIndex {
  readonly stateAssignments: readonly TSESTree.AssignmentExpression[];
}

function indexFile(sourceCode: SourceCode): FileNodes {
  const index = nodeIndexOf(sourceCode);
  const stateAssignments = index.assignments.filter(
    (node) => node.operator === '=' && node.left.type === 'MemberExpression' && getPropertyName(node.left) === 'requestState',
  );
  return { ...index, stateAssignments };
}

const files = new WeakMap<SourceCode, McpFile>();

/** The MCP view of a file, created once and shared by every rule that asks. */
export function getMcpFile(sourceCode: SourceCode, provenance: ProvenanceAnalysis): McpFile {
  let file = files.get(sourceCode);
  if (!file || file.provenance !== provenance) {
    file = new McpFile(sourceCode, provenance);
    files.set(sourceCode, file);
  }
  return file;
}

/**
 * The MCP view of the file `node` is written in: `mcp` itself, or another module of the project that the analysis read
 * (a helper imported from `./lib/…`). Questions about a node are asked of its own file.
 */
export function fileOwning(mcp: McpFile, node: Node): McpFile {
  const owner = ownerOf(node);
  return !owner || owner === mcp.provenance ? mcp : getMcpFile(owner.sourceCode, owner);
}
