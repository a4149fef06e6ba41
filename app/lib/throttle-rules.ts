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
   * Checkouts entered from one client (key: client): each holds the cart's copies for the
   * reservation's 20 minutes and writes a checkout. A shopper going back and forth between the
   * cart and checkout enters a few times an hour; 60 stops a script from writing holds at will.
   */
  checkoutEntryPerClient: { limit: 60, windowSeconds: HOUR },
  /**
   * Copies one client asks to hold (key: client; each entry counts its copies): what is held is
   * out of every other shopper's reach for 20 minutes, so without a bound one client could hold a
   * title's, or the catalogue's, whole stock again and again. 500 copies in 20 minutes leaves
   * room for the largest carts (a school's or a company's order) and bounds what one address can
   * keep from the others.
   */
  checkoutCopiesPerClient: { limit: 500, windowSeconds: 20 * MINUTE },
  /**
   * Attempts to place an order from one client (key: client): each sends an e-mail to the address typed in
   * checkout and, paid on delivery, asks a courier to drive. A household places a few a day.
   */
  orderPerClient: { limit: 30, windowSeconds: HOUR },
  /**
   * Orders placed for one mailbox (key: the address lower-cased, without a "+tag"): whoever
   * types a stranger's address, in any spelling, cannot fill that inbox with order e-mails.
   */
  orderPerEmail: { limit: 10, windowSeconds: DAY },
  /**
   * Voucher codes from one client that name no voucher (key: client): a shopper mistypes a code a
   * few times; campaign codes are words people can guess, and 30 wrong ones an hour keeps a
   * dictionary out. Codes that exist but do not apply are not counted. Once full, every code
   * from the client is refused until the hour ends.
   */
  voucherGuessPerClient: { limit: 30, windowSeconds: HOUR },
  /**
   * Login attempts from one client (key: client), right or wrong: a household or an office
   * behind one address logs in a few times a day; 20 in 15 minutes stops one machine from
   * trying a list of e-mails with a common password.
   */
  loginPerClient: { limit: 20, windowSeconds: 15 * MINUTE },
  /**
   * Login attempts on one e-mail from one client (key: the lower-cased e-mail, whether or not it
   * has an account, so the refusal says nothing about that, and the client): 10 in 15 minutes
   * is plenty for someone who mistypes. Keyed with the client, so that someone failing on
   * purpose from elsewhere cannot lock the owner out. Wrong current passwords on the
   * password-change, e-mail-change and deletion forms count here too, keyed by the account's
   * e-mail (only its session can post them).
   */
  loginPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Failed logins on one e-mail from all clients together (key: the lower-cased e-mail): bounds
   * a botnet guessing one account's password to 200 an hour. Only failures count, so the owner
   * logging in is never what fills it; once full, every attempt on the e-mail is refused until
   * the hour ends, which takes many addresses failing on purpose to cause.
   */
  loginFailuresPerAccount: { limit: 200, windowSeconds: HOUR },
  /**
   * Failed logins from a browser that logged in to the account before (key: its device id,
   * features/account/device-cookie.server.ts). Such a browser is not refused when the account's
   * bound above is full; past this one it is treated as any other client.
   */
  loginFailuresPerDevice: { limit: 10, windowSeconds: HOUR },
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
  /**
   * E-mail change links sent to one mailbox (key: mailboxOf the new address): the form sends a
   * link to whatever address a logged-in customer types, and accounts are cheap, so the per-account
   * login rule alone would let a few accounts fill a stranger's inbox. A customer retyping their
   * new address gets three.
   */
  emailChangePerRecipient: { limit: 3, windowSeconds: DAY },
  /** "Send the confirmation again" from the account page (key: customer id). */
  confirmEmailResend: { limit: 3, windowSeconds: HOUR },
  /**
   * Prize draws from one client (key: client, campaign): one prize per visitor is kept by the
   * visitor cookie; this stops a script that drops the cookie from drawing again and again. Ten an
   * hour leaves room for a family behind one address and for "try again".
   */
  prizeDrawPerClient: { limit: 10, windowSeconds: HOUR },
  /** Puzzle levels started and finished from one client (key: client and campaign). */
  puzzlePerClient: { limit: 60, windowSeconds: HOUR },
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
  /**
   * Gift voucher forms sent from one client (key: client): each valid one stores a draft row
   * (deleted after the settings' days unless ordered). Someone buying for a whole family sends a
   * few; 20 an hour leaves room for corrections and stops a script from filling the table.
   */
  giftCardDraftPerClient: { limit: 20, windowSeconds: HOUR },
  /**
   * Gift-book choices at /alege from one client (key: client): one choice per visitor and grant
   * is kept by the visitor cookie (changing the book reuses it); this stops a script that drops
   * the cookie from spending a grant's uses on codes.
   */
  giftBookChoicePerClient: { limit: 20, windowSeconds: HOUR },
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
   * Contact form messages from one client (key: client): each stores a row and e-mails the shop.
   * A customer writes once or twice, perhaps again with a detail forgotten; five an hour leaves
   * room for that and for an office behind one address, and keeps a script from burying the
   * shop's inbox. Only messages that pass validation count.
   */
  contactPerClient: { limit: 5, windowSeconds: HOUR },
  /**
   * Newsletter subscriptions from one client (key: client): each may e-mail a confirmation to
   * whatever address was typed. Ten an hour lets a family subscribe its addresses and retype one;
   * a script cycling strangers' addresses is stopped after ten.
   */
  newsletterPerClient: { limit: 10, windowSeconds: HOUR },
  /**
   * And per mailbox (key: app/lib/mailbox.ts's mailboxOf, so case and "+tag" variants of
   * one address count together; subscribed or not, so a refusal reveals nothing): a pending
   * address gets its confirmation again, at most three a day, so a slow inbox is served and
   * nobody can fill a stranger's inbox from many clients.
   */
  newsletterPerEmail: { limit: 3, windowSeconds: DAY },
  /**
   * Job applications from one client (key: client): each stores a CV of up to 5 MB, e-mails it to
   * HR and acknowledges to whatever address was typed. Someone applies for one or two positions;
   * five an hour leaves room for a household or an office behind one address, and keeps a script
   * from filling the database and HR's inbox. Only complete applications count.
   */
  careerApplicationPerClient: { limit: 5, windowSeconds: HOUR },
  /**
   * Manuscripts from one client (key: client): each stores up to 20 MB and sends two e-mails. An
   * author sends one book, perhaps a second; five an hour is generous and bounds the storage a
   * script can take to 100 MB an hour per address. Only complete submissions count.
   */
  manuscriptPerClient: { limit: 5, windowSeconds: HOUR },
  /**
   * Acknowledgements of applications and manuscripts to one mailbox (key: mailboxOf the typed
   * address): the forms e-mail whatever address was typed, so without this anyone could make the
   * shop write to a stranger again and again from many clients. Past the limit the form is still
   * taken (HR and the editors get it), only the acknowledgement is not sent.
   */
  uploadAcknowledgementPerMailbox: { limit: 3, windowSeconds: DAY },
  /**
   * Posts to the upload forms from one client (key: client), complete or not: reading a body of
   * up to 20 MB in thousands of parts holds the process for half a second or more, and the rules
   * above count only complete submissions. A shopper correcting a form posts a few times.
   */
  uploadPostPerClient: { limit: 30, windowSeconds: HOUR },
  /**
   * Book reviews from one customer (key: customer id): only books they received can be reviewed,
   * once each, so this only bounds the moderation queue; a reader catching up on a year of
   * orders writes a few a day, 30 a day is plenty.
   */
  reviewPerCustomer: { limit: 30, windowSeconds: DAY },
  /**
   * Flash-package tracking hits from one client (key: client): a shopper who opens, reads,
   * minimises and adds sends about four; 60 an hour keeps the events table from being filled
   * by a script while a curious shopper never notices (the widget ignores a refusal).
   */
  flashPackageHitPerClient: { limit: 60, windowSeconds: HOUR },
  /**
   * Cookie-banner choices recorded from one client (key: client): a visitor answers once and may
   * change their mind a few times, but a mobile carrier's or an office's address is shared by many
   * visitors; 200 an hour leaves room for them and stops a script from filling consent_records.
   * Past it a refusal still goes through, unrecorded (it needs no proof): the banner can always
   * be closed.
   */
  consentPerClient: { limit: 200, windowSeconds: HOUR },
  /**
   * Conversion events stored from one client (key: client), counted only when they are stored
   * (marketing consent and a configured endpoint): a page view per page and one per add to cart.
   * 600 an hour is a page every 6 seconds for an hour, above any shopper, and bounds the rows a
   * script can make.
   */
  trackingEventPerClient: { limit: 600, windowSeconds: HOUR },
});
