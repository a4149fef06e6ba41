// Cover URLs: the file names the route accepts, the versions loaders add, the srcset pages list.
import { describe, expect, it } from "vitest";
import { coverSources, parseCoverFile } from "./cover-files";
import { coverVersion, versionedCover } from "./cover-version.server";

const stored = {
  smallUrl: "/coperti/12-mica.jpg",
  smallUrlWebp: "/coperti/12-mica.webp",
  largeUrl: "/coperti/12-mare.jpg",
  largeUrlWebp: "/coperti/12-mare.webp",
  width: 600,
  height: 900,
};

describe("cover files", () => {
  it("name a book, a variant, an optional version and a format", () => {
    expect(parseCoverFile("12-medie-abc123d2.avif")).toEqual({
      bookId: 12,
      size: "medie",
      version: "abc123d2",
      format: "avif",
    });
    expect(parseCoverFile("12-mica.jpg")).toEqual({
      bookId: 12,
      size: "mica",
      version: null,
      format: "jpg",
    });
    for (const wrong of [
      "12-uriasa.jpg",
      "12-mica.png",
      "abc.png",
      "12-mica-ABC.jpg",
      "-1-mare.webp",
    ])
      expect(parseCoverFile(wrong)).toBeNull();
  });

  it("carry a version that moves with the book's last change", () => {
    const first = versionedCover(stored, 1_700_000_000);
    const later = versionedCover(stored, 1_700_000_060);
    const version = coverVersion(1_700_000_000);
    expect(first.smallUrl).toBe(`/coperti/12-mica-${version}.jpg`);
    expect(first.largeUrlWebp).toBe(`/coperti/12-mare-${version}.webp`);
    expect(later.smallUrl).not.toBe(first.smallUrl);
    expect(parseCoverFile(first.smallUrl.slice("/coperti/".length))?.version).toBe(version);
  });

  it("leave other images' URLs as they are", () => {
    const uploaded = { ...stored, smallUrl: "/incarcari/a.jpg", smallUrlWebp: "/incarcari/a.webp" };
    expect(versionedCover(uploaded, 1_700_000_000).smallUrl).toBe("/incarcari/a.jpg");
    expect(coverSources(uploaded)).toEqual({
      avif: null,
      webp: "/incarcari/a.webp 200w, /coperti/12-mare.webp 600w",
    });
  });

  it("list three widths in AVIF and WebP for a generated cover", () => {
    const cover = versionedCover(stored, 1_700_000_000);
    const v = coverVersion(1_700_000_000);
    const sources = coverSources(cover);
    expect(sources.avif).toBe(
      `/coperti/12-mica-${v}.avif 200w, /coperti/12-medie-${v}.avif 400w, /coperti/12-mare-${v}.avif 600w`,
    );
    expect(sources.webp).toContain(`/coperti/12-medie-${v}.webp 400w`);
    expect(sources.webp).toContain(`/coperti/12-mare-${v}.webp 600w`);
  });
});
