// Preloaded (`node --import …/fast-clock.mjs`) into every fix-loop server: `Date.now()` runs CLOCK_SPEED times
// faster than real time from the moment the process starts, so `mcp-state-check --ttl 3 --wait-expiry` (an 8 s
// wait) moves the server's clock past 10 minutes. Tokens, sealers and the SDK's codec all read `Date.now()`.
const speed = Number(process.env.CLOCK_SPEED ?? '1');
if (Number.isFinite(speed) && speed > 1) {
  const realNow = Date.now.bind(Date);
  const start = realNow();
  Date.now = () => Math.floor(start + (realNow() - start) * speed);
}
