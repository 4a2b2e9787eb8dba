// An item's short link, for the messages parents get on their phones (WhatsApp, SMS, the office's
// ready message): `/s/{code}`, the code the first 48 bits of the item's id in base 36 (at most ten
// characters), so the link needs no table of its own and finds the item by its primary key. An
// SMS has 160 characters; an item's own address can take half of them.

/** The path of an item's short link. */
export const shortPath = (id: string) =>
  `/s/${BigInt(`0x${id.replace(/-/g, "").slice(0, 12)}`).toString(36)}`;

export const shortCodePattern = /^[0-9a-z]{1,10}$/;

/** The ids a code stands for: from the lowest to the highest with its first 48 bits. */
export function idRangeOf(code: string): { low: string; high: string } | undefined {
  if (!shortCodePattern.test(code)) return undefined;
  let value = 0n;
  for (const digit of code) value = value * 36n + BigInt(parseInt(digit, 36));
  if (value >= 2n ** 48n) return undefined;
  const hex = value.toString(16).padStart(12, "0");
  const head = `${hex.slice(0, 8)}-${hex.slice(8, 12)}`;
  return { low: `${head}-0000-0000-000000000000`, high: `${head}-ffff-ffff-ffffffffffff` };
}
