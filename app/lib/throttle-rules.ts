// Every throttle of the shop in one table: how many hits one key (a client, an account...) may
// make in a window. An endpoint that records, sends or grants something gets its rule here and
// calls app/lib/throttle.server.ts with it (see the README's "Throttle" section).

export interface ThrottleRule {
  /** Stored with the counters: renaming a rule starts its counts afresh. */
  readonly name: string;
  /** Hits allowed per key and window. */
  readonly limit: number;
  /** The window opens at a key's first hit and lasts this long; then the count starts again. */
  readonly windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function rules<const T extends Record<string, Omit<ThrottleRule, "name">>>(
  table: T,
): { readonly [K in keyof T]: ThrottleRule } {
  return Object.fromEntries(
    Object.entries(table).map(([name, rule]) => [name, Object.freeze({ name, ...rule })]),
  ) as { readonly [K in keyof T]: ThrottleRule };
}

export const THROTTLE_RULES = rules({
  /**
   * The searches log counts a query once per client and day, however often the results page is
   * loaded (key: client, normalised query). Popularity then needs many addresses, which is what
   * makes it costly to fake; shoppers sharing one address (an office, a carrier's NAT) who search
   * the same thing count once, an acceptable undercount for suggestions.
   */
  searchLogQuery: { limit: 1, windowSeconds: DAY },
  /**
   * And at most 30 distinct searches per client and hour enter it (key: client): more than a
   * shopper browsing runs, too few for a script walking the catalogue's words to fill the table
   * with rows of one count each.
   */
  searchLogClient: { limit: 30, windowSeconds: HOUR },
  /**
   * Card payment attempts of one order (key: the order's public id): each adds a `payments` row
   * and a page at the provider. A shopper whose card is declined retries a few times; 20 an hour
   * leaves room for that and stops a script from piling up attempts on one order.
   */
  cardPaymentStart: { limit: 20, windowSeconds: HOUR },
  /**
   * Login attempts from one client (key: client), right or wrong: a household or an office
   * behind one address logs in a few times a day; 20 in 15 minutes stops one machine from
   * trying a list of e-mails with a common password.
   */
  loginPerClient: { limit: 20, windowSeconds: 15 * MINUTE },
  /**
   * Login attempts on one e-mail (key: the lower-cased e-mail, whether or not it has an
   * account, so the refusal says nothing about that): 10 in 15 minutes is plenty for someone
   * who mistypes, and holds a botnet guessing one account's password to 40 an hour. Wrong
   * current passwords on the password-change form count here too.
   */
  loginPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Registrations from one client (key: client): each hashes a password and sends an e-mail,
   * to whatever address was typed. Nobody opens ten accounts an hour.
   */
  registerPerClient: { limit: 10, windowSeconds: HOUR },
  /** Password reset requests from one client (key: client): each may send an e-mail. */
  resetPerClient: { limit: 5, windowSeconds: HOUR },
  /**
   * And per e-mail (key: the lower-cased e-mail): three links an hour reach a shopper whose
   * mail is slow; more would let anyone fill a stranger's inbox from many addresses.
   */
  resetPerEmail: { limit: 3, windowSeconds: HOUR },
  /** "Send the confirmation again" from the account page (key: customer id). */
  confirmEmailResend: { limit: 3, windowSeconds: HOUR },
  /**
   * Prize draws from one client (key: client, campaign): one prize per visitor is kept by the
   * visitor cookie; this stops a script that drops the cookie from drawing again and again. Ten an
   * hour leaves room for a family behind one address and for "try again".
   */
  prizeDrawPerClient: { limit: 10, windowSeconds: HOUR },
  /**
   * First-order voucher requests from one client (key: client): each may issue a code and send
   * an e-mail to whatever address was typed.
   */
  firstOrderPerClient: { limit: 5, windowSeconds: HOUR },
  /**
   * WOW choices from one client (key: client): one choice per visitor is kept by the visitor
   * cookie; this stops a script that drops the cookie from collecting codes.
   */
  wowChoicePerClient: { limit: 10, windowSeconds: HOUR },
  /** And per address or phone (key: the normalised contact): one code reaches a shopper. */
  firstOrderPerContact: { limit: 2, windowSeconds: DAY },
  /**
   * Gala ballots posted from one client (key: client, campaign): one vote per visitor and
   * category is kept by the visitor cookie; this stops a script that drops the cookie from
   * stuffing the ballot box. Twenty an hour leaves room for a family or an office behind one
   * address, and for a ballot sent back with a field message.
   */
  galaVotePerClient: { limit: 20, windowSeconds: HOUR },
  /**
   * Flash-package tracking hits from one client (key: client): a shopper who opens, reads,
   * minimises and adds sends about four; 60 an hour keeps the events table from being filled
   * by a script while a curious shopper never notices (the widget ignores a refusal).
   */
  flashPackageHitPerClient: { limit: 60, windowSeconds: HOUR },
});
