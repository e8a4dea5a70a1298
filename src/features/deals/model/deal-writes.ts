import { parseNumber } from '@/features/customers/model';

/**
 * What a deal's write stores: 金額 as its digits whatever was typed or pasted ('¥1,200' → '1200').
 * Throws on an amount that is not one, so a cell says it was not saved instead of storing text
 * the rules would refuse.
 */
export function normalizedDealFields<Fields extends Record<string, string>>(
  fields: Fields,
): Fields {
  if (!('amount' in fields)) return fields;
  const amount = parseNumber(fields.amount!);
  if (amount === null) throw new Error(`not an amount: ${fields.amount}`);
  return { ...fields, amount };
}
