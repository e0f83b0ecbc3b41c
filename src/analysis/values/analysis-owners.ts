import { rootOf, type Node } from '../syntax/ast.js';
import { onLintedTreeKept } from '../modules/index.js';

/** The analysis of each file by its `Program` node: a node of another module is answered by that module's analysis. */
const owners = new WeakMap<Node, object>();
let foreignFiles = 0;

// a linted file's tree kept for its importers must not keep the analysis of its own lint alive
onLintedTreeKept((program) => owners.delete(program));

export function registerOwner(program: Node, analysis: object, foreign: boolean): void {
  owners.set(program, analysis);
  if (foreign) foreignFiles += 1;
}

/** A linted file's analysis now also answers for it as another file's import (its tree was kept, not parsed again). */
export function noteForeignUse(): void {
  foreignFiles += 1;
}

/** Whether any module besides the files ESLint lints has been analysed in this process. */
export function hasForeignOwners(): boolean {
  return foreignFiles > 0;
}

/** The analysis of the file `node` belongs to; undefined while no other module has been read. */
export function analysisOwning(node: Node): object | undefined {
  if (foreignFiles === 0) return undefined;
  return owners.get(rootOf(node));
}
