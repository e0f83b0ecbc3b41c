/** Wall clock helpers, so tests can freeze time with vi.useFakeTimers(). */
export const nowMs = (): number => Date.now();

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const minutes = (n: number): number => n * 60_000;
