/**
 * The answers to a recursive question about functions (a summary: "does this function read its parameter 0?"), kept
 * only when they are final. A question is cut short at a depth limit, or when it meets a question still being answered
 * further up (a cycle); its answer is then the `fallback`. An answer worked out while something it depends on was cut
 * short is given but not kept, unless the question only grows with what it follows and the answer is not the fallback
 * (a function found to read its parameter reads it however much more is followed). So what is kept never depends on
 * which question was asked first, and so never on the order in which the linter reaches the files.
 */
export class SummaryMemo<Key extends object, Part, Answer> {
  private readonly answers = new WeakMap<Key, Map<Part, Answer>>();
  private readonly pending = new WeakMap<Key, Map<Part, number>>();
  private height = 0;
  /** The lowest height of a question still pending that the current answer met; -Infinity: one was cut by depth. */
  private lowest = Number.POSITIVE_INFINITY;

  /**
   * `growing`: an answer other than the fallback is final however much was cut short (a yes-or-no question whose yes
   * stays yes); otherwise (a list that grows with what is followed) an answer cut short is never kept.
   */
  constructor(
    private readonly fallback: Answer,
    private readonly growing = true,
  ) {}

  /** Tells the answers being worked out that a question they depend on was cut short where it was asked. */
  cutShort(): void {
    this.lowest = Number.NEGATIVE_INFINITY;
  }

  /** The answer for `key` and `part`, worked out by `work` unless it is kept; `tooDeep`: the question is cut short here. */
  answer(key: Key, part: Part, tooDeep: boolean, work: () => Answer): Answer {
    const kept = this.answers.get(key)?.get(part);
    if (kept !== undefined) return kept;
    const started = this.pending.get(key)?.get(part);
    if (started !== undefined) {
      this.lowest = Math.min(this.lowest, started);
      return this.fallback;
    }
    if (tooDeep) {
      this.cutShort();
      return this.fallback;
    }
    const height = ++this.height;
    const outer = this.lowest;
    this.lowest = Number.POSITIVE_INFINITY;
    let pendingParts = this.pending.get(key);
    if (!pendingParts) this.pending.set(key, (pendingParts = new Map()));
    pendingParts.set(part, height);
    let result: Answer = this.fallback;
    let answered = false;
    try {
      result = work();
      answered = true;
    } finally {
      pendingParts.delete(part);
      this.height -= 1;
      // meeting itself again (a function calling itself) is final once it is answered; anything further up is not
      const cutBelow = this.lowest < height;
      if (answered && (!cutBelow || (this.growing && result !== this.fallback))) {
        let parts = this.answers.get(key);
        if (!parts) this.answers.set(key, (parts = new Map()));
        parts.set(part, result);
      }
      this.lowest = Math.min(outer, cutBelow ? this.lowest : Number.POSITIVE_INFINITY);
    }
    return result;
  }
}
