// Display formats of spec §9: amounts with 2 decimals in German number format, dates as
// DD/MM/YYYY HH:mm:ss in the viewer's time zone.
const amountFormat = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `1234.5` → `1.234,50`. Accepts a number or a decimal string such as `"12.30"`. */
export function formatAmount(value: number | string): string {
  const number = typeof value === 'string' ? Number(value) : value;
  return amountFormat.format(Number.isFinite(number) ? number : 0);
}

/**
 * A count of units (stock, lote, minimum, a line's quantity) in the same German format, without
 * decimals: `12500` → `12.500`. The web app's texts use it as `{{count, quantity}}`.
 */
const quantityFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0, useGrouping: true });

export function formatQuantity(value: number): string {
  return quantityFormat.format(Number.isFinite(value) ? value : 0);
}

/** `1234.5` → `1.234,50 €`. */
export function formatEuros(value: number | string): string {
  return `${formatAmount(value)} €`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm:ss in the local time zone of whoever runs it (the browser, for the UI). */
export function formatDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** DD/MM/YYYY. */
export function formatDate(value: Date | string | number): string {
  return formatDateTime(value).slice(0, 10);
}
