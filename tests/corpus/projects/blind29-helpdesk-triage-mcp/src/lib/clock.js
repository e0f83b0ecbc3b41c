export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const isoIn = (seconds) => new Date((nowSeconds() + seconds) * 1000).toISOString();
