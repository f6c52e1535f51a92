import { ChatHome } from '../features/chat/ChatHome';

/** `/:org/chat/:chatId?` (chat-home): topics, direct messages and threads. */
export function ChatHomePage() {
  return <ChatHome />;
}
