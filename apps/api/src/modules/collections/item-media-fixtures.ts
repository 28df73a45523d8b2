import sharp from "sharp";

/** Files of every kind for the item media tests: real pictures, and the leading bytes of the others. */

const pad = (head: Buffer, size = 2_048) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);

export const mp3WithTag = () => pad(Buffer.from("ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000", "latin1"));
/** An MP3 without ID3 tag: MPEG-1 layer III frame header, 128 kbit/s, 44.1 kHz. */
export const mp3Frame = () => pad(Buffer.from([0xff, 0xfb, 0x90, 0x64]));
export const ogg = () => pad(Buffer.from("OggS\u0000\u0002", "latin1"));
export const wav = () => pad(Buffer.from("RIFF\u0024\u0008\u0000\u0000WAVEfmt ", "latin1"));
export const mp4 = (brand = "isom") =>
  pad(
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x20]),
      Buffer.from(`ftyp${brand}\u0000\u0000\u0002\u0000`, "latin1"),
    ]),
  );
export const webm = () =>
  pad(
    Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from("webm", "latin1"),
    ]),
  );
export const pdf = (size?: number) => pad(Buffer.from("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n", "latin1"), size);

/** A real JPEG photograph-like picture of the given size, with an EXIF block that must not survive. */
export function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 160, g: 90, b: 40 } } })
    .composite([
      {
        input: {
          create: {
            width: Math.ceil(width / 2),
            height: Math.ceil(height / 2),
            channels: 3,
            background: "#203040",
          },
        },
      },
    ])
    .withExif({ IFD0: { Artist: "Secret photographer" } })
    .jpeg()
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A small PNG whose header claims width × height pixels: a decompression bomb's shape, refused
 * from the header alone (no gigabytes of pixels are ever made, here or on the server).
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  // Signature (8), IHDR length (4) and type (4), then width and height; the chunk's CRC follows its 13 bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart body with one file in the field `file`. */
export function multipartFile(bytes: Buffer, filename: string, type = "application/octet-stream") {
  const boundary = "----heritage-item-media";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
