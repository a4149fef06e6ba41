// Multipart forms (the two upload forms), parsed by a streaming parser that counts what it meets.
// The platform's Request.formData() takes any number of parts: 390,000 empty fields in an upload's
// 20 MB held the process for 0.63 s. The shop's forms have a dozen fields and one file; past the
// limits below a body is refused before it is built into a FormData.
import { Busboy } from "@fastify/busboy";

export const MULTIPART_LIMITS = {
  /** Fields and files together: the longest form (an application) has about a dozen. */
  parts: 40,
  files: 2,
  /** Bytes of one text field: a cover letter of a few pages fits many times over. */
  fieldSize: 64 * 1024,
  fieldNameSize: 200,
  /** Headers of one part (Content-Disposition, Content-Type). */
  headerPairs: 10,
} as const;

const FEED_BYTES = 64 * 1024;

/** Why a multipart body was refused. */
export class MultipartRefusal extends Error {
  constructor(readonly reason: "too-many-parts" | "field-too-large" | "unreadable") {
    super(`multipart form refused: ${reason}`);
  }
}

/** The body's fields and files, or a thrown MultipartRefusal. */
export function parseMultipart(bytes: Uint8Array, contentType: string): Promise<FormData> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { "content-type": contentType },
        limits: MULTIPART_LIMITS,
        // As the platform's parser: a part without a file name (an empty file input) is text.
        isPartAFile: (_field, _type, fileName) => fileName !== undefined && fileName !== "",
      });
    } catch {
      // No boundary, or not multipart at all.
      reject(new MultipartRefusal("unreadable"));
      return;
    }
    // Entries in the body's order: a file's is filled in when its bytes have arrived.
    const entries: [name: string, value: string | File | null][] = [];
    const files: Promise<void>[] = [];
    let refusal: MultipartRefusal | null = null;
    const refuse = (reason: MultipartRefusal["reason"]) => {
      refusal ??= new MultipartRefusal(reason);
    };
    parser.on("field", (name: string, value: string, nameTruncated: boolean, valueTruncated) => {
      if (nameTruncated || valueTruncated) refuse("field-too-large");
      else entries.push([name, value]);
    });
    parser.on("file", (name: string, stream: NodeJS.ReadableStream, fileName: string, _e, type) => {
      const entry: (typeof entries)[number] = [name, null];
      entries.push(entry);
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      files.push(
        new Promise((done, fail) => {
          stream.on("data", (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
          stream.on("end", () => {
            entry[1] = new File(chunks, fileName, { type });
            done();
          });
          // A body that ends inside a file: an unheard error here would end the process.
          stream.on("error", () => {
            const unreadable = new MultipartRefusal("unreadable");
            fail(unreadable);
            reject(unreadable);
          });
        }),
      );
    });
    parser.on("partsLimit", () => refuse("too-many-parts"));
    parser.on("filesLimit", () => refuse("too-many-parts"));
    parser.on("fieldsLimit", () => refuse("too-many-parts"));
    parser.on("error", () => reject(new MultipartRefusal("unreadable")));
    parser.on("finish", () => {
      if (refusal) {
        reject(refusal);
        return;
      }
      Promise.all(files).then(() => {
        const form = new FormData();
        for (const [name, value] of entries) if (value !== null) form.append(name, value);
        resolve(form);
      }, reject);
    });
    // Fed in slices, so that a body past the limits is not parsed to its end: the parser meets
    // each part synchronously as a slice is written.
    for (let at = 0; at < bytes.length; at += FEED_BYTES) {
      parser.write(bytes.subarray(at, at + FEED_BYTES));
      if (refusal) {
        parser.destroy();
        reject(refusal);
        return;
      }
    }
    parser.end();
  });
}
