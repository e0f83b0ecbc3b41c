/** Unix time in whole seconds, the unit the helpdesk API uses everywhere. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const minutes = (n: number): number => n * 60 * 1000;
