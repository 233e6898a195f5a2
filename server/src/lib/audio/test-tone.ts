// A test signal for the audio tests: a tone whose loudness varies, so that lame has real work to do.
export function testTone(seconds: number, sampleRate = 22050, hz = 220): Int16Array {
  const pcm = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < pcm.length; i += 1) {
    const envelope = 0.5 + 0.5 * Math.sin((2 * Math.PI * i) / sampleRate);
    pcm[i] = Math.round(9000 * envelope * Math.sin((2 * Math.PI * hz * i) / sampleRate));
  }
  return pcm;
}
