// Writes .br and .gz beside every built text asset, once at build time, so the server sends
// compressed files (shoppers are mostly on mobile data) without compressing on each request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// Another build directory may be named (npm run bench builds into a temporary one).
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, "../dist");
const compressible = /\.(js|css|svg|html|json|txt|webmanifest)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
  before += body.length;
  after += brotli.length;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli)`,
);
