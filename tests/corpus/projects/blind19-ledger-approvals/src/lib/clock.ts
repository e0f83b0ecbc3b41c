/** Unix time in whole seconds — the unit the ledger API uses for `created_at` / `settles_at`. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const nowMs = (): number => Date.now();
