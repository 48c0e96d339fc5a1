import { createContext, useContext, type ReactNode } from 'react';
import { bus as pageBus, type EventBus, type Kit } from 'shared-kit';
import { kit as sharedKit } from '../kit';

/**
 * What the game asks of the provider kit, in one place: screens and hooks read it through `useGameKit()`, tests
 * pass a fake with the same shape (src/testing/fake-kit.ts), as the account and the shop do.
 */
export type GameKit = Pick<
  Kit,
  | 'session'
  | 'instanceId'
  | 'getPlayedCodes'
  | 'getUserInformations'
  | 'burnUniqCode'
  | 'linkCodeToReceipt'
  | 'linkCodeToUserInformation'
  | 'getBatchUploader'
>;

interface GameDeps {
  kit: GameKit;
  bus: EventBus;
}

const GameContext = createContext<GameDeps>({ kit: sharedKit, bus: pageBus });

export function GameKitProvider({ kit, bus, children }: GameDeps & { children: ReactNode }) {
  return <GameContext.Provider value={{ kit, bus }}>{children}</GameContext.Provider>;
}

export function useGameKit(): GameDeps {
  return useContext(GameContext);
}
