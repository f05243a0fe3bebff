/** Chunk load timeout of seeds 000 §8/§9: 120 s, then a ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The error of a lazy chunk that did not load in time. */
export class ChunkLoadError extends Error {
  constructor(message = '页面加载超时，请刷新页面重试') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Races a dynamic `import()` against the 120 s chunk timeout. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
