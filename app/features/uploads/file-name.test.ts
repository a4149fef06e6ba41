import { describe, expect, it } from "vitest";
import { safeFileName } from "./file-name";

describe("safeFileName", () => {
  it("keeps no folder of a path trick", () => {
    expect(safeFileName("../../etc/passwd.pdf", "pdf")).toBe("passwd.pdf");
    expect(safeFileName("..\\..\\Windows\\win.ini.pdf", "pdf")).toBe("win.ini.pdf");
    expect(safeFileName("C:\\Users\\Ana\\CV Ana Ștefănescu.pdf", "pdf")).toBe(
      "CV Ana Stefanescu.pdf",
    );
  });

  it("drops control characters, quotes and direction overrides", () => {
    expect(safeFileName("cv\"\u0000\r\n'`x.pdf", "pdf")).toBe("cvx.pdf");
    // U+202E would make "cv\u202Efdp.exe" read as "cvexe.pdf".
    expect(safeFileName("cv\u202Efdp.exe", "pdf")).toBe("cvfdp.exe.pdf");
    expect(safeFileName("cv<img src=x onerror=alert(1)>.pdf", "pdf")).toBe(
      "cv_img src_x onerror_alert(1)_.pdf",
    );
  });

  it("names the file after what it really is", () => {
    expect(safeFileName("cv.pdf", "docx")).toBe("cv.docx");
    expect(safeFileName("manuscris", "pdf")).toBe("manuscris.pdf");
    expect(safeFileName("roman.DOCX", "docx")).toBe("roman.docx");
  });

  it("has a name, never a hidden one, and a bounded length", () => {
    expect(safeFileName("", "pdf")).toBe("document.pdf");
    expect(safeFileName("..", "pdf")).toBe("document.pdf");
    expect(safeFileName(".bashrc.pdf", "pdf")).toBe("bashrc.pdf");
    const long = safeFileName(`${"a".repeat(500)}.pdf`, "pdf");
    expect(long).toHaveLength(100);
    expect(long.endsWith("a.pdf")).toBe(true);
  });
});
