/** Unix time in whole seconds: the unit every expiry in this service is written in. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
