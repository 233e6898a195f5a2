/** What the reader's header can do; owner-only actions are absent on a shared book. */
export interface ReaderActions {
  previous: () => void;
  next: () => void;
  openSettings: () => void;
  toggleFullscreen: () => void;
  screenshot: () => void;
  owner?: {
    bookmarked: boolean;
    toggleBookmark: () => void;
    share: () => void;
    downloadPdf: () => void;
    pdfBusy: boolean;
    complete: boolean;
    markComplete: () => void;
  };
}
