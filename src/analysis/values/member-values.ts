import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isFunctionNode, type Expression, type FunctionNode, type Node } from '../syntax/ast.js';
import type { AssignedBinding, ClassNode } from '../scope/bindings.js';
import { isAssignedBefore } from '../scope/definite-assignment.js';
import { exportedValues, ownerWrites, type ExportsObject } from '../scope/member-writes.js';
import { ownerName, ownerNamed } from '../scope/own-members.js';
import { inheritingSuperClass, isAbstractMember, memberDefinitions, thisOwner, type MemberDefinition, type MemberOwner } from '../scope/members.js';
import { GLOBALS, isReferenceTo, type WellKnownReference } from '../scope/modules.js';
import { makeProvenance, oneKindOf, unknownValue, type Evaluate, type Provenance } from './provenance-model.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/** The values a variable or member is given, as one: what every present value is, and whether it may be absent. */
interface GivenValue {
  readonly value: Provenance;
  /** Some value given is `undefined` or `null` (or a field is declared without one). */
  readonly resets: boolean;
}

const isNullish = (value: Provenance) => value.kind === 'literal' && value.valueType === 'nullish';

function givenValue(values: readonly Provenance[], origin: Node): GivenValue {
  let value: Provenance | undefined;
  let resets = false;
  for (const given of values) {
    if (isNullish(given)) resets = true;
    else value = value ? oneKindOf(value, given) : given;
  }
  return { value: value ?? makeProvenance('literal', origin, { valueType: 'nullish' }), resets };
}

const absent = (value: Provenance): Provenance => (value.maybeAbsent ? value : { ...value, maybeAbsent: true });

/**
 * What variables given values by assignment, members of classes and object literals, and CommonJS exports of the
 * file are: for the provenance analysis, which hands each value given to {@link evaluate} and keeps the answers.
 */
export class MemberValues {
  private readonly assigned = new Map<AssignedBinding, { given: GivenValue; placeholder: boolean } | null>();
  private readonly members = new Map<Node, Map<string, Provenance | null>>();

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly evaluate: Evaluate,
    private readonly returnOf: (fn: FunctionNode) => Provenance,
    /** Member `name` of an instance (or the statics) of the class `superClass` names, where another module declares it. */
    private readonly inheritedMember?: (superClass: Expression, kind: 'instance' | 'class', name: string, origin: Node) => Provenance | undefined,
    /** Abstract member `name` of an instance of the class `of`, as the subclasses other modules declare define it. */
    private readonly implementedMember?: (of: ClassNode, name: string, origin: Node) => Provenance | undefined,
  ) {}

  /** `this` where the file shows what it is (see {@link thisOwner}). */
  thisValue(node: TSESTree.ThisExpression): Provenance {
    const memberOwner = thisOwner(this.sourceCode, node);
    return memberOwner ? makeProvenance('unknown', node, { valueType: 'object', memberOwner }) : unknownValue(node);
  }

  classValue(node: ClassNode, origin: Node): Provenance {
    return makeProvenance('unknown', origin, { valueType: 'function', memberOwner: { kind: 'class', of: node } });
  }

  /** `new Signer(…)` of a class of the file, or of a function with members on its prototype. */
  construction(callee: Provenance, origin: Node): Provenance | undefined {
    const owner = callee.memberOwner;
    const of = owner?.kind === 'class' ? owner.of : callee.functionNode?.type === 'ArrowFunctionExpression' ? undefined : callee.functionNode;
    return of ? makeProvenance('unknown', origin, { valueType: 'object', memberOwner: { kind: 'instance', of }, foreign: callee.foreign }) : undefined;
  }

  /**
   * What a variable given values by assignment is at `read`: what all its values are when they are of one kind, absent
   * where no assignment surely ran before (it starts `undefined` or `null`) or where one of them is `null`/`undefined`.
   */
  assignedValue(read: TSESTree.Identifier, binding: AssignedBinding): Provenance {
    let entry = this.assigned.get(binding);
    if (entry === null) return unknownValue(read);
    if (!entry) {
      this.assigned.set(binding, null);
      entry = this.givenValues(binding, read);
      this.assigned.set(binding, entry);
    }
    const { given, placeholder } = entry;
    return given.resets || (placeholder && !isAssignedBefore(binding, read)) ? absent(given.value) : given.value;
  }

  /**
   * What a variable given values by assignment holds. A value that reads the variable itself (`v = (v % 1000000) + ''`)
   * is worked out after the others, and reads what they give: the value it held before.
   */
  private givenValues(binding: AssignedBinding, read: TSESTree.Identifier): { given: GivenValue; placeholder: boolean } {
    const values: (Provenance | undefined)[] = binding.values.map((value, index) => (binding.readsItself[index] ? undefined : this.evaluate(value)));
    // `let x;` and `let x = null;` hold nothing until an assignment runs: the initial value is no value given.
    const placeholder = !binding.declarator.init || (values[0] !== undefined && isNullish(values[0]));
    const given = (all: readonly (Provenance | undefined)[]) => {
      const known = all.filter((value): value is Provenance => value !== undefined);
      return { given: givenValue(placeholder && binding.declarator.init ? known.slice(1) : known, read), placeholder };
    };
    if (!binding.readsItself.includes(true)) return given(values);
    if (values.every((value, index) => value === undefined || (index === 0 && placeholder))) return { given: { value: unknownValue(read), resets: false }, placeholder: false };
    this.assigned.set(binding, given(values));
    return given(binding.values.map((value, index) => values[index] ?? this.evaluate(value)));
  }

  /** Member `name` (`#name` for a private one) of `object`, when the file shows every value it is given. */
  memberOf(object: Provenance, name: string, origin: Node): Provenance | undefined {
    const owner = object.memberOwner;
    if (owner) return this.ownerMember(owner, name, origin);
    const via = object.reference && !name.startsWith('#') ? exportsObject(object.reference) : undefined;
    const values = via && exportedValues(this.sourceCode, via, name);
    return values && values.length > 0 ? this.oneValue(values.map(this.evaluate), origin) : undefined;
  }

  private ownerMember(owner: MemberOwner, name: string, origin: Node): Provenance {
    const node = owner.kind === 'object' ? owner.literal : owner.of;
    let byName = this.members.get(node);
    if (!byName) {
      byName = new Map();
      this.members.set(node, byName);
    }
    const key = `${owner.kind}:${name}`;
    const known = byName.get(key);
    if (known !== undefined) return known ?? unknownValue(origin);
    byName.set(key, null);
    const definitions = memberDefinitions(this.sourceCode, owner, name);
    const value =
      definitions && definitions.length > 0
        ? this.oneValue(definitions.map((definition) => this.definitionValue(definition, origin)), origin)
        : (definitions === undefined ? (this.inherited(owner, name, origin) ?? this.implemented(owner, name, origin, true)) : this.implemented(owner, name, origin, false)) ?? unknownValue(origin);
    byName.set(key, value);
    return value;
  }

  /** `this.seal` in `class CloseTool extends StatefulTool`, with `StatefulTool` imported: what that class's module says. */
  /**
   * Member `name` of a function of the file given at the top level (`StateSeal.fromConfig = function …`, or
   * `module.exports.fromConfig = …` where `module.exports = StateSeal`); undefined when nothing gives it one.
   */
  functionMember(fn: FunctionNode, name: string, origin: Node): Provenance | undefined {
    if (name.startsWith('#') || !ownerName(fn)) return undefined;
    const written = ownerWrites(this.sourceCode, (candidate) => ownerNamed(this.sourceCode, candidate) === fn, name, false);
    return written && written.length > 0 ? this.oneValue(written.map(this.evaluate), origin) : undefined;
  }

  private inherited(owner: MemberOwner, name: string, origin: Node): Provenance | undefined {
    if (!this.inheritedMember || owner.kind === 'object') return undefined;
    const superClass = inheritingSuperClass(this.sourceCode, owner, name);
    return superClass && this.inheritedMember(superClass, owner.kind, name, origin);
  }

  /**
   * `this.sign(body)` in a class whose subclasses, in the modules that load it, define `sign`: a member it declares
   * abstract (`abstract`, when the file shows no definition: `declared`), or one no class of its chain defines at all
   * (a template method in JavaScript).
   */
  private implemented(owner: MemberOwner, name: string, origin: Node, declared: boolean): Provenance | undefined {
    if (!this.implementedMember || owner.kind !== 'instance' || isFunctionNode(owner.of) || name.startsWith('#')) return undefined;
    return !declared || isAbstractMember(this.sourceCode, owner.of, name) ? this.implementedMember(owner.of, name, origin) : undefined;
  }

  private definitionValue(definition: MemberDefinition, origin: Node): Provenance {
    switch (definition.kind) {
      case 'value':
        return this.evaluate(definition.value);
      case 'getter':
        return this.returnOf(definition.fn);
      case 'unset':
        return makeProvenance('literal', origin, { valueType: 'nullish' });
    }
  }

  private oneValue(values: readonly Provenance[], origin: Node): Provenance {
    const given = givenValue(values, origin);
    return given.resets ? absent(given.value) : given.value;
  }
}

function exportsObject(reference: WellKnownReference): ExportsObject | undefined {
  if (isReferenceTo(reference, GLOBALS, 'exports')) return 'exports';
  return isReferenceTo(reference, GLOBALS, 'module', 'exports') ? 'module.exports' : undefined;
}
