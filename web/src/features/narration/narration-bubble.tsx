// The 'Reading Page n' bubble shown during narration (issue 5).
export function NarrationBubble() {
  return null;
}
