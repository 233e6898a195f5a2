import { AlertDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { buttonClasses, type ButtonVariant } from './button';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  variant?: ButtonVariant;
  icon?: ReactNode;
  onConfirm: () => void;
  /** Where focus goes back to when the dialog closes (it is opened from a menu that is gone by then). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A question that needs an answer before something is changed for good (delete, regenerate). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, cancelLabel, pending = false } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!props.returnFocusTo?.current) return;
            event.preventDefault();
            props.returnFocusTo.current.focus();
          }}
          className="animate-fade-in fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-line bg-card p-6 shadow-lift"
        >
          <div className="flex items-start gap-4">
            {props.icon && <div className="shrink-0">{props.icon}</div>}
            <div className="min-w-0">
              <AlertDialog.Title className="font-display text-xl font-bold text-ink">{title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-ink-soft">{description}</AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses(props.variant ?? 'primary')}
              disabled={pending}
              onClick={props.onConfirm}
            >
              {pending && <Spinner className="h-4 w-4 text-current" />}
              {pending ? (props.pendingLabel ?? confirmLabel) : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
