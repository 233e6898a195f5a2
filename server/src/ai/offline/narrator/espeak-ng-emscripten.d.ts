// Types for the parts of @echogarden/espeak-ng-emscripten that the narrator uses (the package
// ships none). Checked against version 0.3.5.
declare module '@echogarden/espeak-ng-emscripten' {
  export type EspeakEventType =
    | 'list_terminated' | 'word' | 'sentence' | 'mark' | 'play' | 'end' | 'msg_terminated' | 'phoneme' | 'samplerate';

  export interface EspeakEvent {
    type: EspeakEventType;
    /** 1-based, counted in Unicode code points of the synthesised text. */
    text_position: number;
    /** In code points. */
    word_length: number;
    /** Milliseconds since the start of the synthesize() call. */
    audio_position: number;
    id?: number | string;
  }

  export interface EspeakVoice {
    name: string;
    identifier: string;
    languages: { priority: number; name: string }[];
  }

  export interface ESpeakNGWorker {
    /** Returns 0 on success (espeak_ERROR codes otherwise). */
    set_voice(name: string, language?: string, gender?: number, age?: number, variant?: number): number;
    set_rate(wordsPerMinute: number): number;
    set_pitch(pitch: number): number;
    set_range(range: number): number;
    set_volume(volume: number): number;
    get_samplerate(): number;
    get_rate(): number;
    get_pitch(): number;
    list_voices(): EspeakVoice[];
    /** Calls back synchronously with PCM chunks and their events; returning true aborts. */
    synthesize(text: string, callback: (samples: Int16Array, events: EspeakEvent[]) => boolean): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  const createModule: (options?: Record<string, unknown>) => Promise<EspeakModule>;
  export default createModule;
}
