import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STORE_NAME).toBe("Coperta");
  });

  it("treats an empty DATABASE_URL as unset (embedded database)", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("accepts a PostgreSQL URL and a port", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/shop", PORT: "8080" });
    expect(env.DATABASE_URL).toBe("postgres://u:p@127.0.0.1:5432/shop");
    expect(env.PORT).toBe(8080);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/shop"],
    ["PUBLIC_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
    ["STORE_EMAIL", "nobody"],
  ])("names the wrong variable %s=%s", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: .*got "${value}"`));
  });

  it("lists every wrong variable at once", () => {
    expect(() => parseEnv({ PORT: "x", LOG_LEVEL: "y" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
