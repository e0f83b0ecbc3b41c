export const SECOND = 1000;
export const minutes = (n) => n * 60 * SECOND;

export const nowSeconds = () => Math.floor(Date.now() / SECOND);

/** Small allowance for clock drift between colos. */
const SKEW_SECONDS = 30;

export function isFresh(exp) {
  return exp + SKEW_SECONDS > nowSeconds();
}

export function isoDate(d = new Date()) {
  return d.toISOString().slice(0, 10);
}
