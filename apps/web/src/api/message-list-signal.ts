import { create } from 'zustand';

interface MessageListSignal {
  /** Grows each time the new-message notice is clicked on /message: the list goes back to page 1 and reloads. */
  pageOneRequests: number;
  requestPageOne: () => void;
}

/**
 * The bridge from the live channel (outside React, in api/) to the message centre's list (a feature),
 * which must not be imported from here (docs/architecture.md, "Layout").
 */
export const useMessageListSignal = create<MessageListSignal>()((set) => ({
  pageOneRequests: 0,
  requestPageOne: () => {
    set((state) => ({ pageOneRequests: state.pageOneRequests + 1 }));
  },
}));
