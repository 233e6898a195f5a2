// The toaster (and the toast library, about 10 KB compressed) is not part of the landing page's first
// download: it loads just after the first render (provider.tsx). A toast shown before it is on screen
// would be lost, so a toast raised at start-up waits for this.
let ready: () => void = () => undefined;

export const toasterReady = new Promise<void>((resolve) => {
  ready = resolve;
});

export function markToasterReady(): void {
  ready();
}
