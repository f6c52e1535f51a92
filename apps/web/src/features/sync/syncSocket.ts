import type { Socket } from 'socket.io-client';

type Listener = (socket: Socket) => void;

let socket: Socket | null = null;
let loading: Promise<Socket> | null = null;

/**
 * The one Socket.IO connection (same origin, cookies sent). socket.io-client is loaded on first use so
 * it stays out of the login page's JavaScript.
 */
export const syncSocket = {
  get current(): Socket | null {
    return socket;
  },
  get connected(): boolean {
    return socket?.connected ?? false;
  },
  open(): Promise<Socket> {
    loading ??= import('socket.io-client').then(({ io }) => {
      socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
      return socket;
    });
    return loading;
  },
  whenOpen(listener: Listener): void {
    void syncSocket.open().then(listener);
  },
};
