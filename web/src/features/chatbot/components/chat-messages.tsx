import { BookOpen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import type { ChatMessage } from '../chat-store';
import { ChatText } from './chat-text';

function Bubble({ message }: { message: Pick<ChatMessage, 'role' | 'content' | 'sources'> }) {
  const { t } = useTranslation();
  const mine = message.role === 'user';
  const sources = (message.sources ?? []).filter((s) => s.path.startsWith('/'));
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-role={message.role}>
      <div className={cn('max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line', mine ? 'rounded-br-md bg-teal-600 text-white' : 'rounded-bl-md bg-paper-deep text-ink')}>
        <span className="sr-only">{mine ? t('chatbot.you') : t('chatbot.assistant')}: </span>
        {mine ? message.content : <ChatText text={message.content} />}
        {sources.length > 0 && (
          <div className="mt-2 border-t border-line pt-2">
            <p className="text-xs font-semibold text-ink-soft">{t('chatbot.sources')}</p>
            <ul className="mt-1 space-y-1">
              {sources.map((source) => (
                <li key={source.id}>
                  <Link to={source.path} className="inline-flex items-start gap-1.5 text-xs font-semibold text-teal-700 underline-offset-2 hover:underline">
                    <BookOpen className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
                    {source.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

export function ChatMessages({ messages, waiting }: { messages: ChatMessage[]; waiting: boolean }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, waiting]);
  return (
    <>
      <ul className="flex flex-col gap-3" aria-live="polite" aria-relevant="additions">
        <Bubble message={{ role: 'assistant', content: t('chatbot.welcome') }} />
        {messages.map((message) => <Bubble key={message.id} message={message} />)}
        {waiting && (
          <li className="flex justify-start" data-testid="chat-typing">
            <div className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-paper-deep px-4 py-3" role="status" aria-label={t('chatbot.typing')}>
              {[0, 1, 2].map((i) => (
                <span key={i} className="h-2 w-2 rounded-full bg-ink-soft motion-safe:animate-bounce" style={{ animationDelay: `${i * 150}ms` }} />
              ))}
            </div>
          </li>
        )}
      </ul>
      <div ref={end} />
    </>
  );
}
