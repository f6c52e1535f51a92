import { registerCollabKind } from '../collab/collab-kinds.js';
import { orbitPageGrant } from '../orbit-pages/access-orbit-page.js';

// `board:<id>`: whoever sees the board's orbit may open it; they draw on it unless the orbit is
// archived or the board is archived or in Trash (then they only see it). A change of a `board` row
// (moved to another orbit, archived, trashed) asks again for everyone connected to it. The drawing's
// stored state goes with the board (orbit-pages).
registerCollabKind('board', {
  entity: 'board',
  access: (db, userId, boardId) => orbitPageGrant(db, 'board', userId, boardId),
});
