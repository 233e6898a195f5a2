// The entry point of the CPU pool's threads. Plain JavaScript, so that it loads in any runtime
// (node, tsx, vitest); it registers tsx in its own thread and then loads the TypeScript tasks.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./cpu-tasks.ts');

export const { speakMp3, encode, pdf, epub, pictureForm } = tasks;
