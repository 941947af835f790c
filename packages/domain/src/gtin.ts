// A product's EAN as the ERP sends it and a barcode carries it: a GTIN-13, thirteen digits whose
// last is the GS1 check digit (weights 1 and 3 from the left over the first twelve).

/** The check digit of twelve digits. */
export function gtinCheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Thirteen digits with a right check digit. */
export function isGtin13(value: string): boolean {
  return /^\d{13}$/.test(value) && gtinCheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** Twelve digits completed with their check digit. */
export function gtin13Of(twelve: string): string {
  if (!/^\d{12}$/.test(twelve)) throw new Error(`Not twelve digits: ${twelve}`);
  return `${twelve}${gtinCheckDigit(twelve)}`;
}
