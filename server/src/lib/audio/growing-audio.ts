// Audio that is still being made, read by any number of listeners from its first byte while more
// arrives: a page's MP3 streamed as it is spoken (docs/decisions/011-narration-streamed-as-mp3.md).
export class GrowingAudio {
  private readonly parts: Buffer[] = [];
  private finished = false;
  private failure: unknown = null;
  private wakers: (() => void)[] = [];

  append(bytes: Buffer): void {
    if (this.finished) throw new Error('GrowingAudio already ended');
    if (bytes.length === 0) return;
    this.parts.push(bytes);
    this.wake();
  }

  end(): void {
    this.finished = true;
    this.wake();
  }

  /** Listeners stop with this error; what they already received stays theirs. */
  fail(err: unknown): void {
    if (this.finished) return;
    this.failure = err ?? new Error('audio failed');
    this.finished = true;
    this.wake();
  }

  private wake(): void {
    const wakers = this.wakers;
    this.wakers = [];
    for (const wake of wakers) wake();
  }

  /** Resolves once there is something to hear (or nothing more will come); rejects if it failed first. */
  async started(): Promise<void> {
    while (this.parts.length === 0 && !this.finished) await new Promise<void>((resolve) => this.wakers.push(resolve));
    if (this.parts.length === 0 && this.failure) throw this.failure;
  }

  /** Every byte from the first, as it arrives, until the end (or the failure). */
  async *read(): AsyncGenerator<Buffer> {
    let at = 0;
    for (;;) {
      while (at < this.parts.length) {
        const part = this.parts[at++];
        if (part) yield part;
      }
      if (this.failure) throw this.failure;
      if (this.finished) return;
      await new Promise<void>((resolve) => this.wakers.push(resolve));
    }
  }
}
