// Every expiry in this service is in whole seconds since the epoch.
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const expiresAfter = (seconds: number): number => nowSeconds() + seconds;
