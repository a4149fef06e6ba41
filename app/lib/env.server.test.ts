import { describe, expect, it } from "vitest";
import { EnvError, mailFrom, parseEnv } from "./env.server";

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

  it("believes forwarded addresses from the proxies TRUST_PROXY names, local ones by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback, linklocal, uniquelocal");
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.5, 172.16.0.0/12" }).TRUST_PROXY).toBe(
      "loopback, 10.0.0.5, 172.16.0.0/12",
    );
    for (const bad of ["true", "evil.example", "loopback; x", "*"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
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
    ["SMTP_URL", "mail.example.ro:587"],
    ["MAIL_FROM", "Coperta"],
  ])("names the wrong variable %s=%s", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: .*got "${value}"`));
  });

  it("sends through SMTP only when SMTP_URL is set, from the shop unless MAIL_FROM says otherwise", () => {
    const env = parseEnv({ SMTP_URL: "" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(mailFrom(env)).toBe('"Coperta" <comenzi@coperta.ro>');
    const configured = parseEnv({
      SMTP_URL: "smtps://shop:secret@mail.example.ro:465",
      MAIL_FROM: "Librăria Coperta <vanzari@coperta.ro>",
    });
    expect(configured.SMTP_URL).toBe("smtps://shop:secret@mail.example.ro:465");
    expect(mailFrom(configured)).toBe("Librăria Coperta <vanzari@coperta.ro>");
  });

  it("geolocates through a URL with {ip}, with a key when the URL asks for one", () => {
    const env = parseEnv({ GEOLOCATION_URL: "", GEOLOCATION_KEY: "" });
    expect(env.GEOLOCATION_URL).toBeUndefined();
    expect(env.GEOLOCATION_KEY).toBeUndefined();
    expect(parseEnv({ GEOLOCATION_URL: "https://ipapi.co/{ip}/json/" }).GEOLOCATION_URL).toBe(
      "https://ipapi.co/{ip}/json/",
    );
    expect(() => parseEnv({ GEOLOCATION_URL: "https://ipapi.co/json/" })).toThrow(
      /GEOLOCATION_URL: must contain \{ip\}/,
    );
    expect(() => parseEnv({ GEOLOCATION_URL: "ftp://geo.example/{ip}" })).toThrow(
      /GEOLOCATION_URL/,
    );
    expect(() =>
      parseEnv({ GEOLOCATION_URL: "http://api.ipstack.com/{ip}?access_key={key}" }),
    ).toThrow(/GEOLOCATION_KEY: must be set when GEOLOCATION_URL contains \{key\}/);
    expect(
      parseEnv({
        GEOLOCATION_URL: "http://api.ipstack.com/{ip}?access_key={key}",
        GEOLOCATION_KEY: "abc",
      }).GEOLOCATION_KEY,
    ).toBe("abc");
  });

  it("lists every wrong variable at once", () => {
    expect(() => parseEnv({ PORT: "x", LOG_LEVEL: "y" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});
