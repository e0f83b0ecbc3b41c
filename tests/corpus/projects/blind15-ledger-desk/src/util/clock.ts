export interface Clock {
  /** Current Unix time in whole seconds. */
  nowSeconds(): number;
}

export const systemClock: Clock = {
  nowSeconds: () => Math.floor(Date.now() / 1000),
};

export function fixedClock(seconds: number): Clock {
  return { nowSeconds: () => seconds };
}
