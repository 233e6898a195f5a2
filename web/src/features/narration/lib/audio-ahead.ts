// Auto-play fetches the next page's audio while the current page is read (issue 14: a page turn left
// 4-6 s of silence while the new page's audio was made and downloaded). The bytes are kept as object
// URLs, so the turn starts the next page from memory.
export interface AudioAhead {
  /** Starts fetching a page's audio, once. */
  fetch(url: string): void;
  /** The in-memory copy when it has arrived, else the address itself. */
  source(url: string): string;
  /** Forgets every copy (narration stopped, the reader left). */
  clear(): void;
}

export function createAudioAhead(): AudioAhead {
  const ready = new Map<string, string>();
  const pending = new Set<string>();
  let generation = 0;
  return {
    fetch(url) {
      if (ready.has(url) || pending.has(url)) return;
      pending.add(url);
      const started = generation;
      void fetch(url, { credentials: 'same-origin' })
        .then((response) => (response.ok ? response.blob() : null))
        .then((blob) => {
          if (blob && started === generation) ready.set(url, URL.createObjectURL(blob));
        })
        .catch(() => undefined) // The page is then fetched when it is read, as without look-ahead.
        .finally(() => pending.delete(url));
    },
    source(url) {
      return ready.get(url) ?? url;
    },
    clear() {
      generation++;
      for (const objectUrl of ready.values()) URL.revokeObjectURL(objectUrl);
      ready.clear();
      pending.clear();
    },
  };
}
