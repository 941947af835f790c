// A function that keeps its identity across renders and always calls the latest `callback`: for
// handlers handed to memoised children, which would otherwise render again whenever the parent
// makes a new closure.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
