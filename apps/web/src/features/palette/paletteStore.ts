import { create } from 'zustand';

/** Whether the command palette is open (Ctrl/Cmd+K, or the sidebar's Search). */
export const usePaletteStore = create<{ open: boolean }>()(() => ({ open: false }));

export const setPaletteOpen = (open: boolean) => usePaletteStore.setState({ open });
