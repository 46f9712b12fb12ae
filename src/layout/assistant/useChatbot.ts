import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider';
import { endpoints } from '../../dataProvider/endpoints';
import { tokenStore } from '../../dataProvider/tokenStore';
import { websocketBase } from '../../config/env';
import {
  addUserMessage,
  applyServerMessage,
  EMPTY_CHAT,
  isSendable,
  removePendingAction,
  type ChatAction,
  type ChatState,
  type ServerMessage,
} from '../../domain/chatbot';
import { ChatbotConnection, type ConnectionState } from './chatbotConnection';

type ChatEvent =
  | { type: 'server'; message: ServerMessage; at: string }
  | { type: 'user'; content: string; at: string }
  | { type: 'resolve'; actionId: string };

function reducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'server':
      return applyServerMessage(state, event.message, event.at);
    case 'user':
      return addUserMessage(state, event.content, event.at);
    case 'resolve':
      return removePendingAction(state, event.actionId);
  }
}

/**
 * The conversation with Mira for as long as the panel is open: connects on mount, disconnects and
 * forgets everything on unmount (closing the panel).
 */
export function useChatbot() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [chat, dispatch] = useReducer(reducer, EMPTY_CHAT);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [problem, setProblem] = useState<string | null>(null);
  const socketRef = useRef<ChatbotConnection | null>(null);

  useEffect(() => {
    const socket = new ChatbotConnection({
      url: `${websocketBase()}${endpoints.chatbot.socket}`,
      // An authenticated call first, so an expired access token is refreshed before it is sent.
      getToken: async () => {
        await dataProvider.getCurrentUser();
        return tokenStore.getAccess();
      },
      onState: setConnection,
      onMessage: (message) => dispatch({ type: 'server', message, at: new Date().toISOString() }),
      onProblem: setProblem,
    });
    socketRef.current = socket;
    socket.connect();
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [dataProvider]);

  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (!isSendable(content) || !socketRef.current?.send({ type: 'chat_message', content, conversation_id: chat.conversationId })) return false;
      dispatch({ type: 'user', content, at: new Date().toISOString() });
      return true;
    },
    [chat.conversationId],
  );

  const answerAction = useCallback((action: ChatAction, confirmed: boolean) => {
    if (socketRef.current?.send({ type: 'action_confirmation', action_id: action.id, confirmed })) {
      dispatch({ type: 'resolve', actionId: action.id });
    }
  }, []);

  const reconnect = useCallback(() => socketRef.current?.connect(), []);

  return { chat, connection, problem, send, answerAction, reconnect };
}
