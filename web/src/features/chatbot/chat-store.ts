import type { ChatSource } from '@storyloom/contracts/chatbot';
import { useSyncExternalStore } from 'react';

/** SPEC §3 'Chat message', with the help entries an answer came from. */
export interface ChatMessage {
  id: string;
  content: string;
  role: 'user' | 'assistant';
  timestamp: number;
  sources?: ChatSource[];
}

export interface ChatState {
  messages: ChatMessage[];
  waiting: boolean;
}

// The conversation lives outside React and in sessionStorage, so it survives the window being closed,
// moving between pages and a reload of the tab, and is forgotten when the tab is closed.
const STORAGE_KEY = 'storyloom-chat';

function restore(): ChatMessage[] {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as ChatMessage[]).filter((m) => typeof m?.content === 'string' && (m.role === 'user' || m.role === 'assistant')) : [];
  } catch {
    return [];
  }
}

let state: ChatState = { messages: restore(), waiting: false };
const listeners = new Set<() => void>();

function set(next: ChatState): void {
  state = next;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state.messages));
  } catch {
    // Storage refused (private mode): the conversation still lasts while the page is open.
  }
  for (const listener of listeners) listener();
}

export const chatStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(message: Omit<ChatMessage, 'id' | 'timestamp'>, waiting: boolean) {
    const full = { ...message, id: crypto.randomUUID(), timestamp: Date.now() };
    set({ messages: [...state.messages, full], waiting });
  },
  clear() {
    set({ messages: [], waiting: false });
  },
};

export function useChatState(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.get);
}
