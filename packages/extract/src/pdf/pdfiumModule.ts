/**
 * PDFium compiled to WebAssembly (`@embedpdf/pdfium`), loaded once per process and reused by every job.
 * The layer calls PDFium's C functions straight from the module's exports (not the wrapper's helpers,
 * which copy every string and rectangle through JavaScript objects).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init } from '@embedpdf/pdfium';

const require = createRequire(import.meta.url);

/** The C functions the layer calls; pointers and handles are wasm32 addresses, booleans are 0 or 1. */
export type PdfiumExports = {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  malloc(size: number): number;
  free(ptr: number): void;
  PDFiumExt_Init(): void;
  FPDF_LoadMemDocument(data: number, size: number, password: number): number;
  FPDF_GetLastError(): number;
  FPDF_CloseDocument(doc: number): void;
  FPDF_GetPageCount(doc: number): number;
  FPDF_GetPageSizeByIndexF(doc: number, index: number, size: number): number;
  FPDF_LoadPage(doc: number, index: number): number;
  FPDF_ClosePage(page: number): void;
  FPDF_GetPageBoundingBox(page: number, rect: number): number;
  FPDFPage_GetRotation(page: number): number;
  FPDFText_LoadPage(page: number): number;
  FPDFText_ClosePage(textPage: number): void;
  FPDFText_CountChars(textPage: number): number;
  FPDFText_GetUnicode(textPage: number, index: number): number;
  FPDFText_IsGenerated(textPage: number, index: number): number;
  FPDFText_IsHyphen(textPage: number, index: number): number;
  FPDFText_GetTextObject(textPage: number, index: number): number;
  FPDFText_GetFontSize(textPage: number, index: number): number;
  FPDFText_GetFontInfo(
    textPage: number,
    index: number,
    buffer: number,
    length: number,
    flags: number,
  ): number;
  FPDFText_GetMatrix(textPage: number, index: number, matrix: number): number;
  FPDFText_GetLooseCharBox(textPage: number, index: number, rect: number): number;
  FPDFText_GetCharOrigin(textPage: number, index: number, x: number, y: number): number;
};

/** PDFium's `FPDF_GetLastError` codes that the layer tells apart. */
export const FPDF_ERR = { password: 4, security: 5 } as const;

const WASM_PAGE_BYTES = 65_536;

/** Bytes of scratch memory for out-parameters: a rectangle or matrix of floats, two doubles, a font name. */
const SCRATCH_BYTES = 64;
export const FONT_NAME_BYTES = 256;

/** A loaded module with its scratch buffers and typed views over its memory (refreshed when it grows). */
export class Pdfium {
  readonly fn: PdfiumExports;
  /** Scratch for out-parameters (8-byte aligned, as malloc returns). */
  readonly scratch: number;
  readonly fontName: number;
  #buffer: ArrayBuffer | null = null;
  #f32 = new Float32Array(0);
  #f64 = new Float64Array(0);
  #u8 = new Uint8Array(0);
  /** Bytes of linear memory the instance started with (before any document). */
  readonly startBytes: number;
  /** The most linear memory the module may grow to, in bytes (set per job). */
  limitBytes = Infinity;
  /** Set when a growth past `limitBytes` was refused: the job that asked for it is over its bound. */
  refusedGrowth = false;

  constructor(fn: PdfiumExports) {
    this.fn = fn;
    this.scratch = fn.malloc(SCRATCH_BYTES);
    this.fontName = fn.malloc(FONT_NAME_BYTES);
    this.startBytes = fn.memory.buffer.byteLength;
    // WebAssembly memory lies outside V8's heap limit, so a decompression bomb would grow it unchecked:
    // growth past the job's bound is refused where it happens, and PDFium's allocation fails at once.
    const memory = fn.memory;
    const grow = memory.grow.bind(memory);
    memory.grow = (pages: number): number => {
      if (memory.buffer.byteLength + pages * WASM_PAGE_BYTES > this.limitBytes) {
        this.refusedGrowth = true;
        throw new RangeError('PDFium memory over the job bound');
      }
      return grow(pages);
    };
  }

  /** Bytes of linear memory the module holds now (it only ever grows). */
  get memoryBytes(): number {
    return this.fn.memory.buffer.byteLength;
  }

  #views(): void {
    // Growing wasm memory detaches the old buffer, whose views then read as empty: only then are they
    // made again (cheaper than asking the memory for its buffer on every read).
    if (this.#u8.length !== 0) return;
    const buffer = this.fn.memory.buffer;
    if (buffer === this.#buffer) return;
    this.#buffer = buffer;
    this.#f32 = new Float32Array(buffer);
    this.#f64 = new Float64Array(buffer);
    this.#u8 = new Uint8Array(buffer);
  }

  /** The i-th float of the scratch block. */
  f32(i: number): number {
    this.#views();
    return this.#f32[(this.scratch >> 2) + i] ?? 0;
  }

  /**
   * The floats of module memory, for reading several scratch values at once (index `scratch / 4 + i`):
   * one call instead of one `f32` each, whose results V8 boxed as heap numbers on every character
   * (~80 MB on 400 pages). Valid until the memory grows: ask again after any call into PDFium.
   */
  floats(): Float32Array {
    this.#views();
    return this.#f32;
  }

  /** The doubles of module memory (index `scratch / 8 + i`), as `floats` for `f64`. */
  doubles(): Float64Array {
    this.#views();
    return this.#f64;
  }

  /** The i-th double of the scratch block. */
  f64(i: number): number {
    this.#views();
    return this.#f64[(this.scratch >> 3) + i] ?? 0;
  }

  /** Copies bytes into a new block of module memory; the caller frees it. */
  copyIn(bytes: Uint8Array): number {
    const ptr = this.fn.malloc(bytes.length);
    if (ptr === 0) return 0;
    this.#views();
    this.#u8.set(bytes, ptr);
    return ptr;
  }

  /** A NUL-terminated UTF-8 string of at most `max` bytes at `ptr`. */
  utf8(ptr: number, max: number): string {
    this.#views();
    let end = ptr;
    while (end < ptr + max && this.#u8[end] !== 0) end++;
    return new TextDecoder().decode(this.#u8.subarray(ptr, end));
  }
}

/** The engine's WebAssembly API, as far as the layer uses it (the DOM typings are not loaded here). */
type Wasm = {
  compile(binary: Uint8Array): Promise<WasmModule>;
  Instance: new (module: WasmModule, imports: object) => { exports: object };
};
type WasmModule = { readonly kind: 'WebAssembly.Module' };
const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;

let compiled: Promise<WasmModule> | null = null;
let loading: Promise<Pdfium> | null = null;

/** PDFium's compiled code, kept for the process: an instance made from it starts in milliseconds. */
function compilePdfium(): Promise<WasmModule> {
  if (!compiled) {
    compiled = readFile(require.resolve('@embedpdf/pdfium/pdfium.wasm')).then((binary) =>
      wasm.compile(binary),
    );
    // A failed compile is tried again by the next load (one handler, set when the promise is made).
    compiled.catch(() => {
      compiled = null;
    });
  }
  return compiled;
}

/**
 * The wrapper's debug build defines getters on `globalThis` for symbols it does not export, once per
 * process, and each one keeps the first instance's whole scope (its linear memory) alive for good: they
 * are removed so that a dropped instance is freed.
 */
function removeGlobalHooks(before: ReadonlySet<string>): void {
  const global = globalThis as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(global)) {
    if (before.has(name)) continue;
    const d = Object.getOwnPropertyDescriptor(global, name);
    if (d?.configurable === true && d.get !== undefined && d.set === undefined) delete global[name];
  }
}

/** The process's PDFium module, instantiated on first use from the .wasm file inside the npm package. */
export function loadPdfium(): Promise<Pdfium> {
  loading ??= (async () => {
    const module = await compilePdfium();
    const quiet = (): void => undefined;
    const before = new Set(Object.getOwnPropertyNames(globalThis));
    let wrapped: Awaited<ReturnType<typeof init>>;
    try {
      wrapped = await init({
        // Instantiated here from the compiled module, synchronously: the wrapper's own asynchronous
        // path compiles the binary again for every instance.
        instantiateWasm: (imports: object, receive: (instance: object) => void) => {
          const instance = new wasm.Instance(module, imports);
          receive(instance);
          return instance.exports;
        },
        print: quiet,
        printErr: quiet,
      });
    } finally {
      removeGlobalHooks(before);
    }
    const fn = wrapped.pdfium.wasmExports as unknown as PdfiumExports;
    fn.PDFiumExt_Init();
    return new Pdfium(fn);
  })();
  // A failed start is not cached: the next job tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Drops the instance so that the next job starts a fresh one: after a trap (its state is unknown) or
 * after a document (wasm memory never shrinks; dropping it lets the collector free it). The compiled
 * code is kept.
 */
export function discardPdfium(): void {
  loading = null;
}
