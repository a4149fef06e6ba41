import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server";
import { createBook, createCustomerRow } from "../../../db/factories";
import { siteSettings } from "../../../db/schema";
import { orders, outboxEmails } from "../../../db/schema-orders";
import { campaigns, prizeDraws, prizes, vouchers } from "../../../db/schema-promotions";
import { createTestDatabase } from "../../../db/testing";
import { findCampaign, popupCampaigns } from "./campaigns.server";
import { requestFirstOrderVoucher } from "./first-order.server";
import { drawPrize, pickByWeight, sanitizePrizeMessage, visitorKey } from "./prizes.server";
import { evaluateVoucher, findVoucher } from "./vouchers.server";

const NOW = new Date("2026-11-22T10:00:00Z");
const DAY = 86_400_000;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("popup campaigns", () => {
  it("lists active popups and flag-forced ones, never an ended popup without a flag", async () => {
    const { db } = database;
    const window = (from: number, to: number) => ({
      startsAt: new Date(NOW.getTime() + from * DAY),
      endsAt: new Date(NOW.getTime() + to * DAY),
    });
    await db.insert(campaigns).values([
      { slug: "acum", type: "surprise", name: "ACUM10", popupTypeId: 2, ...window(-1, 1) },
      {
        slug: "curand",
        type: "surprise",
        name: "CURAND",
        popupTypeId: 1,
        queryFlag: "egg",
        ...window(30, 40),
      },
      { slug: "gata", type: "surprise", name: "GATA", popupTypeId: 3, ...window(-10, -5) },
      { slug: "preturi", type: "prices", name: "Prețuri", ...window(-1, 1) },
    ]);
    const list = await popupCampaigns(db, NOW);
    expect(list.map((c) => [c.slug, c.active, c.campaignTypeId])).toEqual([
      ["acum", true, 2],
      ["curand", false, 1],
    ]);
    expect(list.every((c) => c.puzzleLevels?.length === 0)).toBe(true);
  });

  it("sends the puzzle's levels without their codes, and none when its settings are malformed", async () => {
    const { db } = database;
    const levels = [
      { level: 1, minutes: 1, grid: 2, percent: 10, code: "BKZPUZwuq10" },
      { level: 2, minutes: 3, grid: 3, percent: 15, code: "BKZPUZwsf15" },
    ];
    await db.insert(campaigns).values([
      {
        slug: "puzzle-test",
        type: "puzzle",
        name: "Puzzle",
        queryFlag: "puzzle",
        startsAt: new Date(NOW.getTime() + 90 * DAY),
        endsAt: new Date(NOW.getTime() + 92 * DAY),
        texts: { steps: [{ h1: "Rezolvă puzzle-ul", p: "Alege un nivel." }] },
        settings: { levels: levels.map((level) => ({ ...level, internal: "x" })) },
      },
      {
        slug: "puzzle-stricat",
        type: "puzzle",
        name: "Puzzle stricat",
        queryFlag: "puzzle2",
        settings: { levels: [{ ...levels[0], grid: "doi" }] },
      },
    ]);
    const list = await popupCampaigns(db, NOW);
    const puzzle = list.find((c) => c.slug === "puzzle-test");
    expect(puzzle).toMatchObject({
      kind: "puzzle",
      active: false,
      steps: [{ h1: "Rezolvă puzzle-ul", p: "Alege un nivel." }],
    });
    // The codes stay on the server until a level is finished (puzzle-ticket.server.ts).
    expect(puzzle?.puzzleLevels).toEqual(levels.map(({ code: _, ...level }) => level));
    expect(JSON.stringify(list)).not.toContain("BKZPUZ");
    expect(list.find((c) => c.slug === "puzzle-stricat")?.puzzleLevels).toEqual([]);
  });
});

describe("prize draws", () => {
  async function wheel(slug: string) {
    const { db } = database;
    const gift = await createBook(db, { price: 3000, stock: 5 });
    const [campaign] = await db
      .insert(campaigns)
      .values({
        slug,
        type: "wheel",
        name: "Roata",
        startsAt: new Date(NOW.getTime() - DAY),
        endsAt: new Date(NOW.getTime() + DAY),
      })
      .returning({ id: campaigns.id });
    if (!campaign) throw new Error("no campaign");
    await db.insert(prizes).values([
      {
        campaignId: campaign.id,
        slot: 1,
        name: "<b>Carte</b><script>alert(1)</script>",
        weight: 100,
        voucherKind: "gift-book",
        voucherBookId: gift.id,
      },
      { campaignId: campaign.id, slot: 2, name: "Mai încearcă", weight: 200, retry: true },
      {
        campaignId: campaign.id,
        slot: 3,
        name: "20%",
        weight: 100,
        voucherKind: "percent",
        voucherValue: 20,
      },
      { campaignId: campaign.id, slot: 4, name: "Nimic", weight: 0 },
    ]);
    const row = await findCampaign(db, slug);
    if (!row) throw new Error("no campaign row");
    return row;
  }

  it("follows the weights over many draws and never draws a zero weight", () => {
    const rows = [
      { weight: 100, slot: 1 },
      { weight: 200, slot: 2 },
      { weight: 0, slot: 3 },
      { weight: 100, slot: 4 },
    ];
    // The production draw: crypto's uniform whole numbers.
    const random = (total: number) => randomInt(total);
    const counts = new Map<number, number>();
    const draws = 40_000;
    for (let i = 0; i < draws; i++) {
      const slot = pickByWeight(rows, random)?.slot ?? 0;
      counts.set(slot, (counts.get(slot) ?? 0) + 1);
    }
    expect(counts.get(3)).toBeUndefined();
    // Expected shares 1/4, 1/2, 1/4: within 2 percentage points (about 9 standard deviations: never by chance).
    expect(Math.abs((counts.get(1) ?? 0) / draws - 0.25)).toBeLessThan(0.02);
    expect(Math.abs((counts.get(2) ?? 0) / draws - 0.5)).toBeLessThan(0.02);
    expect(Math.abs((counts.get(4) ?? 0) / draws - 0.25)).toBeLessThan(0.02);
  });

  it("stores nothing for try again, one prize per visitor, and the code is honoured by the quote", async () => {
    const { db } = database;
    const campaign = await wheel("roata-test");
    const key = visitorKey("visitor-one-abcdefghijklmnop");
    // Ticket 150 of 400 lands on "try again" (100 … 299).
    const again = await drawPrize(db, campaign, key, NOW, () => 150);
    expect(again).toMatchObject({ ok: true, result: { retry: true, code: null } });
    expect(await db.select().from(prizeDraws).where(eq(prizeDraws.visitorKey, key))).toHaveLength(
      0,
    );

    const won = await drawPrize(db, campaign, key, NOW, () => 350);
    if (!won.ok) throw new Error("no draw");
    expect(won.result).toMatchObject({ prize: { id: 3 }, repeated: false });
    expect(won.result.code).toMatch(/^PREMIU-[0-9A-F]{12}$/);

    // Drawing again (a replayed request) answers the same prize, never a new one.
    const replay = await drawPrize(db, campaign, key, NOW, () => 0);
    expect(replay).toMatchObject({
      ok: true,
      result: { prize: { id: 3 }, code: won.result.code, repeated: true },
    });
    expect(
      await db.select().from(vouchers).where(eq(vouchers.campaignId, campaign.id)),
    ).toHaveLength(1);

    // The code is a real voucher the quote applies; a made-up code in the same shape is not.
    const book = await createBook(db, { price: 5000, stock: 5 });
    const lines = [{ id: book.id, unitPrice: 5000, quantity: 1 }];
    const rule = await findVoucher(db, won.result.code ?? "");
    if (!rule) throw new Error("the prize's code is not a voucher");
    const outcome = await evaluateVoucher(db, rule, {
      now: NOW,
      lines,
      subtotal: 5000,
      shopper: null,
    });
    expect(outcome).toMatchObject({ ok: true, effect: { discount: 1000 } });
    expect(await findVoucher(db, "PREMIU-000000000000")).toBeNull();
  });

  it("refuses draws outside the campaign's window and sanitises prize messages", async () => {
    const { db } = database;
    const campaign = await wheel("roata-inchisa");
    const later = new Date(NOW.getTime() + 2 * DAY);
    expect(
      await drawPrize(db, campaign, visitorKey("visitor-two-abcdefghijklmnop"), later),
    ).toEqual({ ok: false, reason: "inactive" });
    expect(
      sanitizePrizeMessage("<b>Carte</b><script>alert(1)</script><img src=x onerror=alert(1)>"),
    ).toBe("<b>Carte</b>");
  });
});

describe("the first-order voucher", () => {
  it("e-mails a single-use code to a new address, nothing to one that has ordered, and refuses a phone", async () => {
    const { db } = database;
    await db
      .insert(siteSettings)
      .values({ key: "shop.firstOrderDiscount", value: { show: true, percent: 10 } })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { show: true, percent: 10 } },
      });
    const compose = (to: string, code: { code: string }) => ({
      to,
      subject: `Cod ${code.code}`,
      html: code.code,
      text: code.code,
    });
    const answer = await requestFirstOrderVoucher(db, "Nou.Cititor@example.ro", NOW, compose);
    expect(answer.ok).toBe(true);
    const [issued] = await db
      .select()
      .from(vouchers)
      .where(eq(vouchers.issuedTo, "nou.cititor@example.ro"));
    expect(issued).toMatchObject({ kind: "percent", value: 10, maxUses: 1, firstOrderOnly: true });
    const mails = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, "nou.cititor@example.ro"));
    expect(mails[0]?.subject).toBe(`Cod ${issued?.code}`);

    // An address that has ordered hears the same answer and gets nothing.
    await db.insert(orders).values({
      email: "Fost.Client@example.ro",
      phone: "+40721234567",
      firstName: "Ion",
      lastName: "Pop",
      delivery: {},
      invoice: {},
      subtotal: 2999,
      total: 2999,
    });
    const known = await requestFirstOrderVoucher(db, "fost.client@example.ro", NOW, compose);
    expect(known).toEqual(answer);
    expect(
      await db.select().from(vouchers).where(eq(vouchers.issuedTo, "fost.client@example.ro")),
    ).toEqual([]);

    // Nor does the same inbox spelled with a "+tag".
    expect(await requestFirstOrderVoucher(db, "Fost.Client+2@Example.ro", NOW, compose)).toEqual(
      answer,
    );
    expect(
      await db.select().from(vouchers).where(eq(vouchers.issuedTo, "fost.client+2@example.ro")),
    ).toEqual([]);
    expect(
      await db.select().from(vouchers).where(eq(vouchers.issuedTo, "fost.client@example.ro")),
    ).toEqual([]);

    expect((await requestFirstOrderVoucher(db, "0721 234 567", NOW, compose)).ok).toBe(false);
    expect((await requestFirstOrderVoucher(db, "nu-e-email", NOW, compose)).ok).toBe(false);
  });

  it("applies only for the mailbox it was sent to", async () => {
    const { db } = database;
    const compose = (to: string) => ({ to, subject: "Cod", html: "-", text: "-" });
    await requestFirstOrderVoucher(db, "cititoare+oferta@example.ro", NOW, compose);
    const [issued] = await db
      .select()
      .from(vouchers)
      .where(eq(vouchers.issuedTo, "cititoare@example.ro"));
    const rule = await findVoucher(db, issued?.code ?? "");
    if (!rule) throw new Error("no first-order code issued");
    const book = await createBook(db, { price: 5000, stock: 5 });
    const evaluate = (email: string | null) =>
      evaluateVoucher(db, rule, {
        now: NOW,
        lines: [{ id: book.id, unitPrice: 5000, quantity: 1 }],
        subtotal: 5000,
        shopper: email === null ? null : { customerId: null, email },
      });
    expect((await evaluate("Cititoare@example.ro")).ok).toBe(true);
    expect((await evaluate("cititoare+alta@example.ro")).ok).toBe(true);
    // The cart's quote does not know who buys yet: it shows the code; checkout decides.
    expect((await evaluate(null)).ok).toBe(true);
    expect(await evaluate("altcineva@example.ro")).toMatchObject({
      ok: false,
      refusal: "not-yours",
      message:
        "Voucherul a fost trimis pe altă adresă de e-mail: îl poți folosi cu adresa căreia i-a fost trimis.",
    });
  });
});

describe("an account's own voucher", () => {
  it("applies to that account's orders only, not to a guest or another account", async () => {
    const { db } = database;
    const owner = await createCustomerRow(db);
    const other = await createCustomerRow(db);
    await db.insert(vouchers).values({
      code: "MULTUMIM-TEST15",
      kind: "percent",
      value: 15,
      maxUses: 1,
      customerId: owner.id,
    });
    const rule = await findVoucher(db, "multumim-test15");
    if (!rule) throw new Error("voucher not stored");
    const book = await createBook(db, { price: 6000, stock: 5 });
    const evaluate = (customerId: number | null) =>
      evaluateVoucher(db, rule, {
        now: NOW,
        lines: [{ id: book.id, unitPrice: 6000, quantity: 1 }],
        subtotal: 6000,
        shopper: { customerId, email: owner.email },
      });
    expect(await evaluate(owner.id)).toMatchObject({ ok: true, effect: { discount: 900 } });
    // A guest who typed the owner's address, and another account, are refused.
    // Told to log in to that account, not to use the address it was sent to.
    const refused = {
      ok: false,
      refusal: "not-yours",
      message: "Voucherul este al unui cont de client: îl poți folosi după ce intri în acel cont.",
    };
    expect(await evaluate(null)).toMatchObject(refused);
    expect(await evaluate(other.id)).toMatchObject(refused);
  });
});
