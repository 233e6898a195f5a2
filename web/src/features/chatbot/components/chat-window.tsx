import { MAX_CHAT_MESSAGE } from '@storyloom/contracts/chatbot';
import { Bot, CornerDownRight, GripHorizontal, MessageSquarePlus, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { sendChatMessage } from '../api/send-chat-message';
import { chatStore, useChatState } from '../chat-store';
import { useWindowPosition } from '../hooks/use-window-position';
import { ChatMessages } from './chat-messages';

const SUGGESTIONS = ['one', 'two', 'three', 'four', 'five'] as const;

/** The chat window of SPEC §2 'Chatbot widget'; loaded the first time the chat button is pressed. */
export function ChatWindow({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { messages, waiting } = useChatState();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const { position, size, handle, reset } = useWindowPosition();
  const language = i18n.language === 'fr' ? 'fr' : 'en';

  useEffect(() => {
    input.current?.focus();
  }, []);

  function send(question: string) {
    if (!question.trim() || chatStore.get().waiting) return;
    setText('');
    void sendChatMessage(question, language, { failed: t('chatbot.errorMessage'), rateLimited: t('chatbot.rateLimited') });
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter starts a new line; Enter while an input method composes is left alone.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(text);
    }
  }

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      data-testid="chat-window"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="fixed z-50 flex flex-col overflow-hidden rounded-3xl border border-line bg-card shadow-lift"
      style={{ left: position.x, top: position.y, width: size.width, height: size.height }}
    >
      <header
        {...handle}
        tabIndex={0}
        aria-label={t('chatbot.drag')}
        data-testid="chat-drag-handle"
        className="flex cursor-grab touch-none items-center gap-1 bg-teal-600 py-3 pr-2 pl-4 text-white select-none active:cursor-grabbing"
      >
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex items-center gap-1.5 truncate text-base font-bold"><Bot className="h-5 w-5 shrink-0" aria-hidden />{t('chatbot.title')}</h2>
          <p className="flex items-center gap-1 truncate text-xs text-teal-50"><GripHorizontal className="h-3.5 w-3.5 shrink-0" aria-hidden />{t('chatbot.subtitle')}</p>
        </div>
        {messages.length > 0 && (
          <button type="button" onClick={() => chatStore.clear()} disabled={waiting} title={t('chatbot.newConversation')} aria-label={t('chatbot.newConversation')} className="rounded-full p-2 hover:bg-white/15 disabled:opacity-50">
            <MessageSquarePlus className="h-5 w-5" aria-hidden />
          </button>
        )}
        <button type="button" onClick={reset} title={t('chatbot.reset')} aria-label={t('chatbot.reset')} className="rounded-full p-2 hover:bg-white/15">
          <CornerDownRight className="h-5 w-5" aria-hidden />
        </button>
        <button type="button" onClick={onClose} title={t('chatbot.close')} aria-label={t('chatbot.close')} className="rounded-full p-2 hover:bg-white/15">
          <X className="h-5 w-5" aria-hidden />
        </button>
      </header>

      <div className="flex-1 overflow-y-auto px-4 py-4">
        <ChatMessages messages={messages} waiting={waiting} />
        {messages.length === 0 && (
          <div className="mt-4">
            <p className="text-xs font-semibold text-ink-soft">{t('chatbot.suggestionsLabel')}</p>
            <ul className="mt-2 flex flex-col items-start gap-2">
              {SUGGESTIONS.map((key) => (
                <li key={key}>
                  <button type="button" onClick={() => send(t(`chatbot.suggestions.${key}`))} className="rounded-full border-2 border-teal-100 bg-teal-50 px-3 py-1.5 text-left text-sm font-semibold text-teal-700 hover:border-teal-500">
                    {t(`chatbot.suggestions.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <form
        className="flex items-end gap-2 border-t border-line p-3"
        onSubmit={(e) => {
          e.preventDefault();
          send(text);
        }}
      >
        <textarea
          ref={input}
          rows={2}
          value={text}
          maxLength={MAX_CHAT_MESSAGE}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t('chatbot.inputLabel')}
          placeholder={t('chatbot.placeholder')}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border-2 border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-soft/70 focus:border-teal-500 focus:outline-none"
        />
        <button
          type="submit"
          disabled={waiting || !text.trim()}
          aria-label={t('chatbot.send')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-coral-600 text-white shadow-soft hover:bg-[#ad4426] disabled:opacity-50"
        >
          <SendHorizontal className="h-5 w-5" aria-hidden />
        </button>
      </form>
    </section>
  );
}
