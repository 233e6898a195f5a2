// page-flip 2.0.7 ships its TypeScript sources but no declaration file; these are the parts the
// reader uses, copied from its src/PageFlip.ts and src/Settings.ts.
declare module 'page-flip' {
  export interface FlipSetting {
    startPage: number;
    size: 'fixed' | 'stretch';
    width: number;
    height: number;
    minWidth: number;
    maxWidth: number;
    minHeight: number;
    maxHeight: number;
    drawShadow: boolean;
    flippingTime: number;
    usePortrait: boolean;
    startZIndex: number;
    autoSize: boolean;
    maxShadowOpacity: number;
    showCover: boolean;
    mobileScrollSupport: boolean;
    clickEventForward: boolean;
    useMouseEvents: boolean;
    swipeDistance: number;
    showPageCorners: boolean;
    disableFlipByClick: boolean;
  }

  export interface PageFlipEvent {
    data: unknown;
    object: PageFlip;
  }

  export interface PageRender {
    finishAnimation(): void;
    setLeftPage(page: null): void;
    setRightPage(page: null): void;
    setBottomPage(page: null): void;
    setFlippingPage(page: null): void;
  }

  export interface PageCollectionHandle {
    destroy(): void;
  }

  export class PageFlip {
    constructor(block: HTMLElement, settings: Partial<FlipSetting>);
    on(event: 'flip' | 'changeOrientation' | 'changeState' | 'init' | 'update', callback: (e: PageFlipEvent) => void): this;
    off(event: string): void;
    loadFromHTML(items: HTMLElement[]): void;
    update(): void;
    destroy(): void;
    getSettings(): FlipSetting;
    getRender(): PageRender;
    getPageCollection(): PageCollectionHandle;
    getPageCount(): number;
    getCurrentPageIndex(): number;
    getOrientation(): 'portrait' | 'landscape';
    getState(): 'user_fold' | 'fold_corner' | 'flipping' | 'read';
    turnToPage(page: number): void;
    flipNext(corner?: 'top' | 'bottom'): void;
    flipPrev(corner?: 'top' | 'bottom'): void;
    flip(page: number, corner?: 'top' | 'bottom'): void;
  }
}
