// The cover, where the book will show it, while the book is laid out a chapter per task and built
// (decision 018): the page's largest picture is on screen as soon as it has arrived, instead of after
// the layout, the rendering of every page and page-flip (Lighthouse's 'largest contentful paint',
// issue 16). Hidden from screen readers: the built book names its pages, and this has no controls.
import type { Story } from '@storyloom/contracts/stories';
import { cn } from '../../../lib/cn';
import type { PageSize } from '../page-size';
import { PAGE_FACE } from './book-page';
import { COVER_CLASS, CoverFace } from './front-pages';

export function OpeningCover({ story, size, portrait }: { story: Story; size: PageSize; portrait: boolean }) {
  return (
    <div aria-hidden className="mx-auto" style={{ width: size.width * (portrait ? 1 : 2), height: size.height }}>
      {/* On a two-page spread page-flip shows the cover alone, on the right. */}
      <div className="h-full" style={{ width: size.width, marginLeft: portrait ? 0 : size.width }}>
        {/* Its own box, as a leaf is: the face's padding is a share of the page's width. */}
        <div className={cn(PAGE_FACE, COVER_CLASS)}>
          <CoverFace story={story} opening />
        </div>
      </div>
    </div>
  );
}
