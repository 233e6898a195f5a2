// Reads the text model's JSON as it streams and yields each element of the top-level "chapters" array the
// moment its closing brace arrives: a chapter is complete (its text and its picture's scene closed) without
// waiting for the model to begin the next one. Only the structure is tracked (strings, escapes, nesting);
// each closed chapter is the exact JSON text the model wrote, parsed whole.

/** Feed it the streamed text piece by piece; each call returns the chapters closed by that piece, in order. */
export function createChapterScanner(): (piece: string) => unknown[] {
  let text = '';
  let at = 0;
  let inString = false;
  let escaped = false;
  let stringStart = -1;
  /** Open containers: '{' or '['; the chapters array is marked 'c'. */
  const stack: string[] = [];
  /** The last string closed directly in the top-level object (a key, when a ':' follows). */
  let lastTopString = '';
  let chapterStart = -1;

  return (piece) => {
    text += piece;
    const closed: unknown[] = [];
    for (; at < text.length; at++) {
      const ch = text[at];
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') {
          inString = false;
          if (stack.length === 1) lastTopString = text.slice(stringStart + 1, at);
        }
        continue;
      }
      if (ch === '"') {
        inString = true;
        stringStart = at;
      } else if (ch === '{' || ch === '[') {
        const inChapters = stack.at(-1) === 'c';
        stack.push(ch === '[' && stack.length === 1 && lastTopString === 'chapters' ? 'c' : ch);
        if (inChapters && ch === '{') chapterStart = at;
      } else if (ch === '}' || ch === ']') {
        stack.pop();
        if (ch === '}' && stack.at(-1) === 'c' && chapterStart >= 0) {
          try {
            closed.push(JSON.parse(text.slice(chapterStart, at + 1)) as unknown);
          } catch {
            // Not JSON after all: left to the whole answer's parse, which reports it.
          }
          chapterStart = -1;
        }
      }
    }
    return closed;
  };
}
