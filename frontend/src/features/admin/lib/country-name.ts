const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO 3166-1 alpha-2 code, or null when Intl knows none. */
function englishName(code: string): string | null {
  try {
    const name = regionNames.of(code);
    return name && name !== code && name !== 'Unknown Region' ? name : null;
  } catch {
    // Not shaped like a region code at all (Intl throws a RangeError): the code alone says what there is.
    return null;
  }
}

/** A billing country as the admin panel shows it: its code, then its English name, "DE (Germany)". */
export function countryLabel(code: string): string {
  const name = englishName(code);
  return name ? `${code} (${name})` : code;
}
