// What a voucher does to a cart: the rule of a code (window, uses, minimum order, the lines it
// covers) applied to the server's own prices. Pure, so the cart quote and the order placing
// share it and a test can walk every refusal.
import { formatLei } from "~/lib/money";

export type VoucherKind =
  | "percent"
  | "amount"
  | "free-shipping"
  | "shipping-price"
  | "gift-book"
  | "book-price";

export interface VoucherRule {
  id: number;
  code: string;
  kind: VoucherKind;
  value: number;
  bookId: number | null;
  minOrder: number;
  categoryIds: number[] | null;
  bookIds: number[] | null;
  combinable: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  usedCount: number;
  firstOrderOnly: boolean;
  /** A bought gift voucher: orders take up to what is left of `value` (absent: false). */
  keepsBalance?: boolean;
  /** Bani taken off by the code's orders so far (absent: 0). */
  spent?: number;
}

/** What is left to take off with the code: its value, less what orders took for a balance. */
export function voucherBalance(rule: Pick<VoucherRule, "value" | "keepsBalance" | "spent">) {
  return rule.keepsBalance ? Math.max(rule.value - (rule.spent ?? 0), 0) : rule.value;
}

export interface VoucherLine {
  id: number;
  unitPrice: number;
  quantity: number;
  /** In the voucher's categories (true when the voucher names none). */
  inCategories: boolean;
  /** Already at a campaign price. */
  onPromotion: boolean;
}

export type VoucherRefusal =
  | "unknown"
  | "not-started"
  | "expired"
  | "used"
  | "first-order"
  | "minimum"
  | "not-applicable"
  | "not-combinable"
  | "gift-unavailable"
  | "not-yours";

export interface VoucherContext {
  now: Date;
  lines: VoucherLine[];
  /** Sum of the available lines at their prices. */
  subtotal: number;
  /** Uses by this shopper (e-mail or account); null when the shopper is not known yet. */
  usesByShopper: number | null;
  /** Whether the shopper has an earlier order; null when not known yet. */
  hasOrdered: boolean | null;
  /** For gift vouchers: whether the gift book can be sent. */
  giftAvailable: boolean;
}

export interface VoucherEffect {
  /** Bani off the lines. */
  discount: number;
  /**
   * The lines (book ids) the discount was taken from: an order spreads it over these only, so a
   * return refunds each copy at what it cost (order_lines.discount).
   */
  coveredLineIds: number[];
  /** Shipping becomes free (0) or this price; null leaves shipping as it is. */
  shippingCost: number | null;
  giftBookId: number | null;
}

export type VoucherOutcome =
  | { ok: true; effect: VoucherEffect; message: string }
  | { ok: false; refusal: VoucherRefusal; message: string };

export const VOUCHER_MESSAGES = {
  unknown: "Voucherul nu există. Verifică dacă l-ai scris corect.",
  "not-started": "Voucherul nu este încă activ.",
  expired: "Voucherul a expirat.",
  used: "Voucherul a fost deja folosit.",
  "first-order": "Voucherul este valabil doar la prima comandă.",
  "not-applicable": "Voucherul nu se aplică produselor din coș.",
  "not-combinable":
    "Voucherul nu se cumulează cu prețurile de campanie, iar produsele din coș sunt deja reduse.",
  "gift-unavailable": "Cartea cadou a voucherului nu mai este disponibilă.",
  "shipping-abroad":
    "Voucherul reduce doar transportul în România: nu se aplică livrării în străinătate.",
  // Two ways a code belongs to someone else, said apart: an account's own code, and a first-order
  // code bound to the mailbox it was sent to.
  "not-yours": "Voucherul este al unui cont de client: îl poți folosi după ce intri în acel cont.",
  "not-your-mailbox":
    "Voucherul a fost trimis pe altă adresă de e-mail: îl poți folosi cu adresa căreia i-a fost trimis.",
  minimum: (minOrder: number) =>
    `Voucherul se aplică pentru comenzi de minimum ${formatLei(minOrder)}.`,
} as const;

export function refusalMessage(refusal: VoucherRefusal, rule?: Pick<VoucherRule, "minOrder">) {
  return refusal === "minimum"
    ? VOUCHER_MESSAGES.minimum(rule?.minOrder ?? 0)
    : VOUCHER_MESSAGES[refusal];
}

function refuse(refusal: VoucherRefusal, rule?: VoucherRule): VoucherOutcome {
  return { ok: false, refusal, message: refusalMessage(refusal, rule) };
}

/** Lines the voucher's discount covers. */
function eligibleLines(rule: VoucherRule, lines: VoucherLine[]): VoucherLine[] {
  return lines.filter(
    (line) =>
      line.quantity > 0 &&
      line.inCategories &&
      (rule.bookIds === null || rule.bookIds.includes(line.id)) &&
      (rule.combinable || !line.onPromotion),
  );
}

/** No line takes the discount: because they are all at a campaign price, or not covered. */
function whyNothingEligible(rule: VoucherRule, lines: VoucherLine[]): VoucherRefusal {
  const covered = eligibleLines({ ...rule, combinable: true }, lines);
  return covered.length > 0 && !rule.combinable ? "not-combinable" : "not-applicable";
}

export function applyVoucherRule(rule: VoucherRule, context: VoucherContext): VoucherOutcome {
  const { now } = context;
  if (rule.startsAt && now < rule.startsAt) return refuse("not-started", rule);
  if (rule.endsAt && now >= rule.endsAt) return refuse("expired", rule);
  if (rule.maxUses !== null && rule.usedCount >= rule.maxUses) return refuse("used", rule);
  if (rule.keepsBalance && voucherBalance(rule) === 0) return refuse("used", rule);
  if (
    rule.maxUsesPerCustomer !== null &&
    context.usesByShopper !== null &&
    context.usesByShopper >= rule.maxUsesPerCustomer
  ) {
    return refuse("used", rule);
  }
  if (rule.firstOrderOnly && context.hasOrdered === true) return refuse("first-order", rule);
  if (context.subtotal < rule.minOrder) return refuse("minimum", rule);

  const eligible = eligibleLines(rule, context.lines);
  const eligibleTotal = eligible.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const effect: VoucherEffect = {
    discount: 0,
    coveredLineIds: [],
    shippingCost: null,
    giftBookId: null,
  };
  switch (rule.kind) {
    case "percent":
      if (eligibleTotal === 0) return refuse(whyNothingEligible(rule, context.lines), rule);
      effect.discount = Math.floor((eligibleTotal * rule.value) / 100);
      effect.coveredLineIds = eligible.map((line) => line.id);
      return { ok: true, effect, message: `Voucherul ${rule.code}: ${rule.value}% reducere.` };
    case "amount": {
      if (eligibleTotal === 0) return refuse(whyNothingEligible(rule, context.lines), rule);
      const balance = voucherBalance(rule);
      effect.discount = Math.min(balance, eligibleTotal);
      effect.coveredLineIds = eligible.map((line) => line.id);
      const left = balance - effect.discount;
      return {
        ok: true,
        effect,
        message:
          rule.keepsBalance && left > 0
            ? `Voucherul ${rule.code}: ${formatLei(effect.discount)} reducere; pe voucher rămân ${formatLei(left)} pentru comenzile următoare.`
            : `Voucherul ${rule.code}: ${formatLei(effect.discount)} reducere.`,
      };
    }
    case "free-shipping":
      if (context.lines.every((line) => line.quantity === 0)) {
        return refuse("not-applicable", rule);
      }
      effect.shippingCost = 0;
      return { ok: true, effect, message: `Voucherul ${rule.code}: transport gratuit.` };
    case "shipping-price":
      if (context.lines.every((line) => line.quantity === 0)) {
        return refuse("not-applicable", rule);
      }
      effect.shippingCost = rule.value;
      return {
        ok: true,
        effect,
        message: `Voucherul ${rule.code}: transport la ${formatLei(rule.value)}.`,
      };
    case "gift-book":
      if (rule.bookId === null || !context.giftAvailable) return refuse("gift-unavailable", rule);
      if (context.lines.every((line) => line.quantity === 0)) {
        return refuse("not-applicable", rule);
      }
      effect.giftBookId = rule.bookId;
      return {
        ok: true,
        effect,
        message: "Felicitări! Cartea cadou a fost adăugată în coș!",
      };
    case "book-price": {
      // One copy of the chosen book at the voucher's price (the WOW bestseller choice).
      const line = context.lines.find((l) => l.id === rule.bookId && l.quantity > 0);
      if (!line || line.unitPrice <= rule.value) return refuse("not-applicable", rule);
      effect.discount = line.unitPrice - rule.value;
      effect.coveredLineIds = [line.id];
      return {
        ok: true,
        effect,
        message: `Voucherul ${rule.code}: o carte la ${formatLei(rule.value)}.`,
      };
    }
  }
}
