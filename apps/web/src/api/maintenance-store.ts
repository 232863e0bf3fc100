import { create } from 'zustand';

interface MaintenanceState {
  /** Set by a 502 or 426 answer, or when the texts cannot be loaded: the maintenance page replaces the app. */
  isUnderMaintenance: boolean;
  showMaintenance: () => void;
}

export const useMaintenanceStore = create<MaintenanceState>()((set) => ({
  isUnderMaintenance: false,
  showMaintenance: () => {
    set({ isUnderMaintenance: true });
  },
}));
