// Romanian counts with their noun, from the language's own plural rules rather than hand-made
// conditions: "1 carte", "19 cărți", "20 de cărți", "101 cărți", "120 de cărți".

const rules = new Intl.PluralRules("ro");
const numbers = new Intl.NumberFormat("ro-RO");

/** The noun after each of Romanian's plural categories; `other` carries its "de". */
export interface PluralForms {
  /** Exactly 1: "produs". */
  one: string;
  /** 0, 2–19 and numbers ending in 01–19: "produse". */
  few: string;
  /** 20 and up, unless the last two digits are 01–19: "de produse". */
  other: string;
}

/** `count` in Romanian digits ("1.234") followed by the form its plural category takes. */
export function plural(count: number, forms: PluralForms): string {
  const category = rules.select(count);
  const noun = category === "one" ? forms.one : category === "few" ? forms.few : forms.other;
  // Below 1,000 the digits are the number's own (ICU formatting costs more than the page's count).
  const shown =
    Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : numbers.format(count);
  return `${shown} ${noun}`;
}

/** The header's counts (favourites, cart): spec section 2's "produs" and "produse". */
export const PRODUCT_FORMS: PluralForms = { one: "produs", few: "produse", other: "de produse" };

/** Whole lei counted: "1 leu", "19 lei", "20 de lei", "1.000 de lei". */
export const LEI_FORMS: PluralForms = { one: "leu", few: "lei", other: "de lei" };
