// Prints how fast the offline narrator is on a 150-word English page (cold and warm).
// Run: cd server && npx tsx src/ai/offline/narrator/measure-speed.ts
// Figures, not assertions: timed checks do not belong in tests (STYLE.md).
import { encodeMp3 } from '../../../lib/audio/mp3-encode.ts';
import { synthesize } from './espeak-engine.ts';
import { createOfflineNarrator } from './index.ts';

const PAGE = [
  'Once upon a time, in a little village by the sea, there lived a small bear called Pip.',
  'Pip loved the mornings, when the sun painted the water gold and the gulls sang their loud songs.',
  'Every day he walked down to the harbour to watch the fishing boats come home.',
  'One morning, a boat came in with a torn red sail, and an old sailor waved at him.',
  '"Little bear," she called, "could you help me mend this sail before the storm arrives?"',
  'Pip had never held a needle in his life, but he nodded bravely and climbed aboard.',
  'The sailor showed him how to pull the thread, slowly and carefully, one stitch after another.',
  'His paws were clumsy at first, and the thread tangled twice, but he did not give up.',
  'By the time the clouds rolled in, the sail was whole again, and the sailor laughed with joy.',
  'That evening, Pip fell asleep smiling, dreaming of the wide blue sea.',
].join(' ');

function cpuMs(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
}

async function measure(label: string): Promise<void> {
  const narrator = createOfflineNarrator();
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const narration = await narrator.narrate(PAGE, { language: 'english', voice: 'nova' });
  const ms = performance.now() - wall;
  const cpuTime = cpuMs(cpu);
  const speech = narration.durationMs / 1000;
  console.log(`${label}: ${ms.toFixed(0)} ms wall, ${cpuTime.toFixed(0)} ms CPU, ${speech.toFixed(1)} s of speech, `
    + `${(speech / (cpuTime / 1000)).toFixed(0)}x real time per CPU second, ${(narration.audio.length / 1024).toFixed(0)} KiB`);
}

const words = PAGE.split(/\s+/).length;
console.log(`page: ${words} words, ${PAGE.length} characters`);
await measure('first page (loads espeak-ng)');
for (let run = 1; run <= 4; run += 1) await measure(`page, run ${run}`);

// Where the time goes: speech synthesis versus MP3 encoding.
const settings = { voice: 'en-us', fallbackVoices: [], rate: 130, pitch: 55, range: 60 };
let wall = performance.now();
const speech = await synthesize(PAGE, settings);
const synthMs = performance.now() - wall;
wall = performance.now();
encodeMp3(speech.pcm, speech.sampleRate);
console.log(`split: espeak-ng ${synthMs.toFixed(0)} ms, lamejs ${(performance.now() - wall).toFixed(0)} ms`);
