import { createContext, useContext, type ReactNode } from 'react';
import type { Kit } from 'shared-kit';
import { kit as sharedKit } from '../kit';

/**
 * What the auth pages ask of the provider kit: its instance (tagged on each page) and the password-reset calls,
 * which a kit build may lack (password-reset.ts says so to the user). Read through `useAuthKit()`; tests give a
 * fake, as the other remotes do.
 */
export type AuthKit = Pick<Kit, 'instanceId'> & object;

const AuthContext = createContext<{ kit: AuthKit }>({ kit: sharedKit });

export function AuthKitProvider({ kit, children }: { kit: AuthKit; children: ReactNode }) {
  return <AuthContext.Provider value={{ kit }}>{children}</AuthContext.Provider>;
}

export function useAuthKit(): { kit: AuthKit } {
  return useContext(AuthContext);
}
