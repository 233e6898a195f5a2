import type { WriterKind } from '@storyloom/contracts/support';
import type { AppContext } from '../../context.ts';

/** Which story writer this installation uses: the help answers (languages, time to write) depend on it. */
export function writerKind(ctx: AppContext): WriterKind {
  return ctx.ai.usesService ? 'service' : 'offline';
}
