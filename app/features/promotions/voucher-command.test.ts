import { describe, expect, it } from "vitest";
import { parseVoucherCommand } from "./voucher-command";

const message = (...argv: string[]) => {
  const command = parseVoucherCommand(argv);
  return command.ok ? null : command.message;
};

describe("parseVoucherCommand", () => {
  it("reads a code to show or to end", () => {
    expect(parseVoucherCommand(["PASTE20"])).toEqual({ ok: true, action: "show", code: "PASTE20" });
    expect(parseVoucherCommand(["paste20", "--end"])).toEqual({
      ok: true,
      action: "end",
      code: "paste20",
    });
  });

  it("reads a new code's terms, its dates as whole days in Bucharest", () => {
    const command = parseVoucherCommand([
      "Reclamatie-1042",
      "--create",
      "--lei",
      "12,5",
      "--min",
      "100",
      "--from",
      "2026-12-01",
      "--until",
      "2026-12-31",
      "--uses",
      "1",
      "--per-customer",
      "1",
      "--first-order",
      "--combinable",
      "--for",
      " Ana.Pop@Example.ro ",
      "--note",
      "Colet\nîntârziat",
    ]);
    expect(command).toEqual({
      ok: true,
      action: "create",
      voucher: {
        code: "Reclamatie-1042",
        benefit: { kind: "amount", value: 1250 },
        minOrder: 10_000,
        // Winter time: Bucharest is UTC+2.
        startsAt: new Date("2026-11-30T22:00:00Z"),
        endsAt: new Date("2026-12-31T22:00:00Z"),
        maxUses: 1,
        maxUsesPerCustomer: 1,
        firstOrderOnly: true,
        combinable: true,
        issuedTo: "ana.pop@example.ro",
        description: "Colet întârziat",
      },
    });
    // Summer time: UTC+3.
    const summer = parseVoucherCommand([
      "VARA",
      "--create",
      "--free-shipping",
      "--until",
      "2026-07-31",
    ]);
    expect(summer).toMatchObject({
      voucher: {
        benefit: { kind: "free-shipping", value: 0 },
        startsAt: null,
        endsAt: new Date("2026-07-31T21:00:00Z"),
        maxUses: null,
        issuedTo: null,
        combinable: false,
      },
    });
    expect(parseVoucherCommand(["CINCI", "--create", "--percent", "5"])).toMatchObject({
      voucher: { benefit: { kind: "percent", value: 5 }, minOrder: 0 },
    });
  });

  it("refuses what it cannot read, saying why", () => {
    expect(message()).toBe("Name one code.");
    expect(message("AB")).toMatch(/^"AB" is not a code/);
    expect(message("COD ÎN")).toMatch(/is not a code/);
    expect(message("COD1", "--create", "--end")).toBe("Give one of --create and --end.");
    expect(message("COD1", "--percent", "10")).toBe("--percent goes with --create.");
    expect(message("COD1", "--create")).toMatch(/^Give one of --percent, --lei/);
    expect(message("COD1", "--create", "--percent", "5", "--lei", "5")).toMatch(/^Give one of/);
    expect(message("COD1", "--create", "--percent", "0")).toBe("--percent takes 1 to 100.");
    expect(message("COD1", "--create", "--percent", "101")).toBe("--percent takes 1 to 100.");
    expect(message("COD1", "--create", "--lei", "0")).toMatch(/^--lei takes an amount/);
    expect(message("COD1", "--create", "--lei", "5", "--until", "2026-02-30")).toMatch(
      /^--until takes a date as YYYY-MM-DD/,
    );
    expect(
      message("COD1", "--create", "--lei", "5", "--from", "2026-12-10", "--until", "2026-12-09"),
    ).toBe("--until comes before --from.");
    expect(message("COD1", "--create", "--lei", "5", "--uses", "0")).toMatch(/^--uses takes/);
    expect(message("COD1", "--create", "--lei", "5", "--for", "ana")).toMatch(
      /^--for takes an e-mail/,
    );
    expect(message("COD1", "--create", "--lei", "5", "--note", "x".repeat(501))).toMatch(
      /over 500/,
    );
    expect(message("COD1", "--delete")).toMatch(/Unknown option '--delete'/);
  });
});
