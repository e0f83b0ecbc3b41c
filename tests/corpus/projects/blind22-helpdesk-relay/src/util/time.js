'use strict';

const CLOCK_SKEW_SECONDS = 30;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** True when a state envelope is past its `exp`, allowing a little clock skew between replicas. */
function isExpired(envelope, skewSeconds = CLOCK_SKEW_SECONDS) {
  if (!envelope || typeof envelope.exp !== 'number') return true;
  return envelope.exp + skewSeconds < nowSeconds();
}

module.exports = { isExpired, nowSeconds };
