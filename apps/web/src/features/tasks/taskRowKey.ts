import type { Item } from '../sync/schemas';

/**
 * A task's key on screen (list rows, board cards, the task panel): the id it was made with, kept when
 * the server gives it its own (the create's answer), so the row stays the same row, and a drag of it
 * goes on, when that answer comes mid-drag.
 */
export const taskRowKey = (item: Pick<Item, 'id' | 'clientId'>) => item.clientId ?? item.id;
