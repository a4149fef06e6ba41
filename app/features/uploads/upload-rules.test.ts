import { describe, expect, it } from "vitest";
import { formatFileSize } from "./upload-rules";

describe("formatFileSize", () => {
  it("says bytes under 1 KB, kilobytes under 1 MB and megabytes with a decimal comma", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(16)).toBe("16 B");
    expect(formatFileSize(1023)).toBe("1023 B");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(340 * 1024 + 100)).toBe("340 KB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1 MB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatFileSize(1.24 * 1024 * 1024)).toBe("1,2 MB");
  });
});
