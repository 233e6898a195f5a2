// Being built in this session; replaced by the real page.
export default function Route() {
  return null;
}
