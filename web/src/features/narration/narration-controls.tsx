// Being built in this session (issue 5): header buttons for narration, auto-play and the audiobook.
export function NarrationControls() {
  return null;
}
