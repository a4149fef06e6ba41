// The puzzle campaign (?puzzle=1) as a shopper plays it: pick a level, put the cover together by
// dragging the pieces with the mouse, and the level's code is charged in the cart; or let the
// clock run out (a fake clock) and go back to the levels with nothing won.
import type Konva from "konva";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, seriousAxeViolations, setupBrowser } from "./browser";

const browser = setupBrowser();

const INTRO = "Rezolvă puzzle-ul și câștigă o reducere";
const LEVELS = [
  "Nivelul 1 — 2×2 piese, 1 minut, 10% reducere",
  "Nivelul 2 — 3×3 piese, 3 minute, 15% reducere",
  "Nivelul 3 — 4×4 piese, 5 minute, 20% reducere",
];

/**
 * The first best seller that can be bought at its regular price, put in the cart from its page.
 * The puzzle's codes do not combine with a campaign price (a label and the 30-day lowest price).
 */
async function addRegularBestsellerToCart(page: Page) {
  const top = (await (await fetch(`${baseURL()}/api/product/top20`)).json()) as {
    title: string;
    url: string;
  }[];
  for (const book of top) {
    await page.goto(book.url);
    const offer = page.getByRole("region", { name: "Preț și disponibilitate" });
    const buy = offer.getByRole("button", { name: `Adaugă în coș: ${book.title}`, exact: true });
    if ((await buy.count()) === 0) continue;
    if ((await offer.getByText(/Cel mai mic preț din ultimele 30 de zile/).count()) > 0) continue;
    await buy.click();
    await page.getByRole("dialog", { name: /Produsul a fost adăugat în coș/ }).waitFor();
    return book;
  }
  throw new Error("no book to buy at its regular price among the best sellers");
}

/** The amount after `label` in the cart's summary, in bani ("−6,99 lei" → 699). */
function bani(summary: string, label: string): number {
  const amount = new RegExp(`${label}\\s+−?([\\d.]+),(\\d{2}) lei`).exec(summary);
  if (!amount) throw new Error(`no ${label} in the cart's summary`);
  return Number((amount[1] ?? "").replaceAll(".", "")) * 100 + Number(amount[2]);
}

const voucherCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "voucher")?.value ?? null;

/** The levels' buttons, in order. */
const levelButtons = (page: Page) =>
  page.getByRole("dialog", { name: INTRO }).getByRole("button", { name: /^Nivelul \d/ });

/**
 * Each piece's centre on the board (its Konva group's origin), where it belongs relative to the
 * others (the picture's offset inside it, in board pixels), and a point where the mouse picks it
 * up. headbreaker draws with Konva, which lists its stages on `window.Konva`.
 */
async function pieces(page: Page) {
  return page.evaluate(async () => {
    // Konva hit-tests against what it last drew: let it draw the last move first.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const stage = (window as unknown as { Konva: typeof Konva }).Konva.stages.at(-1);
    if (!stage) return [];
    const steps = [0, 20, -20, 40, -40, 60, -60];
    return stage
      .find("Group")
      .toArray()
      .map((group) => {
        const shape = (group as Konva.Group).getChildren()[0] as Konva.Shape;
        const scale = shape.fillPatternScale().x;
        const offset = shape.fillPatternOffset();
        const at = { x: group.x(), y: group.y() };
        // Pieces placed before may cover this one's centre (a tab reaches far): the point nearest
        // the centre where this piece is on top, 10 px around it too.
        const ours = (x: number, y: number) =>
          stage.getIntersection({ x, y })?.getParent() === group;
        const grab = steps
          .flatMap((dx) => steps.map((dy) => ({ x: at.x + dx, y: at.y + dy })))
          .sort((a, b) => Math.hypot(a.x - at.x, a.y - at.y) - Math.hypot(b.x - at.x, b.y - at.y))
          .find(({ x, y }) => [0, 10, -10].every((d) => ours(x + d, y) && ours(x, y + d)));
        return { ...at, grab, tx: offset.x * scale, ty: offset.y * scale };
      });
  });
}

/** Drags every piece, with the mouse, to its place in a picture centred on the board. */
async function solveByDragging(
  page: Page,
  board: { x: number; y: number; width: number; height: number },
) {
  const start = await pieces(page);
  const minX = Math.min(...start.map((p) => p.tx));
  const minY = Math.min(...start.map((p) => p.ty));
  const left = board.width / 2 - (Math.max(...start.map((p) => p.tx)) - minX) / 2;
  const top = board.height / 2 - (Math.max(...start.map((p) => p.ty)) - minY) / 2;
  const centre = { x: board.width / 2, y: board.height / 2 };
  const placed = new Set<string>();
  const key = (p: { tx: number; ty: number }) => `${p.tx},${p.ty}`;
  while (placed.size < start.length) {
    // Read again: the pieces placed so far may lie over one still to place (the pieces start
    // scattered at random, some near the middle, where the picture is put together). As a
    // shopper would, take one that can be picked up, the nearest the middle first.
    const remaining = (await pieces(page)).filter((p) => !placed.has(key(p)));
    const piece = remaining
      .filter((p) => p.grab)
      .sort(
        (a, b) =>
          Math.hypot(a.x - centre.x, a.y - centre.y) - Math.hypot(b.x - centre.x, b.y - centre.y),
      )[0];
    if (!piece?.grab)
      throw new Error(`no puzzle piece to pick up among ${JSON.stringify(remaining)}`);
    placed.add(key(piece));
    const from = { x: board.x + piece.grab.x, y: board.y + piece.grab.y };
    // The centre goes to its place; the grabbed point moves by as much.
    const to = {
      x: from.x + left + piece.tx - minX - piece.x,
      y: from.y + top + piece.ty - minY - piece.y,
    };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 8 });
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
  }
}

/** Popups open on the first scroll (spec section 4); the puzzle shows its three levels. */
async function openPuzzle(page: Page) {
  await page.goto("/?puzzle=1");
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 400);
  await page.getByRole("dialog", { name: INTRO }).waitFor();
  expect(await levelButtons(page).allTextContents()).toEqual(LEVELS);
}

describe("the puzzle campaign", () => {
  it("level 1 solved by dragging the pieces wins 10% and the cart charges the code", async () => {
    const { page } = browser;
    await openPuzzle(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await levelButtons(page).first().click();
    const dialog = page.getByRole("dialog", { name: "Nivelul 1" });
    const board = dialog.getByRole("img", { name: /^Puzzle de 2×2 piese/ });
    await board.waitFor();
    await expect.poll(async () => (await pieces(page)).length).toBe(4);
    // Konva's canvas, inside the board's border: its corner is the stage's (0, 0).
    const box = await board.locator("canvas").first().boundingBox();
    if (!box) throw new Error("the puzzle board has no canvas");
    await solveByDragging(page, box);

    // 1 s on the finished picture, then the prize; 0.5 s later the code in the cookie.
    await page
      .getByRole("dialog", { name: "Puzzle rezolvat" })
      .getByText(
        "Felicitări! Ai câștigat 10% reducere la cărțile fără preț de campanie. Reducerea se aplică automat în coș.",
      )
      .waitFor();
    await expect.poll(() => voucherCookie(page)).toBe(encodeURIComponent('"BKZPUZwuq10"'));

    await addRegularBestsellerToCart(page);
    await page.goto("/cos/produse");
    await page.getByText("Felicitări! Voucherul a fost activat!").waitFor();
    const summary = page.getByRole("complementary", { name: "Sumar comandă" });
    await summary.getByText("Reducere voucher").waitFor();
    // 10% of the books, in bani rounded down, off the total.
    const text = await summary.innerText();
    expect(text).toContain("10% reducere");
    expect(bani(text, "Reducere voucher")).toBe(Math.floor(bani(text, "Subtotal") / 10));
  });

  it("level 1 can be solved with the keyboard alone, as tiles to swap", async () => {
    const { page } = browser;
    await page.context().clearCookies();
    await openPuzzle(page);
    await levelButtons(page).first().focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Nivelul 1" });
    await dialog.getByRole("button", { name: "Joacă cu tastatura" }).focus();
    await page.keyboard.press("Enter");
    const tiles = dialog.getByRole("button", { name: /^Piesa \d, pe locul \d$/ });
    await expect.poll(() => tiles.count()).toBe(4);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // One tab stop for the board; the arrow keys move between its tiles.
    expect(await tiles.evaluateAll((els) => els.filter((e) => e.tabIndex === 0).length)).toBe(1);
    await tiles.first().focus();
    await page.keyboard.press("ArrowRight");
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    expect(await focused()).toMatch(/pe locul 2$/);

    // Each place in turn gets its tile: Enter on the place, then on the tile that belongs there.
    for (let place = 1; place <= 4; place++) {
      const labels = await tiles.evaluateAll((els) => els.map((e) => e.ariaLabel ?? ""));
      if (labels[place - 1]?.startsWith(`Piesa ${place},`)) continue;
      const from = labels.findIndex((label) => label.startsWith(`Piesa ${place},`));
      await tiles.nth(place - 1).focus();
      await page.keyboard.press("Enter");
      await tiles.nth(from).focus();
      await page.keyboard.press("Enter");
    }
    await page.getByRole("dialog", { name: "Puzzle rezolvat" }).waitFor();
    await expect.poll(() => voucherCookie(page)).toBe(encodeURIComponent('"BKZPUZwuq10"'));
  });

  it("runs out of time after a minute on level 1 and goes back to the levels with nothing won", async () => {
    const { page } = browser;
    // The page's clock is ours: the countdown moves only when the test moves it.
    await page.clock.install();
    await openPuzzle(page);

    await levelButtons(page).first().click();
    const dialog = page.getByRole("dialog", { name: "Nivelul 1" });
    await dialog.getByRole("img", { name: /^Puzzle de 2×2 piese/ }).waitFor();
    expect(await dialog.getByRole("timer").textContent()).toBe("01:00");

    await page.clock.fastForward("01:05");
    const expired = page.getByRole("dialog", { name: "Timpul a expirat" });
    await expired
      .getByText("Ne pare rău! Nu ai reușit să termini puzzle-ul la timp. Încearcă din nou!")
      .waitFor();
    expect(await expired.getByRole("img", { name: /^Puzzle de/ }).count()).toBe(0);

    await expired.getByRole("button", { name: "Înapoi la niveluri" }).click();
    await page.getByRole("dialog", { name: INTRO }).waitFor();
    expect(await levelButtons(page).allTextContents()).toEqual(LEVELS);
    expect(await voucherCookie(page)).toBeNull();
  });
});
