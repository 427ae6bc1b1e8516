// Members whose latest add or edit the server has not confirmed yet. Zero shows such a
// change at once, but an invitation is checked against the server's row, so the Invite
// button waits for it.
import type { MutatorResult } from '@rocicorp/zero';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

const unsavedAtom = atom<ReadonlyMap<string, number>>(new Map());

export function useTrackMemberWrite() {
  const setUnsaved = useSetAtom(unsavedAtom);
  return useCallback(
    (memberID: string, result: MutatorResult) => {
      const change = (delta: number) =>
        setUnsaved((current) => {
          const next = new Map(current);
          const count = (next.get(memberID) ?? 0) + delta;
          if (count > 0) next.set(memberID, count);
          else next.delete(memberID);
          return next;
        });
      change(1);
      void result.server.finally(() => change(-1));
      return result;
    },
    [setUnsaved],
  );
}

export function useIsMemberUnsaved(memberID: string): boolean {
  return useAtomValue(unsavedAtom).has(memberID);
}
