// The user store of the app (in memory): HOTP keys and counters.
// @ts-nocheck
const users = new Map<string, { otpKey: Buffer; counter: number }>();

export async function findUser(userId: string) {
  const user = users.get(userId);
  if (user === undefined) throw new Error('unknown user');
  return user;
}

export async function saveCounter(userId: string, counter: number) {
  const user = await findUser(userId);
  user.counter = counter;
}
