// A partner callback that loads its MAC helper lazily with await import().
export async function verifyPartner(request) {
  const { hmacBase64 } = await import('./lib/hmac.js');
  const body = await request.text();
  const given = request.headers.get('x-partner-signature');
  return given === hmacBase64(body); // expect: no-timing-unsafe-compare
}
