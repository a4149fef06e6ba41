import { describe, expect, it } from "vitest";
import { detectDocumentType } from "./document-type";
import { makeDocx, makePdf, makeZip } from "./test-documents";

describe("detectDocumentType", () => {
  it("knows a PDF and a Word document by their bytes", () => {
    expect(detectDocumentType(makePdf())).toBe("pdf");
    expect(detectDocumentType(makeDocx())).toBe("docx");
  });

  it("refuses a ZIP that is not a Word document", () => {
    expect(detectDocumentType(makeZip({ "poze/coperta.jpg": "jpeg" }))).toBeNull();
    // A spreadsheet is an Office ZIP too, but not a document.
    expect(
      detectDocumentType(
        makeZip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }),
      ),
    ).toBeNull();
    // Something under word/ is not enough: the main part must be there.
    expect(
      detectDocumentType(makeZip({ "[Content_Types].xml": "<Types/>", "word/notes.txt": "x" })),
    ).toBeNull();
  });

  it("refuses a Word document with macros", () => {
    const docm = makeZip({
      "[Content_Types].xml": "<Types/>",
      "word/document.xml": "<w:document/>",
      "word/vbaProject.bin": "macro",
    });
    expect(detectDocumentType(docm)).toBeNull(); // Part names are compared without case, and a macro part counts in any folder.
    for (const macro of ["word/VBAPROJECT.BIN", "word/media/vbaProject.bin", "word/vbaData.xml"]) {
      const disguised = makeZip({
        "[Content_Types].xml": "<Types/>",
        "word/document.xml": "<w:document/>",
        [macro]: "macro",
      });
      expect(detectDocumentType(disguised), macro).toBeNull();
    }
  });

  it("reads part names without case, as Word does", () => {
    const shouted = makeZip({
      "[CONTENT_TYPES].XML": "<Types/>",
      "Word/Document.xml": "<w:document/>",
    });
    expect(detectDocumentType(shouted)).toBe("docx");
  });

  it("refuses text, empty files, and broken or cut archives", () => {
    expect(detectDocumentType(Buffer.from("Acesta este CV-ul meu, în text simplu."))).toBeNull();
    expect(detectDocumentType(new Uint8Array())).toBeNull();
    expect(detectDocumentType(Buffer.from("%PDF"))).toBeNull();
    const docx = makeDocx();
    expect(detectDocumentType(docx.subarray(0, docx.length - 30))).toBeNull();
    // The directory points past the end of the file.
    const lying = Buffer.from(docx);
    lying.writeUInt32LE(0x7fff_0000, lying.length - 6);
    expect(detectDocumentType(lying)).toBeNull();
  });

  it("reads a DOCX within a larger buffer (a view with an offset)", () => {
    const padded = Buffer.concat([Buffer.alloc(7), makeDocx()]);
    expect(detectDocumentType(padded.subarray(7))).toBe("docx");
  });
});
