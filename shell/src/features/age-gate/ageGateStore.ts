import { create } from 'zustand';

/** The allow flag lives for the browser session only (docs/product/shell.md, Age gate). */
export const AGE_GATE_KEY = 'portal-age-verified';

interface AgeGateState {
  allowed: boolean;
  allow: () => void;
}

/** Whether the visitor said they are 21+ in this browser session; other shell parts wait for it. */
export const useAgeGate = create<AgeGateState>()((set) => ({
  allowed: sessionStorage.getItem(AGE_GATE_KEY) === 'true',
  allow: () => {
    sessionStorage.setItem(AGE_GATE_KEY, 'true');
    set({ allowed: true });
  },
}));
